// The verb a restatement opens with where the user wrote "use", and "preferred over" (issue 19, session 10,
// src/core/lead-verb.ts). Both ways: a plainer verb for the user's "use" is live; a verb that is a
// claim of its own (delete) still waits, and so does any verb where the user named an act.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { restatingLeadVerb } from '../src/core/lead-verb.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('the opening verb of a restatement', () => {
  it('restates the user\'s "use" (fifth set, tune; constructed)', () => {
    expect(live('Type mutations with UseMutationResult<TData, TError, TVariables>', 'Use UseMutationResult<TData, TError, TVariables> for mutations')).toBe(true)
    expect(live('Call ensureQueryData inside route loaders', 'always use ensureQueryData inside route loaders')).toBe(true)
  })

  it('is a claim when it is not a way of using the thing, or the user named an act', () => {
    expect(live('Delete the staging database before each run', 'Use the staging database for each run')).toBe(false)
    expect(restatingLeadVerb('Delete the staging database', 'Use the staging database')).toEqual([])
    expect(restatingLeadVerb('Build the docs with mkdocs', 'The docs are written in mkdocs')).toEqual([])
    expect(restatingLeadVerb('Build the docs with mkdocs', 'Use mkdocs for the docs')).toContain('e:build')
  })
})

describe('"X is preferred over / to Y" turns Y away, as "prefer X to Y" does', () => {
  it('the same preference restated is live; the sides traded wait', () => {
    expect(live('Lambdas are preferred over anonymous classes', '"Prefer lambdas to anonymous classes"')).toBe(true)
    expect(live('Lambdas are preferred to anonymous classes', 'Prefer lambdas over anonymous classes')).toBe(true)
    expect(live('Anonymous classes are preferred over lambdas', '"Prefer lambdas to anonymous classes"')).toBe(false)
  })
})
