// `/memory import`'s answer for a line that confirms a rule the user already has: it named the rule
// by its id ("confirms j_7e2df3892382"), which means nothing to a person; it names it by its words.
// In-process host with a stand-in command registry, the real stores, a real file to import.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const dir = mkdtempSync(join(tmpdir(), 'dum-import-confirms-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('names the stored rule a line confirms by its words, in both languages', async () => {
  await host.create()
  const definitions = new Map<string, { handler: (i: { rawInput: string; signal: AbortSignal }) => unknown }>()
  host.ctx.provide('commands', { register: (def: never) => { definitions.set((def as { name: string }).name, def); return () => {} } })
  await host.startPlugin()
  const slash = async (line: string) => {
    const [, name, rawInput] = /^\/(\w+)(.*)$/s.exec(line)!
    return await definitions.get(name!)!.handler({ rawInput: rawInput!, signal: new AbortController().signal }) as { kind: string; text: string }
  }
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
