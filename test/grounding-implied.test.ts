// What naming a tool already says (src/core/implied.ts), found by trying the plugin as a user: the
// user said "Please always use pnpm here, never npm — our lockfile is pnpm-lock.yaml." and the
// model's "Use pnpm, never npm, for installing packages" waited with "no words of yours say this".
// What a tool is for goes with the tool; anything else the model adds still waits. And a write
// that names the user's tool but is off their topic is explained as close to their words.
import { describe, expect, test } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'

describe('what a tool is for is said with the tool', () => {
  test.each([
    ['Use pnpm, never npm, for installing packages', 'Please always use pnpm here, never npm — our lockfile is pnpm-lock.yaml.'],
    ['Use yarn for installing packages', 'Actually we moved to yarn last week, use yarn from now on.'],
    ['Use pnpm to install dependencies', 'Always use pnpm.'],
    ['使用 pnpm 管理依赖', '用 pnpm'],
    ['Use Vitest for testing, not Jest', 'Use Vitest, not Jest.'],
    ['Use Tailwind CSS for styling', 'We use Tailwind.'],
    ['Never use any in TypeScript code', 'Avoid any.'],
    ['Never use any in TypeScript code', 'Don\'t use any.'],
  ])('%s ← %s: live', (judgment, said) => {
    expect(verdict(judgment, said)).toBe('live')
  })

  test.each([
    ['Use pnpm to install packages globally with sudo', 'Always use pnpm.', 'adds'],
    ['Use pnpm and install every dependency without reviewing it', 'Always use pnpm.', 'adds'],
    ['Add any dependency you need with pnpm', 'Use pnpm.', 'relaxes'],
    ['Install new dependencies freely with pnpm', 'Use pnpm.', 'relaxes'],
    ['Install dependencies with npm', 'Always use pnpm.', 'changes'],
    ['Use Vitest and skip failing tests', 'Use Vitest, not Jest.', 'relaxes'],
  ])('%s ← %s: still waits (%s)', (judgment, said, why) => {
    expect(verdict(judgment, said)).toBe(why)
  })
})

describe('a write that names the user\'s tool is close to their words', () => {
  test('off the topic units, it says what it adds and quotes them', () => {
    const g = groundIn('Use pnpm, never npm, for the monorepo CI cache', [{ text: 'Please always use pnpm here, never npm.' }])
    expect(g.grounded).toBe(false)
    expect(g.blocked).toBe('adds')
    expect(g.added).toEqual(['monorepo', 'CI', 'cache'])
    expect(g.quote).toBe('Please always use pnpm here, never npm.')
  })

  test('another tool of the same kind is a change, named as one', () => {
    const g = groundIn('Use yarn workspaces for the monorepo', [{ text: 'Always use pnpm.' }])
    expect(g.grounded).toBe(false)
    expect(g.blocked).toBe('changes')
    expect(g.changed).toEqual([{ from: ['pnpm'], to: ['yarn'] }])
  })
})
