import { describe, expect, it } from 'vitest'
import { sharesMorpheme } from '../src/core/shared-morpheme.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction: a Chinese restatement that keeps the morpheme of the user's word.
describe('a Chinese word that keeps the user\'s morpheme', () => {
  it('is the user\'s word reworded', () => {
    expect(sharesMorpheme('相同', '同样的输入得到同样的输出', '相同的输入')).toBe(true)
    expect(sharesMorpheme('修复', '只做修 bug 和文档', '只接受 bug 修复')).toBe(true)
    expect(verdict('发版前要把测试全部修复好', '发版前要把测试全部修好')).toBe('live')
  })

  it('a word that differs in a contrasting character, or a word the judgment keeps itself, is not', () => {
    expect(sharesMorpheme('前端', '后端统一用 UTC', '前端统一用 UTC')).toBe(false)
    expect(sharesMorpheme('异步', '都用同步接口', '都用异步接口')).toBe(false)
    expect(sharesMorpheme('日志', '日志和日期', '日志和日期')).toBe(false)
    expect(verdict('前端的时间统一用 UTC', '后端的时间统一用 UTC')).not.toBe('live')
  })
})
