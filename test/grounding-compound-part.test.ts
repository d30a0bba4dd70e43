// A part joined to the user's word, or the tail of their hyphenated name swapped (issue 19, ground8): "the admin-api
// folder" after "the api folder" waits as a change; the same hyphenated name as the user's, or a
// part the user wrote too, stays live. Constructed cases, not pairs of the labelled sets.
import { describe, expect, it } from 'vitest'
import { joinsPart, swapsPart } from '../src/core/compound-part.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a part joined to the user\'s word', () => {
  it('"admin-api folder" after "api folder": a change, and says which', () => {
    expect(verdict('Only put route handlers in the admin-api folder of the project', 'Only put route handlers in the api folder of the project')).toBe('changes')
    const said = 'Only put route handlers in the api folder of the project'
    expect(joinsPart('Only put route handlers in the admin-api folder of the project', said, said)).toEqual({ from: ['api'], to: ['admin-api'] })
  })

  it('the user\'s own hyphenated name, or a part the user wrote: live', () => {
    expect(verdict('Only put route handlers in the api folder of the project', 'Only put route handlers in the api folder of the project.')).toBe('live')
    expect(joinsPart('Only put route handlers in the edge-functions folder', 'Only put edge route handlers in the edge-functions folder', 'Only put edge route handlers in the edge-functions folder')).toBeUndefined()
  })
})

describe('the tail of the user\'s hyphenated name swapped', () => {
  it('"django-allauth" after "django-rest-knox": a change, and says which', () => {
    expect(verdict('You use django-allauth for login', 'You use django-rest-knox for login')).toBe('changes')
    expect(swapsPart('You use django-allauth for login', 'You use django-rest-knox for login')).toEqual({ from: ['django-rest-knox'], to: ['django-allauth'] })
  })

  it('the same name with other words around it: live', () => {
    expect(verdict('You use react-hook-form for forms', 'You use react-hook-form for all forms')).toBe('live')
    expect(swapsPart('You use react-hook-form for forms', 'You use react-hook-form for all forms')).toBeUndefined()
  })
})
