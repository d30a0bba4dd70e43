import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Session 14, our own construction, for kinds the labelled chat probes (test/fixtures/chat-probes.jsonl)
// found going live.
describe('freedom to do it, against the user\'s OK', () => {
  it('"whenever you like" is no condition: it drops the gate', () => {
    expect(verdict('Push to dev whenever you like', '没我同意别推 dev')).toBe('opposite')
    expect(verdict('Merge to main any time', 'don\'t merge to main unless I say so')).not.toBe('live')
  })

  it('a condition of the user\'s own still reads as one', () => {
    expect(verdict('Don\'t push to dev without my OK', '没我同意别推 dev')).toBe('live')
  })
})

describe('a Chinese word with 别 or a feeling in it', () => {
  it('错别字 is no refusal, 吓人 is no object', () => {
    expect(verdict('错别字也标 P0', '提 bug 的时候，错别字这种小问题一律标 P3，别标 P0 吓人')).toBe('opposite')
    expect(verdict('错别字一律标 P3', '提 bug 的时候，错别字这种小问题一律标 P3，别标 P0 吓人')).toBe('live')
  })
})
