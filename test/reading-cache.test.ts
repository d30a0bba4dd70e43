// The readings one grounding shares (src/core/reading-cache.ts): made once per text inside a
// grounding, never kept outside it, and never changed by a reader that builds on them.
import { describe, expect, it } from 'vitest'
import { readOnce, withReadings } from '../src/core/reading-cache.js'
import { analyseClaim } from '../src/core/slots.js'
import { extractFeatures } from '../src/core/topic.js'

describe('withReadings', () => {
  it('reads a text once inside, every time outside', () => {
    let reads = 0
    const reader = (text: string) => (reads++, text.length)
    withReadings(() => {
      expect(readOnce(reader, 'abc')).toBe(3)
      expect(readOnce(reader, 'abc')).toBe(3)
      expect(readOnce(reader, 'abcd')).toBe(4)
    })
    expect(reads).toBe(2)
    readOnce(reader, 'abc')
    readOnce(reader, 'abc')
    expect(reads).toBe(4)
  })
  it('ends its scope when the reading throws, and nested calls share the outer scope', () => {
    let reads = 0
    const reader = (text: string) => (reads++, text)
    expect(() => withReadings(() => { readOnce(reader, 'x'); throw new Error('boom') })).toThrow('boom')
    readOnce(reader, 'x')
    expect(reads).toBe(2)
    withReadings(() => {
      readOnce(reader, 'y')
      withReadings(() => readOnce(reader, 'y'))
    })
    expect(reads).toBe(3)
  })
  it('shares the features of a text, and a claim\'s object does not change them', () => {
    withReadings(() => {
      const text = 'use pnpm for installs'
      expect(extractFeatures(text)).toBe(extractFeatures(text))
      // The object of a claim is its text with the values blanked, plus the value classes it names.
      const object = analyseClaim(text).object
      expect([...object.weights.keys()]).toContain('v:package-manager')
      const masked = `use ${' '.repeat('pnpm'.length)} for installs`
      expect([...extractFeatures(masked).weights.keys()].filter((k) => k.startsWith('v:'))).toEqual([])
    })
    expect(extractFeatures('use pnpm')).not.toBe(extractFeatures('use pnpm'))
  })
})
