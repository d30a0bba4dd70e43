// To keep a thing unchanged refuses changing it, as to leave it unchanged did (issue 19, session 41):
// "Keep the public API unchanged" restates "don't change the public API", in either language, and
// was held as its opposite; "Change the public API" after "keep the public API unchanged" went live.
// Constructed cases, not pairs of the labelled sets.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('a thing kept unchanged', () => {
  it('restates the refusal of the change, in English and after Chinese', () => {
    expect(verdict('Keep the public API unchanged', 'don\'t change the public API')).toBe('live')
    expect(verdict('Keep the formatting unchanged', 'don\'t change the formatting')).toBe('live')
    expect(verdict('Keep the public API unchanged', '不要改公共 API')).toBe('live')
    expect(verdict('Don\'t touch generated files', 'leave generated files untouched')).toBe('live')
  })

  it('the change itself waits as the opposite', () => {
    expect(verdict('Change the public API', 'keep the public API unchanged')).toBe('opposite')
    expect(verdict('Change the public API whenever needed', '不要改公共 API')).toBe('opposite')
    expect(verdict('Leave errors unhandled', 'never leave errors unhandled')).toBe('opposite')
  })
})
