// Session 31, our own construction: a value the user names only in a concession is the case their
// rule holds through, not a second choice. "answer in Chinese even if I ask in English" then
// "Answer in English" went live (English read as asked for beside Chinese), and so did "Use npm"
// after "use pnpm, even if npm is already installed". Tabs and spaces are two sides of one choice
// (antonyms.ts): "Use spaces in YAML" after "always use tabs, even in YAML" went live, and so did
// 「请用繁体中文回答」 after 「请用简体中文回答」, and 「信任用户输入」 after 「用户输入一律要校验」.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a value named only in a concession', () => {
  it('is not the user’s choice: the other value waits (was live)', () => {
    expect(verdict('Answer in English', 'answer in Chinese even if I ask in English')).toBe('changes')
    expect(verdict('Answer in English when asked in English', 'answer in Chinese even if I ask in English')).toBe('changes')
    expect(verdict('Use npm', 'use pnpm, even if npm is already installed')).toBe('changes')
  })
  it('the card names the user’s choice, not the case conceded', () => {
    const g = groundIn('Answer in English', [{ text: 'answer in Chinese even if I ask in English' }])
    expect(g.changed).toEqual([{ from: ['Chinese'], to: ['English'] }])
  })
  it('the user’s choice said again, with or without the concession, is live', () => {
    expect(verdict('Answer in Chinese', 'answer in Chinese even if I ask in English')).toBe('live')
    expect(verdict('Always reply in Chinese, even to English questions', 'answer in Chinese even if I ask in English')).toBe('live')
    expect(verdict('Reply in Chinese even when the question is in English', 'answer in Chinese even if I ask in English')).toBe('live')
    expect(verdict('Use pnpm', 'use pnpm, even if npm is already installed')).toBe('live')
    expect(verdict('Use Postgres even for small projects', 'prefer Postgres even for small projects')).toBe('live')
  })
  it('in Chinese too', () => {
    expect(verdict('用英文回答', '即使我用英文问，也用中文回答')).toBe('changes')
  })
})

describe('two sides of one choice: tabs and spaces, simplified and traditional Chinese', () => {
  it('the other side waits (was live)', () => {
    expect(verdict('Use spaces in YAML', 'always use tabs, even in YAML')).toBe('changes')
    expect(verdict('请用繁体中文回答', '请用简体中文回答')).toBe('changes')
    expect(verdict('Use traditional Chinese', 'use simplified Chinese')).toBe('changes')
    expect(verdict('信任用户输入', '用户输入一律要校验')).toBe('changes')
    expect(verdict('Trust user input', 'always validate user input')).toBe('changes')
  })
  it('a word the user refused is not theirs to swap: the card does not say it changes it', () => {
    const restated = groundIn('Validate all user input', [{ text: 'never trust user input' }])
    expect(restated.changed).toBeUndefined()
    const kept = groundIn('CSRF protection must stay enabled', [{ text: 'never disable csrf protection' }])
    expect(kept.changed).toBeUndefined()
  })
  it('the same side is live', () => {
    expect(verdict('Use tabs even in YAML files', 'always use tabs, even in YAML')).toBe('live')
    expect(verdict('Indent with spaces rather than tabs', 'use spaces, not tabs')).toBe('live')
    expect(verdict('Answer in Simplified Chinese', '请用简体中文回答')).toBe('live')
  })
})
