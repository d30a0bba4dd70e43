// Session 43, our own construction: a refusal where the user refused nothing. "Don't run the tests" after
// "the tests are flaky, fix them" went live (0.67): the user's words are on its topic and it adds only
// "run", below the limit, while nothing of theirs says not to. A judgment that only forbids now waits
// ("near") where the user's words refuse, restrict and contrast nothing (stance-unsaid.ts refusalUnsaid).
import { describe, expect, it } from 'vitest'
import { analyseClaim } from '../src/core/slots.js'
import { refusalUnsaid } from '../src/core/stance-unsaid.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a refusal the user never made', () => {
  it('waits where the user described or asked for something', () => {
    expect(verdict('Don\'t run the tests', 'the tests are flaky, fix them')).toBe('near')
    expect(verdict('Don\'t run the tests', 'the tests are too slow, parallelize them')).toBe('near')
  })

  it('leaves the user\'s refusals, contrasts and antonyms to the other checks', () => {
    expect(verdict('Don\'t write long functions', 'Keep functions short')).toBe('live')
    expect(verdict('Never commit without running the tests', 'always run the tests before committing')).toBe('live')
    expect(verdict('Don\'t mock the database', 'please don\'t mock the database')).toBe('live')
    expect(refusalUnsaid(analyseClaim('Avoid inheritance'), analyseClaim('prefer composition over inheritance'))).toBe(false)
    expect(refusalUnsaid(analyseClaim('不要用 class 组件'), analyseClaim('只用函数组件'))).toBe(false)
  })
})
