// What another role or document advises, and the contrast a negative verb makes (issue 19, session 22,
// from the second whole-transcripts set's tune half): "the runbook says 'restart the consumer'",
// 「安全团队建议所有 access key 90 天轮换一次。我不认同」 report a view, they do not state the user's rule,
// unless the user takes it as theirs (「…，我也觉得应该这样」, "…, and I agree"); a team's own use ("our
// team uses tabs", 「我们团队用 tab 缩进」) is its norm. "disable it inline, not globally in
// .shellcheckrc" keeps the global checks on: "Disable … globally" takes the side the user refused.

import { describe, expect, it } from 'vitest'
import { verdictIn } from './helpers/ground-verdict.js'

describe('a view another role or document holds', () => {
  it('does not ground the rule it reports', () => {
    expect(verdictIn('消费者出现积压时，先按 runbook 重启消费者。', 'and oh great, the runbook says \'restart the consumer\'. yeah because restarting things is always the answer. love it.')).not.toBe('live')
    expect(verdictIn('Restart the consumer on lag', 'the runbook says restart the consumer')).not.toBe('live')
    expect(verdictIn('所有 access key 每 90 天轮换一次。', '安全团队建议所有 access key 90 天轮换一次。我不认同这个思路，轮换解决不了根本问题，我们干脆不发 access key')).not.toBe('live')
  })

  it('grounds it when the user agrees, and a team\'s own norm', () => {
    expect(verdictIn('提交前跑测试', '测试团队要求提交前跑测试，我也觉得应该这样')).toBe('live')
    expect(verdictIn('Run the tests before every commit', 'my lead says run the tests before every commit, and I agree')).toBe('live')
    expect(verdictIn('Use tabs', 'our team uses tabs')).toBe('live')
    expect(verdictIn('用 tab 缩进', '我们团队用 tab 缩进')).toBe('live')
  })
})

describe('a contrast with what a negative verb refuses', () => {
  it('"disable it inline, not globally": the global side is kept on', () => {
    expect(verdictIn('Disable noisy shellcheck checks globally in .shellcheckrc.', 'shellcheck clean is required. If you really need to disable a check, disable it inline with a comment explaining why, not globally in .shellcheckrc.')).not.toBe('live')
    expect(verdictIn('Disable shellcheck checks inline with a comment, never globally in .shellcheckrc.', 'shellcheck clean is required. If you really need to disable a check, disable it inline with a comment explaining why, not globally in .shellcheckrc.')).toBe('live')
  })
})
