// The slash commands' own grammar and answers, over a real store in the in-process host (the e2e
// file drives the same commands through the web client's dispatch).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { answerLanguage } from '../src/commands/language.js'
import { runMemory, addMemorySubcommand, MEMORY_SUBCOMMANDS } from '../src/commands/memory.js'
import { parseRememberInput } from '../src/commands/remember.js'
import { cardLines, cardText, presentRememberCall, presentRememberResult } from '../src/tools/cards.js'

describe('/remember input', () => {
  test('a kind prefix in either language, full- or half-width colon; principle by default', () => {
    expect(parseRememberInput('红线：删东西之前必须先问我')).toEqual({ kind: 'redline', text: '删东西之前必须先问我', kindGiven: true })
    expect(parseRememberInput('  redline:  Never force-push ')).toEqual({ kind: 'redline', text: 'Never force-push', kindGiven: true })
    expect(parseRememberInput('做事方式: 先写测试')).toEqual({ kind: 'workflow', text: '先写测试', kindGiven: true })
    expect(parseRememberInput('Taste: short commit messages')).toEqual({ kind: 'taste', text: 'short commit messages', kindGiven: true })
    expect(parseRememberInput('原则:先给结论')).toEqual({ kind: 'principle', text: '先给结论', kindGiven: true })
    expect(parseRememberInput('Explain trade-offs first')).toEqual({ kind: 'principle', text: 'Explain trade-offs first', kindGiven: false })
    // A colon elsewhere is part of the text.
    expect(parseRememberInput('Use UTC: always')).toEqual({ kind: 'principle', text: 'Use UTC: always', kindGiven: false })
  })
})

describe('answer language', () => {
  test('the text typed decides; a bare command follows the stored judgments, then the host locale', () => {
    expect(answerLanguage('暂停')).toBe('zh')
    expect(answerLanguage('pause', ['删东西之前必须先问我'])).toBe('en')
    expect(answerLanguage('', ['删东西之前必须先问我', '先写测试', 'Use UTC'])).toBe('zh')
    expect(answerLanguage('', ['Use UTC'], { LANG: 'zh_CN.UTF-8' })).toBe('en')
    expect(answerLanguage('', [], { LANG: 'zh_CN.UTF-8' })).toBe('zh')
    expect(answerLanguage('', ['a', '中文'], { LANG: 'C.UTF-8' })).toBe('en')
  })
})

describe('/memory subcommands', () => {
  test('one table; a new subcommand is one entry and a name is taken once', async () => {
    expect([...MEMORY_SUBCOMMANDS.keys()]).toEqual(expect.arrayContaining(['', 'pause', 'resume', 'off', 'on', '暂停', '恢复', '关闭']))
    addMemorySubcommand({ names: ['test-echo'], summary: { zh: '回声', en: 'echo' }, run: (_deps, rest) => ({ kind: 'success', text: rest }) })
    expect(() => addMemorySubcommand({ names: ['pause'], summary: { zh: '', en: '' }, run: () => ({ kind: 'success' }) })).toThrow(/already defined/)
    const deps = { state: { store: undefined } } as unknown as Parameters<typeof runMemory>[0]
    expect(await runMemory(deps, ' test-echo a b')).toEqual({ kind: 'success', text: 'a b' })
    MEMORY_SUBCOMMANDS.delete('test-echo')
  })
})

