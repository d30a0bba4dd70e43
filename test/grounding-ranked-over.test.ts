// Session 33, our own construction: the rankings a new user types on the first day. "inheritance over
// composition" after "composition over inheritance" and "Performance over readability" after
// "Readability over performance" went live (a bare "A over B" was no ranking and no contrast); "Prioritize
// speed over correctness" after "I care more about correctness than speed", 「更在乎性能」 and
// 「性能优先于可读性」 after 「比起性能，我更在乎可读性」 went live; and "Prefer composition over
// inheritance" or "Use tabs, not spaces" after the user's bare ranking were held as its opposite.
// ranked-over.ts reads a clause that is only two things ranked; order-swap.ts reads "care more about …
// than", "value / prioritize … over", 「比起 …，更在乎 …」 and a ranking said alone.
import { describe, expect, it } from 'vitest'
import { reversesOrder } from '../src/core/order-swap.js'
import { verdict } from './helpers/ground-verdict.js'

describe('two things ranked, turned round', () => {
  it('waits (was live)', () => {
    expect(verdict('inheritance over composition', 'composition over inheritance')).toBe('changes')
    expect(verdict('Performance over readability', 'Readability over performance')).toBe('changes')
    expect(verdict('Prefer spaces over tabs', 'tabs over spaces')).toBe('changes')
    expect(verdict('Prioritize speed over correctness', 'I care more about correctness than speed')).not.toBe('live')
    expect(verdict('Prioritize new features over bug fixes', 'fix bugs before adding features')).toBe('changes')
    expect(verdict('更在乎性能', '比起性能，我更在乎可读性')).toBe('changes')
    expect(verdict('性能优先于可读性', '比起性能，我更在乎可读性')).toBe('changes')
    expect(verdict('速度优先', '比起速度，我更看重正确性')).toBe('changes')
    expect(verdict('用 npm', '相比 npm，我更喜欢 pnpm')).not.toBe('live')
  })
  it('the card quotes both rankings as typed', () => {
    expect(reversesOrder('Prioritize speed over correctness', 'I care more about correctness than speed')).toEqual({ from: ['I care more about correctness than speed'], to: ['Prioritize speed over correctness'] })
    expect(reversesOrder('更看重速度', '比起速度，我更看重正确性')).toEqual({ from: ['比起速度，我更看重正确性'], to: ['更看重速度'] })
  })
})

describe('the same ranking said again', () => {
  it('is live (was held as the opposite)', () => {
    expect(verdict('Prefer composition over inheritance', 'composition over inheritance')).toBe('live')
    expect(verdict('Favor composition over inheritance', 'composition over inheritance')).toBe('live')
    expect(verdict('Prefer composition to inheritance', 'composition over inheritance')).toBe('live')
    expect(verdict('Be explicit rather than implicit', 'explicit over implicit')).toBe('live')
    expect(verdict('Use tabs, not spaces', 'tabs over spaces')).toBe('live')
  })
  it('is live', () => {
    expect(verdict('Composition over inheritance.', 'composition over inheritance')).toBe('live')
    expect(verdict('Prioritize readability over performance', 'Readability over performance')).toBe('live')
    expect(verdict('Readability over performance', 'I care more about readability than performance')).toBe('live')
    expect(verdict('Prioritize correctness over speed', 'I care more about correctness than speed')).toBe('live')
    expect(verdict('Prioritize bug fixes over new features', 'fix bugs before adding features')).toBe('live')
    expect(verdict('可读性更重要', '比起性能，我更在乎可读性')).toBe('live')
    expect(verdict('正确性优先', '比起速度，我更看重正确性')).toBe('live')
    expect(verdict('用 pnpm', '相比 npm，我更喜欢 pnpm')).toBe('live')
    expect(verdict('Prefer fewer, larger files over many tiny ones', 'I prefer fewer, larger files to many tiny ones')).toBe('live')
  })
  it('"A first, B second" ranks as "A over B" does', () => {
    expect(verdict('Correctness first, speed second', 'I care more about correctness than speed')).toBe('live')
    expect(verdict('Prefer correctness over speed', 'correctness first, speed second')).toBe('live')
    expect(verdict('Speed first, correctness second', 'I care more about correctness than speed')).not.toBe('live')
    expect(verdict('Prefer speed over correctness', 'correctness first, speed second')).not.toBe('live')
  })
  it('"over" as a way, a place or a bound is no ranking', () => {
    expect(verdict('Run tests over SSH on staging', 'run the tests over ssh on the staging box')).toBe('live')
    expect(verdict('Ship logs over UDP', 'send logs over UDP')).toBe('live')
    expect(verdict('Keep functions shorter than 50 lines', 'no functions over 50 lines')).toBe('live')
  })
})
