// Session 45, our own construction (a probe batch of Chinese chat rules): 「只加不删」 keeps one act and
// refuses the other, in four characters; 「废弃的数据库字段直接删掉」 after 「数据库字段只加不删，废弃的字段标记
// 一下就行」 went live.
import { describe, expect, it } from 'vitest'
import { doesRefusedOfOnly } from '../src/core/only-not-zh.js'
import { verdict } from './helpers/ground-verdict.js'

describe('只A不B', () => {
  it('the refused act done waits, naming both', () => {
    expect(verdict('废弃的数据库字段直接删掉', '数据库字段只加不删，废弃的字段标记一下就行')).toBe('changes')
    expect(doesRefusedOfOnly('废弃的数据库字段直接删掉', '数据库字段只加不删，废弃的字段标记一下就行')).toEqual({ from: ['数据库字段只加不删'], to: ['废弃的数据库字段直接删掉'] })
  })

  it('said again, or the act refused, goes live', () => {
    expect(verdict('数据库字段只增不删，废弃字段做标记', '数据库字段只加不删，废弃的字段标记一下就行')).toBe('live')
    expect(verdict('数据库字段不要删', '数据库字段只加不删')).toBe('live')
    expect(doesRefusedOfOnly('接口文档删掉旧的示例', '数据库字段只加不删')).toBeUndefined()
  })
})
