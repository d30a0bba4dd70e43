import { describe, expect, it } from 'vitest'
import { onlyNamesChoice } from '../src/core/claim-parts.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (session 16): "Use absolute imports" after "absolute imports only"
// was held as the opposite at 1.00: the "only" was read as a condition the act waits for ("Only
// remove code when necessary"), so the plain "use" dropped it. An "only" on the choice itself names
// the one choice.
describe('an "only" that names the one choice', () => {
  it.each([
    ['Use absolute imports', 'absolute imports only'],
    ['Use named exports', 'named exports only'],
    ['Use tabs', 'tabs only'],
    ['Use TypeScript', 'typescript only'],
  ])('%s ⇐ %s is live', (judgment, said) => {
    expect(verdict(judgment, said)).toBe('live')
  })

  it.each([
    ['Remove code', 'only remove code when necessary'],
    ['Use mocks', 'mocks only in unit tests'],
    ['Use spaces', 'tabs only'],
  ])('%s ⇐ %s is still held (an occasion or scope, or another choice)', (judgment, said) => {
    expect(verdict(judgment, said)).not.toBe('live')
  })

  it('tells the choice from an occasion, a scope or a manner', () => {
    expect(['absolute imports only', 'only TypeScript', 'pnpm only, no npm'].map(onlyNamesChoice)).toEqual([true, true, true])
    expect(['only when asked', 'mocks only in tests', 'invoked only asynchronously', '只在测试里用', 'use tabs'].map(onlyNamesChoice)).toEqual([false, false, false, false, false])
  })
})
