// An occasion that beats "all", and an exception added in a later message (issue 19, session 22,
// from the second whole-transcripts set's tune half): 「这次截稿来不及了，先把附录里的表格都放成 \small」
// is for this deadline, however many tables it takes; 「紧急修复除外」 after 「新 DAG 上线之前必须在
// staging 跑满三天」 amends the rule, so "…，没有例外" denies the user's exception.

import { describe, expect, it } from 'vitest'
import { scopeOf } from '../src/core/claims.js'
import { verdictIn } from './helpers/ground-verdict.js'

describe('this occasion, however many things it takes', () => {
  it('reads 这次 / this time before "all" and 都', () => {
    expect(scopeOf('这次截稿来不及了，先把附录里的表格都放成 \\small 字号')).toBe('this-time')
    expect(scopeOf('this time, lint all the files')).toBe('this-time')
    expect(verdictIn('Typeset appendix tables in \\small.', '这次截稿来不及了，先把附录里的表格都放成 \\small 字号，正文别动')).toBe('one-occasion')
  })

  it('keeps "all" a standing reach beside words about the present', () => {
    expect(scopeOf('all the methods in services should be async, even if they look sync right now')).toBe('standing')
    expect(verdictIn('Service methods are always async, even ones that look synchronous for now', 'add a service for the loyalty points module', 'oh and all the methods in services shoudl be async, even if they look sync right now. we had to rewrite the whole cart service last time')).toBe('live')
    expect(scopeOf('以后所有表格都用 \\small')).toBe('standing')
  })
})

describe('an exception the user adds in a later message', () => {
  const DAG = ['还有，新 DAG 上线之前必须在 staging 跑满三天，这个我跟老板承诺过。', '紧急修复除外，紧急修复可以直接上，但第二天要补 staging 验证。']

  it('holds "no exceptions" and the rule without it; grounds the rule with it', () => {
    expect(verdictIn('新 DAG 上线前必须在 staging 跑满三天，没有例外。', ...DAG)).not.toBe('live')
    expect(verdictIn('新 DAG 上线前必须在 staging 跑满三天', ...DAG)).not.toBe('live')
    expect(verdictIn('新 DAG 上线前必须在 staging 跑满三天，紧急修复除外。', ...DAG)).toBe('live')
  })

  it('grounds the rule before the exception was said', () => {
    expect(verdictIn('新 DAG 上线前必须在 staging 跑满三天', DAG[0]!)).toBe('live')
  })
})
