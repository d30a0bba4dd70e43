// Session 30, our own construction. A duty the user wants done now, put off, went live: 「接口文档有空
// 再补」 after 「接口文档必须跟代码同步更新」, "Update the docs later" after "always update the docs in the
// same PR as the code" (src/core/deferred.ts). And "X is overkill" said nothing against X: "Deploy side
// projects on Kubernetes" after "kubernetes seems overkill for a side project" was live, "Don't use
// Redux" after "redux is overkill here" held as the opposite (claims.ts, claim-parts.ts).
import { describe, expect, it } from 'vitest'
import { defersDuty } from '../src/core/deferred.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a duty put off', () => {
  it('waits as a change (was live)', () => {
    expect(verdict('接口文档有空再补', '接口文档必须跟代码同步更新')).toBe('changes')
    expect(verdict('Update the docs later', 'always update the docs in the same PR as the code')).toBe('changes')
    expect(verdict('测试回头再补', 'bug 修完马上补测试')).toBe('changes')
    expect(verdict('changelog 有空再更新', 'changelog 每次发版都要更新')).toBe('changes')
    expect(defersDuty('接口文档有空再补', '接口文档必须跟代码同步更新')).toEqual({ from: ['必须'], to: ['有空再补'] })
  })
  it('said as the user said it, or put off by the user, is live', () => {
    expect(verdict('改接口时同步更新文档', '接口文档必须跟代码同步更新')).toBe('live')
    expect(verdict('测试以后再补', '先把功能做出来，测试以后再说')).toBe('live')
    expect(verdict('Refactor later', 'we can refactor later, ship it first')).toBe('live')
  })
})

describe('"X is overkill" turns X away', () => {
  it('doing X waits (was live)', () => {
    expect(verdict('Deploy side projects on Kubernetes', 'kubernetes seems overkill for a side project')).toBe('opposite')
    expect(verdict('Use Redux for state management', 'redux is overkill here, just use context')).not.toBe('live')
  })
  it('refusing X is live (was held as the opposite)', () => {
    expect(verdict('Don\'t use Redux', 'redux is overkill here, just use context')).toBe('live')
    expect(verdict('Avoid Kubernetes for side projects', 'kubernetes seems overkill for a side project')).toBe('live')
  })
})
