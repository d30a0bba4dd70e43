// One thing made many, or many made one (issue 19, session 10, src/core/quantity-swap.ts): "one"
// is mostly a determiner to the number checks, so "one X" against "several X" passed them. Both
// ways, and across languages: the count changed waits and says both counts; the same count
// restated is live. Constructed cases, except where a tune pair is named.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { changesCount } from '../src/core/quantity-swap.js'

const ground = (judgment: string, user: string) => groundIn(judgment, [{ text: user }])

describe('one / several of the same thing', () => {
  it('several for the user\'s one waits, naming both (eleventh set, tune)', () => {
    const r = ground('Use several accent colors and color most of the structure', 'Use one primary accent color and rely on grayscale for most structure.')
    expect(r.grounded).toBe(false)
    expect(r.changed).toEqual([{ from: ['one primary accent color'], to: ['several accent colors'] }])
  })

  it('one for the user\'s several waits too', () => {
    expect(changesCount('Keep a single worker queue', 'Run multiple worker queues in parallel')).toEqual({ from: ['multiple worker queues'], to: ['a single worker queue'] })
  })

  it('across languages, the thing matched by meaning', () => {
    expect(ground('A step can combine several actions', '每个步骤都要原子化、具体，只包含一个动作。').changed).toEqual([{ from: ['一个动作'], to: ['several actions'] }])
    expect(ground('Each step contains exactly one action', '每个步骤都要原子化、具体，只包含一个动作。').grounded).toBe(true)
  })

  it('a count of another thing, or both counts said, is no change', () => {
    expect(changesCount('Use several fonts and one accent color', 'Use one accent color')).toBeUndefined()
    expect(changesCount('Use one or several accent colors', 'Use one accent color')).toBeUndefined()
  })
})

// Session 43, constructed: 「一个函数只做一件事」 restated "A function may do several things" went live (0.90):
// 一件事 is counted with a measure word other than 个, and "things" / 事 is no word the senses table holds.
describe('one thing / several things, with a measure word and across languages', () => {
  it('holds several things for the user\'s one, naming both', () => {
    expect(ground('A function may do several things', '一个函数只做一件事').changed).toEqual([{ from: ['一件事'], to: ['several things'] }])
    expect(changesCount('一个提交可以做好几件事', 'each commit should do one thing')).toEqual({ from: ['one thing'], to: ['好几件事'] })
    expect(changesCount('一个函数可以做几件事', '一个函数只做一件事')).toEqual({ from: ['一件事'], to: ['几件事'] })
  })

  it('lets one thing restated through', () => {
    expect(ground('A function should do one thing only', '一个函数只做一件事').grounded).toBe(true)
    expect(ground('一个函数只做一件事', 'a function should do one thing').grounded).toBe(true)
    expect(changesCount('一个函数只做一件事', '一个函数只做一件事，别把好几个功能塞一起')).toBeUndefined()
  })
})

describe('a user who names both counts of the thing', () => {
  it('has not chosen one of them: 「一个提交只做一件事，…拆成几个提交」 (chat probe, tune)', () => {
    expect(changesCount('One commit should do one thing; split changes into separate commits', '一个提交只做一件事，改动跨了好几个语义就拆成几个提交，别混在一起')).toBeUndefined()
  })
})
