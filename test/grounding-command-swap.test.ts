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

// The task the user turned away from, taken (session 15, a kind of the seventeenth set read once;
// sentences of our own): the user named both tasks, so no task of the judgment is unsaid.
describe('a task the user refused', () => {
  it('taken, waits', () => {
    expect(verdict('Serve locally with npm run dev', 'to serve locally use npm run start, not npm run dev')).toBe('changes')
    expect(swapsCommand('Format with just fmt-all', '格式化用 just fmt，别用 just fmt-all')).toEqual({ from: ['just fmt'], to: ['just fmt-all'] })
    expect(verdict('Run pnpm run lint before every commit', 'dont run pnpm run lint before every commit, pnpm run check is enough')).toBe('changes')
  })

  it('the chosen task, or the refusal restated, is the user\'s', () => {
    expect(verdict('Serve locally with npm run start', 'to serve locally use npm run start, not npm run dev')).toBe('live')
    expect(swapsCommand('Use npm run serve, not npm run dev', 'to start it use npm run serve, not npm run dev')).toBeUndefined()
    expect(swapsCommand('Don\'t start it with npm run dev', 'to start it use npm run serve, not npm run dev')).toBeUndefined()
  })
})

// Session 45, our own construction (a probe batch of values in chat words): "npm test" is npm's own name
// for "npm run test" — "Run the tests with npm run test:all" after "run the tests with npm test" went live.
describe('npm test', () => {
  it('is the test script: another script waits, and the card quotes "npm test" as written', () => {
    expect(swapsCommand('Run the tests with npm run test:all', 'run the tests with npm test')).toEqual({ from: ['npm test'], to: ['npm run test:all'] })
  })

  it('said either way is the user\'s', () => {
    expect(swapsCommand('Run the tests with npm run test', 'run the tests with npm test')).toBeUndefined()
    expect(swapsCommand('Use npm test to run the tests', 'run the tests with npm run test')).toBeUndefined()
  })
})
