// The exchange through the plugin's HTTP routes on the real storage and web-server services, in a
// temporary HOME: import → proposals with file:line evidence, unchanged → nothing new, accepting,
// the capacity warning, export into a file with the user's own content, edits inside the block
// coming back as proposals, removal giving the file back, and the refusals (DSH's own files, a
// broken block, a file changed underneath, a credential).
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { postApi, useTempHome, useTestHost } from './helpers/test-host.js'

const FIXTURES = join(import.meta.dirname, 'fixtures/exchange')
const host = useTestHost()
const home = useTempHome('dum-exchange-home-', host)
let workspace: string

beforeEach(async () => {
  workspace = join(home.path, 'work/app')
  mkdirSync(join(workspace, '.git'), { recursive: true })
  await host.start({ capacity: 20 })
})

const place = (fixture: string, path: string) => {
  mkdirSync(join(path, '..'), { recursive: true })
  cpSync(join(FIXTURES, fixture), path)
}
const post = (path: string, body: unknown) => postApi(host, path, body)
const proposals = async () => (await (await host.request('/dsh-mirror/api/proposals')).json() as { proposals: any[] }).proposals
const judgments = async () => (await (await host.request('/dsh-mirror/api/judgments')).json() as { judgments: any[] }).judgments

describe('import', () => {
  it('turns each rule line into a proposal with its file, line, quote and date; facts, one-off notes and a key are left out with the reason; unchanged → nothing new', async () => {
    place('claude-user.md', join(home.path, '.claude/CLAUDE.md'))
    place('codex-user.md', join(home.path, '.codex/AGENTS.md'))
    const found = (await (await host.request(`/dsh-mirror/api/exchange?workspace=${encodeURIComponent(workspace)}`)).json() as any).found
    expect(found.map((f: any) => [f.tool, f.level, f.display])).toEqual([['claude', 'user', '~/.claude/CLAUDE.md'], ['codex', 'user', '~/.codex/AGENTS.md']])

    const first = await post('exchange/import', { target: 'claude', workspace })
    expect(first.status).toBe(200)
    const report = first.body.reports[0]
    expect(report.proposed.map((p: any) => [p.line, p.kind])).toEqual([[3, 'taste'], [7, 'redline'], [8, 'redline'], [9, 'redline'], [13, 'taste'], [14, 'taste']])
    expect(report.leftOut.map((l: any) => [l.line, l.reason])).toEqual([[15, 'credential'], [24, 'fact'], [25, 'one-off']])
    // The key never leaves the file: the left-out line is shown redacted, no proposal quotes it.
    expect(JSON.stringify(first.body)).not.toContain('Qx7vT2mK9pL4wR8nB3cF6hJ1dS5gA0zY')
    const pending = await proposals()
    expect(pending).toHaveLength(6)
    const redline = pending.find((p) => p.judgment.text === 'Never force-push to main.')
    expect(redline).toMatchObject({ kind: 'import', source: 'import', why: 'imported', judgment: { kind: 'redline' } })
    expect(redline.evidence[0]).toMatchObject({ source: 'import', file: '~/.claude/CLAUDE.md', line: 7, quote: 'Never force-push to main.' })
    expect(redline.evidence[0].at).toBeLessThanOrEqual(Date.now())
    expect(await judgments()).toEqual([])
    expect(readFileSync(join(host.storageRoot, 'dsh_user_mirror.json'), 'utf8')).not.toContain('Qx7vT2mK9pL4wR8nB3cF6hJ1dS5gA0zY')

    const again = await post('exchange/import', { target: 'claude', workspace })
    expect(again.body.reports[0]).toMatchObject({ unchanged: true, proposed: [] })
    expect(await proposals()).toHaveLength(6)

    // A changed file proposes only its new lines.
    writeFileSync(join(home.path, '.claude/CLAUDE.md'), readFileSync(join(home.path, '.claude/CLAUDE.md'), 'utf8') + '\n- Explain trade-offs before recommending a library.\n')
    const changed = (await post('exchange/import', { target: 'claude', workspace })).body.reports[0]
    expect(changed.proposed.map((p: any) => p.text)).toEqual(['Explain trade-offs before recommending a library.'])
    // No hash of the key's line was kept: it is refused again, the other 8 lines were seen before.
    expect(changed.seenBefore).toBe(8)
    expect(changed.leftOut).toEqual([expect.objectContaining({ line: 15, reason: 'credential' })])
    expect(JSON.stringify(readFileSync(join(host.storageRoot, 'dsh_user_mirror.json'), 'utf8'))).not.toContain('Qx7vT2mK9pL4wR8nB3cF6hJ1dS5gA0zY')
  })

  it('shows a near-duplicate of a stored judgment as "confirms j_…", remembers a rejection, and pasted text is read line by line', async () => {
    await host.call('mirror_remember', { text: 'Never force-push to the main branch', kind: 'redline', reason: 'said in review' })
    const stored = (await judgments())[0]
    place('claude-user.md', join(home.path, '.claude/CLAUDE.md'))
    const report = (await post('exchange/import', { target: 'claude' })).body.reports[0]
    expect(report.proposed.find((p: any) => p.line === 7).confirms).toEqual({ id: stored.id, text: stored.text })

    const pasted = (await post('exchange/import', { text: await import('node:fs').then((fs) => fs.readFileSync(join(FIXTURES, 'chatgpt-memories.txt'), 'utf8')) })).body.reports[0]
    expect(pasted.source).toBe('pasted text')
    expect(pasted.proposed.map((p: any) => p.line)).toEqual([1, 3, 4])
    expect(pasted.leftOut).toEqual([{ line: 2, text: 'Is a backend engineer living in Berlin.', reason: 'fact' }])
    const id = pasted.proposed[0].id
    expect((await post(`proposals/${id}/reject`, {})).status).toBe(200)
    const repasted = (await post('exchange/import', { text: 'Prefers concise answers without filler.\n' })).body.reports[0]
    expect(repasted.leftOut).toEqual([expect.objectContaining({ reason: 'declined-before' })])
    // A line that names its kind the way /remember does keeps that kind, without the prefix.
    const named = (await post('exchange/import', { text: '红线：上线前必须跑完全部测试\nprinciple: Say so when you are unsure\n' })).body.reports[0]
    expect(named.proposed.map((p: any) => [p.kind, p.text])).toEqual([['redline', '上线前必须跑完全部测试'], ['principle', 'Say so when you are unsure']])
  })

  // A line of a real user-level CLAUDE.md (a public dotfiles repository): the rule and its elaboration
  // run past one judgment's 150 characters, and leaving it out lost the rule.
  it('proposes the leading sentences of a line longer than a judgment may be, quoting the whole line; a line whose first sentence is too long stays out', async () => {
    const long = 'If you don\'t know something, say "I don\'t know" directly. Do not guess, fabricate file paths, line numbers, API names, or facts. Prefer admitting uncertainty over producing plausible-sounding but unverified content.'
    const oneSentence = 'Never restate the code, never narrate the edit ("newly added", "was previously X"), never add doc comments to short self-evident helpers unless neighboring code has them.'
    mkdirSync(join(home.path, '.claude'), { recursive: true })
    writeFileSync(join(home.path, '.claude/CLAUDE.md'), `# Honesty\n\n- ${long}\n- ${oneSentence}\n`)
    const report = (await post('exchange/import', { target: 'claude', workspace })).body.reports[0]
    expect(report.proposed.map((p: any) => [p.line, p.text, p.shortened])).toEqual([[3, 'If you don\'t know something, say "I don\'t know" directly. Do not guess, fabricate file paths, line numbers, API names, or facts.', true]])
    expect(report.leftOut.map((l: any) => [l.line, l.reason])).toEqual([[4, 'too-long']])
    const proposal = (await proposals()).find((p: any) => p.id === report.proposed[0].id)
    expect(proposal.judgment.text).toBe(report.proposed[0].text)
    expect(proposal.evidence[0].quote).toBe(long)
  })

  it('a project file is the team\'s: a workspace rule becomes a "workspace" proposal for that AGENTS.md, written only on yes', async () => {
    place('cursor-style.mdc', join(workspace, '.cursor/rules/style.mdc'))
    const report = (await post('exchange/import', { target: 'cursor', workspace })).body.reports[0]
    expect(report.level).toBe('project')
    const ws = report.proposed.find((p: any) => p.workspace)
    expect(ws).toMatchObject({ line: 8, workspace: join(workspace, 'AGENTS.md') })
    expect(report.leftOut).toEqual([expect.objectContaining({ line: 9, reason: 'one-off' })])
    expect(() => readFileSync(join(workspace, 'AGENTS.md'))).toThrow()
    const accepted = await post(`proposals/${ws.id}/accept`, {})
    expect(accepted.body).toMatchObject({ outcome: 'accepted', detail: expect.stringContaining('AGENTS.md') })
    expect(readFileSync(join(workspace, 'AGENTS.md'), 'utf8')).toBe('- In this repo, every database query goes through the query builder.\n')
    expect(await judgments()).toEqual([])
  })

  it('refuses a binary, huge or outside-the-home file with a clear message and proposes nothing', async () => {
    mkdirSync(join(home.path, 'notes'), { recursive: true })
    writeFileSync(join(home.path, 'notes/bin.md'), Buffer.from([0, 1, 2, 3]))
    writeFileSync(join(home.path, 'notes/huge.md'), '- x\n'.repeat(80_000))
    const outside = await mkdtemp(join(tmpdir(), 'dum-outside-'))
    writeFileSync(join(outside, 'rules.md'), '- Always be nice.\n')
    symlinkSync(join(outside, 'rules.md'), join(home.path, 'notes/link.md'))
    for (const [name, words] of [['bin.md', 'not UTF-8'], ['huge.md', 'larger than'], ['link.md', 'outside your home'], ['missing.md', 'does not exist']]) {
      const r = await post('exchange/import', { target: `~/notes/${name}` })
      expect(r.status).toBe(422)
      expect(r.body.error.message).toContain(words)
    }
    expect(await proposals()).toEqual([])
    rmSync(outside, { recursive: true, force: true })
  })

  it('says before accepting many what would be evicted at capacity', async () => {
    await host.stopPlugin()
    await host.startPlugin({ capacity: 3 })
    for (const text of ['Prefer tabs for indentation', 'Use British spelling', 'Keep functions under forty lines']) await host.call('mirror_remember', { text, kind: 'taste', reason: 'said in a review' })
    place('gemini-user.md', join(home.path, '.gemini/GEMINI.md'))
    const report = (await post('exchange/import', { target: 'gemini' })).body.reports[0]
    const ids = report.proposed.map((p: any) => p.id)
    const plan = (await post('exchange/capacity', { ids })).body
    expect(plan).toMatchObject({ adds: 2, free: 0 })
    expect(plan.evicts).toHaveLength(2)
    const accepted = (await post('exchange/accept', { ids })).body
    expect(accepted.evicted.map((e: any) => e.id)).toEqual(plan.evicts.map((e: any) => e.id))
    const now = (await judgments()).map((j) => j.text)
    expect(now).toEqual(expect.arrayContaining(['回答要直接，不要客套话。', 'Avoid emoji in commit messages.']))
    for (const e of plan.evicts) expect(now).not.toContain(e.text)
  })
})

