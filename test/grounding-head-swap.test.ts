import { describe, expect, it } from 'vitest'
import { swapsHeadWord } from '../src/core/head-swap.js'
import { swapsChineseHead } from '../src/core/head-swap-zh.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): the thing a rule is about swapped
// where the rest of the user's chat words is reworded waits; the same thing restated goes live.
describe('the thing a rule is about, swapped in reworded words', () => {
  it('waits, saying what took the place of what', () => {
    expect(verdict('The release handler posts the changelog to Slack', 'make the deploy handler post the changelog to slack when it finishes')).toBe('changes')
    expect(verdict('Route keys must include the tenant id', 'the export breaks across tenants. cache keys need to include the tenant id')).toBe('changes')
    expect(swapsHeadWord('Route keys must include the tenant id', 'cache keys need to include the tenant id')).toEqual({ from: ['cache'], to: ['Route'] })
    expect(verdict('老的后台页面用 Tailwind 重写', '老的报表页面别再手写 CSS 了，用 Tailwind 重写')).toBe('changes')
    expect(swapsChineseHead('老的后台页面用 Tailwind 重写', '老的报表页面别再手写 CSS 了，用 Tailwind 重写')).toEqual({ from: ['报表'], to: ['后台'] })
    expect(swapsChineseHead('日志里的时间统一用 UTC', '数据库里的时间统一存 UTC，前端展示的时候再转')).toEqual({ from: ['数据库'], to: ['日志'] })
  })

  it('the same thing restated, a word cut short or a verb reworded goes live', () => {
    expect(verdict('The deploy handler posts the changelog to Slack when it finishes', 'make the deploy handler post the changelog to slack when it finishes')).toBe('live')
    expect(verdict('Cache keys must include the tenant id', 'the export breaks across tenants. cache keys need to include the tenant id')).toBe('live')
    expect(verdict('Always declare explicit return types', 'ALWAYS define explicit return types')).toBe('live')
    expect(verdict('老的报表页面用 Tailwind 重写，不再手写 CSS', '老的报表页面别再手写 CSS 了，用 Tailwind 重写')).toBe('live')
    expect(swapsChineseHead('数据库里的时间都存成 UTC', '数据库里的时间统一存 UTC')).toBeUndefined()
  })
})
