// Words that leave a choice open, made into a rule (issue 19, session 20). Before this change each
// of these went live: "Always use tabs" on "i slightly prefer tabs", "Always use pnpm" on "use pnpm
// or yarn, whatever", 「必须用 pnpm」 on 「随便用 pnpm 还是 yarn」, "Use pnpm" on "idk if we should use
// pnpm" and on 「pnpm 还是 yarn 呢」. The lead's probes, written while changing the gate: tune data.

import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'
import { raisesOpenChoice } from '../src/core/left-open.js'

describe('a choice the user left open', () => {
  it('made a rule, waits and says what it changes', () => {
    expect(verdict('Always use tabs', 'i slightly prefer tabs')).toBe('changes')
    expect(verdict('Always use tabs', 'tabs are fine i guess')).toBe('changes')
    expect(verdict('Always use pnpm', 'use pnpm or yarn, whatever')).toBe('changes')
    expect(verdict('Use pnpm', 'either pnpm or yarn is fine')).toBe('changes')
    expect(verdict('必须用 pnpm', '随便用 pnpm 还是 yarn')).toBe('changes')
    expect(raisesOpenChoice('Always use pnpm', 'use pnpm or yarn, whatever')).toEqual({ from: ['pnpm or yarn'], to: ['pnpm'] })
  })

  it('said as the user left it, grounds', () => {
    expect(verdict('Prefer tabs', 'i slightly prefer tabs')).toBe('live')
    expect(raisesOpenChoice('Use pnpm or yarn, either is fine', 'use pnpm or yarn, whatever')).toBeUndefined()
  })

  it('wondered about, states nothing', () => {
    expect(verdict('Use pnpm', 'idk if we should use pnpm')).not.toBe('live')
    expect(verdict('用 pnpm', 'pnpm 还是 yarn 呢')).not.toBe('live')
  })

  it('how far a rule reaches is not how hard it holds', () => {
    expect(raisesOpenChoice('Keep every action focused on one workflow', 'fine to make the actions async if you need to. keep each action focused on one workflow')).toBeUndefined()
  })
})

// Session 45, our own construction: a permission ("you may …", "you can …") made a duty.
describe('a permission made a duty', () => {
  it('waits, naming the permission', () => {
    expect(verdict('You must refactor all nearby code', 'you may refactor nearby code if it helps')).toBe('changes')
    expect(verdict('Always use any in tests', 'you can use any in tests')).toBe('changes')
  })

  it('the permission said again, or a refusal the user wrote, goes live', () => {
    expect(verdict('Skip the changelog for typo fixes', 'you can skip the changelog for typo fixes')).toBe('live')
    expect(verdict('Never push to main', 'you can\'t push to main')).toBe('live')
    expect(verdict('Use pnpm only', 'you can only use pnpm here')).not.toBe('changes')
  })
})
