// A rule held "even when" the thing the user made its exception (issue 19, session 10,
// src/core/even-when.ts). Both ways: overriding the user's condition waits; the user's own "even"
// (or 也, 即使) restated is live. Constructed cases, except where a chat tune pair is named.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { overridesCondition } from '../src/core/even-when.js'
import { verdict } from './helpers/ground-verdict.js'

const ground = (judgment: string, user: string) => groundIn(judgment, [{ text: user }])

describe('even when …', () => {
  it('overriding the condition under which the user said not to waits (chat set, tune)', () => {
    const said = 'Command-line software which adds ANSI color to its output by default should check for a NO_COLOR environment variable that, when present and not an empty string (regardless of its value), prevents the addition of ANSI color.'
    expect(ground('Keep adding ANSI colour even when NO_COLOR is set', said)).toMatchObject({ grounded: false, blocked: 'opposite' })
  })

  it('names the override; a condition the user did not make is no override', () => {
    expect(overridesCondition('Send the digest even when the queue is empty', 'Skip the digest when the queue is empty')).toBe('even when the queue is empty')
    expect(overridesCondition('Send the digest even when the queue is empty', 'Send the digest every morning')).toBeUndefined()
  })

  it('the user\'s own "even" restated is live, in English and in Chinese', () => {
    expect(ground('Always run the tests, even for small changes', 'run the tests for every change, even small ones').grounded).toBe(true)
    expect(overridesCondition('Always run the tests, even for small changes', 'run the tests for every change, even small ones')).toBeUndefined()
    expect(ground('即使是小改动也要跑测试', '每次改动都要跑测试，小改动也一样').grounded).toBe(true)
  })
})

// Session 14, our own construction: what the user made a precondition ("must pass before"), the
// judgment lets fail.
describe('a precondition overridden', () => {
  it('waits', () => {
    expect(verdict('Merge even when CI fails', 'CI must pass before merging')).toBe('opposite')
    expect(verdict('Deploy even if the smoke tests are failing', 'the smoke tests have to pass before any deploy')).toBe('opposite')
  })

  it('the user\'s own "no matter" is theirs', () => {
    expect(verdict('Run the tests before merging, even for small changes', 'run the tests before merging, no matter how small the change')).toBe('live')
  })
})
