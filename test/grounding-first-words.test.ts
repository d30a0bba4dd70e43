// Session 27, our own construction: what a new user types on their first day, read as they meant it.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('a "here" in a reason places the reason, not the rule', () => {
  it('"use pnpm, npm is too slow here" backs "Use pnpm" (was "reaches more cases than you said")', () => {
    expect(verdict('Use pnpm', 'use pnpm, npm is too slow here')).toBe('live')
    expect(verdict('Avoid unnecessary temporary variables', 'this file is full of pointless temp vars, dont introduce variables u dont need')).toBe('live')
  })
  it('a "here" of the rule itself still keeps it to the place', () => {
    expect(verdict('Use pnpm', 'use pnpm here')).toBe('generalises')
    expect(verdict('Put the config files in the repo root', 'put the config files here')).not.toBe('live')
    expect(verdict('Never use any', 'no any here, the types are generated')).not.toBe('live')
  })
})

describe('a complaint of a habit is the user\'s "stop"', () => {
  it('"ugh you keep adding emojis to commit messages" backs "No emojis in commit messages" (was "the opposite")', () => {
    expect(verdict('No emojis in commit messages', 'ugh you keep adding emojis to commit messages')).toBe('live')
    expect(verdict('Don\'t apologize', 'you keep apologizing, just fix it')).toBe('live')
    expect(verdict('提交信息里不要加 emoji', '你老是在提交信息里加 emoji')).toBe('live')
  })
  it('the habit itself is the opposite (was live)', () => {
    expect(verdict('Add emojis to commit messages', 'ugh you keep adding emojis to commit messages')).toBe('opposite')
    expect(verdict('提交信息里加 emoji', '你老是在提交信息里加 emoji')).toBe('opposite')
  })
  it('praise of a habit is no complaint', () => {
    expect(verdict('Never use pnpm', 'you keep using pnpm, nice')).not.toBe('live')
    expect(verdict('不要用 pnpm', '你一直在用 pnpm，很好')).not.toBe('live')
  })
})

describe('an excess refused is not a ban', () => {
  it('"Never add comments" after "don\'t add comments everywhere" reaches more cases than the user said (was live)', () => {
    expect(verdict('Never add comments', 'don\'t add comments everywhere')).toBe('generalises')
    expect(verdict('Never apologize', 'don\'t apologize so much')).toBe('generalises')
    expect(verdict('不要写注释', '别到处写注释')).toBe('generalises')
  })
  it('the excess kept, or said as a measure, is the user\'s', () => {
    expect(verdict('Don\'t add comments everywhere', 'don\'t add comments everywhere')).toBe('live')
    expect(verdict('Don\'t apologize so much', 'please stop apologizing so much')).toBe('live')
    expect(verdict('Avoid unnecessary comments', 'don\'t add comments everywhere')).not.toBe('generalises')
    expect(verdict('不要到处写注释', '别到处写注释')).toBe('live')
  })
  it('an excess in the reason is not the refused one (a first version held these)', () => {
    expect(verdict('Never use var', 'don\'t use var, legacy code has it everywhere')).toBe('live')
    expect(verdict('Never force push', 'don\'t force push, people pull from main all the time')).toBe('live')
    expect(verdict('不要用 var', '别用 var，老代码里到处都是')).toBe('live')
  })
})
