// Session 38, probes of chat words: "Use http for internal service calls" after "use https for all internal
// service calls too" went live — http and https were no values (value-classes.ts transport-security). A
// word of HTTP the protocol ("http status codes", "the HTTP client", net/http, 「HTTP 层」) is no choice of one.
import { describe, expect, it } from 'vitest'
import { valueMentions } from '../src/core/value-classes.js'
import { verdict } from './helpers/ground-verdict.js'

const values = (text: string) => valueMentions(text.toLowerCase()).map((m) => m.value)
const HTTPS = 'use https for all internal service calls too'

describe('http and https', () => {
  it('are two values of one choice; words of the protocol are neither', () => {
    expect(values(HTTPS)).toEqual(['https'])
    expect(values('Use http for internal service calls')).toEqual(['http'])
    expect(values('return proper http status codes')).toEqual([])
    expect(values('the http client')).toEqual([])
    expect(values('Go 服务的 HTTP 层用 net/http')).toEqual([])
  })
  it('the other one waits (was live); restated, live', () => {
    expect(verdict('Use http for internal service calls', HTTPS)).not.toBe('live')
    expect(verdict('内部服务调用用 http 就行', HTTPS)).not.toBe('live')
    expect(verdict('Internal service calls must use HTTPS as well', HTTPS)).toBe('live')
  })
})
