// Session 28, our own construction: the user's short rule with its object swapped for another — the
// issue's "a different rule on the same subject passes as the user's own" on first-day words.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('the object between a copied verb and a copied rest', () => {
  it('"Always run the tests before committing" after "always run the linter before committing" changes the linter (was live, 0.60)', () => {
    expect(verdict('Always run the tests before committing', 'always run the linter before committing')).toBe('changes')
    expect(verdict('Review the docs before merging', 'review the code before merging')).toBe('changes')
  })
  it('the same rule, and one said in other words around it, are still the user\'s', () => {
    expect(verdict('Always run the linter before committing', 'always run the linter before committing')).toBe('live')
    expect(verdict('Run the linter before every commit', 'always run the linter before committing')).toBe('live')
    expect(verdict('Review every change, however small', 'everything gets reviewed, no matter how small')).toBe('live')
  })
})

describe('a name in Latin letters swapped for a Chinese run', () => {
  it('「每次提交前跑测试」 after 「每次提交前跑 lint」 changes lint (was live, 0.60)', () => {
    expect(verdict('每次提交前跑测试', '每次提交前跑 lint')).toBe('changes')
  })
  it('one thing in two scripts is the same thing', () => {
    expect(verdict('代码注释用英文', '代码注释用 English')).toBe('live')
    expect(verdict('提交信息用英文写', '提交信息用 English 写')).toBe('live')
    expect(verdict('代码注释用 English', '代码注释用英文')).toBe('live')
    expect(verdict('提交前先跑单元测试', '提交前先跑 unit test')).toBe('live')
  })
})
