// A forbidding clause's manner word (别瞎猜, 别乱改) is how carelessly the act is done, not what is
// held back (issue 19, ground8): the judgment that just does the act turns the user's "don't" into a
// "do". Constructed cases, not pairs of the labelled sets.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('别瞎 / 别乱 hold back the act itself', () => {
  it('"就猜一个" after "…，别瞎猜" is the opposite', () => {
    expect(verdict('不知道接口参数时就猜一个', '不知道接口参数就去查文档，别瞎猜')).toBe('opposite')
  })

  it('the user\'s chosen act restated stays live', () => {
    expect(verdict('不知道接口参数时就去查文档', '不知道接口参数就去查文档，别瞎猜')).toBe('live')
    expect(verdict('提交信息写一句话就够了', '提交信息不用写太长，一句话说清楚就行。')).toBe('live')
  })
})
