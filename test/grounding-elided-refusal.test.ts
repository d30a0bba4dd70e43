// Session 35, the whole-transcripts set's tune half (t29-4) and our own construction after it: 无所谓 and
// 都行 allow as 可以 does, so 「lib 代码里不要用 unwrap()，测试里可以」 after 「unwrap() 不要出现在 lib 里，tests 里无所谓」
// no longer relaxes what the user said; and a clause that refuses without naming what (「业务代码不行」)
// refuses the value of the clause before it.
import { describe, expect, it } from 'vitest'
import { analyseClaim } from '../src/core/slots.js'
import { verdict } from './helpers/ground-verdict.js'

describe('无所谓 and 都行 allow', () => {
  it('the user\'s licence, restated with 可以, is live (was held as relaxing)', () => {
    expect(verdict('lib 代码里不要用 unwrap()，测试里可以', 'unwrap() 不要出现在 lib 里，tests 里无所谓')).toBe('live')
    expect(verdict('注释可以用中文或英文', '注释用中文英文都行')).toBe('live')
    expect(verdict('变量名可以长一些，但要清楚', '变量名长一点无所谓，关键是清楚')).toBe('live')
  })
  it('a licence the user never gave still waits', () => {
    expect(verdict('lib 代码里不要用 unwrap()，测试里可以', 'unwrap() 不要出现在 lib 里，tests 里也不行')).not.toBe('live')
    expect(verdict('变量名长短无所谓', '变量名一定要短')).not.toBe('live')
    expect(verdict('注释用中文英文都行', '注释必须用中文')).not.toBe('live')
  })
})

describe('a refusal that names no value', () => {
  it('takes the value of the clause before it', () => {
    expect(analyseClaim('测试里用 any 无所谓，业务代码不行').values.map((v) => [v.value, v.stance])).toEqual([['any', 'allow'], ['any', 'dont']])
    expect(analyseClaim('测试里用 any 无所谓，业务代码不要用 lodash').values.map((v) => [v.value, v.stance])).not.toContainEqual(['any', 'dont'])
  })
  it('the user\'s own rule is live (was held as the opposite)', () => {
    expect(verdict('业务代码不要用 any，测试代码可以', '测试里用 any 无所谓，业务代码不行')).toBe('live')
  })
  it('a licence everywhere still waits', () => {
    expect(verdict('测试代码里用 any 无所谓', '测试里也不许用 any')).not.toBe('live')
    expect(verdict('业务代码也可以用 any', '测试里用 any 无所谓，业务代码不行')).not.toBe('live')
  })
})
