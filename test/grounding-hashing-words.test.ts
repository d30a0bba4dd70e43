// Session 38, probes of chat words: "Hash passwords with bcrypt at cost factor 12" after "store passwords
// with bcrypt, cost 12" waited for "hash" and "factor": bcrypt, argon2 and scrypt hash (implied-words.ts).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

const BCRYPT = 'store passwords with bcrypt, cost 12'

describe('a password hash named by its algorithm', () => {
  it('says hashing: restated so, live (was held as added)', () => {
    expect(verdict('Hash passwords with bcrypt at cost factor 12', BCRYPT)).toBe('live')
    expect(verdict('密码用 bcrypt 哈希存储，cost 12', BCRYPT)).toBe('live')
  })
  it('another algorithm or cost waits', () => {
    expect(verdict('Store passwords with bcrypt, cost 10', BCRYPT)).not.toBe('live')
    expect(verdict('Store passwords with sha256', BCRYPT)).not.toBe('live')
    expect(verdict('Hash passwords with md5', BCRYPT)).not.toBe('live')
  })
})
