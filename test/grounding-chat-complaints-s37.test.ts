// Session 37, constructed chat probes: a complaint that says why something broke ("the build broke again
// bc someone pushed straight to main") refuses what was done (claim-parts.ts CALLED_WRONG), and "moment
// is dead" after a comma dislikes moment, not the whole sentence before it (refusal-spelling.ts: the
// respelling took "for dates always use date-fns, moment" as what the user disliked). The user's rule,
// restated, was held as its opposite; now it is live, and the act they complained of still waits.
import { describe, expect, it } from 'vitest'
import { refusalSpelled } from '../src/core/refusal-spelling.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a complaint of what someone did', () => {
  const said = 'ugh the build broke again bc someone pushed straight to main. PRs only pls'
  it('refuses it, so the rule restated is live (was held as the opposite)', () => {
    expect(verdict('Changes go through pull requests, never pushed straight to main', said)).toBe('live')
  })
  it('and the act complained of waits', () => {
    expect(verdict('Push straight to main', said)).not.toBe('live')
  })
})

describe('a thing called dead after a comma', () => {
  it('is what the user dislikes, not the sentence before it', () => {
    expect(refusalSpelled('for dates always use date-fns, moment is dead')).toBe('for dates always use date-fns, i dislike moment')
    expect(refusalSpelled('redux sucks')).toBe('i dislike redux')
  })
  it('the choice restated is live (was held as the opposite); the dead one waits', () => {
    expect(verdict('Use date-fns for dates instead of moment', 'for dates always use date-fns, moment is dead')).toBe('live')
    expect(verdict('Use moment for dates', 'for dates always use date-fns, moment is dead')).not.toBe('live')
  })
})

describe('a refusal of the large end', () => {
  const said = 'i hate long commit messages. one line is enough'
  it('refuses the excess, not the thing: the short end restated is live (was held as the opposite)', () => {
    expect(verdict('Keep commit messages to one line', said)).toBe('live')
  })
  it('the large end asked for still waits', () => {
    expect(verdict('Write long, detailed commit messages', said)).not.toBe('live')
    expect(verdict('Log verbosely in production', 'no verbose logging in prod')).not.toBe('live')
  })
})
