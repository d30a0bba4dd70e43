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
