import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): a short form or a plain synonym the
// lexicon's row lacked (perf for performance, reversible for rollback, pointless for unnecessary),
// so the restatement in the row's own word missed the concept and waited.
describe('a concept said by its short form or plain synonym (lexicon-table.ts)', () => {
  it('lets the restatement through', () => {
    expect(verdict('数据迁移必须可回滚', 'every migration has to be reversible')).toBe('live')
    expect(verdict('性能优先', 'perf first')).toBe('live')
    expect(verdict('Perf first', '性能优先')).toBe('live')
    expect(verdict('Remove unnecessary casts', 'remove pointless casts')).toBe('live')
  })

  it('holds another value or the waiver beside it', () => {
    expect(verdict('数据迁移可以不回滚', 'every migration has to be reversible')).not.toBe('live')
    expect(verdict('Correctness first', 'perf first')).not.toBe('live')
  })
})
