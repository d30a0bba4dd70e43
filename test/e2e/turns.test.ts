// Real agent turns through `dsh --profile headless` with the plugin installed from its packed tarball:
// the scripted model calls the plugin's tools, and each test checks the three places a judgment
// lives: the tool result the model received, the storage file, and the system prompt of the next
// model request.
import { afterEach, describe, expect, test } from 'vitest'
import type { HistoryEntry, Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, removeTestHome, runScriptedTurn } from '../helpers/dsh.js'
import { messageText } from '../helpers/fake-model.js'
import { useFakeModel } from '../helpers/scripted-model.js'

type MirrorTables = { judgments: Record<string, Judgment>; history: Record<string, HistoryEntry> }
const HEADING = '# How this user thinks (remembered judgments)'

const model = useFakeModel()
let home: string
afterEach(() => {
  model.clearScript()
  removeTestHome(home)
})

const stored = (dshHome: string) => readStorage<MirrorTables>(dshHome, 'dsh_user_mirror')
const judgmentsIn = (dshHome: string) => Object.values(stored(dshHome)?.tables.judgments ?? {})
const remember = (text: string, kind: string, reason: string, extra: Record<string, unknown> = {}) =>
  ({ name: 'mirror_remember', arguments: { text, kind, reason, ...extra } })

describe('the tools on the wire', () => {
  test('every model request offers mirror_remember and mirror_forget as JSON-schema functions', async () => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, 'Hello')
    const tools = turn.requests[0]!.body.tools ?? []
    const byName = new Map(tools.map((tool) => [tool.function.name, tool.function]))
    const remember = byName.get('mirror_remember')
    const forget = byName.get('mirror_forget')
    expect(remember?.description).toBeTruthy()
    expect(remember?.parameters).toMatchObject({
      type: 'object',
      properties: {
        text: { type: 'string' },
        kind: { type: 'string', enum: ['redline', 'principle', 'workflow', 'taste'] },
        reason: { type: 'string' },
        replaces: { type: 'string' },
      },
    })
    expect([...(remember?.parameters as { required: string[] }).required].sort()).toEqual(['kind', 'reason', 'text'])
    expect(forget?.parameters).toMatchObject({ type: 'object', properties: { text: { type: 'string' }, reason: { type: 'string' }, id: { type: 'string' } } })
    expect([...(forget?.parameters as { required: string[] }).required].sort()).toEqual(['reason', 'text'])
  })
})

describe('mirror_remember in a real turn', () => {
  test('the model gets a short result, the judgment is stored and is in the system prompt of the next request', async () => {
    home = createTestHome()
    const first = await runScriptedTurn(model, home, 'From now on: never push straight to main.', [
      remember('Never push straight to main', 'redline', 'The user said it while we were releasing; it applies to every repository.'),
    ])
    expect(first.firstPrompt).not.toContain(HEADING)

    // 1. What the model received.
    expect(first.toolResults).toHaveLength(1)
    const [result] = first.toolResults
    expect(result).toMatch(/^Stored j_\S+ \[redline\] “Never push straight to main” \(1 stored\)\.$/)

    // 2. The storage file the host's JSON storage wrote.
    const file = stored(home)!
    expect(file.unit).toEqual({ name: 'dsh_user_mirror', version: 1 })
    const judgments = Object.values(file.tables.judgments)
    expect(judgments).toHaveLength(1)
    const [judgment] = judgments
    expect(judgment).toMatchObject({
      text: 'Never push straight to main',
      kind: 'redline',
      reason: 'The user said it while we were releasing; it applies to every repository.',
      hits: 1,
      source: 'tool',
    })
    expect(result).toContain(judgment!.id)
    expect(file.tables.judgments[judgment!.id]).toEqual(judgment)

    // 3. The next request of the same session keeps its system prompt byte for byte (prompt cache) …
    const afterTool = first.requests.find((r) => r.kind === 'final')!
    expect(afterTool.systemPrompt).toBe(first.firstPrompt)

    // … and the first request of the next session carries it.
    const next = await runScriptedTurn(model, home, 'What should I do next?')
    expect(next.firstPrompt).toContain(`${HEADING}\n`)
    expect(next.firstPrompt).toContain('\n- [redline] Never push straight to main')
    // The duty section tells the model about the tools; it sits before the judgments.
    expect(next.firstPrompt.indexOf('mirror_remember')).toBeLessThan(next.firstPrompt.indexOf(HEADING))
  })

  test('a same-topic judgment updates the stored one instead of adding a second', async () => {
    home = createTestHome()
    await runScriptedTurn(model, home, '提交代码之前必须先跑测试', [
      remember('提交代码之前必须先跑测试', 'workflow', '用户在一次提交失败后说的，适用于所有仓库'),
    ])
    const [original] = judgmentsIn(home)
    expect(original).toBeDefined()

    const second = await runScriptedTurn(model, home, '提交代码之前一定要先跑完测试', [
      remember('提交代码之前一定要先跑完测试', 'workflow', '用户再次强调，适用于所有仓库'),
    ])
    expect(second.toolResults[0]).toMatch(/^Updated /)
    expect(second.toolResults[0]).toContain(original!.id)

    const judgments = judgmentsIn(home)
    expect(judgments).toHaveLength(1)
    expect(judgments[0]).toMatchObject({ id: original!.id, text: '提交代码之前一定要先跑完测试', hits: 2 })
    // The words it replaced are kept for the user to restore.
    const history = Object.values(stored(home)!.tables.history)
    expect(history).toEqual([expect.objectContaining({ cause: 'overwritten', judgment: expect.objectContaining({ text: '提交代码之前必须先跑测试' }) })])

    const next = await runScriptedTurn(model, home, '继续')
    expect(next.firstPrompt).toContain('- [workflow] 提交代码之前一定要先跑完测试')
    expect(next.firstPrompt).not.toContain('提交代码之前必须先跑测试')
  })
})

