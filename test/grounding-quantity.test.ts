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