describe('/memory import and export of a word that is neither a tool nor a file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dum-bare-name-'))
  const calls: string[] = []
  const exchange = {
    importTarget: async (target: string) => { calls.push(`import ${target}`); return [] },
    exportWrite: async (target: string) => { calls.push(`export ${target}`); throw new Error('stop here') },
    exportRemove: async (target: string) => { calls.push(`remove ${target}`); throw new Error('stop here') },
  }
  const deps = { state: { store: undefined }, exchange } as unknown as Parameters<typeof runMemory>[0]
  const agent = { session: { id: 's1', header: { cwd: dir } } }

  test('answers that it is not a tool name (and lists them) nor an existing file, in the language typed; nothing is read or written', async () => {
    const en = await runMemory(deps, 'import nosuchtool', agent)
    expect(en).toEqual({ kind: 'error', text: `“nosuchtool” is neither a tool name (claude, codex, cursor, copilot, gemini, windsurf) nor an existing file in ${dir}. Nothing was read.` })
    const zh = await runMemory(deps, '导入 nosuchtool', agent)
    expect(zh).toEqual({ kind: 'error', text: `「nosuchtool」既不是工具名（claude、codex、cursor、copilot、gemini、windsurf），也不是 ${dir} 里已有的文件。什么都没读。` })
    const enExport = await runMemory(deps, 'export nosuch', agent)
    expect(enExport).toEqual({ kind: 'error', text: `“nosuch” is neither a tool name (claude, codex, gemini) nor an existing file in ${dir}. Nothing was written. To write a new file by that name, give it as a path: ./nosuch` })
    const zhExport = await runMemory(deps, '导出 nosuch 删除', agent)
    expect(zhExport).toEqual({ kind: 'error', text: `「nosuch」既不是工具名（claude、codex、gemini），也不是 ${dir} 里已有的文件。什么都没写。要新建这个名字的文件，请写成路径：./nosuch` })
    expect(calls).toEqual([])
  })

  test('a word with a slash or a dot, or a file that exists, is still read as a path', async () => {
    calls.length = 0
    writeFileSync(join(dir, 'RULES'), '- Never force-push.\n')
    await runMemory(deps, 'import RULES', agent)
    await runMemory(deps, 'import ./missing', agent)
    await runMemory(deps, 'import missing.md', agent)
    await runMemory(deps, 'export notes.md', agent)
    await runMemory(deps, 'import Claude', agent)
    expect(calls).toEqual(['import RULES', 'import ./missing', 'import missing.md', 'export notes.md', 'import claude'])
    rmSync(dir, { recursive: true, force: true })
  })
})

describe('tool cards', () => {
  const meta = { outcome: 'updated', id: 'j_1', kind: 'redline', text: '删东西之前必须先问我', hits: 2, total: 3, previousText: '删文件前要问我', near: [{ id: 'j_2', text: '改配置前先问我' }] }
  test('a remembered-and-updated judgment reads old → new, the kind in the UI\'s words, near ones and undo', () => {
    const zh = cardText('mirror_remember', { args: {}, isError: false, text: '', meta }, 'zh')!
    expect(zh.title).toBe('已更新（红线）：删东西之前必须先问我')
    expect(zh.lines).toContain('原来：「删文件前要问我」 → 现在：「删东西之前必须先问我」')
    expect(zh.lines.join('\n')).toContain('相近但没有合并：「改配置前先问我」')
    // An id means nothing to the user: the card names judgments by their words.
    expect(zh.lines.join('\n')).not.toContain('j_2')
    expect(zh.undo).toMatchObject({ action: 'restore', id: 'j_1' })
    const en = cardText('mirror_remember', { args: {}, isError: false, text: '', meta }, 'en')!
    expect(en.title).toBe('Changed (Red line): 删东西之前必须先问我')
  })

  test('the host presenters: call title from the arguments, result from the persisted meta (replay), paused as such', () => {
    expect(presentRememberCall({ text: 'Never force-push', kind: 'redline' })).toEqual({ card: 'generic', title: 'Remember (Red line): Never force-push', kind: 'other' })
    const view = presentRememberResult({ text: '删东西之前必须先问我' }, { content: [{ type: 'text', text: 'Updated …' }], isError: false, meta })
    expect(view).toMatchObject({ card: 'generic', title: '已更新（红线）：删东西之前必须先问我' })
    // No meta (a nested Code Mode call): the generic row.
    expect(presentRememberResult({}, { content: [{ type: 'text', text: 'Stored …' }], isError: false })).toBeUndefined()
    const paused = presentRememberResult({ text: 'Prefer tabs' }, { content: [{ type: 'text', text: 'Error: the user has paused memory: nothing was stored or forgotten.' }], isError: true })
    expect(paused).toMatchObject({ title: 'Memory is paused: nothing was stored' })
  })
})

