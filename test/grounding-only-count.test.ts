// An "only" that bounds a count, and 只有……才 with a long condition (only-count.ts, claim-parts.ts).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('an "only" that says how many', () => {
  it('restates the same count said plainly', () => {
    expect(verdict('Each migration file holds a single schema change', 'Put only one schema change per migration file')).toBe('live')
  })
  it('stays held when the count changes or the act flips', () => {
    expect(verdict('Each migration file holds several schema changes', 'Put only one schema change per migration file')).not.toBe('live')
    expect(verdict('Never put a schema change in a migration file', 'Put only one schema change per migration file')).not.toBe('live')
  })
})

describe('只有……才 with a long condition', () => {
  it('reads as "only", like 只用于', () => {
    expect(verdict('只有多个线程共享且会被并发修改的计数器才加锁', '锁只用于多个线程共享且会被并发修改的计数器')).toBe('live')
  })
  it('a plain "do" of it stays held', () => {
    expect(verdict('所有计数器都加锁', '锁只用于多个线程共享且会被并发修改的计数器')).not.toBe('live')
  })
})
