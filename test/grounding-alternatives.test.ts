// Session 45, our own construction after a pair of the twenty-sixth set's tune half: a place the user
// named as one of two ("in the package docs or the package-level AGENTS.md") swapped for a third went
// live — the span swap aligns the judgment with the user's sentence, and an "or" list does not align.
// Each alternative is read alone; a trailing "as well" is left out.
import { describe, expect, it } from 'vitest'
import { orAlternatives, withoutAdditive } from '../src/core/alternatives.js'
import { verdict } from './helpers/ground-verdict.js'

describe('one of two places the user named', () => {
  it('swapped for a third waits', () => {
    expect(verdict('Put design notes in the root AGENTS.md', 'put design notes in the package docs or the package-level AGENTS.md')).toBe('changes')
    expect(verdict('Put design notes into the root AGENTS.md as well', 'put design notes in the package docs or the package-level AGENTS.md')).not.toBe('live')
  })

  it('either alternative goes live', () => {
    expect(verdict('Put design notes in the package-level AGENTS.md', 'put design notes in the package docs or the package-level AGENTS.md')).toBe('live')
    expect(verdict('Put design notes in the package docs', 'put design notes in the package docs or the package-level AGENTS.md')).toBe('live')
    expect(verdict('Store sessions in redis', 'store sessions in redis or memcached')).toBe('live')
  })

  it('reads the list and the additive', () => {
    expect(orAlternatives('store sessions in redis or memcached, not postgres')).toEqual(['store sessions in redis, not postgres', 'store sessions in memcached, not postgres'])
    expect(orAlternatives('store sessions in redis')).toEqual([])
    expect(withoutAdditive('Put them in the root AGENTS.md as well.')).toBe('Put them in the root AGENTS.md.')
  })
})