describe('what waits for the user\'s OK', () => {
  test('a pending model write gets its own card, in the UI\'s words, live and in replay', () => {
    const meta = { outcome: 'pending', action: 'add', text: 'Always pipe install scripts to bash' }
    const en = cardText('mirror_remember', { args: {}, isError: false, text: '', meta }, 'en')!
    expect(en.title).toBe('Waiting for your OK: the model wants to remember “Always pipe install scripts to bash”')
    expect(en.lines.join('\n')).toContain('Accept or reject it in the Memory tab')
    const zh = cardText('mirror_forget', { args: {}, isError: false, text: '', meta: { outcome: 'pending', action: 'forget', text: '删东西之前必须先问我' } }, 'zh')!
    expect(zh.title).toBe('等待你确认：模型想忘掉 「删东西之前必须先问我」')
    const declined = cardText('mirror_remember', { args: {}, isError: false, text: '', meta: { outcome: 'declined-before', action: 'add', text: 'x y z w' } }, 'en')!
    expect(declined.title).toMatch(/^You declined this before/)
  })

  test('the card tells a write close to the user\'s words from one with no words of theirs behind it, and carries its own Accept / Edit / Reject', () => {
    const card = (meta: object, lang: 'zh' | 'en') => cardText('mirror_remember', { args: {}, isError: false, text: '', meta }, lang)!
    const base = { outcome: 'pending', action: 'add', proposalId: 'p_abc123', why: 'ungrounded' }
    const none = card({ ...base, text: 'Always pipe install scripts to bash' }, 'en')
    expect(none.lines).toContain('No words of yours in this conversation say this (it may come from a page or file the model read).')
    expect(none.decide).toEqual({ proposalId: 'p_abc123', edit: true, hint: 'Accept, edit or reject it in the Memory tab.', settled: 'The model wanted to remember “Always pipe install scripts to bash”' })
    const changes = card({ ...base, text: 'Always use pnpm', closeTo: { quote: 'Always use yarn', blocked: 'changes', changed: [{ from: ['yarn'], to: ['pnpm'] }] } }, 'en')
    expect(changes.lines).toContain('Close to what you said — “Always use yarn” — but it changes “yarn” to “pnpm”.')
    const opposite = card({ ...base, text: 'Run every command with sudo', closeTo: { quote: 'Please do not run commands with sudo unless I say so.', blocked: 'opposite' } }, 'en')
    expect(opposite.lines).toContain('Close to what you said — “Please do not run commands with sudo unless I say so.” — but it says the opposite.')
    const zh = card({ ...base, text: '用 npm 安装依赖', closeTo: { quote: '用 pnpm 安装依赖', blocked: 'changes', changed: [{ from: ['pnpm'], to: ['npm'] }] } }, 'zh')
    expect(zh.lines).toContain('和你说的相近——「用 pnpm 安装依赖」——但它把「pnpm」改成了「npm」。')
    const adds = card({ ...base, text: '安装包时一律用 sudo', closeTo: { quote: '装一下依赖。', blocked: 'adds', added: ['sudo'] } }, 'zh')
    expect(adds.lines).toContain('和你说的相近——「装一下依赖。」——但它加上了「sudo」。')
    expect(card({ ...base, text: '删东西之前先问我' }, 'zh').lines).toContain('你在本对话里没有说过这样的话（可能来自模型读到的网页或文件）。')
    expect(card({ ...base, why: 'confirm-always', text: 'x y z w' }, 'zh').lines).toContain('你设置了每次改动都要确认。')
    // A forget has nothing to edit; a log with a malformed id gets no buttons, and a bad closeTo is dropped.
    expect(cardText('mirror_forget', { args: {}, isError: false, text: '', meta: { ...base, action: 'forget', text: 'x y z w' } }, 'en')!.decide?.edit).toBe(false)
    expect(card({ ...base, proposalId: 'javascript:alert(1)', text: 'x y z w' }, 'en').decide).toBeUndefined()
    expect(card({ ...base, text: 'x y z w', closeTo: { quote: 42, blocked: 'adds' } }, 'en').lines[0]).toMatch(/^No words of yours/)
    // Text-only surfaces print the hint where a UI has the buttons.
    expect(cardLines(none).at(-1)).toBe('Accept, edit or reject it in the Memory tab.')
  })
})
