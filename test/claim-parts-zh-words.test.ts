// Chinese words the clause reader mistook (issue 19, ground15): 别 in 别处 / 别人 / 别的 is
// "other", not "don't"; 不可变 is "immutable", not a negation; "需要时才 / 需要时再" is "only when
// needed". Each locked both ways: the look-alike still negates or still stays plain.
import { describe, expect, it } from 'vitest'
import { partsOf } from '../src/core/claim-parts.js'
import { stanceOf } from '../src/core/claims.js'

const stances = (text: string) => partsOf(text).map((p) => p.stance)

describe('别 as "other"', () => {
  it('别处 / 别人 / 别的 do not forbid', () => {
    expect(stances('方便别处调用')).toEqual(['do'])
    expect(stances('参考别人的写法')).toEqual(['do'])
    expect(stances('和别的模块共用')).toEqual(['do'])
  })

  it('别 before a verb still forbids', () => {
    expect(stances('别处理这个异常')).toEqual(['dont'])
    expect(stances('别用全局变量')).toEqual(['dont'])
  })
})

describe('不可变', () => {
  it('is an adjective', () => {
    expect(stances('状态用不可变的数据结构')).toEqual(['do'])
    expect(stanceOf('状态用不可变的数据结构')).toBe(0)
  })

  it('不可 before another verb, and 不变, still negate', () => {
    expect(stances('配置文件不可修改')).toEqual(['dont'])
    expect(stances('接口保持不变')).toEqual(['dont'])
  })
})

describe('需要时才 / 需要时再', () => {
  it('reads as only when needed', () => {
    expect(stances('需要时再改成 private')).toEqual(['only'])
    expect(stances('别的模块需要时才公开')).toEqual(['only'])
  })

  it('a time without a need is not a condition of need', () => {
    expect(stances('提交时再跑一遍测试')).toEqual(['do'])
  })
})
