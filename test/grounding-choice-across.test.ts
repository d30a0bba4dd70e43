// Session 43, constructed: a choice restated across languages. 「优先用组合式 API，别用选项式 API」 said back
// as "Prefer the Options API over the Composition API" went live (组合式 / 选项式 were no values the checks
// read: value-table.ts's vue-api row); and "Use functional components, not class components" said back as
// 「用函数组件，不用类组件」 was held as relaxing the rule — 不用 read as "no need", where after a choice made
// with 用 it turns the other thing away (claims.ts relaxesBeyond).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('the Options API and the Composition API are two values', () => {
  it('holds the choice swapped across languages and lets it through as said', () => {
    expect(verdict('Prefer the Options API over the Composition API', '优先用组合式 API，别用选项式 API')).not.toBe('live')
    expect(verdict('Prefer the Composition API over the Options API', '优先用组合式 API，别用选项式 API')).toBe('live')
    expect(verdict('用选项式 API', 'Use the Composition API, not the Options API')).not.toBe('live')
  })
})

describe('「用 X，不用 Y」 after the user\'s "X, not Y"', () => {
  it('is the user\'s choice said back, not a duty relaxed', () => {
    expect(verdict('用函数组件，不用类组件', 'Use functional components, not class components')).toBe('live')
    expect(verdict('用组合式 API，不用选项式 API', 'Use the Composition API, not the Options API')).toBe('live')
    expect(verdict('用函数组件，不用类组件', 'prefer functional components over class components')).toBe('live')
  })

  it('still holds the sides swapped, and a "no need" that is one', () => {
    expect(verdict('用类组件，不用函数组件', 'Use functional components, not class components')).not.toBe('live')
    expect(verdict('用函数组件，不用管类组件', 'Use functional components')).not.toBe('live')
  })
})
