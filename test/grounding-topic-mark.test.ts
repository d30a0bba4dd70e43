// Session 44, after a pair of the twenty-fifth set's tune half: 「性能这块，…」 ("as for performance, …") names
// the rule's topic, not a thing in front of the user; "where appropriate" hedges as "where possible" does;
// 副作用 is "side effects". Constructed cases, not pairs of the labelled sets.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('a topic marked with 这块 / 这方面', () => {
  it('does not narrow the rule to the thing in front of the user', () => {
    expect(verdict('For accessibility, give every icon button an aria-label where appropriate and clean up side effects', '可访问性这块，图标按钮都要加 aria-label，副作用记得清理')).toBe('live')
    expect(verdict('For logging, use structured JSON logs', '日志这方面：统一打结构化的 JSON 日志')).toBe('live')
  })

  it('a 这块 that points at the code in front of the user still does', () => {
    expect(verdict('Always wrap every handler in try/catch', '这块 handler 先包一层 try/catch')).not.toBe('live')
  })
})
