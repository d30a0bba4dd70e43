import { describe, expect, it } from 'vitest'
import { positiveOrder } from '../src/core/before-order.js'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (session 15): "don't A before B" is read as "B before A", and B ran to
// the end of the sentence, so "please don't run the linter before committing, it's slow" became
// "committing, it's slow before run the linter" — and "Always run the linter before committing" went
// live at 1.00 on the start tree. A clause after B's comma is its own.
describe('"don\'t A before B" with a clause after B', () => {
  it('keeps the clause out of B', () => {
    expect(positiveOrder('please don\'t run the linter before committing, it\'s slow')).toBe('committing before run the linter, it\'s slow')
    expect(positiveOrder('dont run the linter before every commit, the type check is enough')).toBe('every commit before run the linter, the type check is enough')
    // A list in B is B.
    expect(positiveOrder('Do not run massive searches before validating labels, units and data quality')).toBe('validating labels, units and data quality before run massive searches')
  })

  it('holds the flip, and lets the order the user set through', () => {
    expect(verdict('Always run the linter before committing', 'please don\'t run the linter before committing, it\'s slow')).not.toBe('live')
    expect(verdict('Run the linter before every commit', 'dont run the linter before every commit, the type check is enough')).not.toBe('live')
    expect(verdict('Validate the labels before launching large searches', 'don\'t launch large searches before validating the labels, it wastes a day')).toBe('live')
  })
})

// Cases of our own construction (session 16): a clause after B's comma that opens with its own
// subject ("it breaks prod", "we lose the diff") is its own too; and the card of a held flip quotes
// what the user wrote, not the gate's "B before A" reading of it.
describe('"don\'t A before B, <pronoun> …"', () => {
  it('keeps a clause with its own subject out of B', () => {
    expect(positiveOrder('don\'t deploy before running the tests, it breaks prod')).toBe('running the tests before deploy, it breaks prod')
    expect(positiveOrder('never push before the review, we lose the diff')).toBe('the review before push, we lose the diff')
  })

  it('holds the flip, and lets the order the user set through', () => {
    expect(verdict('Always deploy before running the tests', 'don\'t deploy before running the tests, it breaks prod')).not.toBe('live')
    expect(verdict('Always push before the review', 'never push before the review, we lose the diff')).not.toBe('live')
    expect(verdict('Run the tests before deploying', 'don\'t deploy before running the tests, it breaks prod')).toBe('live')
  })
})

describe('a held order flip quotes the words written', () => {
  const changed = (judgment: string, said: string) => groundIn(judgment, [{ text: said }]).changed
  it('shows the user\'s sentence, not its positive-order reading', () => {
    const said = 'please don\'t run the linter before committing, it\'s slow'
    const parts = changed('Always run the linter before committing', said)
    expect(parts?.length).toBeGreaterThan(0)
    for (const { from } of parts!) for (const part of from) expect(said.toLowerCase()).toContain(part.toLowerCase())
  })

  it('shows the model\'s sentence when it is the one read in positive order', () => {
    const judgment = 'Don\'t commit before running the linter'
    const parts = changed(judgment, 'commit first, then run the linter')
    expect(parts?.length).toBeGreaterThan(0)
    for (const { to } of parts!) for (const part of to) expect(judgment.toLowerCase()).toContain(part.toLowerCase())
  })
})

// Session 43, our own construction: a restatement split at a semicolon was not read in positive order
// while the user's comma was, so the user's own "don't rebase before merging, keep the history" held
// "Don't rebase before merging; keep the history" as its opposite (and "Keep the history; don't …").
describe('"don\'t A before B" beside a clause of its own', () => {
  it('reads each clause of a semicolon, and an imperative after B\'s comma, on its own', () => {
    expect(positiveOrder('Don\'t rebase before merging; keep the history')).toBe('merging before rebase; keep the history')
    expect(positiveOrder('Keep the history; don\'t rebase before merging')).toBe('Keep the history; merging before rebase')
    expect(positiveOrder('don\'t rebase before merging, keep the history')).toBe('merging before rebase, keep the history')
  })

  it('lets the user\'s own rule through and holds the flip', () => {
    expect(verdict('Don\'t rebase before merging; keep the history', 'don\'t rebase before merging, keep the history')).toBe('live')
    expect(verdict('Keep the history; don\'t rebase before merging', 'don\'t rebase before merging, keep the history')).toBe('live')
    expect(verdict('Don\'t merge before review; keep it in draft', 'don\'t merge before review, keep it in draft')).toBe('live')
    expect(verdict('Rebase before merging; keep the history', 'don\'t rebase before merging, keep the history')).not.toBe('live')
    expect(verdict('Merge before review; keep it in draft', 'don\'t merge before review, keep it in draft')).not.toBe('live')
  })
})
