// A rule the user limited, restated without the limit and widened (issue 19, ground4). Constructed cases.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'
import { dropsLimit, widensPastSaid } from '../src/core/limit-dropped.js'

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

describe('widened past what the user named (ground8)', () => {
  it('"for every X, not just <the user\'s scope>": waits', () => {
    expect(verdict('Add docstrings to every public class, not just the service layer', 'Add docstrings to the service layer classes.')).toBe('generalises')
    expect(widensPastSaid('所有函数都要写单元测试，不只是核心模块', '核心模块要写单元测试')).toBe(true)
  })

  it('the user said "every" or "not just" themselves, or the judgment adds no "every": live', () => {
    expect(verdict('Log every failed request, not just the timeouts', 'Log every failed request, not only timeouts.')).toBe('live')
    expect(verdict('Document private APIs too, not just public ones', 'Document both public and private APIs')).toBe('live')
    expect(widensPastSaid('Add docstrings to the service layer, not just the models', 'Add docstrings to the service layer classes.')).toBe(false)
  })
})
