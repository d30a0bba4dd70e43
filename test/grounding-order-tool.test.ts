import { describe, expect, it } from 'vitest'
import { reversesOrder } from '../src/core/order-swap.js'
import { verdict } from './helpers/ground-verdict.js'

// Session 18 (order24), our own sentences: a step named by its tool ("the formatter", "the
// bundler") is the step the user named by its verb ("format", "bundle"), and a step said in the
// other language is the same step by meaning.
describe('a step named by the one who does it', () => {
  it('swapped, waits', () => {
    expect(verdict('Push before running the formatter', 'always format before you push')).toBe('changes')
    expect(reversesOrder('Deploy before running the bundler', 'bundle before you deploy')).toBeDefined()
  })

  it('in the user\'s order, is theirs', () => {
    expect(verdict('Run the formatter before every push', 'always format before you push')).toBe('live')
    expect(verdict('Format before pushing', 'always format before you push')).toBe('live')
    expect(reversesOrder('Run the bundler before deploying', 'bundle before you deploy')).toBeUndefined()
  })
})

describe('two steps ordered in the other language', () => {
  it('swapped, waits', () => {
    expect(verdict('先部署再跑测试', 'run the tests first, then deploy')).toBe('changes')
    expect(verdict('Deploy first, then run the tests', '先跑测试，再部署')).toBe('changes')
  })

  it('in the user\'s order, is theirs', () => {
    expect(verdict('先跑测试再部署', 'run the tests first, then deploy')).toBe('live')
    expect(verdict('Run the tests first, then deploy', '先跑测试，再部署')).toBe('live')
  })
})