describe('export', () => {
  const CLAUDE_OWN = '# My notes for Claude\n\nUse the staging DB only with read-only credentials.\r\nTrailing spaces stay   \n\ttabs too'

  it('writes the block into ~/.claude/CLAUDE.md with every other byte identical, keeps a backup, rewrites nothing when unchanged, reads edits back, and removal restores the file byte for byte', async () => {
    const file = join(home.path, '.claude/CLAUDE.md')
    mkdirSync(join(home.path, '.claude'))
    writeFileSync(file, CLAUDE_OWN)
    for (const [text, kind] of [['Never force-push to main', 'redline'], ['先写测试再写实现', 'workflow']]) await host.call('mirror_remember', { text, kind, reason: 'said in a review' })

    const plan = (await post('exchange/export/plan', { target: 'claude' })).body
    expect(plan).toMatchObject({ display: '~/.claude/CLAUDE.md', exists: true, changed: true, edits: 0 })
    expect(plan.diff.filter((d: any) => d.op === '+').map((d: any) => d.text)).toEqual(expect.arrayContaining(['- Never force-push to main', '- 先写测试再写实现']))
    expect(readFileSync(file, 'utf8')).toBe(CLAUDE_OWN)

    const written = (await post('exchange/export', { target: 'claude' })).body
    expect(written).toMatchObject({ written: true, backup: `${file}.dsh-mirror.bak` })
    const after = readFileSync(file)
    expect(after.subarray(0, Buffer.byteLength(CLAUDE_OWN)).equals(Buffer.from(CLAUDE_OWN))).toBe(true)
    expect(after.toString()).toContain('- Never force-push to main')
    expect(readFileSync(`${file}.dsh-mirror.bak`, 'utf8')).toBe(CLAUDE_OWN)

    const { mtimeMs } = await import('node:fs').then((fs) => fs.statSync(file))
    const second = (await post('exchange/export', { target: 'claude' })).body
    expect(second.written).toBe(false)
    expect(readFileSync(file).equals(after)).toBe(true)
    expect((await import('node:fs')).statSync(file).mtimeMs).toBe(mtimeMs)

    // The user edits a line inside the block: the next sync proposes it.
    writeFileSync(file, after.toString().replace('- 先写测试再写实现', '- 先写测试，再写实现，最后重构'))
    expect((await post('exchange/export/plan', { target: 'claude' })).body.edits).toBe(1)
    const synced = (await post('exchange/export', { target: 'claude' })).body
    expect(synced.edits.map((e: any) => e.text)).toEqual(['先写测试，再写实现，最后重构'])
    const edit = (await proposals()).find((p) => p.judgment?.text === '先写测试，再写实现，最后重构')
    expect(edit).toMatchObject({ kind: 'import', judgment: { kind: 'workflow' }, evidence: [expect.objectContaining({ file: '~/.claude/CLAUDE.md' })] })
    expect(edit.target?.text).toBe('先写测试再写实现')

    const removed = (await post('exchange/export/remove', { target: 'claude' })).body
    expect(removed.written).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe(CLAUDE_OWN)
  })

  // A round trip with a real user-level CLAUDE.md: import its rules, accept them, export back to it.
  it('leaves out of the block what the file already holds (imported from it, still there), and writes it once the user\'s line is gone', async () => {
    const own = '# Preferences\n\n- Never disable tests, fix them.\n- Prefer the boring, obvious solution over clever tricks.\n'
    mkdirSync(join(home.path, '.claude'), { recursive: true })
    writeFileSync(join(home.path, '.claude/CLAUDE.md'), own)
    const report = (await post('exchange/import', { target: 'claude', workspace })).body.reports[0]
    expect(report.proposed).toHaveLength(2)
    expect((await post('exchange/accept', { ids: report.proposed.map((p: any) => p.id) })).status).toBe(200)
    await host.call('mirror_remember', { text: 'Answer in English unless I write in Chinese', kind: 'taste', reason: 'said in chat' })
    const plan = (await post('exchange/export/plan', { target: 'claude', workspace })).body
    expect(plan.alreadyThere).toBe(2)
    const written = await post('exchange/export', { target: 'claude', workspace })
    expect(written.body.alreadyThere).toBe(2)
    const file = readFileSync(join(home.path, '.claude/CLAUDE.md'), 'utf8')
    // Each rule once: the user's own lines as they were, the block only with what the file lacked.
    expect(file.split('Never disable tests').length - 1).toBe(1)
    expect(file.split('Prefer the boring, obvious solution').length - 1).toBe(1)
    expect(file).toContain('Answer in English unless I write in Chinese')
    expect(file.startsWith(own)).toBe(true)
    // The user deletes their own line: the next export carries the judgment in the block.
    writeFileSync(join(home.path, '.claude/CLAUDE.md'), file.replace('- Never disable tests, fix them.\n', ''))
    await post('exchange/export', { target: 'claude', workspace })
    const after = readFileSync(join(home.path, '.claude/CLAUDE.md'), 'utf8')
    expect(after.split('Never disable tests').length - 1).toBe(1)
    expect(after.slice(after.indexOf('dsh-user-mirror:begin'))).toContain('Never disable tests')
  })

  // Walk12: every judgment came from the file and is still in it; the block used to say
  // "_(no judgments stored yet)_" in the user's own file while 2 were stored.
  it('adds no empty block when the file already holds every judgment, and never says "no judgments stored" while some are', async () => {
    const own = '# Preferences\n\n- Never disable tests, fix them.\n- Prefer the boring, obvious solution over clever tricks.\n'
    mkdirSync(join(home.path, '.claude'), { recursive: true })
    writeFileSync(join(home.path, '.claude/CLAUDE.md'), own)
    const report = (await post('exchange/import', { target: 'claude', workspace })).body.reports[0]
    expect((await post('exchange/accept', { ids: report.proposed.map((p: any) => p.id) })).status).toBe(200)
    const plan = (await post('exchange/export/plan', { target: 'claude', workspace })).body
    expect(plan).toMatchObject({ alreadyThere: 2, changed: false })
    const written = (await post('exchange/export', { target: 'claude', workspace })).body
    expect(written.written).toBe(false)
    expect(readFileSync(join(home.path, '.claude/CLAUDE.md'), 'utf8')).toBe(own)
    // A block already there (an earlier export) keeps its place and says where the rules are.
    writeFileSync(join(home.path, '.claude/CLAUDE.md'), `${own}\n<!-- dsh-user-mirror:begin -->\n- Old line\n<!-- dsh-user-mirror:end -->\n`)
    expect((await post('exchange/export', { target: 'claude', workspace })).body.written).toBe(true)
    const file = readFileSync(join(home.path, '.claude/CLAUDE.md'), 'utf8')
    expect(file).not.toContain('no judgments stored')
    expect(file).toContain('_(every judgment is already in this file, outside this block)_')
  })

  it('refuses a file DSH itself loads, a broken block, and a file outside the home.path, writing nothing', async () => {
    mkdirSync(join(home.path, '.dsh'), { recursive: true })
    const refused = await post('exchange/export', { target: '~/.dsh/AGENTS.md' })
    expect(refused.status).toBe(422)
    expect(refused.body.error.message).toMatch(/DSH loads \$DSH_HOME\/AGENTS\.md.*twice/)
    const project = await post('exchange/export', { target: join(workspace, 'CLAUDE.md') })
    expect(project.status).toBe(422)
    expect(project.body.error.message).toContain('DSH loads CLAUDE.md of every project folder')
    // A symlink to DSH's own file is the same file.
    mkdirSync(join(home.path, '.gemini'))
    writeFileSync(join(home.path, '.dsh/AGENTS.md'), '# dsh\n')
    symlinkSync(join(home.path, '.dsh/AGENTS.md'), join(home.path, '.gemini/GEMINI.md'))
    expect((await post('exchange/export', { target: 'gemini' })).status).toBe(422)
    expect(readFileSync(join(home.path, '.dsh/AGENTS.md'), 'utf8')).toBe('# dsh\n')

    const codex = join(home.path, '.codex/AGENTS.md')
    mkdirSync(join(home.path, '.codex'))
    const broken = '# mine\n<!-- dsh-user-mirror:begin -->\n- half a block\n'
    writeFileSync(codex, broken)
    const r = await post('exchange/export', { target: 'codex' })
    expect(r.status).toBe(422)
    expect(r.body.error.message).toContain('block is broken')
    expect(readFileSync(codex, 'utf8')).toBe(broken)
    expect((await post('exchange/export', { target: '/etc/dsh-mirror-test.md' })).status).toBe(422)
  })
})

