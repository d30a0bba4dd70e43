// Session 37, constructed probes: the Chinese word that says which thing a rule is about, swapped
// before the same head noun — 「订单表」 for the user's 「用户表」 (head-swap-zh.ts read a rule's first run
// as a verb, and cut 用户 to 户 as if 用 were one), 「子组件」 for 「根组件」, 「备库」 for 「主库」 (one character:
// modifier-swap-zh.ts). Each went live; now it waits as a change. Restatements stay live.
import { describe, expect, it } from 'vitest'
import { swapsModifier } from '../src/core/modifier-swap-zh.js'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'

describe('which thing, swapped before one head noun', () => {
  it('two characters at the start of the rule (were live)', () => {
    const g = groundIn('订单表加软删除字段', [{ text: '用户表加软删除字段' }])
    expect(g.blocked).toBe('changes')
    expect(g.changed).toEqual([{ from: ['用户'], to: ['订单'] }])
  })
  it('one character of a closed set (were live)', () => {
    expect(verdict('在子组件里注册全局错误处理', '在根组件里注册全局错误处理')).toBe('changes')
    expect(verdict('报表查询都放到主库上跑', '报表查询都放到备库上跑')).toBe('changes')
    expect(swapsModifier('写接口要加限流', '读接口要加限流')).toEqual({ from: ['读接口'], to: ['写接口'] })
  })
  it('restated, or both named by the user, stay live', () => {
    expect(verdict('给用户表加上软删除字段', '用户表加软删除字段')).toBe('live')
    expect(verdict('禁止往主分支强推', '主分支上禁止强推')).toBe('live')
    expect(swapsModifier('子组件不要直接改父组件的状态', '子组件别直接改父组件的 state')).toBeUndefined()
  })
})

// Session 44, after a pair of the twelfth set's tune half: a modifier outside the closed sets (根 → 段落).
describe('an open modifier swapped before the same head noun', () => {
  it('waits when the judgment names another kind of the thing', () => {
    expect(verdict('在每个按钮组件上注册快捷键', '根组件上注册快捷键')).toBe('changes')
    expect(verdict('在每个输入组件里管理表单状态', '在父组件里管理表单状态')).toBe('changes')
    expect(swapsModifier('在每个段落元素上设置 dir="auto"', '根元素上设置 dir="auto" 或 dir="rtl"')).toEqual({ from: ['根元素'], to: ['段落元素'] })
  })
  it('the user\'s modifier kept, or a word of theirs, stays live', () => {
    expect(verdict('在根元素上设置 dir="auto"', '根元素上设置 dir="auto" 或 dir="rtl"')).toBe('live')
    expect(swapsModifier('快捷键统一在根组件上注册', '根组件上注册快捷键')).toBeUndefined()
    // 各自 is a word (自 is no modifier), and 分别 says how, not which (the full unit suite caught it).
    expect(verdict('测试和生产环境要分别配置', '测试环境和生产环境各自配置')).toBe('live')
    // Two characters of the user's have synonyms the table does not know (当前 / 手头); 类 of 类似 is no head.
    expect(verdict('只修改与手头任务有关的代码部分', '只改和当前任务相关的代码')).toBe('live')
    expect(swapsModifier('修改代码时优先用 apply_patch 或同类的补丁工具', '改代码优先用 apply_patch 或者类似的补丁工具')).toBeUndefined()
  })
})
