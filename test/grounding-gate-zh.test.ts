import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction: the user's OK as Chinese chat says it (除非我说了, 没我同意, 没经过我同意),
// restated in English by the model, is the user's red line; a plain "always" drops that OK.
describe('the user\'s OK in Chinese chat', () => {
  it('restated with "unless I say so" goes live', () => {
    expect(verdict('Don\'t modify pnpm-lock.yaml unless I say so', '另外 pnpm-lock.yaml 别动，除非我说了，不然 CI 会挂')).toBe('live')
    expect(verdict('Never push to main unless I say so', '没我同意别推 main')).toBe('live')
    expect(verdict('Don\'t push to main without my OK', '没有我的同意不要推 main')).toBe('live')
  })

  it('a plain "always" or "freely" that drops it waits', () => {
    expect(verdict('Always push to main', '没经过我同意别推 main')).toBe('opposite')
    expect(verdict('Always push to main', '没我同意别推 main')).toBe('opposite')
    expect(verdict('Modify pnpm-lock.yaml freely', 'pnpm-lock.yaml 别动，除非我说了')).not.toBe('live')
    expect(verdict('Never modify pnpm-lock.yaml', 'pnpm-lock.yaml 别动，除非我说了')).toBe('changes')
  })
})
