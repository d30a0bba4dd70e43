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

// Session 44, after a pair of the second whole-transcripts set's tune half: 「还有就是嗯那个状态不要全放 store 里，…」 —
// 那个 after a hesitation is a filler; 放进 restates the user's 放.
describe('a filler 那个, and a verb with its complement of direction', () => {
  const said = '还有就是嗯那个缓存不要全放 redis 里，只有跨服务共享的才放 redis，其他的就进程内部自己管'
  it('restated, goes live', () => {
    expect(verdict('只有跨服务共享的缓存才放进 redis', said)).toBe('live')
  })

  it('the other side taken still waits', () => {
    expect(verdict('所有缓存都放进 redis', said)).not.toBe('live')
  })
})
