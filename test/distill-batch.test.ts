import { describe, expect, it } from 'vitest'
import { CONTEXT_FLOOR_BYTES, DISTILL_PREAMBLE, distillInstruction, packBatches, parseDistillAnswer, QUOTE_MAX_CHARS } from '../src/model/distill-batch.js'
import { frameInput } from '../src/model/aux-call.js'
import { tailOf, userTurnsOf } from '../src/model/session-source.js'

const limits = { maxChars: 150, maxReasonChars: 300 }
const user = (seq: number, text: string, kind = 'user') => ({ type: 'user/message', seq, time: 1_700_000_000_000 + seq, data: { role: 'user', content: [{ type: 'text', text }], source: { kind } } })
const assistant = (seq: number, text: string, extra: unknown[] = []) => ({ type: 'assistant/message', seq, time: 0, data: { turn: 1, step: 0, message: { role: 'assistant', content: [{ type: 'text', text }, ...extra], source: { kind: 'model' } } } })

describe('reading a session', () => {
  it('keeps only what the user typed, each with a bounded tail of the reply before it', () => {
    const long = `${'前面很长的解释。'.repeat(40)}最后问你：要不要删掉 build 目录？`
    const events = [
      user(0, 'injected AGENTS.md text', 'plugin'),
      user(1, '帮我清理一下'),
      assistant(2, long, [{ type: 'tool-call', id: 'c1', name: 'bash', arguments: '{"command":"cat secrets.env"}' }]),
      { type: 'tool/result', seq: 3, time: 0, data: { turn: 1, step: 0, message: { role: 'user', content: [{ type: 'tool-result', callId: 'c1', content: [{ type: 'text', text: 'TOOL OUTPUT' }] }], source: { kind: 'tool', callId: 'c1' } } } },
      { type: 'assistant/chunk', seq: 4, time: 0, data: {} },
      user(5, '删东西之前先问我'),
      user(6, 'and use English commit messages'),
    ]
    const turns = userTurnsOf(events, -1, 40)
    expect(turns.map((t) => t.text)).toEqual(['帮我清理一下', '删东西之前先问我', 'and use English commit messages'])
    expect(turns[0]!.before).toBe('')
    expect([...turns[1]!.before].length).toBeLessThanOrEqual(41)
    expect(turns[1]!.before).toContain('要不要删掉 build 目录？')
    expect(JSON.stringify(turns)).not.toMatch(/TOOL OUTPUT|secrets\.env|injected AGENTS/)
    // The reply before one message is not context for the next.
    expect(turns[2]!.before).toBe('')
    expect(userTurnsOf(events, 5, 40).map((t) => t.seq)).toEqual([6])
  })

  it('cuts a tail at a word edge', () => {
    expect(tailOf('one two three four five', 10)).toBe('…four five')
    expect(tailOf('short', 10)).toBe('short')
    expect(tailOf('anything', 0)).toBe('')
  })
})

describe('packing batches', () => {
  const sessions = Array.from({ length: 30 }, (_, i) => ({
    sessionId: `session-${i}`,
    createdAt: 1_700_000_000_000,
    turns: Array.from({ length: 5 }, (_, k) => ({ seq: k * 4 + 1, at: 1_700_000_000_000, text: `第 ${i} 个会话的第 ${k} 条消息：先给结论，再展开。`, before: k ? 'previous reply' : '' })),
  }))

  it('keeps every framed input under the cap, in order, every turn exactly once', () => {
    const batches = packBatches(sessions, 3000, 500)
    expect(batches.length).toBeGreaterThan(3)
    for (const batch of batches) {
      expect(Buffer.byteLength(frameInput(DISTILL_PREAMBLE, batch.input))).toBeLessThanOrEqual(3000)
      expect(batch.bytes).toBe(Buffer.byteLength(frameInput(DISTILL_PREAMBLE, batch.input)))
    }
    const sent = batches.flatMap((b) => b.sessions.flatMap((s) => s.turns.map((t) => `${s.sessionId}/${t.seq}`)))
    expect(sent).toEqual(sessions.flatMap((s) => s.turns.map((t) => `${s.sessionId}/${t.seq}`)))
  })

  it('sends context only within its share of the user text, keyed by seq', () => {
    const turns = Array.from({ length: 60 }, (_, k) => ({ seq: k, at: 0, text: 'ok, go on with that plan please', before: 'Shall I delete the build folder and regenerate everything from scratch?' }))
    const [batch] = packBatches([{ sessionId: 's', createdAt: 0, turns }], 48_000, 500, 0.15)
    const input = batch!.input.sessions[0]!
    const userBytes = input.m.reduce((n, t) => n + Buffer.byteLength(t), 0)
    const contextBytes = Object.values(input.ctx ?? {}).reduce((n, t) => n + Buffer.byteLength(JSON.stringify(t)), 0)
    expect(contextBytes).toBeGreaterThan(0)
    expect(contextBytes).toBeLessThanOrEqual(Math.max(0.15 * userBytes, CONTEXT_FLOOR_BYTES))
    for (const index of Object.keys(input.ctx!)) expect(Number(index)).toBeLessThan(input.m.length)
    // The turns themselves record exactly what was sent.
    expect(batch!.sessions[0]!.turns.filter((t) => t.before).length).toBe(Object.keys(input.ctx!).length)
    expect(packBatches([{ sessionId: 's', createdAt: 0, turns }], 48_000, 500, 0)[0]!.input.sessions[0]!.ctx).toBeUndefined()
  })

  it('cuts a message too long for one request', () => {
    const [batch] = packBatches([{ sessionId: 's', createdAt: 0, turns: [{ seq: 1, at: 0, text: 'x'.repeat(5000), before: '' }] }], 2000, 300)
    expect(batch!.sessions[0]!.turns[0]!.text).toHaveLength(301)
  })
})

