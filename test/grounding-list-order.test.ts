// The order of a list the user set (issue 19, session 44; src/core/list-order.ts). After a pair of the
// twenty-second set's tune half: 「import 一定要排好序：标准库、第三方、本地，按这个顺序」 points back at its own
// list with 按这个 (not at a thing in front of the user), so "Always sort imports …" restates it; the same
// items in another order are another rule. Constructed cases, not pairs of the labelled sets.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { reordersList } from '../src/core/list-order.js'
import { verdict } from './helpers/ground-verdict.js'

describe('a list whose order the user set', () => {
  const said = 'css 属性一定要按顺序写：定位、盒模型、文字、颜色，按这个顺序'

  it('restated in its order goes live, across languages and with "always"', () => {
    expect(verdict('Always order CSS properties: positioning, box model, text, color', said)).toBe('live')
    expect(verdict('CSS 属性按定位、盒模型、文字、颜色的顺序写', said)).toBe('live')
  })

  it('in another order waits, and the card names both orders', () => {
    expect(verdict('Always order CSS properties: positioning, text, box model, color', said)).toBe('changes')
    expect(verdict('Sort imports in the order standard library, local, third-party', 'sort imports in this order: standard library, third-party, local')).toBe('changes')
    expect(verdict('import 排序：标准库、本地、第三方', 'import 排序：标准库、第三方、本地')).toBe('changes')
    const g = groundIn('Sort imports in the order standard library, local, third-party', [{ text: 'sort imports in this order: standard library, third-party, local' }])
    expect(g.changed).toEqual([{ from: ['standard library', 'third-party', 'local'], to: ['standard library', 'local', 'third-party'], order: true }])
  })

  it('a list whose order nobody speaks of is a set, and code is not a list', () => {
    expect(verdict('Use vitest, eslint and prettier', 'use eslint, prettier and vitest')).toBe('live')
    expect(reordersList('}}; handler(e); Svelte 5: onclick={e => { e.preventDefault()', 'Svelte 5: onclick={e => { e.preventDefault(); handler(e); }}')).toBeUndefined()
  })
})

// Session 44, after a pair of the twenty-fifth set's tune half: 「别用 ElementHandle，那个不会自动重试」 — the
// demonstrative stands for the name the clause before ended on, not for a thing in front of the user.
describe('a demonstrative standing for the name just before it', () => {
  it('does not narrow the rule to one occasion', () => {
    expect(verdict('Cypress 里优先用 cy.intercept 而不是 cy.server', 'cypress 里尽量用 cy.intercept，别用 cy.server，那个已经废弃了')).toBe('live')
    expect(verdict('Cypress 里优先用 cy.server 而不是 cy.intercept', 'cypress 里尽量用 cy.intercept，别用 cy.server，那个已经废弃了')).not.toBe('live')
  })
})
