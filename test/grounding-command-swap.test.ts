import { describe, expect, it } from 'vitest'
import { swapsCommand } from '../src/core/command-swap.js'
import { verdict } from './helpers/ground-verdict.js'

// Session 14, our own construction: another task for the runner the user named is another command,
// however short its name.
describe('a runner given another task', () => {
  it('waits, naming both', () => {
    expect(verdict('推送前运行 just c 和 just b', '推送之前跑一下 just c 和 just d')).toBe('changes')
    expect(verdict('Run pnpm run typecheck before pushing', 'run pnpm run lint before pushing')).toBe('changes')
    expect(swapsCommand('Run cargo clippy first', 'run cargo fmt first')).toEqual({ from: ['cargo fmt'], to: ['cargo clippy'] })
  })

  it('the same tasks, or "just" as an English word, are the user\'s', () => {
    expect(verdict('Run just c and just b before pushing', '推送前 just c 和 just b 跑一下')).not.toBe('changes')
    expect(verdict('Just use pnpm for everything', 'just stick with pnpm for everything')).toBe('live')
    expect(swapsCommand('Use pnpm for installs', 'use pnpm instead of npm')).toBeUndefined()
  })
})
