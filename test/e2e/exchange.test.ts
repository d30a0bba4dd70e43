// Import from and export to other agents' files in the real web profile, with HOME set for the host
// process to a temporary folder holding each tool's files in its own layout (zh, en, mixed; front
// matter, code blocks, headings and a pasted key): `/memory import` → proposals with file:line
// evidence; again unchanged → nothing new and no model request; accept some; `/memory export
// claude` into a CLAUDE.md with the user's own content → the block, every other byte identical;
// an edit inside the block → a proposal on the next sync; remove → the original file byte for byte.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { createTestHome, readStorage, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, slash } from '../helpers/web-rpc.js'

const suite = useHostSuite()
const FIXTURES = join(import.meta.dirname, '../fixtures/exchange')
const home = mkdtempSync(join(tmpdir(), 'dum-e2e-home-'))
afterAll(() => rmSync(home, { recursive: true, force: true }))

const place = (fixture: string, path: string) => {
  mkdirSync(join(path, '..'), { recursive: true })
  cpSync(join(FIXTURES, fixture), path)
}
type Tables = { proposals: Record<string, any>; judgments: Record<string, any> }
const storage = () => readStorage<Tables>(suite.home, 'dsh_user_mirror')!
const OWN = '# Claude, read this first\n\nMy own notes stay exactly as they are.\n\n- 代码评审时先说结论。\n'

