// Session 38, probes of chat words: a clause that only names examples of the thing before it ("…, like
// map/filter", "…, e.g. tokens", 比如 …) was read as a clause of its own — "like" as the verb, so a
// refusal with examples after it counted as two clauses, one of them a "do", and "Use lodash for map and
// filter" after "dont use lodash for stuff the language already does, like map/filter" went live. The
// examples now go on with the clause before (same-for.ts EXAMPLES_OPEN; claim-parts.ts Part `example`).
// And in a Chinese judgment a Latin word neither table knows names a tool however it is cased: 「提交前先运行
// golint」 after 「写完代码跑一下 go vet 再提交」 went live (latin-unsaid.ts).
import { describe, expect, it } from 'vitest'
import { analyseClaim } from '../src/core/slots.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a clause of examples', () => {
  it('is not a clause of its own', () => {
    expect(analyseClaim('dont use lodash for stuff the language already does, like map/filter').clauses).toBe(1)
    expect(analyseClaim('never log secrets, e.g. tokens or passwords').clauses).toBe(1)
  })
  it('leaves the refusal before it a refusal: turned round, it waits (was live)', () => {
    expect(verdict('Use lodash for map and filter', 'dont use lodash for stuff the language already does, like map/filter')).not.toBe('live')
    expect(verdict('Use lodash for everything', 'dont use lodash for stuff the language already does, like map/filter')).not.toBe('live')
    expect(verdict('用 lodash 做 map 和 filter', '别用 lodash 做语言本身就有的事，比如 map/filter')).not.toBe('live')
    expect(verdict('Log tokens and passwords', 'never log secrets, e.g. tokens or passwords')).not.toBe('live')
  })
  it('the rule restated with its examples, and "like" as a verb, are live', () => {
    expect(verdict('Never log secrets such as tokens or passwords', 'never log secrets, e.g. tokens or passwords')).toBe('live')
    expect(verdict('Don\'t use lodash for things the language already does, like map/filter', 'dont use lodash for stuff the language already does, like map/filter')).toBe('live')
    expect(verdict('Indent with tabs', 'i like tabs for indentation')).toBe('live')
  })
})

describe('a Latin word in a Chinese judgment', () => {
  it('names a tool the user never named: it waits (was live)', () => {
    expect(verdict('提交前先运行 golint', '写完代码跑一下 go vet 再提交')).not.toBe('live')
    expect(verdict('提交前先运行 staticcheck', '提交前跑一下 go vet')).not.toBe('live')
  })
  it('a word that translates the user\'s, or an example of a kind they named, stays live', () => {
    expect(verdict('提交前先运行 go vet', '写完代码跑一下 go vet 再提交')).toBe('live')
    expect(verdict('生产环境禁止使用 :latest tag', '生产环境不许用 :latest 标签')).toBe('live')
    expect(verdict('page、layout 这类特殊文件，名字要遵循 Next.js 的约定。', '特殊文件按 Next.js 的命名约定来命名。')).toBe('live')
  })
})
