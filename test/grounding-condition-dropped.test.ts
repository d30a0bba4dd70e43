// A condition the judgment leaves out (issue 19, session 20): before this change "Push to main" went
// live on "if it's a hotfix, push to main" and on "for hotfixes you can push to main", 「直接推 main」 on
// 「如果是紧急修复，可以直接推 main」, 「可以用 any」 on 「测试文件里可以用 any」.
// The lead's probes, written while changing the gate: tune data, a regression guard.

import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'
import { dropsCondition } from '../src/core/condition-dropped.js'

describe('a condition the judgment leaves out', () => {
  it('holds the rule made general, and says so', () => {
    expect(verdict('Push to main', 'if it\'s a hotfix, push to main')).toBe('generalises')
    expect(verdict('Push to main', 'if its a hotfix you can push to main')).toBe('generalises')
    expect(verdict('直接推 main', '如果是紧急修复，可以直接推 main')).toBe('generalises')
    expect(verdict('可以直接推 main', '紧急修复的话可以直接推 main')).toBe('generalises')
    expect(verdict('Skip the tests', 'when the build is on fire you can skip the tests')).toBe('generalises')
  })

  it('holds an allowance taken out of the place it was given for', () => {
    expect(verdict('Push to main', 'for hotfixes you can push to main')).toBe('generalises')
    expect(verdict('Skip tests', 'in prototypes its fine to skip tests')).toBe('generalises')
    expect(verdict('可以用 any', '测试文件里可以用 any')).toBe('generalises')
    expect(verdict('不写测试', '原型阶段可以不写测试')).toBe('generalises')
    expect(verdict('测试文件中允许使用 any', '测试文件里可以用 any')).toBe('live')
    expect(verdict('原型阶段不用写测试', '原型阶段可以不写测试')).toBe('live')
    // Not an allowance: a rule with its place said, or dropped, reads as before.
    expect(verdict('Mock the network in tests', 'in tests, mock the network')).toBe('live')
  })

  it('grounds the rule that keeps it', () => {
    expect(verdict('Hotfixes may be pushed straight to main', 'if its a hotfix you can push to main')).toBe('live')
    expect(verdict('紧急修复时可以直接推 main', '如果是紧急修复，可以直接推 main')).toBe('live')
  })

  it('leaves alone the occasion a rule is about', () => {
    expect(dropsCondition('Document every new environment variable in the README', 'Whenever you add an env var, document it in the README.')).toBe(false)
    expect(dropsCondition('不要吞掉异常，至少打日志', '报错的时候别吞异常，至少打个日志。')).toBe(false)
    expect(verdict('Document every new environment variable in the README', 'Whenever you add an env var, document it in the README.')).toBe('live')
  })
})

// An exception after the rule (session 23, from the whole-transcripts sets' tune halves): the rule
// written without it covers the case the user left out. Found while measuring the retry a held write
// is offered (src/grounding/restated.ts): a model saying "所有表都要建外键约束" again without 约束 went live.
describe('an exception after the rule, dropped', () => {
  it('holds the rule without its exception', () => {
    expect(verdict('Use server components for everything', 'server components for everything unless it needs state, then client. thats the rule on this team')).toBe('generalises')
    expect(verdict('所有表都要建外键', '外键要建 但是日志类的大表不建 写入太多扛不住')).toBe('generalises')
    expect(verdict('Squash commits when merging', 'squash commits when merging, except for release branches')).toBe('generalises')
  })

  it('grounds the rule that keeps it, and a prohibition that drops "unless I say so"', () => {
    expect(verdict('Use server components unless a component needs state; then use a client component', 'server components for everything unless it needs state, then client.')).toBe('live')
    expect(verdict('外键都要建，但日志类的大表不建', '外键要建 但是日志类的大表不建 写入太多扛不住')).toBe('live')
    expect(dropsCondition('Never run commands with sudo', 'do not run commands with sudo unless I say so')).toBe(false)
    expect(dropsCondition('不要直接推 main', '不要直接推 main，但是紧急修复不用走 PR')).toBe(false)
    // Across languages the exception's words cannot be looked for: left to the other checks.
    expect(dropsCondition('变量默认用 const 声明，需要重新赋值时才用 let', 'Use const for variables unless they are reassigned')).toBe(false)
  })
})

// Session 45, our own construction: a refusal widens no allowance the user gave on a condition.
describe('a refusal after an allowance on a condition', () => {
  it('is not read as the allowance made general', () => {
    expect(dropsCondition('生产环境不能直接连数据库', '开发环境可以直接连数据库，生产环境不行')).toBe(false)
    expect(dropsCondition('可以直接连数据库', '开发环境可以直接连数据库，生产环境不行')).toBe(true)
  })
})
