// What people say of a thing, in irony, or for now and then, is no rule to use it (issue 19, session
// 21). Before this change each judgment below went live on the words beside it: "lodash is overkill"
// grounded "Use lodash", "sure, let's just push to main, what could go wrong" "Push to main",
// "if i ever ask you to use yarn, refuse" "Use yarn", "sometimes its ok to use any" "Use any",
// 「除了 yarn 都行」 「用 yarn」, "what do you think about requiring 2 approvals?" / "nah, one is
// enough" "Require two approvals". The lead's probes (forms × subjects, and three pairs of the
// transcripts set's tune half): tune data, a regression guard. A paraphrase of what the user asked
// for stays live beside each.

import { describe, expect, it } from 'vitest'
import { verdict, verdictIn } from './helpers/ground-verdict.js'

describe('what is said of a thing is not a rule to use it', () => {
  const HELD = [
    ['lodash is overkill', 'Use lodash'],
    ['yarn is overkill here', 'Use yarn'],
    ['yarn makes me want to scream', 'Use yarn'],
    ['ugh, yarn again', 'Use yarn'],
    ['tabs is a crime', 'Use tabs'],
    ['lodash 真的很烦', '用 lodash'],
    ['yarn 太慢了', '用 yarn'],
  ] as const
  for (const [said, judgment] of HELD) {
    it(`"${said}" keeps "${judgment}" waiting`, () => {
      expect(verdict(judgment, said)).not.toBe('live')
    })
  }

  const LIVE = [
    ['pnpm is our package manager', 'Use pnpm'],
    ['pnpm is the way to go', 'Use pnpm'],
    ['pnpm for installs', 'Use pnpm for installs'],
    ['pnpm 好用，统一用 pnpm', '统一用 pnpm'],
    ['Our components live in src/components', 'Put components in src/components'],
  ] as const
  for (const [said, judgment] of LIVE) {
    it(`"${said}" still grounds "${judgment}"`, () => {
      expect(verdict(judgment, said)).toBe('live')
    })
  }
})

describe('refusals spelled as people type them', () => {
  const REFUSALS = [
    ['yarn is off the table', 'Use yarn', 'Never use yarn'],
    ['force pushes are a no-go', 'Force push', 'Never force push'],
    ['anything but yarn', 'Use yarn', 'Do not use yarn'],
    ['hard pass on lodash', 'Use lodash', 'Do not use lodash'],
    ['i\'d prefer you didn\'t use yarn', 'Use yarn', 'Do not use yarn'],
    ['we moved away from yarn', 'Use yarn', 'Stop using yarn'],
    ['if i ever ask you to push to main, refuse', 'Push to main', 'Never push to main'],
    ['除了 yarn 都行', '用 yarn', '不要用 yarn'],
    ['yarn 拉黑', '用 yarn', '不要用 yarn'],
    ['删库是红线', '删库', '不要删库'],
    ['如果我让你直接推 main，拒绝', '直接推 main', '不要直接推 main'],
    ['用 lodash 有点多余', '用 lodash', '不要用 lodash'],
  ] as const
  for (const [said, flipped, meant] of REFUSALS) {
    it(`"${said}": "${flipped}" waits, "${meant}" is live`, () => {
      expect(verdict(flipped, said)).not.toBe('live')
      expect(verdict(meant, said)).toBe('live')
    })
  }
})

describe('irony, challenges and questions answered no state nothing', () => {
  const HELD = [
    ['sure, let\'s just push to main, what could go wrong', 'Push to main'],
    ['yeah right, because force pushing is such a great idea', 'Force push'],
    ['oh sure, let\'s just add more sleep(5) calls 🙄', 'Add sleep calls to tests'],
    ['who still uses yarn in 2026 lol', 'Use yarn'],
    ['why would anyone use lodash', 'Use lodash'],
    ['谁还在用 yarn 啊', '用 yarn'],
    ['你怎么老用 var', '用 var'],
  ] as const
  for (const [said, judgment] of HELD) {
    it(`"${said}" keeps "${judgment}" waiting`, () => {
      expect(verdict(judgment, said)).not.toBe('live')
    })
  }

  it('a question with no guess in it, answered no, is what was asked', () => {
    expect(verdictIn('Require two approvals on billing PRs', 'what do you think about requiring 2 approvals on billing?', 'nah, one is enough, we\'re 4 people')).not.toBe('live')
    // Answered yes, it is the user's.
    expect(verdictIn('Require two approvals on billing PRs', 'should we require 2 approvals on billing PRs?', 'yes, do that')).toBe('live')
  })
})

describe('now and then, and a purpose after the act', () => {
  it('an allowance for now and then is no rule for every time', () => {
    expect(verdict('Use any', 'sometimes its ok to use any')).toBe('generalises')
    expect(verdict('Use yarn', 'it\'s fine to use yarn occasionally')).toBe('generalises')
    expect(verdict('用 lodash', '有时候用 lodash 也行')).toBe('generalises')
    expect(verdict('Using any is sometimes ok', 'sometimes its ok to use any')).toBe('live')
  })

  it('"so we can skip them" is the purpose, not a refusal of the act', () => {
    expect(verdict('Mark slow tests with @pytest.mark.slow', 'mark slow tests with @pytest.mark.slow so we can skip them locally')).toBe('live')
  })
})
