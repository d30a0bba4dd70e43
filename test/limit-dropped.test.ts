// A rule the user limited, restated without the limit and widened (issue 19, ground4). Constructed cases.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'
import { dropsLimit } from '../src/core/limit-dropped.js'

describe('a limit dropped', () => {
  it('"sparingly" widened to "for everything" / 少用 to 到处: waits', () => {
    expect(verdict('Use global event buses for everything', 'Use global event buses sparingly')).toBe('generalises')
    expect(verdict('到处用全局事件总线', '少用全局事件总线')).toBe('generalises')
  })

  it('the limit kept, or no widening word: not this check', () => {
    expect(verdict('Reach for global event buses sparingly', 'Use global event buses sparingly')).toBe('live')
    expect(dropsLimit('Use global event buses', 'Use global event buses sparingly')).toBe(false)
    expect(dropsLimit('Always use global event buses sparingly', 'Use global event buses sparingly')).toBe(false)
  })
})
