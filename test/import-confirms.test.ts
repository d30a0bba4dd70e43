// `/memory import`'s answer for a line that confirms a rule the user already has: it named the rule
// by its id ("confirms j_7e2df3892382"), which means nothing to a person; it names it by its words.
// In-process host with a stand-in command registry, the real stores, a real file to import.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const dir = mkdtempSync(join(tmpdir(), 'dum-import-confirms-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('names the stored rule a line confirms by its words, in both languages', async () => {
  const slash = await startWithCommands(host)
  expect((await slash('/remember redline: Never force-push to the main branch')).kind).toBe('success')
  const file = join(dir, 'CLAUDE.md')
  writeFileSync(file, '# Rules\n\n- Never force-push to main.\n')
  const en = await slash(`/memory import ${file}`)
  expect(en.text).toContain('line 3: Never force-push to main., confirms your “Never force-push to the main branch”')
  expect(en.text).not.toMatch(/j_[0-9a-f]{6}/)
  writeFileSync(file, '# Rules\n\n- Never force-push to main!\n')
  const zh = await slash(`/memory 导入 ${file}`)
  expect(zh.text).toContain('第 3 行: Never force-push to main!，确认你已有的「Never force-push to the main branch」')
  expect(zh.text).not.toMatch(/j_[0-9a-f]{6}/)
})

it('a line that says another value than a stored rule is not called a confirmation: it would replace it', async () => {
  const slash = await startWithCommands(host)
  expect((await slash('/remember workflow: Always use pnpm')).kind).toBe('success')
  const file = join(dir, 'AGENTS.md')
  writeFileSync(file, '# Rules\n\n- Always use yarn.\n')
  const answer = (await slash(`/memory import ${file}`)).text
  expect(answer).toContain('line 3: Always use yarn., would replace your “Always use pnpm”')
  expect(answer).not.toContain(', confirms')
})

// Found while testing the above: the import's reasons name the file, and the store screens reasons
// for credentials, so a file under a folder with a random-looking name (a temp dir) had every line
// refused as "a long random-looking string (…, likely a key or token)".
it('a file under a folder with a random-looking name is imported, not refused as carrying a key', async () => {
  const slash = await startWithCommands(host)
  const folder = join(dir, 'tmp-Xq7vT2mK9pL4wR8nB3cF6hJ1dS5gA0zYb')
  mkdirSync(folder)
  writeFileSync(join(folder, 'CLAUDE.md'), '# Rules\n\n- Prefer small pull requests.\n')
  const answer = await slash(`/memory import ${join(folder, 'CLAUDE.md')}`)
  expect(answer.text).toContain('1 proposed')
  expect(answer.text).toContain('line 3: Prefer small pull requests.')
  expect(answer.text).not.toMatch(/random-looking/)
})
