// Session 30, our own construction: the other end of "how much" went live. 「日志尽量简略」 after
// 「日志要详细一点」, "Commit rarely" after "commit often, in small steps", 「很少提交」 after
// 「经常提交」, 「错误尽量晚点暴露」 after 「错误要尽早暴露」: opposite choices of one slot (antonyms.ts).
// And a verb that only carries the manner, said another way, was read as a swap: 「注释保持简洁」
// after 「注释写得简洁些」 waited as "changes 写得 to 保持" (span-swap-zh.ts).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('detail, frequency and timing turned round', () => {
  it('waits as a change (was live)', () => {
    expect(verdict('日志尽量简略', '日志要详细一点')).toBe('changes')
    expect(verdict('Make large infrequent commits', 'commit often, in small steps')).toBe('changes')
    expect(verdict('Commit rarely', 'commit often, in small steps')).toBe('changes')
    expect(verdict('很少提交', '经常提交，小步快跑')).toBe('changes')
    expect(verdict('错误尽量晚点暴露', '错误要尽早暴露')).toBe('changes')
  })
  it('said the same way is live', () => {
    expect(verdict('日志写详细', '日志要详细一点')).toBe('live')
    expect(verdict('Commit frequently', 'commit often, in small steps')).toBe('live')
    expect(verdict('Keep logs detailed', '日志要详细一点')).toBe('live')
  })
})

describe('a verb that only carries the manner', () => {
  it('said another way is no swap (was held as a change)', () => {
    expect(verdict('注释保持简洁', '注释写得简洁些')).toBe('live')
    expect(verdict('注释写得详细些', '注释写得简洁些')).toBe('changes')
  })
})
