import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): "don't … unless I say so" leaves the
// user a way through; a bare "never" drops it and waits, naming what it changed (walk15). A judgment
// that keeps the way through goes live.
describe('the user\'s "unless I say so" dropped', () => {
  it('waits as a change', () => {
    const g = groundIn('Never run commands with sudo', [{ text: 'Please do not run commands with sudo unless I say so.' }])
    expect(g.grounded).toBe(false)
    expect(g.changed).toEqual([{ from: ['unless I say so'], to: ['Never'] }])
    expect(verdict('不要用 sudo', '别用 sudo，除非我说可以')).toBe('changes')
  })

  it('kept, it goes live', () => {
    expect(verdict('Never run sudo without asking me', 'Please do not run commands with sudo unless I say so.')).toBe('live')
    expect(verdict('Always ask before running commands with sudo', 'Please do not run commands with sudo unless I say so.')).toBe('live')
  })
})
