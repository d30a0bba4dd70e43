import { describe, expect, it } from 'vitest'
import { reversesOrder } from '../src/core/order-swap.js'
import { verdict } from './helpers/ground-verdict.js'

// Session 14, our own construction: 「先 A，B 之后再补」 orders two steps as surely as 「先 A 再 B」.
describe('a step put first, another put later', () => {
  it('reversed, waits', () => {
    expect(verdict('先写代码，文档之后再补', '先写文档，再写代码')).toBe('changes')
    expect(reversesOrder('先上线，监控回头再加', '先加监控，再上线')).toBeDefined()
  })

  it('in the user\'s order, is theirs', () => {
    expect(verdict('先写文档，代码之后再写', '先写文档，再写代码')).toBe('live')
    expect(reversesOrder('先加监控，上线之后再说', '先加监控，再上线')).toBeUndefined()
  })
})
