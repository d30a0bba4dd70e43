// Session 33: when what a write changes is the whole of the user's words the card just quoted (an order,
// a ranking, a step left out), the card said the quote twice: 「和你说的相近——「先跑测试再提交」——但它把
// 「先跑测试再提交」改成了「直接提交」。」. It now says 「把这句改成了」 / "changes that to".
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { parseCloseTo } from '../src/core/close-to.js'
import { pendingWhy } from '../src/tools/pending-card.js'

describe('a change of the whole sentence quoted', () => {
  it('names it once, in both languages', () => {
    const closeTo = { quote: '先跑测试再提交', blocked: 'changes' as const, changed: [{ from: ['先跑测试再提交'], to: ['直接提交'] }] }
    expect(pendingWhy({ why: 'ungrounded', closeTo }, 'zh')).toBe('和你说的相近——「先跑测试再提交」——但它把这句改成了「直接提交」。')
    const en = { quote: 'Run the tests before pushing.', blocked: 'changes' as const, changed: [{ from: ['run the tests before pushing'], to: ['Push your changes'] }] }
    expect(pendingWhy({ why: 'ungrounded', closeTo: en }, 'en')).toBe('Close to what you said — “Run the tests before pushing.” — but it changes that to “Push your changes”.')
  })
  it('a part of it is still named', () => {
    const closeTo = { quote: 'I want small commits', blocked: 'changes' as const, changed: [{ from: ['small'], to: ['big'] }] }
    expect(pendingWhy({ why: 'ungrounded', closeTo }, 'en')).toBe('Close to what you said — “I want small commits” — but it changes “small” to “big”.')
    expect(pendingWhy({ why: 'ungrounded', closeTo }, 'zh')).toBe('和你说的相近——「I want small commits」——但它把「small」改成了「big」。')
  })
})

// Session 34: a step the user put first, left out, is named: 「但它去掉了「跑测试」这一步」, "but it leaves
// out “Run the tests”", where the card said the write changed the user's order into it.
describe('a step left out', () => {
  const zh = { quote: '先跑测试再提交', blocked: 'changes' as const, changed: [{ from: ['先跑测试再提交'], to: ['直接提交'], dropped: ['跑测试'] }] }
  const en = { quote: 'Run the tests before pushing.', blocked: 'changes' as const, changed: [{ from: ['Run the tests before pushing'], to: ['Push your changes'], dropped: ['Run the tests'] }] }
  it('is named in both languages', () => {
    expect(pendingWhy({ why: 'ungrounded', closeTo: zh }, 'zh')).toBe('和你说的相近——「先跑测试再提交」——但它去掉了「跑测试」这一步。')
    expect(pendingWhy({ why: 'ungrounded', closeTo: en }, 'en')).toBe('Close to what you said — “Run the tests before pushing.” — but it leaves out “Run the tests”.')
  })
  it('survives a stored proposal read back, and a bad one is left out', () => {
    expect(parseCloseTo(JSON.parse(JSON.stringify(en)))).toEqual(en)
    expect(parseCloseTo({ ...en, changed: [{ from: ['a'], to: ['b'], dropped: [42] }] })).toEqual({ ...en, changed: [{ from: ['a'], to: ['b'] }] })
  })
  it('the grounding names the step (the gate then spells it as typed)', () => {
    const g = groundIn('Push your changes', [{ text: '比起性能，我更在乎可读性。Run the tests before pushing.' }])
    expect(g.changed).toEqual([{ from: ['Run the tests before pushing'], to: ['Push your changes'], dropped: ['run the tests'] }])
  })
})

// Session 44: the user's list in another order (list-order.ts) is named as an order, not as values changed:
// 「但它把顺序「标准库 → 第三方 → 本地」改成了「standard library → local → third-party」」.
describe('a list in another order', () => {
  const said = 'import 一定要排好序：标准库、第三方、本地，按这个顺序'
  it('the grounding marks it, and the card names both orders in both languages', () => {
    const g = groundIn('Always sort imports in the order standard library, local, third-party', [{ text: said }])
    expect(g.changed).toEqual([{ from: ['标准库', '第三方', '本地'], to: ['standard library', 'local', 'third-party'], order: true }])
    const closeTo = { quote: said, blocked: 'changes' as const, changed: g.changed! }
    expect(pendingWhy({ why: 'ungrounded', closeTo }, 'zh')).toBe(`和你说的相近——「${said}」——但它把顺序「标准库 → 第三方 → 本地」改成了「standard library → local → third-party」。`)
    expect(pendingWhy({ why: 'ungrounded', closeTo }, 'en')).toBe(`Close to what you said — “${said}” — but it changes the order “标准库 → 第三方 → 本地” to “standard library → local → third-party”.`)
  })
  it('survives a stored proposal read back; anything but true is no order', () => {
    const closeTo = { quote: said, blocked: 'changes' as const, changed: [{ from: ['a', 'b', 'c'], to: ['a', 'c', 'b'], order: true as const }] }
    expect(parseCloseTo(JSON.parse(JSON.stringify(closeTo)))).toEqual(closeTo)
    expect(parseCloseTo({ ...closeTo, changed: [{ from: ['a'], to: ['b'], order: 'yes' }] })).toEqual({ ...closeTo, changed: [{ from: ['a'], to: ['b'] }] })
  })
})
