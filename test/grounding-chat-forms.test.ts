import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): how people state a rule in chat.
// "composition > inheritance", "I like X way more than Y" choose a side as "prefer X over Y" does;
// 「不要在没问我的情况下删除文件」 asks first, as "don't delete files without asking" does; "hand-edit"
// says "by hand". The restatement goes live; the other side, or a waiver, still waits.
describe('a rule as chat states it', () => {
  it('a comparison chooses a side', () => {
    expect(verdict('Prefer composition over inheritance', 'composition > inheritance, always')).toBe('live')
    expect(verdict('Prefer inheritance over composition', 'composition > inheritance, always')).not.toBe('live')
    expect(verdict('Prefer server components over client components', 'i like server components way more than client components')).toBe('live')
    expect(verdict('Prefer client components over server components', 'i like server components way more than client components')).not.toBe('live')
    expect(verdict('Keep retries at 3 or fewer', 'use more than 3 retries')).not.toBe('live')
  })

  it('「在没问我的情况下」 is "without asking"', () => {
    expect(verdict('不要在没问我的情况下删除文件', '删文件之前必须先问我')).toBe('live')
    expect(verdict('Ask me before deleting files', '不要在没问我的情况下删除文件')).toBe('live')
    expect(verdict('Delete files without asking', '不要在没问我的情况下删除文件')).not.toBe('live')
    expect(verdict('删除文件不用问我', '删文件之前必须先问我')).not.toBe('live')
  })

  it('"hand-edit" is "by hand"; a phrase the user never said is named on the card', () => {
    expect(verdict('Never modify generated files by hand', 'don\'t hand-edit generated files')).toBe('live')
    // "by hand" raises its unit only as a phrase: the card names the phrase, never "adds" nothing.
    const g = groundIn('Always format code by hand', [{ text: 'always format code' }])
    expect(g.blocked).toBe('adds')
    expect(g.added).toEqual(['by hand'])
  })
})
