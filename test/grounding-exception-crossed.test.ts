import { describe, expect, it } from 'vitest'
import { crossesException } from '../src/core/exception-crossed.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): a rule put on the very thing the user
// excepted from it waits; the exception restated, or the main rule alone, goes live.
describe('a rule applied inside the user\'s exception', () => {
  it('waits', () => {
    expect(verdict('Use spaces in Makefiles', 'spaces everywhere except makefiles, those need tabs')).toBe('opposite')
    expect(verdict('Write the user guide in English', 'docs in english, but the user guide stays chinese')).toBe('opposite')
    expect(verdict('Makefile 也用空格缩进', '除了 Makefile，其他都用空格缩进')).toBe('opposite')
    expect(crossesException('Run the linter on vendored code', 'run the linter on everything except vendored code')).toBe('vendor code')
  })

  it('the exception restated, or the main rule alone, goes live', () => {
    expect(verdict('Use tabs in Makefiles, spaces everywhere else', 'spaces everywhere except makefiles, those need tabs')).toBe('live')
    expect(verdict('Keep the user guide in Chinese', 'docs in english, but the user guide stays chinese')).toBe('live')
    expect(verdict('Write docs in English', 'docs in english, but the user guide stays chinese')).toBe('live')
    expect(crossesException('Makefile 用 tab 缩进', '除了 Makefile 用 tab，其他都用空格缩进')).toBeUndefined()
  })
})
