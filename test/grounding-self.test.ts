// A rule grounds itself (issue 19, ground8): a value the text names in a clause that does and in
// one that does not ("Postgres 16 in CI; never Postgres 16 beta images") is not flipped against
// itself; utility classes with a stop-word part ("me-2", the margin-end class) still trade places.
// Constructed cases, not pairs of the labelled sets.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { swapsTerm } from '../src/core/term-swap.js'
import { verdict } from './helpers/ground-verdict.js'

const self = (text: string) => groundIn(text, [{ text }]).grounded

describe('a line against its own words', () => {
  it('grounds, though one value stands in a doing and a forbidding clause', () => {
    expect(self('Run Postgres 16 in CI; never Postgres 16 beta images.')).toBe(true)
    expect(self('ps-2 not pl-2 (padding-start)')).toBe(true)
    expect(self('Use docker compose for local runs; avoid the obsolete docker-compose binary.')).toBe(true)
  })
})

describe('hyphenated utility classes trading places', () => {
  it('"mr-2 not me-2" after "me-2 not mr-2": waits as a change', () => {
    expect(verdict('mr-2 not me-2', 'me-2 not mr-2 (margin-end)')).toBe('changes')
    expect(swapsTerm('mr-2 not me-2', 'me-2 not mr-2 (margin-end)', 'me-2 not mr-2 (margin-end)')).toEqual({ from: ['me', 'mr'], to: ['mr', 'me'] })
  })
})
