// Session 38, probes of chat words: 「新接口先在灰度环境跑一天再全量」 after 「…跑一周再全量」 went live — 一周 and
// 一天 were no counts (一 alone is 一律, 一下 …), so the two durations never met (claim-numbers.ts
// ONE_TIME_UNIT_ZH). And "Gate risky changes behind feature flags" after "use feature flags for risky
// changes" waited for "gate" and "behind": a feature flag is a gate a change sits behind (implied-words.ts).
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

const CANARY = '新接口先在灰度环境跑一周再全量'
const FLAGS = 'use feature flags for risky changes, dont do big bang releases'

describe('one of a time unit, in Chinese', () => {
  it('another duration waits (was live)', () => {
    expect(verdict('新接口先在灰度环境跑一天再全量', CANARY)).not.toBe('live')
    expect(verdict('新接口先在灰度环境跑三天再全量', CANARY)).not.toBe('live')
  })
  it('the same duration restated is live; 一天到晚 is no count', () => {
    expect(verdict('新接口先在灰度环境运行一周，再全量发布', CANARY)).toBe('live')
    expect(verdict('新接口先在灰度环境跑 1 周再全量', CANARY)).toBe('live')
    expect(verdict('别一天到晚改配置', '不要频繁改配置')).not.toBe('changes')
  })
})

describe('a feature flag', () => {
  it('is a gate a change sits behind: restated so, live (was held as added)', () => {
    expect(verdict('Gate risky changes behind feature flags instead of big-bang releases', FLAGS)).toBe('live')
    expect(verdict('Put risky changes behind feature flags', FLAGS)).toBe('live')
  })
  it('turned round it waits', () => {
    expect(verdict('Ship risky changes as big bang releases', FLAGS)).not.toBe('live')
    expect(verdict('Never put risky changes behind feature flags', FLAGS)).not.toBe('live')
  })
})

// Session 43 (twenty-fourth tune half): 「提 PR 时，描述里一定要加一段声明，…」 after "… always add a disclaimer in
// the description …" waited as adding 一段: 段 before a noun is a measure word ("a statement"), not one paragraph.
describe('段 as a measure word and as paragraphs', () => {
  it('一段声明 is "a statement": no count added', () => {
    expect(verdict('提 PR 时，描述里一定要加一段声明，说明 AI 代理是如何参与的', 'when u open a PR, always add a disclaimer in the description saying how AI agents were involved')).toBe('live')
    expect(verdict('每篇文档开头加一段简短的总结', 'add a short summary at the top of each doc')).toBe('live')
  })
  it('三段 / 三段以内 / 一段 at the end still count paragraphs', () => {
    expect(verdict('回答最多三段', 'keep answers to three paragraphs at most')).toBe('live')
    expect(verdict('回答控制在三段以内', 'keep answers to three paragraphs at most')).toBe('live')
    expect(verdict('回答最多五段', 'keep answers to three paragraphs at most')).not.toBe('live')
    expect(verdict('回答只写一段', 'answers should be one paragraph')).toBe('live')
  })
})

// Session 43 (twenty-fourth tune half): 「写作时保持十年级学生能读懂的水平」 after "Write at grade 10 reading level"
// met no word of the user's (off-topic), and 「…八年级…」 after 「…十年级…」 went live: a school grade is a number
// with its unit (年级, "grade 10", "10th grade"), and 水平 / 读懂 say level / reading.
describe('a school grade as a reading level', () => {
  it('is the same grade across languages and another grade in one', () => {
    expect(verdict('写作时保持十年级学生能读懂的水平', 'Write at grade 10 reading level')).toBe('live')
    expect(verdict('Write at a 10th grade reading level', '写作保持十年级的阅读水平')).toBe('live')
    expect(verdict('写作保持八年级的阅读水平', '写作保持十年级的阅读水平')).not.toBe('live')
    expect(verdict('Write at an 8th-grade reading level', '写作保持十年级的阅读水平')).not.toBe('live')
    expect(verdict('写作时保持八年级学生能读懂的水平', 'Write at grade 10 reading level')).not.toBe('live')
  })
})
