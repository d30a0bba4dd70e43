import { describe, expect, it } from 'vitest'
import { turnsDutyByAntonym } from '../src/core/duty-antonym.js'
import { verdict } from './helpers/ground-verdict.js'

// Session 18 (order24), our own sentences: what the user said a thing has to be, let or made its
// opposite ("may be one-way" for "has to be reversible", "can be blocking" for "must be non-blocking").
describe('a duty turned by an antonym', () => {
  it('waits', () => {
    expect(verdict('Schema changes can be one-way', 'schema changes have to be reversible')).toBe('changes')
    expect(verdict('Schema changes may be irreversible', 'schema changes have to be reversible')).toBe('changes')
    expect(verdict('Event handlers can be blocking', 'event handlers must be non-blocking')).toBe('changes')
    expect(turnsDutyByAntonym('接口可以不幂等', '接口必须幂等')).toBeDefined()
  })

  it('the duty restated, or its opposite refused, is the user\'s', () => {
    expect(verdict('Every schema change has to stay reversible', 'schema changes have to be reversible')).toBe('live')
    expect(verdict('Event handlers must be non-blocking', 'event handlers must be non-blocking')).toBe('live')
    expect(turnsDutyByAntonym('Never ship a one-way schema change', 'schema changes have to be reversible')).toBeUndefined()
    expect(turnsDutyByAntonym('Irreversible schema changes are not allowed', 'schema changes have to be reversible')).toBeUndefined()
    expect(turnsDutyByAntonym('接口必须保持幂等', '接口必须幂等')).toBeUndefined()
  })

  it('another thing is not this reading', () => {
    expect(turnsDutyByAntonym('Log files can be irreversible', 'schema changes have to be reversible')).toBeUndefined()
  })
})
