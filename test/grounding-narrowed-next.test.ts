// Session 28, our own construction: a next message that is only a narrowing of the one before ("no,
// only for user-facing changes") names no rule of its own; it is read with the message before.
import { describe, expect, it } from 'vitest'
import { verdictIn } from './helpers/ground-verdict.js'

describe('a rule narrowed in the next message', () => {
  it('the rule of every case said again waits as reaching more cases (was live)', () => {
    expect(verdictIn('Add a changelog entry for every PR', 'add a changelog entry for every PR', 'no, only for user-facing changes')).toBe('generalises')
    expect(verdictIn('Add a changelog entry to PRs', 'add a changelog entry for every PR', 'no, only for user-facing changes')).toBe('generalises')
    expect(verdictIn('Run the e2e tests', 'run the e2e tests', 'just for the checkout flow')).toBe('generalises')
    expect(verdictIn('Document every function', 'document every function', 'only the public API')).toBe('generalises')
    expect(verdictIn('每个 PR 都要写 changelog', '每个 PR 都要写 changelog', '不对，只有对外的改动才要')).toBe('generalises')
  })
  it('the rule as narrowed is the user\'s', () => {
    expect(verdictIn('Add a changelog entry for user-facing changes', 'add a changelog entry for every PR', 'no, only for user-facing changes')).toBe('live')
    expect(verdictIn('Run the e2e tests for the checkout flow', 'run the e2e tests', 'just for the checkout flow')).toBe('live')
    expect(verdictIn('Document the public API', 'document every function', 'only the public API')).toBe('live')
    expect(verdictIn('对外的改动要写 changelog', '每个 PR 都要写 changelog', '不对，只有对外的改动才要')).toBe('live')
  })
  it('"just to be clear" narrows nothing', () => {
    expect(verdictIn('Use tabs for indentation', 'use tabs for indentation', 'just to be clear, in every file')).toBe('live')
  })
})
