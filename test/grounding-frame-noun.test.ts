// The noun a Chinese rule closes a phrase with after 的 (原则, 功能, 方式 …) says what kind of rule
// it is, not a thing of it (issue 19, session 18, src/core/frame-noun.ts): an English restatement
// that says the content without it swaps nothing; another thing in the user's place still waits,
// and the same noun bound in a compound (功能测试) stays a thing. Constructed sentences.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { frameNounUnits } from '../src/core/frame-noun.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('a frame noun after 的 is no thing a restatement swaps', () => {
  it.each([
    ['凡是跟支付有关的功能都用 @stripe/stripe-js', 'anything payment related should go through @stripe/stripe-js, no custom wrapper'],
    ['不要以会破坏缓存一致性的方式修改已发布的版本', 'Don\'t modify published versions in ways that would break cache consistency.'],
  ])('%s ⇐ %s', (judgment, user) => {
    expect(live(judgment, user)).toBe(true)
  })

  it.each([
    ['凡是跟支付有关的功能都用 @paypal/checkout', 'anything payment related should go through @stripe/stripe-js, no custom wrapper'],
    ['Build with graceful degradation', '遵循渐进增强的原则'],
  ])('another thing in its place still waits: %s ⇐ %s', (judgment, user) => {
    expect(live(judgment, user)).toBe(false)
  })

  it('reads the noun only after 的, as a word of its own', () => {
    expect([...frameNounUnits('遵循渐进增强的原则')]).toEqual(['z:原则'])
    expect(frameNounUnits('给解析器写功能测试').size).toBe(0)
    expect(frameNounUnits('原则上不要改公共接口').size).toBe(0)
  })
})