describe('checking an answer', () => {
  const [batch] = packBatches([
    { sessionId: 'session-a', createdAt: 0, turns: [{ seq: 7, at: 1000, text: '删东西之前先问我，别直接 rm。', before: '' }] },
    { sessionId: 'session-b', createdAt: 0, turns: [{ seq: 3, at: 2000, text: 'Never force-push to a shared branch.', before: '' }] },
  ], 10_000, 500)

  it('turns valid judgments into candidates with evidence from the batch', () => {
    const answer = JSON.stringify({ judgments: [{ kind: 'redline', text: '删除任何东西之前先问我', reason: '用户要求删除前确认', evidence: [{ s: 1, i: 0, quote: '删东西之前先问我' }] }] })
    const { candidates, problems } = parseDistillAnswer(answer, batch!, limits)
    expect(problems).toEqual([])
    expect(candidates).toEqual([{ kind: 'redline', text: '删除任何东西之前先问我', reason: '用户要求删除前确认', evidence: [{ at: 1000, source: 'distill', sessionId: 'session-a', seq: 7, quote: '删东西之前先问我' }] }])
  })

  it('accepts one Markdown fence, refuses anything else that is not the JSON asked for', () => {
    expect(parseDistillAnswer('```json\n{"judgments":[]}\n```', batch!, limits).candidates).toEqual([])
    expect(() => parseDistillAnswer('Here you go: {"judgments":[]}', batch!, limits)).toThrow(/not JSON/)
    expect(() => parseDistillAnswer('{"items":[]}', batch!, limits)).toThrow(/no "judgments" array/)
  })

  it('names every invalid part: the tools\' normalizers, unknown messages, quotes that are not the user\'s words', () => {
    const answer = JSON.stringify({
      judgments: [
        { kind: 'fact', text: 'The server is at 10.0.0.1', reason: 'r r', evidence: [{ s: 1, i: 0, quote: '删东西' }] },
        { kind: 'redline', text: 'x'.repeat(151), reason: 'too long', evidence: [{ s: 1, i: 0, quote: '删东西' }] },
        { kind: 'redline', text: 'Never force-push to shared branches', reason: 'said so', evidence: [{ s: 2, i: 5, quote: 'Never' }] },
        { kind: 'redline', text: 'Never force-push to shared branches', reason: 'said so', evidence: [{ s: 2, i: 0, quote: 'always force-push' }] },
        { kind: 'redline', text: 'Never force-push to shared branches', reason: 'said so', evidence: [{ s: 2, i: 0, quote: 'Never force-push' }] },
      ],
    })
    const { candidates, problems } = parseDistillAnswer(answer, batch!, limits)
    expect(candidates).toHaveLength(1)
    expect(problems).toHaveLength(4)
    expect(problems[0]).toMatch(/^judgments\[0\]: kind must be one of/)
    expect(problems[1]).toMatch(/^judgments\[1\]: text is 151 characters/)
    expect(problems[2]).toMatch(/not in the input/)
    expect(problems[3]).toMatch(/not the user's exact words/)
  })

  it('states the rules, the four kinds and the limits in the instruction', () => {
    const text = distillInstruction(limits)
    expect(text).toMatch(/redline.*principle.*workflow.*taste/s)
    expect(text).toContain('at most 150 characters')
    expect(text).toContain(`at most ${QUOTE_MAX_CHARS} characters`)
    expect(text).toMatch(/Never facts/)
  })
})
