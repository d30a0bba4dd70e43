import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): 「X 之前问我」 asks first, as 「先问我」
// does; the model's "Ask before X" restates it, and "X freely" or a bare "X" still waits.
describe('「…之前问我」 asks first', () => {
  it('lets the restatement through', () => {
    expect(verdict('Ask before using sudo', '用 sudo 之前问我')).toBe('live')
    expect(verdict('Ask me before adding a dependency', '加依赖以前要跟我确认')).toBe('live')
  })

  it('holds what drops the asking', () => {
    expect(verdict('Use sudo freely without asking', '用 sudo 之前问我')).not.toBe('live')
    expect(verdict('Always run commands with sudo', '用 sudo 之前问我')).not.toBe('live')
  })
})
