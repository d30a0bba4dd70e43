// What the exchange answers when there is little or nothing to take, or too much to keep — found
// walking the import with real rule files (notes/issue-22-walk14.md), on the real storage and
// web-server services in a temporary HOME:
// - accepting more proposals than an empty memory holds said "memory is full of red lines";
// - pasted text with control characters (binary data) became a proposal;
// - an empty file, and a file whose every line was proposed before, said "0 proposed, waiting for
//   your OK";
// - a refusal reached the Chinese tab and `/memory 导入` in English;
// - 「永远不主动 push」 was a taste while "Never push" is a red line;
// - a guarded red line was exported without a word that its guard stays in DSH;
// - exporting an empty memory created ~/.claude/CLAUDE.md holding an empty block;
// - exporting back into ~/.claude/CLAUDE.md copied a rule it already held (in bold) into the block.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { importReportLines } from '../src/commands/exchange.js'
import { guessKind } from '../src/exchange/classify.js'
import { exchangeFailureText, whyLoadedText } from '../src/exchange/failure-words.js'
import { startWithCommands } from './helpers/slash-commands.js'
import { postApi, useTempHome, useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const home = useTempHome('dum-exchange-answers-', host)

const post = (path: string, body: unknown) => postApi(host, path, body)
const proposals = async () => (await (await host.request('/dsh-mirror/api/proposals')).json() as { proposals: any[] }).proposals
const judgments = async () => (await (await host.request('/dsh-mirror/api/judgments')).json() as { judgments: any[] }).judgments

describe('accepting more than the memory holds', () => {
  it('in an empty memory says the batch is larger than the memory, not that it is full of red lines, and accepts nothing', async () => {
    await host.start({ capacity: 3 })
    const text = ['Prefer tabs over spaces for indentation.', 'Use British spelling in prose.', 'Keep commit messages short.', 'Write comments in plain words.', 'Name tests after the behaviour.'].join('\n')
    const ids = (await post('exchange/import', { text })).body.reports[0].proposed.map((p: any) => p.id)
    expect(ids).toHaveLength(5)
    const plan = (await post('exchange/capacity', { ids })).body
    expect(plan).toMatchObject({ adds: 5, free: 3, blocked: 2, capacity: 3, kept: 0, evicts: [] })
    const accept = await post('exchange/accept', { ids })
    expect(accept.status).toBe(409)
    expect(accept.body.error.message).toBe('memory holds at most 3 judgments: 2 of these 5 would not fit. Accept fewer, or raise the capacity. Nothing was accepted.')
    expect(await judgments()).toEqual([])
  })

  it('with red lines stored counts them as kept', async () => {
    await host.start({ capacity: 3 })
    await host.call('mirror_remember', { text: 'Never force-push to main.', kind: 'redline', reason: 'said after losing a day of work' })
    const ids = (await post('exchange/import', { text: 'Use British spelling in prose.\nKeep commit messages short.\nWrite comments in plain words.\n' })).body.reports[0].proposed.map((p: any) => p.id)
    const plan = (await post('exchange/capacity', { ids })).body
    expect(plan).toMatchObject({ adds: 3, free: 2, blocked: 1, capacity: 3, kept: 1 })
    expect((await post('exchange/accept', { ids })).body.error.message).toContain('3 judgments, 1 of them red lines that are never evicted: 1 of these 3 would not fit. Accept fewer, revoke a red line first, or raise the capacity.')
  })
})

describe('what there is to import', () => {
  beforeEach(() => host.start({ capacity: 20 }))

  it('refuses pasted text holding control characters, and a file holding them, and proposes nothing', async () => {
    const pasted = await post('exchange/import', { text: '\u0000\u0001binary\nNever force-push to main.' })
    expect(pasted.status).toBe(422)
    expect(pasted.body.error.message).toBe('the pasted text holds control characters (binary data?), not plain text: nothing was imported')
    mkdirSync(join(home.path, 'notes'))
    writeFileSync(join(home.path, 'notes/escape.md'), '- Always squash \u001b[31mbefore\u001b[0m merging.\n')
    const file = await post('exchange/import', { target: '~/notes/escape.md' })
    expect(file.status).toBe(422)
    expect(file.body.error.message).toContain('~/notes/escape.md holds control characters')
    expect(await proposals()).toEqual([])
  })

  it('says an empty file is empty, and a file with nothing new says nothing new, not "0 proposed, waiting for your OK"', async () => {
    mkdirSync(join(home.path, '.gemini'))
    writeFileSync(join(home.path, '.gemini/GEMINI.md'), '\n  \n')
    const empty = (await post('exchange/import', { target: 'gemini' })).body.reports[0]
    expect(empty).toMatchObject({ empty: true, proposed: [] })
    expect(importReportLines(empty, 'en')).toEqual(['~/.gemini/GEMINI.md is empty: there is no rule in it to import.'])
    expect(importReportLines(empty, 'zh')).toEqual(['~/.gemini/GEMINI.md 是空的：没有可导入的规则。'])
    writeFileSync(join(home.path, '.gemini/GEMINI.md'), '- Never force-push to main.\n- Prefer small pull requests.\n')
    expect((await post('exchange/import', { target: 'gemini' })).body.reports[0].proposed).toHaveLength(2)
    // The same rules with a heading above them: a changed file, nothing new in it.
    writeFileSync(join(home.path, '.gemini/GEMINI.md'), '# Mine\n\n- Never force-push to main.\n- Prefer small pull requests.\n')
    const again = (await post('exchange/import', { target: 'gemini' })).body.reports[0]
    expect(again).toMatchObject({ unchanged: false, proposed: [], seenBefore: 2 })
    expect(importReportLines(again, 'en')).toEqual(['~/.gemini/GEMINI.md: nothing new to propose (2 were proposed before).'])
    expect(importReportLines(again, 'zh')).toEqual(['~/.gemini/GEMINI.md：没有新的提议（2 条以前已提过）。'])
  })
})

describe('exporting back into the file a rule came from', () => {
  it('does not copy a rule written with markup in the middle of its line, or wrapped over two lines, into the block again', async () => {
    await host.start({ capacity: 20 })
    mkdirSync(join(home.path, '.claude'))
    const own = '# 工作风格\n\n- 提建议时**先 propose，再让我确认，再动手**\n- Keep every pull request\n  small enough to review in one sitting.\n'
    writeFileSync(join(home.path, '.claude/CLAUDE.md'), own)
    const ids = (await post('exchange/import', { target: 'claude' })).body.reports[0].proposed.map((p: any) => p.id)
    expect(ids).toHaveLength(2)
    expect((await post('exchange/accept', { ids })).status).toBe(200)
    const plan = (await post('exchange/export/plan', { target: 'claude' })).body
    expect(plan).toMatchObject({ alreadyThere: 2, changed: false })
    expect((await post('exchange/export', { target: 'claude' })).body.written).toBe(false)
    expect(readFileSync(join(home.path, '.claude/CLAUDE.md'), 'utf8')).toBe(own)
  })
})

describe('exporting an empty memory', () => {
  it('writes no file and says nothing is remembered yet', async () => {
    const slash = await startWithCommands(host, { capacity: 20 })
    expect((await post('exchange/export/plan', { target: 'claude' })).body).toMatchObject({ exists: false, changed: false, nothing: true })
    expect(await slash('/memory export claude')).toEqual({ kind: 'success', text: 'Nothing is remembered yet: nothing to write into ~/.claude/CLAUDE.md; nothing written.' })
    expect((await slash('/memory 导出 gemini')).text).toBe('还没有记住任何判断：没有要写进 ~/.gemini/GEMINI.md 的，什么都没写。')
    expect(existsSync(join(home.path, '.claude/CLAUDE.md'))).toBe(false)
    expect(existsSync(join(home.path, '.gemini'))).toBe(false)
  })
})

describe('a guarded red line carried to another tool', () => {
  it('the preview and `/memory export` say its guard stays in DSH and the other tool gets only its words', async () => {
    const slash = await startWithCommands(host, { capacity: 20 })
    expect((await slash('/remember 红线: Never force-push to main.')).kind).toBe('success')
    await expect.poll(async () => (await proposals()).filter((p) => p.kind === 'guard').length).toBe(1)
    const guard = (await proposals()).find((p) => p.kind === 'guard')
    expect((await post(`proposals/${guard.id}/accept`, {})).status).toBe(200)
    await host.call('mirror_remember', { text: 'Prefer small pull requests', kind: 'principle', reason: 'said in a review' })
    const plan = (await post('exchange/export/plan', { target: 'claude' })).body
    expect(plan).toMatchObject({ changed: true, guarded: 1 })
    expect((await slash('/memory export claude')).text).toContain('1 of these red lines has a guard in DSH (a tool call that crosses it asks you first); ~/.claude/CLAUDE.md gets its words only: nothing there stops a call, only that tool\'s model reading them.')
    await host.call('mirror_remember', { text: '不要在周五部署', kind: 'redline', reason: '周末没人值班' })
    expect((await slash('/memory 导出 codex')).text).toContain('其中 1 条红线在 DSH 里有守卫（越过它的工具调用会先问你）；写进 ~/.codex/AGENTS.md 的只是文字')
  })
})

describe('in the user\'s language', () => {
  it('says each refusal of a file in Chinese with the file\'s name; English stays as said', () => {
    expect(exchangeFailureText('~/.claude/CLAUDE.md is not UTF-8 text', 'zh')).toBe('~/.claude/CLAUDE.md 不是 UTF-8 文本（可能是 GBK 等其他编码，或二进制文件）：什么都没读。请先把它另存为 UTF-8。')
    expect(exchangeFailureText('~/big.md is larger than 256 KB; an instruction file that large is not read', 'zh')).toBe('~/big.md 超过 256 KB，这么大的规则文件不读：什么都没读。')
    expect(exchangeFailureText('the pasted text holds control characters (binary data?), not plain text: nothing was imported', 'zh')).toBe('粘贴的内容里有控制字符（像是二进制数据），不是纯文本：什么都没导入。')
    expect(exchangeFailureText('not written to /tmp/h/AGENTS.md: DSH loads $DSH_HOME/AGENTS.md into every session, so every judgment would reach the model twice. Choose another file.', 'zh'))
      .toBe('没有写入 /tmp/h/AGENTS.md：DSH 每个会话都会加载 $DSH_HOME/AGENTS.md，每条判断会两次进到模型里。请换一个文件。')
    expect(whyLoadedText('DSH loads AGENTS.md of every project folder (this one is in ~/work/app)', 'zh')).toBe('DSH 会加载每个项目文件夹里的 AGENTS.md（这个文件在 ~/work/app 里）')
    expect(exchangeFailureText('~/x.md is not UTF-8 text', 'en')).toBe('~/x.md is not UTF-8 text')
    expect(exchangeFailureText('something else happened', 'zh')).toBe('something else happened')
  })

  it('answers `/memory 导入` of a file saved in GBK in Chinese, and the English command in English', async () => {
    const slash = await startWithCommands(host, { capacity: 20 })
    // 「- 不要用 Docker」 in GBK.
    writeFileSync(join(home.path, 'gbk.md'), Buffer.from([0x2d, 0x20, 0xb2, 0xbb, 0xd2, 0xaa, 0xd3, 0xc3, 0x20, 0x44, 0x6f, 0x63, 0x6b, 0x65, 0x72, 0x0a]))
    expect(await slash('/memory 导入 ~/gbk.md')).toEqual({ kind: 'error', text: '~/gbk.md 不是 UTF-8 文本（可能是 GBK 等其他编码，或二进制文件）：什么都没读。请先把它另存为 UTF-8。' })
    expect(await slash('/memory import ~/gbk.md')).toEqual({ kind: 'error', text: '~/gbk.md is not UTF-8 text' })
    expect(await proposals()).toEqual([])
  })

  it('reads 「永远不」 as "never": a red line', () => {
    expect(guessKind('可以主动 commit，永远不主动 push')).toBe('redline')
    expect(guessKind('永不在周五发布')).toBe('redline')
  })
})
