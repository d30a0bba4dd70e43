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

describe('everyday opposed choices', () => {
  it('the other of two choices waits as a change (was live)', () => {
    expect(verdict('函数名用名词开头', '函数命名用动词开头')).toBe('changes')
    expect(verdict('类名用动词', '类名用名词')).toBe('changes')
    expect(verdict('用绝对时间显示', '用相对时间显示')).toBe('changes')
    expect(verdict('用硬删除', '用软删除')).toBe('changes')
    expect(verdict('在当前标签页打开', '新开页面用新标签页打开')).toBe('changes')
  })
  it('the same choice said again is live', () => {
    expect(verdict('函数名以动词开头', '函数命名用动词开头')).toBe('live')
    expect(verdict('Class names should be nouns', '类名用名词')).toBe('live')
  })
})
