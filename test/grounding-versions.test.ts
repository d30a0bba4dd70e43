// Session 35, the whole-transcripts set's tune half (u17-6) and our own construction after it: a version
// written in Chinese numerals after its name (「svelte 五」, 「Vue 三」) was no number, so "Write Svelte 5
// components, not Svelte 4 export let" after the user's 「我们用 svelte 五，别写成四的那种 export let」 was held
// as the opposite (it both chooses and refuses Svelte) — and "Use Vue 2, not Vue 3" after 「用 Vue 三，不要用
// Vue 二」 was held only for adding numbers, not as the change it is. An ordinary word in capitals ("CREATE
// INDEX") the user said in Chinese (索引) is no name they never wrote.
import { describe, expect, it } from 'vitest'
import { analyseClaim } from '../src/core/slots.js'
import { unsaidLatinNames } from '../src/core/latin-unsaid.js'
import { verdict } from './helpers/ground-verdict.js'

const values = (text: string) => analyseClaim(text).values.filter((v) => v.cls === 'number').map((v) => [v.value, v.stance])

describe('a version in Chinese numerals', () => {
  it('is a number after a name, not a count', () => {
    expect(values('用 Vue 三，不要用 Vue 二')).toEqual([['3', 'do'], ['2', 'dont']])
    expect(values('我们用 svelte 五哈')).toEqual([['5', 'do']])
    expect(values('git 三次提交合成一个')).toEqual([])
  })
  it('the user\'s version, the other refused, is live (was held)', () => {
    expect(verdict('Write Svelte 5 components, not Svelte 4 export let', '我们用 svelte 五，别写成四的那种 export let')).toBe('live')
    expect(verdict('Use Vue 3, not Vue 2', '用 Vue 三，不要用 Vue 二')).toBe('live')
  })
  it('the versions traded wait, and the card says what changed', () => {
    expect(verdict('Use Vue 2, not Vue 3', '用 Vue 三，不要用 Vue 二')).toBe('changes')
    expect(verdict('Write Svelte 4 components, not Svelte 5 runes', '我们用 svelte 五，别写成四的那种 export let')).toBe('changes')
    expect(verdict('Write Svelte 4 components, not Svelte 5', 'Use Svelte 5 runes')).toBe('changes')
  })
  it('a name refused without a version of its own still turns the user\'s choice round', () => {
    expect(verdict('Use Python 2, not Python 3', 'Use Python 3')).not.toBe('live')
    expect(verdict('Never use Svelte', 'Use Svelte 5 runes')).not.toBe('live')
  })
})

describe('an ordinary word in capitals', () => {
  it('said in Chinese is no unsaid name', () => {
    expect(unsaidLatinNames('Create indexes with CREATE INDEX CONCURRENTLY', '加索引要用 CONCURRENTLY，别锁表')).toEqual([])
  })
  it('a name still is', () => {
    expect(unsaidLatinNames('Use the IAM policy simulator', '策略里不允许出现通配符')).toEqual(['IAM'])
  })
})
