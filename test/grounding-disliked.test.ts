// Session 32, our own construction: what the user says they hate, done. "Apologize before fixing
// mistakes" after "I hate when you apologize, just fix it" and "Guess when unsure" after "I hate when
// you guess, ask me" went live: clause-flip.ts cut "when you apologize" off as a condition, leaving
// only "hate" as what the clause held back. After "hate (it) when" the "when" names what is disliked.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('what the user hates, done', () => {
  it('waits (was live)', () => {
    expect(verdict('Apologize before fixing mistakes', 'I hate when you apologize, just fix it')).toBe('opposite')
    expect(verdict('Guess when unsure', 'I hate when you guess, ask me')).toBe('opposite')
  })
  it('the dislike said again is live', () => {
    expect(verdict('Don\'t apologize; just fix the problem', 'I hate when you apologize, just fix it')).toBe('live')
    expect(verdict('Fix mistakes without apologizing', 'I hate when you apologize, just fix it')).toBe('live')
    expect(verdict('Ask instead of guessing', 'I hate when you guess, ask me')).toBe('live')
    expect(verdict('Never use emojis', 'I can\'t stand when you use emojis')).toBe('live')
    expect(verdict('Never merge code without review', 'I hate it when code is merged without review')).toBe('live')
    expect(verdict('Run the tests before pushing', 'I hate when builds break, so run the tests before pushing')).toBe('live')
  })
})
