// Session 40: 「文档里 _static/、extra/overrides/ 下面那些生成的或者第三方的文件，没有充分理由别去动」 — a Chinese
// topic, then a refusal with no object of its own. The clause splitter cut them apart, so the topic read as a
// clause that chose what it named, and the faithful "Don't modify generated or third-party files in …" was
// held as the opposite of the user's words while "Modify the production database directly" after
// 「生产数据库，不许直接改」 went live (topic-comment.ts).
import { describe, expect, it } from 'vitest'
import { pointsBack } from '../src/core/topic-comment.js'
import { analyseClaim } from '../src/core/slots.js'
import { verdict } from './helpers/ground-verdict.js'

const STATIC = '文档里 _static/、extra/overrides/、extra/components/ 下面那些生成的或者第三方的文件，没有充分理由别去动'

describe('a Chinese topic, then a bare refusal', () => {
  it('the refusal restated is live, in both languages (was held as the opposite)', () => {
    expect(verdict('Don\'t modify generated or third-party files in _static/, extra/overrides/ or extra/components/ without a good reason', STATIC)).toBe('live')
    expect(verdict('Never edit files under the migrations directory', 'migrations 目录下的文件，千万别改')).toBe('live')
    expect(verdict('不要修改 vendor 里的第三方代码', 'vendor 里的第三方代码，不要动')).toBe('live')
    expect(verdict('Never modify the production database directly', '生产数据库，不许直接改')).toBe('live')
  })
  it('the act the user refused waits (was live)', () => {
    expect(verdict('Modify the production database directly', '生产数据库，不许直接改')).not.toBe('live')
    expect(verdict('Edit the files under migrations when needed', 'migrations 目录下的文件，千万别改')).not.toBe('live')
    expect(verdict('可以直接改 vendor 里的第三方代码', 'vendor 里的第三方代码，不要动')).not.toBe('live')
  })
  it('reads the topic with the refusal\'s stance', () => {
    expect(analyseClaim('vendor 里的第三方代码，不要动').parts?.map((p) => p.stance)).toEqual(['dont', 'dont'])
  })
  it('an act, a statement or a refusal with its own object is not a topic and its comment', () => {
    expect(pointsBack('别提交', '改完代码')).toBe(false)
    expect(pointsBack('不要直接修改', 'go/ai/gen.go 是自动生成的文件')).toBe(false)
    expect(pointsBack('不要删测试', '这些文件')).toBe(false)
    expect(pointsBack('不要删', '测试代码')).toBe(true)
    // A clause with a stance adverb or a verb of its own is a rule, not a topic (session 38's probe row).
    expect(pointsBack('不要直接修改', '线上配置变更一律走工单')).toBe(false)
    expect(verdict('线上配置变更一律走工单，不要直接修改', '线上环境的配置改动必须走工单，别直接改')).toBe('live')
    expect(pointsBack('这些都不能进代码库', '部署凭证、私钥')).toBe(true)
  })
})
