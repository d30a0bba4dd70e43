// The user's rule put on a thing of the model's own (issue 19, session 18, lead): "Write code comments
// in Chinese" after "answer me in chinese" (a reply and a code comment are two places text goes:
// sibling-values.ts) and 「回答用中文，代码注释也用中文」 after 「回答用中文」 (their sentence copied, then
// 也 / "too" on a subject they never wrote: duty-appended.ts). Constructed sentences.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

describe('the rule moved or extended to something the user never named waits', () => {
  it.each([
    ['Write code comments in Chinese', 'answer me in chinese'],
    ['代码注释用中文', '回答用中文'],
    ['回复用英文', 'write commit messages in english'],
  ])('%s ⇐ %s: changes', (judgment, user) => {
    expect(verdict(judgment, user)).toBe('changes')
  })
  it.each([
    ['回答用中文，代码注释也用中文', '回答用中文。'],
    ['回答用中文，代码注释也一样', '回答用中文'],
    ['Answer in Chinese, and write code comments in Chinese too', 'Answer in Chinese.'],
  ])('%s ⇐ %s: adds', (judgment, user) => {
    expect(verdict(judgment, user)).toBe('adds')
  })
})

describe('what the user named themselves is theirs', () => {
  it.each([
    ['Reply in Chinese', '用中文回答我'],
    ['回答用中文，解释也用中文', '回答和解释都用中文'],
    ['Answer in Chinese, explanations too', 'answer in chinese, explanations included'],
    ['代码注释用中文', '代码注释都写中文'],
  ])('%s ⇐ %s', (judgment, user) => {
    expect(verdict(judgment, user)).toBe('live')
  })
})
