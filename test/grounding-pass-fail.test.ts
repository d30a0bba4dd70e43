import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction: pass and fail are the two outcomes of one check (antonyms.ts). Once
// "make sure" claims nothing (para21), "Make sure the build fails before merging" went live after "the
// build has to pass before merging"; a check's outcome turned over is a change, in either language.
describe('pass / fail', () => {
  it('holds the other outcome', () => {
    expect(verdict('Make sure the build fails before merging', 'the build has to pass before merging')).toBe('changes')
    expect(verdict('The tests fail before every release', 'tests must pass before every release')).toBe('changes')
    expect(verdict('合并前 CI 必须失败', '合并前 CI 必须通过')).toBe('changes')
  })

  it('lets the same outcome through', () => {
    expect(verdict('Make sure tests pass before you push', 'run the tests before pushing, they have to pass')).toBe('live')
    expect(verdict('Let a lint error fail the tests', 'a lint error should fail the tests')).toBe('live')
  })
})
