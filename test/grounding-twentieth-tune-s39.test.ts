// Session 39, the twentieth set's tune half and the nineteenth's (their other halves are held aside, never
// read), with constructed probes of the same shapes: the user's own words held as their opposite, and an
// inversion that went live.
import { describe, expect, it } from 'vitest'
import { analyseClaim } from '../src/core/slots.js'
import { verdict, verdictIn } from './helpers/ground-verdict.js'

const F_STRINGS = 'f-strings (`logger.info(f"...")`) are also safe and still common in the tree; acceptable, but prefer `{}` for new logs.'
const ATTRIBUTION = ['这几个文件帮我 commit 了吧，message 就写 fix: 修复登录态过期的问题', '对了 commit 里不要加任何 AI 署名，Co-Authored-By、Signed-off-by 这类的都别带']
const IOTA = '枚举别再用裸的 int 常量了，用带类型的 iota，相关的常量放同一个 const 块里'

describe('how a string is formatted is a choice (value-table.ts string-format)', () => {
  it('f-strings over {} after "f-strings are acceptable, but prefer {}" waits (was live)', () => {
    expect(verdict('Prefer f-strings over {} placeholders for new logs', F_STRINGS)).not.toBe('live')
    expect(verdict('Prefer f-strings for logging', 'use {} placeholders in log calls, not f-strings')).not.toBe('live')
    expect(verdict('Use {} placeholders in log calls instead of f-strings', 'use {} placeholders in log calls, not f-strings')).toBe('live')
  })
  it('an empty object is not a placeholder', () => {
    expect(analyseClaim('return {} instead of null').values.filter((v) => v.cls === 'string-format')).toEqual([])
  })
})

describe('a name listed in brackets takes the stance of its clause (name-stance.ts)', () => {
  it('the user\'s refusal restated with its list in brackets is live (was held as the opposite)', () => {
    expect(verdictIn('Don\'t add AI attribution (Co-Authored-By, Signed-off-by and the like) to git commits', ...ATTRIBUTION)).toBe('live')
  })
  it('one of the listed names made a duty, across languages, waits', () => {
    expect(verdictIn('Always add a Co-Authored-By trailer to git commits', ...ATTRIBUTION)).not.toBe('live')
  })
})

describe('the choice named in Chinese words, where the topic opens the refusal', () => {
  it('the typed iota restated is live (was held as the opposite); the bare int constants taken up wait', () => {
    expect(verdict('枚举用带类型的 iota 常量定义，相关常量集中放在同一个 const 块', IOTA)).toBe('live')
    expect(verdict('枚举用裸的 int 常量定义就行', IOTA)).not.toBe('live')
    expect(verdict('小程序的 token 放全局变量里就行', '小程序里存 token 用 wx.setStorageSync，别用全局变量存，不然切后台回来就没了')).not.toBe('live')
  })
})

describe('words read whole', () => {
  it('prevent_destroy is a name, not "prevent"', () => {
    expect(analyseClaim('Set prevent_destroy on stateful resources').parts?.map((p) => p.stance)).toEqual(['do'])
    expect(analyseClaim('prevent accidental deletes').parts?.map((p) => p.stance)).toEqual(['dont'])
  })
  it('"for go" names the language', () => {
    expect(verdict('Go package names should be lowercase and a single word where possible', 'naming the new pkg `rateLimiter` feels off for go. pls keep package names lowercase and one word when u can, like `ratelimit`')).toBe('live')
  })
  it('notebooks and cycles are said across languages', () => {
    expect(verdict('生成的 marimo 笔记本，依赖图里不能有循环', 'when u generate marimo notebooks make sure the cells dont form a cycle in the dependency graph, marimo wont run it')).toBe('live')
  })
})
