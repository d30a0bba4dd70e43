// Session 45, our own construction (a probe batch of Chinese rules restated in English): "Name branches
// like feature-xxx" after 「分支名用 feat/xxx 这种格式」 went live — the word reader splits both patterns at
// their separators, and feat / feature are one family.
import { describe, expect, it } from 'vitest'
import { respellsPattern } from '../src/core/pattern-token.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a name pattern spelled another way', () => {
  it('waits, naming both spellings', () => {
    expect(verdict('Name branches like feature-xxx', '分支名用 feat/xxx 这种格式')).toBe('changes')
    expect(respellsPattern('Name branches like feat-xxx', '分支名用 feat/xxx 这种格式')).toEqual({ from: ['feat/xxx'], to: ['feat-xxx'] })
    expect(respellsPattern('Routes look like /api/<resource>', 'routes look like /api/v1/<resource>')).toEqual({ from: ['/api/v1/<resource>'], to: ['/api/<resource>'] })
  })

  it('the user\'s spelling, in any case, goes live; a text with no pattern is not read', () => {
    expect(verdict('Name branches like feat/xxx', 'branch names like feat/xxx')).toBe('live')
    expect(verdict('Name branches like FEAT/XXX', '分支名用 feat/xxx 这种格式')).toBe('live')
    expect(respellsPattern('Use feat-xxx', 'use conventional commits')).toBeUndefined()
  })
})
