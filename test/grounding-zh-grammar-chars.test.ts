// A one-character verb of the user's between grammar characters (只收, 留在), spelled out by the
// restatement as a word that keeps it (收集, 保留) (issue 19, adds23, src/core/zh-grammar-chars.ts,
// read by shared-morpheme.ts). Both ways: those restatements are live; a verb the user never said
// (发送 for 收, 删除 for 留) still counts.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { sharesMorpheme } from '../src/core/shared-morpheme.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('a one-character verb between grammar characters', () => {
  it('is kept by the two-character word that spells it out', () => {
    expect(live('日志只收集 error 级别的条目', '日志只收 error 级别的')).toBe(true)
    expect(live('临时文件都保留在 tmp 目录里', '临时文件都留在 tmp 目录里')).toBe(true)
    expect(sharesMorpheme('保留', '临时文件都留在 tmp 目录里', '临时文件都保留在 tmp 目录里')).toBe(true)
  })

  it('is not said by another verb', () => {
    expect(live('日志只发送 error 级别的条目', '日志只收 error 级别的')).toBe(false)
    expect(live('临时文件都删除在 tmp 目录里', '临时文件都留在 tmp 目录里')).toBe(false)
    expect(sharesMorpheme('删除', '临时文件都留在 tmp 目录里', '临时文件都删除在 tmp 目录里')).toBe(false)
    // 先 ends a word (优先用): the 用 after it is no verb alone that 别用 keeps.
    expect(sharesMorpheme('别用', '接口里处理错误优先用 Result', '接口里别用 Result')).toBe(false)
  })
})
