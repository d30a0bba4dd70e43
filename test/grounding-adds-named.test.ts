// Session 38: a write held for content no word of it carries (a concept read off a longer Chinese word) was
// told as "it adds , which they did not say" — an empty list on the card and in the tool result. It is told
// as not saying the same thing instead (ground-beyond.ts); a held write that adds words still names them.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'

describe('what a held write adds', () => {
  it('is never an empty list', () => {
    const g = groundIn('类型判断优先用 components/_util/is.ts 里的方法；只有其中没有合适方法，或需要更严格、更特殊的判断时，才用内联 typeof / instanceof', [{ text: '判断类型先用 components/_util/is.ts 里的方法，只有那里没有合适的，或者场景要更严格更特殊的判断，才自己写 typeof、instanceof' }])
    expect(g.grounded).toBe(false)
    expect(g.blocked).toBe('near')
    expect(g.added ?? []).toEqual([])
  })
  it('names the words when there are some', () => {
    const g = groundIn('Keep pull requests small in the backend repo, reviewed by two people', [{ text: 'keep pull requests small' }])
    expect(g.grounded).toBe(false)
    expect(g.added?.length).toBeGreaterThan(0)
    expect(g.added!.every((w) => w.trim().length > 0)).toBe(true)
  })
})
