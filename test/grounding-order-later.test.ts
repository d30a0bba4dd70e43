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

// Session 24, our own construction: one step said to go first, alone, is the user's later step.
describe('the step the user put last, said to go first on its own', () => {
  it('waits, quoting both orders', () => {
    expect(verdict('In install, show the curl script first', 'in the install section show brew first then the curl script')).toBe('changes')
    expect(verdict('先写实现', '先写测试再写实现')).toBe('changes')
    expect(reversesOrder('Show the curl script first in the install section', 'in the install section show brew first, then the curl script'))
      .toEqual({ from: ['in the install section show brew first, then the curl script'], to: ['Show the curl script first in the install section'] })
  })

  it('the step the user put first, said to go first, is theirs; "first" of another sense orders nothing', () => {
    expect(verdict('Show brew first in the install section', 'in the install section show brew first then the curl script')).toBe('live')
    expect(verdict('Write the tests first', 'tests first then implementation')).toBe('live')
    expect(verdict('先写测试', '先写测试再写实现')).toBe('live')
    expect(reversesOrder('Make the curl script a first-class option', 'show brew first then the curl script')).toBeUndefined()
    expect(reversesOrder('Ship the curl script mobile-first', 'show brew first then the curl script')).toBeUndefined()
  })
})

// Session 45, our own construction: 先 after a short topic (「新接口先开发」) and 「后面补」 order too; the
// card quotes the two clauses with the comma the user's language uses.
describe('a topic before 先, and 后面补', () => {
  it('reversed, waits', () => {
    expect(verdict('新接口先开发，文档后面补', '新接口先写文档再开发')).toBe('changes')
    expect(reversesOrder('新接口先开发，文档后面补', '新接口先写文档再开发')).toEqual({ from: ['新接口先写文档再开发'], to: ['新接口先开发，文档后面补'] })
  })

  it('in the user\'s order, is theirs', () => {
    expect(verdict('新接口先写文档，然后再开发', '新接口先写文档再开发')).toBe('live')
    expect(verdict('新接口先写文档，开发放后面', '新接口先写文档再开发')).not.toBe('changes')
  })
})
