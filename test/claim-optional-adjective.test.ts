// "optional" before a noun names a kind of thing ("Implement optional plugins"), it waives nothing;
// "Tests are optional" still waives (issue 19, ground8). Constructed cases.
import { describe, expect, it } from 'vitest'
import { partsOf } from '../src/core/claim-parts.js'
import { verdict } from './helpers/ground-verdict.js'

describe('optional as an adjective', () => {
  it('"Make all plugins required" after "Implement optional plugins where possible" changes the choice', () => {
    expect(verdict('Make all plugins required', 'Implement optional plugins where possible')).toBe('changes')
    expect(partsOf('implement optional plugins where possible')[0]!.stance).toBe('do')
  })

  it('"… are optional" and "optional for …" still waive', () => {
    expect(partsOf('tests are optional for prototypes')[0]!.stance).toBe('waive')
    expect(partsOf('type hints optional')[0]!.stance).toBe('waive')
    expect(verdict('Prototypes don\'t need tests', 'Tests are optional for prototypes')).toBe('live')
  })
})
