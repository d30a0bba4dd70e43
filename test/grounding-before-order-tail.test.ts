import { describe, expect, it } from 'vitest'
import { positiveOrder } from '../src/core/before-order.js'
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
