import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): a number's bound is part of the
// claim. "Keep functions over 50 lines" after 函数别超过 50 行 sets the other bound and waits, however
// reworded; a negated comparator ("should not exceed", 别超过, "no longer than") restated as a ceiling
// ("under", "at most", 以内) is the user's own bound and goes live. A rule that says what to do past
// the number ("split functions longer than 50 lines") keeps the user's limit.
describe('the bound of a number', () => {
  it('restated as a ceiling, is the user\'s', () => {
    expect(verdict('Keep functions under 50 lines', '函数别超过 50 行')).toBe('live')
    expect(verdict('Keep lines under 100 characters', 'lines should not exceed 100 characters')).toBe('live')
    expect(verdict('Lines are no longer than 80 characters', 'Keep line length <= 80 characters for readability.')).toBe('live')
    expect(verdict('函数控制在 50 行以内', 'functions must not exceed 50 lines')).toBe('live')
    expect(verdict('Split functions longer than 50 lines', '函数别超过 50 行')).toBe('live')
  })

  it('turned the other way, waits', () => {
    expect(verdict('Keep functions over 50 lines', '函数别超过 50 行')).toBe('opposite')
    expect(verdict('Functions may exceed 50 lines', '函数别超过 50 行')).toBe('opposite')
    expect(verdict('Keep lines over 100 characters', 'lines should not exceed 100 characters')).toBe('opposite')
    expect(verdict('Never write lines under 100 characters', 'lines should not exceed 100 characters')).toBe('opposite')
    expect(verdict('Keep functions under 80 lines', '函数别超过 50 行')).not.toBe('live')
  })

  it('a unit character that begins a longer word is no unit', () => {
    expect(verdict('Dates in ISO 8601 format', '日期统一用 ISO 8601 格式')).toBe('live')
  })
})
