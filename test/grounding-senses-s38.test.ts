// Session 38, probes across languages: words the sense table lacked for one meaning — 返回 for an API's
// response (「接口返回的时间」, "API responses"), 操作 for manipulating (「直接操作 DOM」, "manipulate the DOM").
// The restatements were held as swapping the user's word; they are live now, and turned round they wait.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('one meaning in two languages', () => {
  it('返回 / responses, 操作 / manipulate: restated, live (were held as a change)', () => {
    expect(verdict('API responses must use ISO 8601 for all timestamps', '接口返回的时间统一用 ISO 8601 格式')).toBe('live')
    expect(verdict('Don\'t manipulate the DOM directly inside React components', '不要在 React 组件里直接操作 DOM')).toBe('live')
  })
  it('another value, or turned round, waits', () => {
    expect(verdict('API responses must use Unix timestamps for all times', '接口返回的时间统一用 ISO 8601 格式')).not.toBe('live')
    expect(verdict('Manipulate the DOM directly inside React components when convenient', '不要在 React 组件里直接操作 DOM')).not.toBe('live')
  })
})
