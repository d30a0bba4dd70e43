// A write that shares words with the user's but stays below the topic threshold waits as `near`: the
// card quotes the user's words and says what the write adds, instead of "no words of yours in this
// conversation say this" (issue 19, "pending that tells the truth"). It decides no verdict: nothing
// near is live, and the user's model never reads it again (only `adds` is read).
import { describe, expect, it } from 'vitest'
import { groundIn, NEAR_THRESHOLD } from '../src/core/ground.js'
import { renderPending } from '../src/grounding/render.js'
import { pendingWhy } from '../src/tools/pending-card.js'

describe('words of the user near a write', () => {
  it('wait as near, with the user\'s words and what the write adds', () => {
    const g = groundIn('Tests can be skipped when they are slow', [{ text: 'Run the tests.' }])
    expect(g.grounded).toBe(false)
    expect(g.score).toBeGreaterThanOrEqual(NEAR_THRESHOLD)
    expect(g.blocked).toBe('near')
    expect(g.quote).toBe('Run the tests.')
    expect(g.added?.length).toBeGreaterThan(0)
    const closeTo = { quote: g.quote!, blocked: 'near' as const, added: g.added! }
    expect(pendingWhy({ why: 'ungrounded', closeTo }, 'en')).toMatch(/^Close to what you said — “Run the tests\.” — but it adds /)
    expect(pendingWhy({ why: 'ungrounded', closeTo }, 'zh')).toMatch(/^和你说的相近——「Run the tests\.」——但它加上了/)
  })

  it('says "not the same thing" when no added word shows', () => {
    expect(pendingWhy({ why: 'ungrounded', closeTo: { quote: 'don\'t write me essays', blocked: 'near' } }, 'en')).toBe('Close to what you said — “don\'t write me essays” — but it does not say the same thing.')
    expect(pendingWhy({ why: 'ungrounded', closeTo: { quote: 'don\'t write me essays', blocked: 'near' } }, 'zh')).toBe('和你说的相近——「don\'t write me essays」——但它说的不是同一件事。')
  })

  it('a flip held below the topic by the polarity penalty says so, with the user\'s words', () => {
    for (const [judgment, said] of [['Always write long comments above functions', 'never write long comments above functions'], ['一定要在回复末尾总结', '回复末尾不要总结']] as const) {
      const g = groundIn(judgment, [{ text: said }])
      expect(g.grounded).toBe(false)
      expect(g.blocked).toBe('opposite')
      expect(g.quote).toBe(said)
    }
  })

  it('an unrelated message is still no words of the user', () => {
    const g = groundIn('Run every command with sudo', [{ text: 'Summarize the README for me.' }])
    expect(g.blocked).toBeUndefined()
    expect(pendingWhy({ why: 'ungrounded' }, 'en')).toBe('No words of yours in this conversation say this (it may come from a page or file the model read).')
  })

  it('the model reads the same', () => {
    const text = renderPending({ outcome: 'pending', action: 'add', proposal: { id: 'p_1', kind: 'add', text: 'Tests can be skipped when they are slow', why: 'ungrounded', status: 'pending' }, beyond: { blocked: 'near', quote: 'Run the tests.', added: ['skipped'] } } as never)
    expect(text).toContain('close to what the user said (“Run the tests.”), but it adds “skipped”, which they did not say')
  })
})
