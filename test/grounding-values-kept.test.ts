// Session 36, the chat probes' tune row p1-3: "Prefer async/await over promise chains" after "i'd rather
// see async/await than .then() chains" waited as "changes than .then → over promise", though both choose
// async/await and turn promise chains away. A swap whose words only name values both texts hold with the
// same stances, and turn one side away, changes nothing (swaps.ts valuesKept); two names of one value
// with no contrast word (简体 / 繁体) and a value turned round still wait.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('the same choice, said with other contrast words', () => {
  it('is live (was held as a change)', () => {
    expect(verdict('Prefer async/await over promise chains', 'i\'d rather see async/await than .then() chains')).toBe('live')
    expect(verdict('Use async/await instead of promise chains', 'use async/await, not .then() chains')).toBe('live')
  })
  it('the choice turned round, or another name of the value swapped in, still waits', () => {
    expect(verdict('Prefer promise chains over async/await', 'i\'d rather see async/await than .then() chains')).toBe('changes')
    expect(verdict('Use npm instead of yarn', 'use yarn, not npm')).toBe('changes')
    expect(verdict('请用繁体中文回答', '请用简体中文回答')).toBe('changes')
  })
})
