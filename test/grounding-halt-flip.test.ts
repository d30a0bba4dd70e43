import { describe, expect, it } from 'vitest'
import { flipsHalt } from '../src/core/halt-flip.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set), session flips22: what to do when
// something goes wrong, stop or go on, turned round in one language or across zh/en, waits and the
// card names both; the user's side restated (also as "don't continue" for stop, "don't stop" for
// go on) goes live, and "stop using X" is no halt.
describe('stop or go on, turned round', () => {
  it('waits', () => {
    expect(verdict('If the build breaks, stop and ask me', 'if the build breaks, keep going and fix it yourself, don\'t stop')).toBe('changes')
    expect(verdict('接口超时的时候就停下来', 'when the api times out, retry with what you have, dont stop')).toBe('changes')
    expect(verdict('Keep going when the linter fails', 'if the linter fails, stop and tell me')).toBe('changes')
    expect(flipsHalt('If the build breaks, stop and ask me', 'if the build breaks, keep going and fix it yourself, don\'t stop')).toEqual({ from: ['don\'t stop'], to: ['stop'] })
    expect(flipsHalt('构建挂了就继续往下做', 'if the build breaks, stop and ask me')).toEqual({ from: ['stop'], to: ['继续'] })
  })

  it('the user\'s side restated goes live', () => {
    expect(verdict('If the build breaks, don\'t continue; ask me', '构建挂了就先停下来问我')).toBe('live')
    expect(verdict('When a tool errors, don\'t stop; work around it', 'if a tool errors just keep going and work around it')).toBe('live')
    expect(flipsHalt('Stop using var in new code', 'keep going with the refactor, dont use var in new code')).toBeUndefined()
    expect(flipsHalt('Stop and ask when unsure; otherwise continue', 'when unsure, stop and ask')).toBeUndefined()
  })
})
