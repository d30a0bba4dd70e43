import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): the stemmer leaves a superlative
// whole ("strictest", "shortest", "simplest"), so its adjective's translation or its plain form
// could not meet it; read as its adjective, the restatement goes live and another adjective is seen.
describe('a superlative read as its adjective (superlative.ts)', () => {
  it('lets the restatement through', () => {
    expect(verdict('用最严格的 lint 配置', 'use the strictest lint config')).toBe('live')
    expect(verdict('Prefer the shortest answer', 'prefer short answers')).toBe('live')
    expect(verdict('Go with the simplest solution', '选最简单的方案')).toBe('live')
  })

  it('holds another adjective beside it', () => {
    expect(verdict('选最复杂的方案', 'go with the simplest solution')).not.toBe('live')
    expect(verdict('先用最慢的方式复现', 'reproduce it the fastest way first')).not.toBe('live')
  })
})
