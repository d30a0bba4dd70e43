import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Sentences of our own (not pairs of a labelled set): "functionality" is what a feature does, 功能,
// not the functional style (函数式). Read as the style, it added a word the user never said.
describe('functionality', () => {
  it('says 功能 across languages', () => {
    expect(verdict('Every new functionality needs a test', '每个新功能都要有测试')).toBe('live')
    expect(verdict('Document new functionality in the changelog', '新功能要写进 changelog')).toBe('live')
  })

  it('is not the functional style', () => {
    expect(verdict('Prefer functional style over classes', '新功能要写进 changelog')).not.toBe('live')
  })
})
