// Session 43, our own construction: slowness complained of turns a thing away. 「yarn 太慢了，用 pnpm」 restated
// 「不要用 yarn，用 pnpm」 was held as the opposite of the user's words, and so was "Don't run the full suite; run
// only the tests for what you changed" after "running the full suite takes forever, …"; 「平时要跑全量测试」
// after 「跑全量测试太慢了，平时只跑改动相关的测试」 went live. "is too slow", "takes forever", 太慢 / 太卡 read as
// "hates" does when what is slow is a tool or an act (too-slow.ts, read by claims.ts and claim-parts.ts), and are
// no word of what is held back (clause-flip.ts); a process named as slow ("the CI is too slow") is to be sped up.
import { describe, expect, it } from 'vitest'
import { slowTurnsAway } from '../src/core/too-slow.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a thing complained of as too slow', () => {
  it('is turned away: its refusal restated is live', () => {
    expect(verdict('不要用 yarn，用 pnpm', 'yarn 太慢了，用 pnpm')).toBe('live')
    expect(verdict('Use pnpm instead of yarn', 'yarn is too slow, use pnpm')).toBe('live')
    expect(verdict('平时不要跑全量测试，只跑改动相关的', '跑全量测试太慢了，平时只跑改动相关的测试')).toBe('live')
    expect(verdict('Don\'t run the full suite; run only the tests for what you changed', 'running the full suite takes forever, just run the tests for what you changed')).toBe('live')
  })

  it('and taken up, waits', () => {
    expect(verdict('平时要跑全量测试', '跑全量测试太慢了，平时只跑改动相关的测试')).not.toBe('live')
    expect(verdict('用 yarn', 'yarn 太慢了，用 pnpm')).not.toBe('live')
    expect(verdict('Always run the full suite', 'running the full suite takes forever, just run the tests for what you changed')).not.toBe('live')
  })

  it('leaves a fix for the slowness as the user\'s rule', () => {
    expect(verdict('Cache node_modules in CI', 'the CI is too slow, cache the node_modules')).toBe('live')
    expect(verdict('Use esbuild for the build', 'the build is too slow, use esbuild')).toBe('live')
    expect(slowTurnsAway('the CI is too slow')).toBe(false)
    expect(slowTurnsAway('webpack is too slow')).toBe(true)
    expect(slowTurnsAway('跑全量测试太慢了')).toBe(true)
  })
})