describe('bad requests', () => {
  it('answers malformed bodies with a clear 400 and changes nothing; a cross-site mutation is refused', async () => {
    const raw = (path: string, body: string) => host.request(`/dsh-mirror/api/${path}`, { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body }).then(async (r) => ({ status: r.status, body: await r.json() as any }))
    expect(await raw('exchange/import', '[1]')).toMatchObject({ status: 400, body: { error: { message: 'body must be a JSON object' } } })
    expect(await raw('exchange/import', '{}')).toMatchObject({ status: 400, body: { error: { message: 'give target (a tool or a path) or text' } } })
    expect(await raw('exchange/import', JSON.stringify({ target: 'claude', workspace: 'relative/dir' }))).toMatchObject({ status: 400, body: { error: { message: 'workspace must be an absolute path' } } })
    expect(await raw('exchange/import', JSON.stringify({ text: 7 }))).toMatchObject({ status: 400 })
    expect(await raw('exchange/capacity', JSON.stringify({ ids: ['ok', '../x'] }))).toMatchObject({ status: 400, body: { error: { message: 'ids must be a list of proposal ids' } } })
    expect(await raw('exchange/export', JSON.stringify({}))).toMatchObject({ status: 400 })
    expect(await raw('auto-distill', JSON.stringify({ on: 'yes' }))).toMatchObject({ status: 400, body: { error: { message: 'body must be { on: true | false }' } } })
    const foreign = await host.request('/dsh-mirror/api/exchange/import', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' }, body: JSON.stringify({ text: '- Always be nice.' }) })
    expect(foreign.status).toBe(403)
    expect(await proposals()).toEqual([])
  })
})
