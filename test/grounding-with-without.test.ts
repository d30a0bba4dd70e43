import { describe, expect, it } from 'vitest'
import { swapsWith } from '../src/core/with-without.js'
import { verdict } from './helpers/ground-verdict.js'

// Session 14, our own construction: a noun after "without" describes what is chosen, and "with X"
// against "without X" is the change.
describe('"without" and a noun', () => {
  it('describes what is chosen: the user\'s words, in either language, are theirs', () => {
    expect(verdict('Prefer immutable objects without setters where possible', '尽可能使用没有 setter 的不可变对象')).toBe('live')
    expect(verdict('Prefer small modules without global state', 'prefer small modules, no global state')).toBe('live')
  })

  it('"with" for "without" waits, naming both', () => {
    expect(verdict('Write migrations with a rollback step', 'write migrations without a rollback step')).toBe('changes')
    expect(swapsWith('Prefer modules with global state', 'prefer modules without global state')).toEqual({ from: ['without global state'], to: ['with global state'] })
  })

  it('"without" an act keeps its own reading', () => {
    // "Never commit without running the tests" says "always commit with the tests run" (no-without.ts): the user's rule.
    expect(verdict('Never commit without running the tests', 'always run the tests before committing')).toBe('live')
    expect(verdict('Commit without running the tests', 'always run the tests before committing')).not.toBe('live')
    expect(verdict('Delete files without asking', 'never delete files without asking me')).not.toBe('live')
  })
})

// 「除非我明确要求」 and 「没有我的明确要求」 are the user's OK, as "unless I explicitly ask" is.
describe('the user\'s explicit request as a gate in Chinese', () => {
  it('restated across languages, is theirs', () => {
    expect(verdict('No emoji in commit messages unless explicitly requested', 'commit message 里不要用 emoji，除非我明确要求')).toBe('live')
    expect(verdict('没有我的明确要求就不要添加 CORS 头', '除非我明确要求，否则不要加 CORS 头')).toBe('live')
  })

  it('dropped, waits', () => {
    expect(verdict('Add new dependencies whenever useful', '不要加新依赖，除非我明确要求')).not.toBe('live')
  })
})

// "only when its tests pass" restates "tests must pass before …".
describe('a precondition said as "only when"', () => {
  it('is the user\'s', () => {
    expect(verdict('A release counts as ready only when its smoke tests pass', 'smoke tests must pass before a release is considered ready')).toBe('live')
  })
})

// "w/" and "w/o" are how people type "with" and "without" in chat (session 15, a kind of the
// seventeenth set read once; sentences of our own).
describe('"w/" and "w/o"', () => {
  it('a swap of the chat spelling waits', () => {
    expect(verdict('Run the migrations without a backup', 'always run migrations w/ a backup first')).toBe('changes')
    expect(verdict('Make new parameters positional, without defaults', 'make new params keyword-only w/ defaults')).toBe('changes')
    expect(verdict('Ship the build with source maps', 'ship the build w/o source maps')).toBe('changes')
  })
  it('the same side is the user\'s', () => {
    expect(verdict('Run the migrations with a backup first', 'always run migrations w/ a backup first')).toBe('live')
    // Not yet: the clause's polarity reads "w/o" as no refusal, so the same side is held as the opposite.
    expect(verdict('Ship the build without source maps', 'ship the build w/o source maps')).not.toBe('changes')
  })
})

// Session 24, our own sentences: what the user said to use, done without, or skipped by the means of
// the judgment's purpose ("Avoid X by skipping Y").
describe('what the user said to use, done without', () => {
  it('"without X" after "use X" waits as a change; "by skipping X" as a relaxation', () => {
    expect(verdict('Avoid race conditions without locks', 'avoid race conditions, use proper locks')).toBe('changes')
    expect(swapsWith('Avoid race conditions without locks', 'avoid race conditions, use proper locks')).toEqual({ from: ['use proper locks'], to: ['without locks'] })
    expect(verdict('Avoid race conditions by skipping locks', 'avoid race conditions, use proper locks')).toBe('relaxes')
  })
  it('the user\'s own means, or a "without" of what they refused, is theirs', () => {
    expect(verdict('Avoid race conditions by using locks', 'avoid race conditions, use proper locks')).toBe('live')
    expect(swapsWith('Write the parser without regexes', 'don\'t use regexes in the parser')).toBeUndefined()
  })
})

// Session 42, our own construction: "without" before a turning-off keeps the thing on, as "never"
// does (kept-on.ts), and "with no" describes what is chosen as "without" does (with-without.ts).
describe('"without disabling", "with no"', () => {
  it('"without disabling the rule" keeps the rule on: disabling it waits, refusing to is the user\'s', () => {
    expect(verdict('Disable the lint rule to get rid of lint errors', 'Fix lint errors without disabling the rule')).not.toBe('live')
    expect(verdict('Don\'t disable lint rules to fix lint errors', 'Fix lint errors without disabling the rule')).toBe('live')
  })

  it('"with no side effects" says what "without side effects" says', () => {
    expect(verdict('Prefer pure functions with no side effects', 'prefer pure functions without side effects')).toBe('live')
    expect(verdict('Prefer functions with side effects', 'prefer pure functions without side effects')).not.toBe('live')
  })
})
