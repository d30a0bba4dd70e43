// Session 30, our own construction: who decides, turned round (src/core/ask-flipped.ts).
// 「不确定时自己判断就行」 after 「不确定的时候先问我，别自己猜」 went live, and 「小事也要先问我」 after
// 「小事你自己决定就行，不用问我」 too: the user asked to be asked, the judgment lets the model decide
// alone, or the other way round.
import { describe, expect, it } from 'vitest'
import { asksWhereFree, flipsWhoDecides } from '../src/core/ask-flipped.js'
import { verdict } from './helpers/ground-verdict.js'

describe('who decides, turned round', () => {
  it('waits as a change (was live)', () => {
    expect(verdict('不确定时自己判断就行', '不确定的时候先问我，别自己猜')).toBe('changes')
    expect(verdict('不确定时自己判断就行', '不确定的时候先问我')).toBe('changes')
    expect(verdict('小事也要先问我', '小事你自己决定就行，不用问我')).toBe('changes')
  })
  it('the card names both sides', () => {
    expect(flipsWhoDecides('不确定时自己判断就行', '不确定的时候先问我，别自己猜')).toEqual({ from: ['先问'], to: ['自己判断'] })
    expect(flipsWhoDecides('Ask me before naming things', 'use your judgment on naming')).toEqual({ from: ['use your judgment'], to: ['Ask me'] })
  })
  it('said the same way is not turned round', () => {
    expect(verdict('拿不准的时候先问我', '不确定的时候先问我，别自己猜')).toBe('live')
    expect(verdict('Ask me when unsure', 'when in doubt, ask me')).toBe('live')
    expect(verdict('依赖版本自己判断', '依赖版本你自己定')).toBe('live')
    expect(flipsWhoDecides('Decide names yourself', 'use your judgment on naming')).toBeUndefined()
    expect(flipsWhoDecides('加依赖之前先问我', 'Don\'t add dependencies without asking me.')).toBeUndefined()
    expect(flipsWhoDecides('小事自己决定，大事先问我', '小事自己定，大事先问我')).toBeUndefined()
  })
})

// Session 42, our own construction: the user who decides ("the user decides", 「我来定」, "leave … to
// me") asks to be asked; "You decide the architecture" after it went live.
describe('the user decides, turned round', () => {
  it('waits', () => {
    expect(verdict('You decide the architecture', 'The user decides the architecture; you implement')).not.toBe('live')
    expect(verdict('You decide the architecture yourself', '架构我来定，你负责实现')).not.toBe('live')
    expect(verdict('Make architecture decisions yourself', 'leave the architecture decisions to me, you just implement')).not.toBe('live')
    expect(verdict('变量名由我决定', '变量名你来定')).not.toBe('live')
  })
  it('restated, is the user\'s', () => {
    expect(verdict('The user decides the architecture; the assistant implements it', '架构我来定，你负责实现')).toBe('live')
    expect(verdict('架构由我决定，你负责实现', 'The user decides the architecture; you implement')).toBe('live')
    expect(verdict('You choose the variable names', '变量名你来定')).toBe('live')
  })
})

// Session 45, our own construction: asking put on the act the user left free, while another clause asks.
describe('asking put on an act the user left free', () => {
  it('waits, naming the clause that left it free', () => {
    expect(verdict('Ask before creating new files', 'ask before deleting files, but you can create new ones freely')).toBe('changes')
    expect(verdict('新建文件之前要先问我', '删文件前问我，新建文件随便')).toBe('changes')
    expect(asksWhereFree('新建文件之前要先问我', '删文件前问我，新建文件随便')).toEqual({ from: ['新建文件随便'], to: ['先问'] })
  })

  it('the clause that asks, said again, goes live', () => {
    expect(verdict('Ask before deleting files', 'ask before deleting files, but you can create new ones freely')).toBe('live')
    expect(verdict('删文件之前先问我', '删文件前问我，新建文件随便')).toBe('live')
  })
})
