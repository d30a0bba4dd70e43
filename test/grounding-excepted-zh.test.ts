import { describe, expect, it } from 'vitest'
import { partsOf } from '../src/core/claim-parts.js'
import { exceptsIncluded } from '../src/core/exception-included.js'
import { verdict } from './helpers/ground-verdict.js'

// Session 25, from session 24's left-undone list: 「X 除外」 ending a rule is the other side of the
// rule, as 「但是 X 不…」 is; it was read as a clause that does, so the two crossed ("opposite").
describe('a case left out at the end: 「日志类的大表除外」', () => {
  it('is the side of 「日志类的大表不建」: the user\'s rule restated is live', () => {
    expect(verdict('外键都要建，日志类的大表除外', '外键要建 但是日志类的大表不建')).toBe('live')
    expect(partsOf('外键都要建，日志类的大表除外').map((p) => p.stance)).toEqual(['do', 'dont'])
  })

  it('after a rule that refuses, the case left out is the one that does', () => {
    expect(partsOf('外键都不建，日志类的大表除外').map((p) => p.stance)).toEqual(['dont', 'do'])
    expect(verdict('外键都不建，日志类的大表除外', '外键要建 但是日志类的大表不建')).not.toBe('live')
  })

  it('the case put back under the rule, or dropped, still waits', () => {
    expect(verdict('外键都要建，日志类的大表也要建', '外键要建 但是日志类的大表不建')).toBe('opposite')
    expect(verdict('外键都要建', '外键要建 但是日志类的大表不建')).not.toBe('live')
  })

  it('a case left out that goes on to say what holds for it keeps its own reading', () => {
    // 「SDK 那个包例外，那边注释还是英文」: what follows says the case's rule (a tune row of the fourteenth set).
    expect(partsOf('代码注释都写成中文吧，不过对外的 SDK 那个包例外，那边注释还是英文').map((p) => p.stance)[1]).not.toBe('dont')
  })
})

// Session 25: the mirror of exception-included.ts. The judgment leaves out a case the user put in.
describe('a case the user put in, left out by the judgment', () => {
  it('waits, naming the user\'s clause and the judgment\'s', () => {
    expect(verdict('所有接口都要写测试，健康检查例外', '每个接口都要写测试，健康检查的也要')).toBe('changes')
    expect(exceptsIncluded('所有接口都要写测试，健康检查例外', '每个接口都要写测试，健康检查的也要')).toEqual({ from: ['健康检查的也要'], to: ['健康检查例外'] })
    expect(verdict('Write tests for every endpoint, except the health checks', 'write tests for every endpoint, the health checks too')).toBe('changes')
    expect(verdict('周五下午不上线，紧急修复除外', '周五下午一律不上线，紧急修复也不例外')).toBe('changes')
  })

  it('the user\'s own exception, restated, is theirs', () => {
    expect(verdict('所有接口都要写测试，健康检查例外', '每个接口都要写测试，健康检查那种不用')).toBe('live')
    expect(verdict('Write tests for every endpoint, except the health checks', 'write tests for every endpoint except the health check ones')).toBe('live')
    expect(verdict('周五下午不上线，紧急修复除外', '周五下午不上线，除非是紧急修复')).toBe('live')
  })
})

// Session 42: the twenty-third set's tune half — 「…，别让我每次都提醒，单文件的小修复除外」 left the small
// fixes out of the rule, not out of the tiredness of reminding (claim-parts.ts REMINDER), and 「除 X 外，…」
// names the case first as 「除了 X，…」 does (exception-crossed.ts, claim-parts.ts CONDITION).
describe('a case left out after a reminder, and 除 … 外 first', () => {
  const said = '每次都必须用 cto-parallel-orchestrator 这个 agent，别让我每次都提醒，单文件的小修复除外'
  it('restated, is the user\'s', () => {
    expect(verdict('除单文件小修复外，每次都必须使用 cto-parallel-orchestrator agent', said)).toBe('live')
    expect(verdict('除纯转发接口外，所有接口都要写单测', '所有接口都要写单测，纯转发的除外')).toBe('live')
    expect(verdict('除文档改动外，提交前都要跑 lint', '提交前跑 lint，别让我再提醒你了，文档改动除外')).toBe('live')
  })
  it('turned round or put back, waits', () => {
    expect(verdict('一般不用 cto-parallel-orchestrator agent，只有单文件小修复时才用', said)).not.toBe('live')
    expect(verdict('单文件小修复也要用 cto-parallel-orchestrator agent', said)).not.toBe('live')
    expect(verdict('纯转发接口也要写单测', '所有接口都要写单测，纯转发的除外')).not.toBe('live')
  })
})