test('import → proposals with file:line evidence, unchanged → nothing and no model request; accept; export byte for byte; an edit comes back; remove restores the file', async () => {
  place('claude-user.md', join(home, '.claude/CLAUDE.md'))
  place('codex-user.md', join(home, '.codex/AGENTS.md'))
  place('gemini-user.md', join(home, '.gemini/GEMINI.md'))
  const workspace = join(home, 'work/app')
  mkdirSync(join(workspace, '.git'), { recursive: true })
  place('cursor-style.mdc', join(workspace, '.cursor/rules/style.mdc'))
  place('copilot-instructions.md', join(workspace, '.github/copilot-instructions.md'))
  place('windsurfrules.txt', join(workspace, '.windsurfrules'))

  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: { ...suite.model.env(), HOME: home, LANG: 'en_US.UTF-8', LC_ALL: undefined } })
  const url = suite.web.url
  const session = await createSession(url)
  const requestsBefore = suite.model.requests.length

  const claude = await slash(url, session, '/memory import claude')
  expect(claude.kind).toBe('success')
  expect(claude.text).toMatch(/^~\/\.claude\/CLAUDE\.md: 6 proposed, waiting for your OK/)
  expect(claude.text).toContain('- [Red line] line 7: Never force-push to main.')
  expect(claude.text).toContain('line 15 “For the staging bot use the key [redacted: anthropic-key] and nothing else.”: carries a credential')
  expect(claude.text).toContain('line 24 “The staging server is staging.example.com:8443.”: a fact')
  expect(claude.text).toContain('line 25 “Currently working on the billing migration.”: about the task at hand')
  expect(claude.text).not.toContain('Qx7vT2mK9pL4wR8nB3cF6hJ1dS5gA0zY')
  const zh = await slash(url, session, '/memory 导入 codex')
  expect(zh.text).toMatch(/^~\/\.codex\/AGENTS\.md：提出 3 条/)
  expect(zh.text).toContain('- [做事方式] 第 3 行: 先写测试，再写实现。')
  const cursor = await slash(url, session, `/memory import ${join(workspace, '.cursor/rules/style.mdc')}`)
  expect(cursor.text).toContain(`line 8: In this repo, every database query goes through the query builder., into ${join(workspace, 'AGENTS.md')}`)
  for (const line of ['/memory import gemini', `/memory import ${join(workspace, '.github/copilot-instructions.md')}`, `/memory import ${join(workspace, '.windsurfrules')}`]) {
    expect((await slash(url, session, line)).text).toMatch(/proposed/)
  }

  const proposals = Object.values(storage().tables.proposals)
  expect(proposals.length).toBe(6 + 3 + 2 + 2 + 2 + 1)
  const force = proposals.find((p) => p.judgment.text === 'Never force-push to main.')
  expect(force).toMatchObject({ kind: 'import', status: 'pending', judgment: { kind: 'redline' } })
  expect(force.evidence[0]).toMatchObject({ source: 'import', file: '~/.claude/CLAUDE.md', line: 7, quote: 'Never force-push to main.' })
  expect(JSON.stringify(storage())).not.toContain('Qx7vT2mK9pL4wR8nB3cF6hJ1dS5gA0zY')
  expect(Object.keys(storage().tables.judgments ?? {})).toEqual([])

  // Unchanged files: nothing new, and no model request at any point of importing.
  expect((await slash(url, session, '/memory import claude')).text).toBe('~/.claude/CLAUDE.md has not changed since the last import: nothing new.')
  expect(Object.values(storage().tables.proposals).length).toBe(proposals.length)
  expect(suite.model.requests.length).toBe(requestsBefore)

  // Accept three through the proposals route the tab uses.
  const pick = (text: string) => proposals.find((p) => p.judgment.text === text).id
  for (const text of ['Never force-push to main.', '先写测试，再写实现。', 'Avoid emoji in commit messages.']) {
    const res = await fetch(`${url}/dsh-mirror/api/proposals/${pick(text)}/accept`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: '{}' })
    expect(res.status).toBe(200)
  }
  expect(Object.values(storage().tables.judgments).map((j: any) => [j.kind, j.text, j.source]).sort()).toEqual([
    ['redline', 'Never force-push to main.', 'import'],
    ['taste', 'Avoid emoji in commit messages.', 'import'],
    ['workflow', '先写测试，再写实现。', 'import'],
  ])

  // Export into a CLAUDE.md that holds the user's own content: only the block is new.
  const file = join(home, '.claude/CLAUDE.md')
  writeFileSync(file, OWN)
  const exported = await slash(url, session, '/memory export claude')
  expect(exported.text).toMatch(/^Wrote the DSH block in ~\/\.claude\/CLAUDE\.md \(\+\d+ −0 lines; backup: .*CLAUDE\.md\.dsh-mirror\.bak\); nothing outside the block changed\./)
  const written = readFileSync(file)
  expect(written.subarray(0, Buffer.byteLength(OWN)).equals(Buffer.from(OWN))).toBe(true)
  expect(written.toString()).toContain('### Red line (never cross these)\n\n- Never force-push to main.')
  expect((await slash(url, session, '/memory export claude')).text).toBe('~/.claude/CLAUDE.md already holds the current judgments: nothing written.')
  expect(readFileSync(file).equals(written)).toBe(true)

  // Re-importing the file with our block in it proposes the user's own line, nothing from the block.
  const reimport = (await slash(url, session, '/memory import claude')).text!
  expect(reimport).toMatch(/^~\/\.claude\/CLAUDE\.md: 1 proposed/)
  expect(reimport).toContain('line 5: 代码评审时先说结论。')

  // An edit inside the block → a proposal on the next sync.
  writeFileSync(file, written.toString().replace('- Avoid emoji in commit messages.', '- Avoid emoji in commit messages and in code comments.'))
  const synced = await slash(url, session, '/memory export claude')
  expect(synced.text).toContain('1 line you edited inside the block is waiting as a proposal.')
  const edit = Object.values(storage().tables.proposals).find((p: any) => p.judgment?.text === 'Avoid emoji in commit messages and in code comments.')
  expect(edit).toMatchObject({ kind: 'import', status: 'pending', judgment: { kind: 'taste' }, evidence: [expect.objectContaining({ file: '~/.claude/CLAUDE.md' })] })

  // DSH's own instructions file is refused with the reason.
  const refused = await slash(url, session, `/memory export ${join(suite.home, 'AGENTS.md')}`)
  expect(refused).toMatchObject({ kind: 'error', text: expect.stringContaining('DSH loads $DSH_HOME/AGENTS.md into every session') })

  const removed = await slash(url, session, '/memory export claude remove')
  expect(removed.text).toMatch(/^Removed the DSH block from ~\/\.claude\/CLAUDE\.md/)
  expect(readFileSync(file, 'utf8')).toBe(OWN)
  expect(suite.model.requests.length).toBe(requestsBefore)
})
