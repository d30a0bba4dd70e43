import { describe, expect, it } from 'vitest'
import { dropsBound } from '../src/core/limit-dropped.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (session 16): a bound the user set by number, taken away ("forever")
// by the judgment, went live at 0.80.
describe('a numeric bound taken away', () => {
  it.each([
    ['Retry failed requests forever', 'retry failed requests at most 3 times'],
    ['Retry failed requests until they succeed, without a limit', 'retry failed requests up to 5 times'],
    ['Poll the status endpoint indefinitely', 'poll the status endpoint no more than 10 times'],
  ])('%s ⇐ %s is held, and says which bound', (judgment, said) => {
    expect(verdict(judgment, said)).not.toBe('live')
    expect(dropsBound(judgment, said)).toBe(said)
  })

  it.each([
    // The bound is on another act.
    ['Keep the logs forever', 'cache responses for at most 5 minutes; keep the logs forever'],
    // The bound kept.
    ['Retry flaky tests up to 3 times', 'retry flaky tests at most three times'],
  ])('%s ⇐ %s stays live', (judgment, said) => {
    expect(dropsBound(judgment, said)).toBeUndefined()
    expect(verdict(judgment, said)).toBe('live')
  })
})

// "any" as the TypeScript type before "when" / "if" (session 16): "Use any when the type is unclear"
// after "if the type is unclear use unknown" went live at 1.00.
describe('any and unknown before a condition', () => {
  it.each([
    ['Use any when the type is unclear', 'if the type is unclear use unknown'],
    ['Use any when the type is unclear', 'never use any, if the type is unclear use unknown'],
    ['Use unknown if the shape is not known yet', 'use any if the shape is not known yet'],
  ])('%s ⇐ %s is held', (judgment, said) => {
    expect(verdict(judgment, said)).not.toBe('live')
  })

  it('keeps the same type under the same condition live', () => {
    expect(verdict('Use unknown when the type is unclear', 'if the type is unclear use unknown')).toBe('live')
  })
})

// Session 42, our own construction: "until they succeed" drops a bound as "forever" does, a Chinese
// bound may name its act before the number (最多重试三次), and across languages a concept both name
// ties the bound to the judgment.
describe('a bound dropped: "until it succeeds", 最多重试三次, across languages', () => {
  it('waits', () => {
    expect(verdict('Retry network calls until they succeed', 'Retry network calls at most three times')).not.toBe('live')
    expect(verdict('Retry network requests indefinitely', '网络请求最多重试三次')).not.toBe('live')
    expect(verdict('网络请求一直重试直到成功', '网络请求最多重试三次')).not.toBe('live')
  })
  it('the bound kept is the user\'s', () => {
    expect(verdict('Retry network requests at most three times', '网络请求最多重试三次')).toBe('live')
    expect(verdict('Retry network calls up to 3 times', 'Retry network calls at most three times')).toBe('live')
  })
})