describe('mirror_forget in a real turn', () => {
  test('a forgotten judgment leaves the next prompt and goes to the history', async () => {
    home = createTestHome()
    await runScriptedTurn(model, home, 'Remember two things: answer in English unless asked otherwise, and never delete files without asking first.', [
      remember('Answer in English unless asked otherwise', 'taste', 'The user asked for it when starting the project.'),
      remember('Never delete files without asking first', 'redline', 'The user lost work once; it applies everywhere.'),
    ])
    expect(judgmentsIn(home)).toHaveLength(2)
    const target = judgmentsIn(home).find((j) => j.kind === 'redline')!

    const forget = await runScriptedTurn(model, home, 'You may delete files now, forget that rule.', [
      { name: 'mirror_forget', arguments: { text: 'Never delete files without asking first', reason: 'The user now works in a scratch copy.' } },
    ])
    expect(forget.toolResults[0]).toMatch(new RegExp(`^Forgot ${target.id} “Never delete files without asking first”`))
    // The request right after the forget keeps its system prompt (prompt cache) and carries a
    // runtime note that takes the judgment back; the next session no longer has it at all.
    const afterTool = forget.requests.find((r) => r.kind === 'final')!
    expect(afterTool.systemPrompt).toBe(forget.firstPrompt)
    const note = afterTool.body.messages.map((m) => messageText(m.content)).find((text) => text.includes('took back'))
    expect(note).toContain('- [redline] Never delete files without asking first')
    expect(note).not.toContain('Answer in English')
    const later = await runScriptedTurn(model, home, 'Next.')
    expect(later.firstPrompt).not.toContain('Never delete files without asking first')
    expect(later.firstPrompt).toContain('- [taste] Answer in English unless asked otherwise')

    expect(judgmentsIn(home).map((j) => j.text)).toEqual(['Answer in English unless asked otherwise'])
    const history = Object.values(stored(home)!.tables.history)
    expect(history).toEqual([expect.objectContaining({ cause: 'revoked', judgment: expect.objectContaining({ id: target.id }) })])

    const next = await runScriptedTurn(model, home, 'Go on')
    expect(next.firstPrompt).not.toContain('Never delete files without asking first')
    expect(next.firstPrompt).toContain('- [taste] Answer in English unless asked otherwise')
  })
})

describe('invalid arguments from the model', () => {
  const cases: Array<[string, Record<string, unknown> | string]> = [
    ['a kind outside the enum (rejected by the host\'s schema check)', { text: 'Prefer small commits', kind: 'opinion', reason: 'Said during review.' }],
    ['a missing required reason', { text: 'Prefer small commits', kind: 'taste' }],
    ['arguments that are not JSON', '{"text": "Prefer small commits", "kind": '],
    ['a text over the length limit (rejected by the plugin)', { text: `Prefer small commits ${'and more '.repeat(40)}`, kind: 'taste', reason: 'Said during review.' }],
    ['a text that is only whitespace', { text: '   ', kind: 'taste', reason: 'Said during review.' }],
  ]
  test.each(cases)('%s comes back as a tool error and stores nothing', async (_label, args) => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, 'Remember this', [{ name: 'mirror_remember', arguments: args }])
    expect(turn.toolResults).toHaveLength(1)
    expect(turn.toolResults[0]).toMatch(/^Error\b/)
    expect(judgmentsIn(home)).toEqual([])
    expect(Object.values(stored(home)?.tables.history ?? {})).toEqual([])
    const afterTool = turn.requests.find((r) => r.kind === 'final')!
    expect(afterTool.systemPrompt).not.toContain(HEADING)
  })
})

describe('template-like text in a judgment', () => {
  test('`{{name}}` is stored and injected verbatim and the next turns still work', async () => {
    home = createTestHome()
    const texts = [
      'Keep {{name}} placeholders literally in templates',
      'Never expand {{user_mirror_judgments}} by hand',
      'A lone {{ brace stays as written',
    ]
    const first = await runScriptedTurn(model, home, `Remember these: ${texts.join('. ')}.`, texts.map((text) =>
      remember(text, 'taste', 'The user writes mail templates with placeholders.')))
    expect(first.toolResults).toHaveLength(3)
    for (const result of first.toolResults) expect(result).toMatch(/^Stored /)
    expect(judgmentsIn(home).map((j) => j.text).sort()).toEqual([...texts].sort())

    // A turn after it runs (an unknown template variable would make the host throw for the whole
    // prompt) and the prompt shows each text as written, with the section expanded exactly once.
    const next = await runScriptedTurn(model, home, 'Write the welcome mail')
    expect(next.turn.stdout).toContain('Nothing to do.')
    for (const text of texts) expect(next.firstPrompt).toContain(`\n- [taste] ${text}`)
    expect(next.firstPrompt.split(HEADING)).toHaveLength(2)
    expect(next.firstPrompt).not.toMatch(/unknown prompt variable|malformed prompt variable/)

    // And a second turn still works: nothing was left broken for later turns.
    const again = await runScriptedTurn(model, home, 'And the goodbye mail')
    expect(again.firstPrompt).toContain('\n- [taste] Keep {{name}} placeholders literally in templates')
  })
})
