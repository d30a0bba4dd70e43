import { describe, expect, it } from 'vitest'
import { cutShort, linksTo } from '../src/core/cut-short.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): a name the user wrote short that the
// restatement spells out. A run of capitals is one hump of a name (ECMAScript → ES), and a letter,
// 2 and a letter stands for "… to …" (e2e, p2p). Another word in the short name's place still swaps.
describe('a short name spelled out', () => {
  it('reads the short forms', () => {
    expect(cutShort('ES', 'ECMAScript')).toBe(true)
    expect(cutShort('HE', 'HTMLElement')).toBe(true)
    expect(cutShort('ES', 'TypeScript')).toBe(false)
    expect(linksTo('e2e', ['end-to-end'])).toBe(true)
    expect(linksTo('p2p', ['peer', 'to', 'peer'])).toBe(true)
    expect(linksTo('e2e', ['unit'])).toBe(false)
    expect(linksTo('e2e', ['end', 'of', 'end'])).toBe(false)
  })

  it('lets the restatement through', () => {
    expect(verdict('Target modern ECMAScript in the build', 'target modern ES in the build')).toBe('live')
    expect(verdict('Write end-to-end tests for the checkout flow', 'write e2e tests for the checkout flow')).toBe('live')
    expect(verdict('Sync files over a peer-to-peer connection', 'sync files over a p2p connection')).toBe('live')
  })

  it('still holds another name in its place', () => {
    expect(verdict('Write unit tests for the checkout flow', 'write e2e tests for the checkout flow')).not.toBe('live')
    expect(verdict('Target modern TypeScript in the build', 'target modern ES in the build')).not.toBe('live')
  })
})
