// Session 33, our own construction: the later step of the user's order said alone, as a rule of its
// own. "Push your changes" and "Push to main" after "run the tests before pushing", 「提交代码」 after
// 「先跑测试再提交」 went live: the user asked to push only after the tests, never to push. And "Lint
// before testing" after "lint, then test, then commit" was held: it keeps an order the user's chain
// holds (order-swap.ts asked only the judgment's orders). step-skipped.ts reads the step alone.
import { describe, expect, it } from 'vitest'
import { skipsFirstStep } from '../src/core/step-skipped.js'
import { verdict } from './helpers/ground-verdict.js'

describe('the later step said alone', () => {
  it('waits, quoting the user\'s order (was live)', () => {
    expect(verdict('Push your changes', 'run the tests before pushing')).toBe('changes')
    expect(verdict('Push to main', 'run the tests before pushing')).toBe('changes')
    expect(verdict('提交代码', '先跑测试再提交')).toBe('changes')
    expect(skipsFirstStep('Push your changes', 'Run the tests before pushing.')).toEqual({ from: ['Run the tests before pushing'], to: ['Push your changes'], dropped: ['run the tests'] })
  })
  it('the order or its first step said again is live', () => {
    expect(verdict('Run the tests', 'run the tests before pushing')).toBe('live')
    expect(verdict('Test before every push', 'run the tests before pushing')).toBe('live')
    expect(verdict('Make sure tests pass before pushing', 'run the tests before pushing')).toBe('live')
    expect(verdict('提交前先跑测试', '先跑测试再提交')).toBe('live')
    expect(verdict('Keep the changelog updated', 'update the changelog before releasing')).toBe('live')
    expect(verdict('Open a PR when tests pass', 'once the tests pass, open a PR')).toBe('live')
  })
  it('another sentence of the user\'s that shares the step is live', () => {
    expect(verdict('Push to your own branch', 'run the tests before pushing. push to your own branch, never to main')).toBe('live')
  })
  it('the lower of two things ranked, said alone, skips no step', () => {
    expect(verdict('Write clear code rather than clever code', 'clarity over cleverness')).toBe('live')
  })
})

describe('an order the user\'s chain keeps', () => {
  it('is live (was held as put last first)', () => {
    expect(verdict('Lint before testing', 'lint, then test, then commit')).toBe('live')
  })
  it('an order the chain turns round still waits', () => {
    expect(verdict('Commit before testing', 'lint, then test, then commit')).toBe('changes')
  })
})

// Session 34: a message of both languages reads each sentence in its own. 「比起性能，我更在乎可读性。Run
// the tests before pushing.」 counted as Chinese, so "Push your changes" after it was live.
describe('a message in both languages', () => {
  const mixed = '比起性能，我更在乎可读性。Run the tests before pushing.'
  it('the later step said alone waits (was live)', () => {
    expect(verdict('Push your changes', mixed)).toBe('changes')
    expect(verdict('Push directly', mixed)).toBe('changes')
    expect(verdict('直接提交', 'Readability over performance. 先跑测试再提交。')).toBe('changes')
  })
  it('the order kept is live', () => {
    expect(verdict('Run tests before every push', mixed)).toBe('live')
    expect(verdict('提交前先跑测试', 'Readability over performance. 先跑测试再提交。')).toBe('live')
  })
})
