import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { assertNoSecrets, compileExclusions, findSecrets, redactSecrets, SecretRefusedError } from '../src/core/secrets.js'
import { JudgmentInputError } from '../src/core/normalize.js'

interface Labelled { text: string; secret: boolean; kind?: string }
const set: Labelled[] = readFileSync(new URL('./fixtures/secrets.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l))

describe('credential detection on the labelled set', () => {
  it('has true positives and tricky negatives (hashes, UUIDs, placeholders, Chinese text)', () => {
    expect(set.filter((x) => x.secret).length).toBeGreaterThanOrEqual(25)
    expect(set.filter((x) => !x.secret).length).toBeGreaterThanOrEqual(25)
  })

  it.each(set.filter((x) => x.secret).map((x) => [x.kind!, x.text] as const))('finds %s', (kind, text) => {
    const findings = findSecrets(text)
    expect(findings.map((f) => f.kind)).toContain(kind)
  })

  it.each(set.filter((x) => !x.secret).map((x) => [x.text]))('leaves alone: %s', (text) => {
    expect(findSecrets(text)).toEqual([])
  })
})

// Issue 19: prose forms, URLs with an empty user name, and ordinary words that must pass
// (test/fixtures/real-rules-secrets.jsonl, constructed; the 6,166 corpus lines are in the bench).
const real: Labelled[] = readFileSync(new URL('./fixtures/real-rules-secrets.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l))

describe('credentials written in words, and words that only look like them', () => {
  it.each(real.filter((x) => x.secret).map((x) => [x.kind!, x.text] as const))('finds %s: %s', (kind, text) => {
    const kinds = findSecrets(text).map((f) => f.kind)
    // A prose line with a colon ("密码: Zx8#…") is caught as the key=value pair it also is.
    if (kind === 'password-prose') expect(kinds.some((k) => k === 'password-prose' || k === 'password-pair')).toBe(true)
    else expect(kinds).toContain(kind)
  })

  it.each(real.filter((x) => !x.secret).map((x) => [x.text]))('leaves alone: %s', (text) => {
    expect(findSecrets(text)).toEqual([])
  })

  it('redacts a password stated in prose from a quote, keeping the words around it', () => {
    expect(redactSecrets('测试库的密码是 Abc12345，别外传')).toBe('测试库的[redacted: password-prose]，别外传')
    expect(redactSecrets('use redis://:myredispass@cache for tests')).toBe('use [redacted: url-credentials] for tests')
  })
})

// walk14: a dev login written as name/password in a rules file came in as evidence.
describe('a user name and password written together', () => {
  it.each([
    'Dev login: admin `admin/Pa55w0rd`',
    'login: root:Tr0ub4dor3x',
    '本地账号 admin/Admin@123，别提交',
    'use admin/Pa55w0rd locally',
  ])('finds it: %s', (text) => {
    expect(findSecrets(text).map((f) => f.kind)).toContain('login-pair')
  })

  it.each([
    'use the user/v1beta2 API',
    'login via /auth/login2fa',
    'clone user/Project1 from the mirror',
    'account:settings page',
    'Login: OAuth2 flow',
    'admin:Int32 field',
    'root/src2024 holds the sources',
  ])('leaves alone: %s', (text) => {
    expect(findSecrets(text)).toEqual([])
  })

  it('redacts only the pair from a quote', () => {
    expect(redactSecrets('Dev login: admin `admin/Pa55w0rd` (local only)')).not.toContain('Pa55w0rd')
  })
})

describe('refusing', () => {
  const key = `sk-${'a1B2c3D4e5'.repeat(4)}`

  it('names what was found and never echoes the secret', () => {
    let error: unknown
    try {
      assertNoSecrets({ text: `call it with ${key}` })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(SecretRefusedError)
    expect(error).toBeInstanceOf(JudgmentInputError)
    expect((error as Error).message).toMatch(/^text carries an API key of the sk-… shape/)
    expect((error as Error).message).not.toContain(key)
    expect((error as Error).message).not.toContain(key.slice(3, 13))
  })

  it('refuses a match of a user exclusion pattern, naming the pattern by position', () => {
    const exclusions = compileExclusions(['acme\\s*corp', '项目X'])
    expect(() => assertNoSecrets({ reason: 'said during the 项目X review' }, exclusions)).toThrow(/^reason carries text matching your exclusion pattern #2/)
    expect(() => assertNoSecrets({ text: 'Prefer small pull requests' }, exclusions)).not.toThrow()
  })

  it('a bad exclusion regex is a clear error', () => {
    expect(() => compileExclusions(['ok', '(unclosed'])).toThrow(/^exclude\[1\] is not a valid regular expression/)
  })

  it('redacts quotes of the user\'s words', () => {
    const quote = `记住，部署时用 ${key} 然后 never push to main`
    const redacted = redactSecrets(quote)
    expect(redacted).not.toContain(key)
    expect(redacted).toBe('记住，部署时用 [redacted: openai-key] 然后 never push to main')
  })
})
