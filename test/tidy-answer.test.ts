// The tidy answer's parser and validator: only verdicts about judgments that were sent, texts that
// pass the tools' normalizers, each judgment in one verdict at most; anything else is a problem.
import { describe, expect, it } from 'vitest'
import { parseTidyAnswer, TidyAnswerError, tidyInput, tidyInstruction, TIDY_MARKER } from '../src/model/tidy-answer.js'

const sent = [
  { id: 'j_a', text: 'Keep answers short', kind: 'taste' as const, reason: 'r' },
  { id: 'j_b', text: 'Be concise; no long preambles', kind: 'taste' as const, reason: 'r' },
  { id: 'j_c', text: 'Always use tabs', kind: 'taste' as const, reason: 'r' },
  { id: 'j_d', text: 'Never use tabs', kind: 'taste' as const, reason: 'r' },
  { id: 'j_e', text: 'The staging server is 10.0.0.7', kind: 'workflow' as const, reason: 'r' },
]
const limits = { maxChars: 150, maxReasonChars: 300 }
const parse = (value: unknown) => parseTidyAnswer(typeof value === 'string' ? value : JSON.stringify(value), sent, limits)

describe('the tidy answer', () => {
  it('reads merges, contradictions and forgets about judgments that were sent', () => {
    const { verdicts, problems } = parse({
      merge: [{ ids: ['j_a', 'j_b'], text: '  Be concise:\nno preambles ', kind: 'taste', reason: 'same rule' }],
      contradict: [{ ids: ['j_c', 'j_d'], keep: 'j_d', reason: 'cannot both hold' }],
      forget: [{ id: 'j_e', reason: 'a fact' }],
    })
    expect(problems).toEqual([])
    expect(verdicts.merge).toEqual([{ ids: ['j_a', 'j_b'], text: 'Be concise: no preambles', kind: 'taste', reason: 'same rule' }])
    expect(verdicts.contradict).toEqual([{ ids: ['j_c', 'j_d'], keep: 'j_d', reason: 'cannot both hold' }])
    expect(verdicts.forget).toEqual([{ id: 'j_e', reason: 'a fact' }])
  })

  it('accepts an empty answer and a fenced one', () => {
    expect(parse({ merge: [], contradict: [], forget: [] }).verdicts).toEqual({ merge: [], contradict: [], forget: [] })
    expect(parse('```json\n{"forget":[{"id":"j_e","reason":"a fact"}]}\n```').verdicts.forget).toHaveLength(1)
  })

  it('throws on what is not the JSON asked for', () => {
    for (const raw of ['Sure! Here you go', '[]', '{"judgments":[]}', '{"merge":{}}', 'null']) {
      expect(() => parse(raw), raw).toThrow(TidyAnswerError)
    }
  })

  it('reports each invalid item: unknown ids, a pair of one, keep outside the pair, bad texts, a judgment twice', () => {
    const { verdicts, problems } = parse({
      merge: [
        { ids: ['j_a', 'j_zz'], text: 'Be brief', kind: 'taste', reason: 'x' },
        { ids: ['j_a', 'j_a'], text: 'Be brief', kind: 'taste', reason: 'x' },
        { ids: ['j_a', 'j_b'], text: 'x', kind: 'taste', reason: 'x' },
        { ids: ['j_a', 'j_b'], text: 'Be brief always', kind: 'opinion', reason: 'xx' },
        { ids: ['j_a', 'j_b'], text: 'Be brief always', kind: 'taste', reason: 'xx' },
        { ids: ['j_b', 'j_c'], text: 'Be brief always', kind: 'taste', reason: 'xx' },
        'j_a+j_b',
      ],
      contradict: [{ ids: ['j_c', 'j_d'], keep: 'j_e', reason: 'xx' }],
      forget: [{ id: 'j_nope', reason: 'xx' }, { id: 'j_e' }],
    })
    expect(verdicts.merge).toHaveLength(1)
    expect(problems).toHaveLength(9)
    expect(problems.join('\n')).toMatch(/j_zz.*not one of the judgments sent/)
    expect(problems.join('\n')).toMatch(/already in another item/)
    expect(problems.join('\n')).toMatch(/keep/)
  })

  it('survives hostile values without throwing anything but its own error', () => {
    for (const raw of ['{"merge":[null,1,"x",{"ids":null}]}', '{"forget":[{"id":{"toString":1}}]}', `{"merge":[{"ids":["j_a","j_b"],"text":"${'长'.repeat(400)}","reason":"r r"}]}`]) {
      const { problems } = parse(raw)
      expect(problems.length).toBeGreaterThan(0)
    }
  })

  it('builds an input of the judgments only, with the open pairs among them marked', () => {
    const { input } = tidyInput(sent.map((j) => ({ ...j, hits: 3, evidence: [{ quote: 'secret words' }] })), [['j_a', 'j_b'], ['j_a', 'j_gone']])
    expect(input.judgments[0]).toEqual({ id: 'j_a', text: 'Keep answers short', kind: 'taste', reason: 'r' })
    expect(input.check_first).toEqual([['j_a', 'j_b']])
    expect(JSON.stringify(input)).not.toContain('secret words')
    expect(tidyInstruction(limits).startsWith(TIDY_MARKER)).toBe(true)
  })
})
