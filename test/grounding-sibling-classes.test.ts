// Two classes of sibling values (issue 19, values24, src/core/sibling-values.ts): the kinds of test
// double (mock, fake, stub, spy, dummy) and TypeScript's escape hatches (any, unknown, a type
// assertion, a non-null assertion, a suppression comment). A rule that names one where the user
// named another changed it; the user's own kind, reworded, stays live.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('sibling values of two more classes', () => {
  it('holds another kind of test double', () => {
    expect(verdict('Use stubbed HTTP clients in the service tests', 'use fake http clients in the service tests')).toBe('changes')
    expect(verdict('Wrap the mailer in a spy for the signup tests', 'wrap the mailer in a mock for the signup tests')).toBe('changes')
  })

  it('holds another escape hatch', () => {
    expect(verdict('Never use type assertions to silence type errors in the api client', 'never use the any type to silence type errors in the api client')).toBe('changes')
    expect(verdict('Never use type casts as an escape hatch in the parser; write proper types instead', 'never use ts-ignore as an escape hatch in the parser, write proper types instead')).toBe('changes')
  })

  it('keeps the user’s own value live', () => {
    expect(verdict('Use fake HTTP clients in the service tests', 'use fake http clients in the service tests')).toBe('live')
    expect(verdict('Never use any or unknown as an escape hatch in the parser; write proper types instead', 'never use any or unknown as an escape hatch in the parser, write proper types instead')).toBe('live')
    expect(verdict('Never use any types to silence type errors in the api client', 'never use the any type to silence type errors in the api client')).toBe('live')
  })
})
