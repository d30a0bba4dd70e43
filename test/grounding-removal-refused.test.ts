// A thing kept, said as its removal refused (issue 19, near24, src/core/removal-refused.ts):
// 「不要删」 against 「保留」, "don't delete" against "preserve". A removal asked for, a keeping
// refused, or a state the thing is kept in stay held.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('a removal refused is a keeping', () => {
  it('reads both ways, in Chinese and in English', () => {
    expect(verdict('旧的配置项别删', '老的配置项全部保留')).toBe('live')
    expect(verdict('旧的配置项要保留', '旧的配置项别删')).toBe('live')
    expect(verdict('Don\'t remove the license headers', 'always preserve the license headers')).toBe('live')
    expect(verdict('Keep the license headers', 'never delete the license headers')).toBe('live')
  })

  it('leaves a removal, a refused keeping and a kept state held', () => {
    expect(verdict('旧的配置项全部删掉', '老的配置项全部保留')).not.toBe('live')
    expect(verdict('不要保留旧的配置项', '老的配置项全部保留')).not.toBe('live')
    expect(verdict('Remove the license headers', 'always preserve the license headers')).not.toBe('live')
    expect(verdict('Don\'t remove log lines', 'keep log lines short')).not.toBe('live')
  })
})
