// Session 37 (session 36's review): a value the user never named is quoted on the card as the model
// wrote it ("React", "C++"), not in the lower-case form the value table reads ("react", "c++"); the
// verdict is the same either way. A choice the user left open, made a rule, is read once per piece
// (left-open.ts) and keeps its card naming what it changes.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'

const ground = (judgment: string, said: string) => groundIn(judgment, [{ text: said }])

describe('a value the user never named', () => {
  it('is quoted as the judgment spells it', () => {
    const g = ground('Name React components in PascalCase', 'components are PascalCase')
    expect(g.blocked).toBe('adds')
    expect(g.added).toContain('React')
    expect(g.added).not.toContain('react')
    expect(ground('Respect C++\'s one-definition rule', 'Follow the one-definition rule (ODR).').added).toContain('C++')
  })
  it('said by the user in another case is still theirs', () => {
    expect(ground('Name react components in PascalCase', 'react components are PascalCase').blocked).toBeUndefined()
  })
})

describe('a choice left open, made a rule', () => {
  it('is named for what it changes, not as a case made a duty', () => {
    const g = ground('Always use tabs', 'tabs are fine i guess')
    expect(g.blocked).toBe('changes')
    expect(g.changed?.[0]?.to).toEqual(['Always'])
  })
  it('a case left free made a duty is a rule widened', () => {
    expect(ground('Use any', 'sometimes its ok to use any').blocked).toBe('generalises')
  })
})
