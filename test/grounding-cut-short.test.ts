import { describe, expect, it } from 'vitest'
import { cutShort } from '../src/core/cut-short.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction: a word the user cut short in chat, spelled out by the write, is theirs.
describe('a word the user cut short', () => {
  it('is the word said', () => {
    expect(cutShort('regs', 'registers')).toBe(true)
    expect(cutShort('msgs', 'messages')).toBe(true)
    expect(cutShort('fw', 'firmware')).toBe(true)
    expect(cutShort('WP', 'WordPress')).toBe(true)
    expect(cutShort('sync', 'synchronous')).toBe(true)
    expect(verdict('Save the fault registers and the firmware version before rebooting', 'save the fault regs and the fw version before rebooting')).toBe('live')
  })

  it('a word of its own, a short name or another word is not', () => {
    expect(cutShort('use', 'users')).toBe(false)
    expect(cutShort('post', 'postgres')).toBe(false)
    expect(cutShort('ts', 'tests')).toBe(false)
    expect(cutShort('db', 'table')).toBe(false)
    expect(cutShort('fw', 'version')).toBe(false)
  })

  it('in mixed Chinese and English too', () => {
    expect(verdict('用中文写 commit message', 'commit msg 用中文')).toBe('live')
    expect(verdict('用英文写 commit message', 'commit msg 用中文')).toBe('changes')
  })
})
