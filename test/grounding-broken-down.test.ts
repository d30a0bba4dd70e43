// Session 34, our own construction: a breaking-down of the large end, said back as the large end; the
// scale words read from one list; a Chinese dislike said with 最烦 or 烦死. "Write long functions"
// after "break long functions into smaller ones", 「函数写长一点」 after 「拆分冗长的函数」 and
// "Write rambling answers" after "Keep answers succinct" were live; 「回答要简洁」 after 「最烦冗长的回答」
// was held as changing the user's words, 「用 class 组件」 after 「烦死 class 组件了」 was live.
import { describe, expect, it } from 'vitest'
import { swapsSize } from '../src/core/size-swap.js'
import { verdict } from './helpers/ground-verdict.js'

describe('the large end said back after a breaking-down of it', () => {
  it('waits, quoting both clauses (was live)', () => {
    expect(verdict('Write long functions', 'break long functions into smaller ones')).toBe('changes')
    expect(verdict('Open large PRs', 'split large PRs')).toBe('changes')
    expect(verdict('Give long answers', 'Shorten long answers')).toBe('changes')
    expect(verdict('函数写长一点', '拆分冗长的函数')).toBe('changes')
    expect(verdict('函数写长一点', '把长函数拆开')).toBe('changes')
    expect(swapsSize('Write long functions', 'break long functions into smaller ones')).toEqual({ from: ['break long functions into smaller ones'], to: ['Write long functions'] })
  })
  it('the small end, or a refusal of the large one, is still the user\'s', () => {
    expect(verdict('Avoid long functions', 'break long functions into smaller ones')).toBe('live')
    expect(verdict('Keep PRs small', 'split large PRs')).toBe('live')
    expect(verdict('函数要短', '把长函数拆开')).toBe('live')
    expect(verdict('Split big tasks into small steps', 'Break large tasks into small steps')).toBe('live')
  })
  it('the end kept whole keeps the card that names the words', () => {
    expect(swapsSize('Keep long functions intact', 'break long functions into smaller ones')).toBeDefined()
    expect(verdict('Keep long functions intact', 'break long functions into smaller ones')).toBe('changes')
  })
})

describe('the scale words are one list', () => {
  it('wordiness swapped for its other end waits (was live)', () => {
    expect(verdict('Write rambling answers', 'Keep answers succinct')).toBe('changes')
    expect(verdict('Write rambling functions', 'keep functions brief')).toBe('changes')
    expect(verdict('回复写长一点', '回复要简练')).toBe('changes')
    expect(verdict('注释写得详细冗长', '代码注释要简练')).toBe('changes')
  })
  it('the same end in other words is live', () => {
    expect(verdict('Give succinct answers', 'keep answers concise')).toBe('live')
    expect(verdict('注释写简洁一些', '代码注释要简练')).toBe('live')
    expect(verdict('回答要简洁', '最烦冗长的回答')).toBe('live')
  })
})

describe('a Chinese dislike: 讨厌, 受不了, 最烦, 烦死 alike', () => {
  it('the thing disliked, asked for, waits (was live)', () => {
    expect(verdict('用 class 组件', '我最烦 class 组件')).toBe('opposite')
    expect(verdict('用 class 组件', '烦死 class 组件了')).toBe('opposite')
    expect(verdict('跳过慢测试', '烦死你跳过测试了')).toBe('opposite')
  })
  it('its refusal is live (was held as the opposite)', () => {
    expect(verdict('不要用 class 组件', '烦死 class 组件了')).toBe('live')
    expect(verdict('不要跳过测试', '烦死你跳过测试了')).toBe('live')
    expect(verdict('回答简短一点', '烦死冗长的回答了')).toBe('live')
  })
  it('麻烦死了 is no dislike of what follows', () => {
    expect(verdict('配置写在一个文件里', '配置分散在多个文件里麻烦死了，写在一个文件里')).not.toBe('opposite')
  })
})

// 短小 names a size as well as brevity: 「PR 要短小」 after 「PR 别太大」 was held as adding 短小, and
// the own tune row 「函数要短小，只做一件事」 after "Keep functions small and focused." too.
describe('短小 is small', () => {
  it('a size restated with 短小 is live (was held)', () => {
    expect(verdict('PR 要短小', 'PR 别太大')).toBe('live')
    expect(verdict('函数要短小，只做一件事', 'Keep functions small and focused.')).toBe('live')
  })
  it('the other size still waits', () => {
    expect(verdict('PR 可以大一点', 'PR 别太大')).not.toBe('live')
  })
})

// An amount said with an adverb or "lots of": "Use lots of emojis" after "Use emojis sparingly" and "Write
// few tests" after "Add lots of tests" were live (scale-words.ts: sparingly, 少量 | lots, plenty, liberally).
describe('an amount, sparingly or in plenty', () => {
  it('the other amount waits (was live)', () => {
    expect(verdict('Use lots of emojis', 'Use emojis sparingly')).toBe('changes')
    expect(verdict('Write few tests', 'Add lots of tests')).toBe('changes')
    expect(verdict('Log sparingly in the worker', 'Log liberally in the worker')).toBe('changes')
    expect(verdict('Ask few clarifying questions', 'Ask lots of clarifying questions')).toBe('changes')
  })
  it('the same amount is live', () => {
    expect(verdict('Keep emoji use to a minimum', 'Use emojis sparingly')).toBe('live')
    expect(verdict('Comment sparingly', 'Use comments sparingly')).toBe('live')
    expect(verdict('Add plenty of logging in the worker', 'Log liberally in the worker')).toBe('live')
  })
})
