// A demonstrative's thing named as "the …" (pointed-noun.ts): as narrow as the user's "this …".
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('a pointed thing the judgment names with "the"', () => {
  it('goes live when the judgment keeps the noun with "the"', () => {
    expect(verdict('The parser should only use the standard library regex engine', 'this parser should only use the standard library regex engine')).toBe('live')
    expect(verdict('The payment webhook should retry failed deliveries with backoff', 'this payment webhook should retry failed deliveries with backoff')).toBe('live')
  })
  it('goes live when the Chinese judgment keeps the Latin name and its noun', () => {
    expect(verdict('timeout 参数必须从配置文件读取', '那个 timeout 参数要从配置文件读取')).toBe('live')
  })
  it('stays held when the noun is made general', () => {
    expect(verdict('Parsers should only use the standard library regex engine', 'this parser should only use the standard library regex engine')).toBe('generalises')
    expect(verdict('Webhooks should retry failed deliveries with backoff', 'this payment webhook should retry failed deliveries with backoff')).not.toBe('live')
    expect(verdict('参数必须从配置文件读取', '那个 timeout 参数要从配置文件读取')).not.toBe('live')
  })
  it('stays held when a flip or another value rides on it', () => {
    expect(verdict('The parser should never use the standard library regex engine', 'this parser should only use the standard library regex engine')).not.toBe('live')
  })
})

describe('a pointed thing of one occasion', () => {
  it('stays held: "the PR" after "this PR" still means this one', () => {
    expect(verdict('The PR can skip the changelog entry', 'this PR can skip the changelog entry')).not.toBe('live')
    expect(verdict('PR 不用写 changelog', '这个 PR 不用写 changelog 了')).not.toBe('live')
  })
})
