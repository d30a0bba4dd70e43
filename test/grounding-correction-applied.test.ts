import { describe, expect, it } from 'vitest'
import { correctionsIn } from '../src/core/correction-applied.js'
import { groundIn } from '../src/core/ground.js'
import { verdictIn } from './helpers/ground-verdict.js'

const verdictOf = verdictIn

// Cases of our own construction: a short second message that corrects a value of the first, or
// narrows it, as people type in chat.
describe('a correction in the next message', () => {
  it('the corrected reading is the user\'s; the value taken back waits, quoting the words and the correction', () => {
    expect(verdictOf('Use 4 spaces for indentation', 'indent with 2 spaces', 'sorry, 4. this is a python repo')).toBe('live')
    expect(verdictOf('Use 2 spaces for indentation', 'indent with 2 spaces', 'sorry, 4. this is a python repo')).toBe('changes')
    expect(verdictOf('用 axios 发请求', '请求用 fetch 就行', '算了还是用 axios 吧，拦截器方便')).toBe('live')
    expect(verdictOf('用 fetch 发请求', '请求用 fetch 就行', '算了还是用 axios 吧，拦截器方便')).toBe('changes')
    expect(verdictOf('Format dates as YYYY-MM-DD', 'format dates as DD/MM/YYYY', 'hmm no, use ISO, YYYY-MM-DD')).toBe('live')
    const g = groundIn('Use 2 spaces for indentation', [{ text: 'indent with 2 spaces' }, { text: 'sorry, 4. this is a python repo' }])
    // The correction alone ("sorry, 4.") does not say what it corrects: the card quotes both.
    expect(g.quote).toBe('indent with 2 spaces / sorry, 4. this is a python repo')
    expect(g.changed).toEqual([{ from: ['4'], to: ['2'] }])
  })

  it('a long message before the correction is cut first: the correction is quoted whole', () => {
    const earlier = `indent with 2 spaces, ${'and keep the lines short and readable, '.repeat(6)}please`
    const later = 'sorry, 4. this is a python repo'
    const g = groundIn('Use 2 spaces for indentation', [{ text: earlier }, { text: later }])
    expect(g.blocked).toBe('changes')
    expect(g.quote!.startsWith('indent with 2 spaces')).toBe(true)
    expect(g.quote!.endsWith(` / ${later}`)).toBe(true)
    expect([...g.quote!].length).toBeLessThanOrEqual(200)
    expect(g.quote).toContain('… / ')
  })

  it('a narrowing in the next message: the narrowed rule is theirs, the rule without it waits', () => {
    expect(verdictOf('Write tests for every endpoint except health checks', 'write tests for every endpoint', 'except the health check ones')).toBe('live')
    expect(verdictOf('Write tests for every endpoint', 'write tests for every endpoint', 'except the health check ones')).toBe('generalises')
    expect(verdictOf('支付相关的接口写集成测试', '每个接口都写集成测试', '其实只有支付相关的接口需要')).toBe('live')
    expect(verdictOf('所有接口都写集成测试', '每个接口都写集成测试', '其实只有支付相关的接口需要')).toBe('generalises')
  })

  it('a next message that corrects nothing changes nothing', () => {
    expect(correctionsIn([{ text: 'indent with 2 spaces' }, { text: 'also add a trailing newline' }])).toEqual([])
    expect(correctionsIn([{ text: 'use pnpm' }, { text: 'thanks, that worked. now fix the build for node 22' }])).toEqual([])
    expect(verdictOf('Use pnpm', 'use pnpm', 'thanks! now fix the build')).toBe('live')
    // Another thing's value (代码注释), not a correction of the reply's language.
    expect(correctionsIn([{ text: '回复用中文' }, { text: '其实代码注释还是用英文' }])).toEqual([])
  })
})
