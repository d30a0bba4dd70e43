import { describe, expect, it } from 'vitest'
import { dropsWith, positiveWithout } from '../src/core/no-without.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): "no A without B" says "always A with
// B". Its restatement agrees; dropping the first negation, trading "with" for "without", or keeping
// A without B turns it around or widens it. A "without" of the user's say-so stays a gate.
describe('no A without B', () => {
  it('reads the two negations as one positive rule', () => {
    expect(positiveWithout('no migrations without a rollback script')).toBe('always migrations with a rollback script')
    expect(positiveWithout('never delete files without asking')).toBe('never delete files without asking')
    expect(dropsWith('Pass entire tables to the model', 'never pass entire tables to the model without a cost estimate')).toBe('a cost estimate')
    expect(dropsWith('Estimate the cost before passing entire tables to the model', 'never pass entire tables to the model without a cost estimate')).toBeUndefined()
  })

  it('lets the restatement through', () => {
    expect(verdict('Every migration must have a rollback script', 'no migrations without a rollback script')).toBe('live')
    expect(verdict('Every PR needs a description', 'no PRs without a description')).toBe('live')
    expect(verdict('Always run the tests before deploying', 'never deploy without running the tests')).toBe('live')
  })

  it('still holds the rule turned around or widened, and keeps the gate', () => {
    expect(verdict('Deploy without running the tests', 'never deploy without running the tests')).not.toBe('live')
    expect(verdict('PRs may go without a description', 'no PRs without a description')).not.toBe('live')
    expect(verdict('Pass entire tables to the model row by row', 'never pass entire tables to the model row by row without a cost estimate')).not.toBe('live')
    expect(verdict('Delete files without asking', 'never delete files without asking')).not.toBe('live')
    expect(verdict('Always ask before deleting files', 'never delete files without asking')).toBe('live')
  })
})
