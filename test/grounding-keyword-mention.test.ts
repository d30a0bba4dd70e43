// A keyword named as a keyword, swapped (issue 19, values24, src/core/keyword-mention.ts): a
// grammar word where a rule puts the thing it uses ("use unless to …") is a word of code, and
// another one in the user's frame is another value. Pronouns in that place, a restatement that keeps
// the user's keyword, and plain prose stay live.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { swapsKeyword } from '../src/core/keyword-mention.js'

const live = (judgment: string, user: string) => groundIn(judgment, [{ text: user }]).grounded

describe('a keyword named as a keyword', () => {
  it('reads a grammar word after use as a mention', () => {
    expect(swapsKeyword('In the templates, use unless for negated checks', 'In the templates, use if for negated checks')).toEqual({ from: ['if'], to: ['unless'] })
    expect(swapsKeyword('Use it for negated checks', 'use this for negated checks')).toBeUndefined()
  })

  it('holds another keyword in the user’s frame', () => {
    expect(live('In the pipeline file, use while to repeat a step', 'In the pipeline file, use until to repeat a step')).toBe(false)
    expect(live('In the templates, use unless for negated checks', 'In the templates, use if for negated checks')).toBe(false)
  })

  it('keeps the user’s keyword and plain prose live', () => {
    expect(live('In the pipeline file, use until to repeat a step', 'In the pipeline file, use until to repeat a step.')).toBe(true)
    expect(live('Use when blocks to define conditions in pipelines', 'in pipelines use when to define conditions')).toBe(true)
  })
})
