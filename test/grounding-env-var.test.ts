import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Session 42, the twenty-third set's tune half: "Run `brew` with the env var `HOMEBREW_NO_AUTO_UPDATE=1`"
// after "when u run brew set HOMEBREW_NO_AUTO_UPDATE=1 …" was held as adding "var": the "var" of "env
// var" was read as JavaScript's var (value-table.ts), and "env var" before the user's own NAME=value says
// what kind of thing it is (identifiers.ts codeKindFraming: a kind of two words, a name with its value).
describe('an environment variable named with its value', () => {
  it('called an env var, is the user\'s', () => {
    expect(verdict('Run `brew` with the env var `HOMEBREW_NO_AUTO_UPDATE=1`', 'when u run brew set HOMEBREW_NO_AUTO_UPDATE=1 or it\'ll sit there updating forever')).toBe('live')
    expect(verdict('Pass the env var DEBUG=1 when running tests', 'always pass DEBUG=1 to the test runner')).toBe('live')
  })
  it('with another value, waits', () => {
    expect(verdict('Run `brew` with the env var `HOMEBREW_NO_AUTO_UPDATE=0`', 'when u run brew set HOMEBREW_NO_AUTO_UPDATE=1 or it\'ll sit there updating forever')).not.toBe('live')
    expect(verdict('Build with the environment variable NODE_ENV=development', 'set NODE_ENV=production when building')).not.toBe('live')
  })
  it('JavaScript\'s var is still read', () => {
    expect(verdict('Use var for variable declarations', 'never use var, use const')).not.toBe('live')
    expect(verdict('Avoid var; declare with const', 'never use var, use const')).toBe('live')
  })
})
