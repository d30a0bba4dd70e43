// Session 45, our own construction (a probe batch of two-message chat rules): "Lazy load the main app"
// after "lazy load the admin pages, the main app stays eager" went live — the user takes both sides of
// lazy / eager, each for its own thing, and the opposite-choice reader looks only at texts that take one.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'

describe('two sides of a choice, crossed between the user\'s two things', () => {
  it('waits, naming the side the user gave that thing', () => {
    const g = groundIn('Lazy load the main app', [{ text: 'the bundle is 3mb now' }, { text: 'lazy load the admin pages, the main app stays eager' }])
    expect(g.grounded).toBe(false)
    expect(g.changed).toEqual([{ from: ['eager'], to: ['Lazy'] }])
  })

  it('each thing with its own side goes live', () => {
    expect(verdict('Lazy load the admin pages', 'lazy load the admin pages, the main app stays eager')).toBe('live')
    expect(verdict('Load the main app eagerly', 'lazy load the admin pages, the main app stays eager')).toBe('live')
  })
})
