// Session 37, probes on corpus lines of the form "Avoid X: do Y" (and an arrow to a place, below): a colon between two rules of their own,
// each opening with its stance (clause-split.ts). Read as one clause, the "avoid" held back what the colon
// goes on to ask for, so the user's own rule restated ("Modularise widgets and functions into reusable
// components" after "Avoid duplication of code: modularise widgets …") waited as its opposite. A label
// before a colon ("Error handling: never …") stays one clause with what follows.
import { describe, expect, it } from 'vitest'
import { clausesOf } from '../src/core/clause-split.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a colon between two rules', () => {
  it('cuts the rule in two, in either language; a label stays with its rule', () => {
    expect(clausesOf('avoid magic numbers: use named constants')).toEqual(['avoid magic numbers', 'use named constants'])
    expect(clausesOf('不要硬编码密钥：从环境变量里读')).toEqual(['不要硬编码密钥', '从环境变量里读'])
    expect(clausesOf('error handling: never swallow exceptions')).toEqual(['error handling: never swallow exceptions'])
  })
  it('what the colon asks for, restated, is live (was held as the opposite)', () => {
    expect(verdict('Modularise widgets and functions into reusable components', 'Avoid duplication of code: modularise widgets and functions into reusable components.')).toBe('live')
    expect(verdict('Read secrets from environment variables', 'Never hardcode secrets: read them from environment variables')).toBe('live')
    expect(verdict('密钥从环境变量读取', '不要硬编码密钥：从环境变量里读')).toBe('live')
  })
  it('either side turned round still waits', () => {
    expect(verdict('Use magic numbers', 'Avoid magic numbers: use named constants')).not.toBe('live')
    expect(verdict('Avoid named constants', 'Avoid magic numbers: use named constants')).not.toBe('live')
    expect(verdict('密钥可以硬编码', '不要硬编码密钥：从环境变量里读')).not.toBe('live')
  })
})

describe('an arrow to a place', () => {
  it('says where a thing goes, not that one thing replaces another (was held as the opposite)', () => {
    expect(verdict('Put shared components in the components/ directory', 'shared components -> components/ dir pls')).toBe('live')
    expect(verdict('Put API calls in the services/ folder', 'api calls -> services/ folder')).toBe('live')
  })
  it('an arrow between two choices is still a swap', () => {
    expect(verdict('Use moment', 'moment -> dayjs')).not.toBe('live')
    expect(verdict('Use dayjs instead of moment', 'moment -> dayjs')).toBe('live')
  })
})

// Session 43 (twenty-fourth tune half): "Don't flood the webviewRPC channel: debounce requests with lodash's
// debounce …" restating 「避免刷屏式地调用 webviewRPC 通道。用 lodash 的 debounce 对请求做防抖，…」 was held as its
// opposite — debounce, throttle and the like open a rule after a colon as use and keep do.
describe('a colon before a rule that opens with a verb of pacing or reuse', () => {
  it('cuts the rule in two', () => {
    expect(clausesOf('dont flood the channel: debounce requests')).toEqual(['dont flood the channel', 'debounce requests'])
    expect(clausesOf('never hammer the API: cache the responses')).toEqual(['never hammer the API', 'cache the responses'])
  })
  it('lets the user\'s rule through and holds its flip', () => {
    expect(verdict('Don\'t flood the webviewRPC channel: debounce requests with lodash\'s debounce and throttle them with lodash\'s throttle', '避免刷屏式地调用 webviewRPC 通道。用 lodash 的 `debounce` 对请求做防抖，节流则用 lodash 的 `throttle`。')).toBe('live')
    expect(verdict('Don\'t spam the API: debounce requests', 'don\'t spam the API, debounce the requests')).toBe('live')
    expect(verdict('Spam the API: don\'t debounce requests', 'don\'t spam the API, debounce the requests')).not.toBe('live')
  })
})
