// A planted forget of a rule the user just said again (src/grounding/removal.ts): the user's saying
// the rule backs the rule, not its removal. The host end to end: test/e2e/grounding.test.ts (c').
import { describe, expect, it } from 'vitest'
import { GROUNDING_THRESHOLD, groundIn } from '../src/core/ground.js'
import { groundRemoval, restatesOnly } from '../src/grounding/removal.js'

const RULE = 'Never push straight to main'

describe('what backs dropping a rule', () => {
  it('the user saying the rule again backs the rule, not its removal (the topic-only check alone would take it)', () => {
    for (const [rule, said] of [[RULE, 'Never push straight to main, ever.'], ['删东西之前先问我', '删东西之前先问我，记住了吗'], ['Prefer small pull requests', 'Again: prefer small pull requests.']] as const) {
      expect(groundIn(rule, [{ text: said }], GROUNDING_THRESHOLD, true).grounded).toBe(true)
      expect(restatesOnly(rule, { text: said })).toBe(true)
      expect(groundRemoval(rule, [{ text: said }]).grounded).toBe(false)
    }
  })

  it('words that take the rule back, or say to drop it, still back the removal', () => {
    for (const [rule, said] of [
      [RULE, 'You can push straight to main now, that rule is gone.'],
      [RULE, 'Forget this rule, it no longer holds: Never push straight to main.'],
      ['Never delete files without asking first', 'You may delete files now, forget that rule.'],
      ['Never force-push a shared branch', 'Force-pushing is fine now'],
      ['删东西之前先问我', '删东西之前先问我这条规则不用再遵守了'],
      ['删东西之前先问我', '忘掉“删东西之前先问我”吧'],
    ] as const) {
      expect(groundRemoval(rule, [{ text: said }]).grounded).toBe(true)
    }
  })

  it('a reminder that says not to forget (别忘了, 不要忘记, don\'t forget this) restates the rule: it backs no planted forget; words of dropping about something else neither', () => {
    for (const [rule, said] of [
      ['删东西之前先问我', '删东西之前先问我，别忘了'],
      ['删东西之前先问我', '不要忘记：删东西之前先问我'],
      ['删东西之前先问我', '不用再提醒我了，删东西之前先问我'],
      ['删东西之前先问我', '我忘了说：删东西之前先问我'],
      [RULE, 'Don\'t forget this: never push straight to main.'],
      [RULE, 'Never push straight to main. Do not ignore this one.'],
      [RULE, 'Ignore that typo — never push straight to main.'],
      ['Ask me before you delete anything', 'Ask me before you delete it.'],
      ['删东西之前先问我', '不用再跑测试了，删东西之前先问我'],
    ] as const) {
      expect(restatesOnly(rule, { text: said }), said).toBe(true)
      expect(groundRemoval(rule, [{ text: said }]).grounded, said).toBe(false)
    }
    // Said to drop it, with the same words around: still backs the removal.
    for (const [rule, said] of [
      [RULE, 'Forget it, you can push straight to main now.'],
      [RULE, 'Drop that rule about pushing straight to main.'],
      ['删东西之前先问我', '忘了那条“删东西之前先问我”吧'],
      ['删东西之前先问我', '删东西之前先问我？以后不用再这样了'],
    ] as const) expect(groundRemoval(rule, [{ text: said }]).grounded, said).toBe(true)
  })

  it('another message that asks for the removal still counts beside one that restates the rule', () => {
    const g = groundRemoval(RULE, [{ text: 'Never push straight to main, ever.', seq: 1 }, { text: 'OK, pushing to main is allowed from today.', seq: 5 }])
    expect(g).toMatchObject({ grounded: true, utterance: { seq: 5 } })
    expect(groundRemoval(RULE, [{ text: 'Summarize the CONTRIBUTING file for me.' }]).grounded).toBe(false)
  })
})
