// Session 37, from the transcripts' tune half: ways a write turned the user's words round and went
// live. What the user said is not enough alone, made enough (u14-4: 「…就够了」 after 「别只发邮件」,
// not-only.ts); a value the user only mentioned and then refused with "it" ("I know about pytest-xdist,
// we can't use it", t09-4: elided-refusal.ts); and one of two names the user left open, picked by
// turning the other away (u19-1: 「用 pandas…，不用 openpyxl」 after 「用 openpyxl 还是 pandas 都行」,
// left-open.ts). Each has the user's own words restated beside it, which stay live.
import { describe, expect, it } from 'vitest'
import { analyseClaim } from '../src/core/slots.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a value mentioned, then refused as "it"', () => {
  const said = 'and yes I know about pytest-xdist, we can\'t use it, tests share a db schema'
  it('is refused, so running with it waits (was live)', () => {
    expect(analyseClaim(said).values.map((v) => [v.value, v.stance])).toEqual([['pytest', 'dont']])
    expect(verdict('Run the test suite in parallel with pytest-xdist', said)).not.toBe('live')
    expect(verdict('Style with Tailwind', 'sure, tailwind is nice but we can\'t use it')).not.toBe('live')
    expect(verdict('Use Redux for state', 'i\'ve heard of redux, we won\'t use it')).not.toBe('live')
    expect(analyseClaim('we looked at prisma, we cant use prisma here').values.map((v) => [v.value, v.stance])).toEqual([['prisma', 'dont']])
  })
  it('refusing it is the user\'s own words', () => {
    expect(verdict('Don\'t use pytest-xdist; the tests share a db schema', said)).toBe('live')
    expect(verdict('Don\'t use Redux', 'i\'ve heard of redux, we won\'t use it')).toBe('live')
  })
  it('a clause that chooses the value keeps it chosen', () => {
    expect(analyseClaim('use docker locally, we cant use it in prod').values.map((v) => v.stance)).toContain('do')
  })
})
