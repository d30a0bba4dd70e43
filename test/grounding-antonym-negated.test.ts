// A state kept, said as its opposite refused (antonym-negated.ts).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('"keep it short" and "don\'t make it long"', () => {
  it('read as one rule, either way round', () => {
    expect(verdict('Keep commit messages short', 'Don\'t make commit messages long')).toBe('live')
    expect(verdict('Keep unit tests and integration tests apart', 'Do not mix unit tests and integration tests')).toBe('live')
    expect(verdict('Keep the config surface small', 'don\'t let the config surface grow large')).toBe('live')
    expect(verdict('Don\'t write long functions', 'Keep functions short')).toBe('live')
  })
  it('the refused word itself, or no state kept, stays held', () => {
    expect(verdict('Keep commit messages long', 'Don\'t make commit messages long')).not.toBe('live')
    expect(verdict('Mix unit tests and integration tests', 'Do not mix unit tests and integration tests')).not.toBe('live')
    expect(verdict('Keep error messages vague', 'Don\'t make error messages vague')).not.toBe('live')
    expect(verdict('Merge small PRs', 'Don\'t merge large PRs')).not.toBe('live')
    expect(verdict('Write long functions', 'Keep functions short')).not.toBe('live')
  })
})
