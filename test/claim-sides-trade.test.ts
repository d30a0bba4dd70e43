// Two contrasts that trade their choice (issue 19, ground4): code names kept whole on each side
// ("query_posts" is not the words query and posts), "… faster than X" as a contrast, and a word
// only one side of each claim has crossing over. Constructed cases.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'
import { analyseClaim } from '../src/core/slots.js'
import { partsOf } from '../src/core/claim-parts.js'

describe('code names on the sides of a rule', () => {
  it('the refused name chosen over the chosen one waits', () => {
    expect(verdict('Use cursor_rows() instead of PG_Cursor', 'Use PG_Cursor or get_rows() — never cursor_rows()')).not.toBe('live')
    expect(verdict('Use PG_Cursor or get_rows(), not cursor_rows()', 'Use PG_Cursor or get_rows() — never cursor_rows()')).toBe('live')
  })
})

describe('"… faster than X" turns away from X', () => {
  it('is a contrast side', () => {
    const parts = analyseClaim('Prefer columnar scans for reports — much faster than row scans.').parts ?? []
    expect(parts.some((p) => p.rejected && p.text.includes('row scans'))).toBe(true)
  })

  it('choosing X over the chosen thing trades the choice; restating it is live', () => {
    expect(verdict('Prefer row scans over columnar scans for reports', 'Prefer columnar scans for reports — much faster than row scans.')).not.toBe('live')
    expect(verdict('For reports, prefer columnar scans to row scans', 'Prefer columnar scans for reports — much faster than row scans.')).toBe('live')
  })
})

describe('"Use X unless Y is needed" chooses X over Y (ground8)', () => {
  it('a judgment that chooses Y over X waits', () => {
    expect(verdict('Use custom low-level drawing rather than Compose layouts and modifiers', 'Use Compose layouts and modifiers unless custom low-level drawing is needed.')).not.toBe('live')
    expect(partsOf('use compose layouts unless custom low-level drawing is needed').map((p) => p.rejected)).toEqual([false, true])
  })

  it('the same rule restated, or an avoid-rule\'s exception: live', () => {
    expect(verdict('Use Compose layouts and modifiers unless custom low-level drawing is needed', 'Use Compose layouts and modifiers unless custom low-level drawing is needed.')).toBe('live')
    expect(verdict('Use Pinia stores for shared state except when a composable is really needed', 'Use Pinia stores for shared state unless a composable is really needed')).toBe('live')
    expect(verdict('Avoid class components unless error boundaries are needed', 'Avoid class components unless error boundaries are required')).toBe('live')
    expect(partsOf('avoid class components unless error boundaries are needed').map((p) => p.rejected)).toEqual([false])
  })
})
