import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction, found by typing chat the way people do (session 13): each went the
// wrong way on the session's start tree.
describe('chat forms of a rule', () => {
  it('a ceiling said with a negated comparator is the user\'s ceiling; its other bound waits', () => {
    expect(verdict('Keep functions under 40 lines', 'functions shouldn\'t be longer than 40 lines or so')).toBe('live')
    expect(verdict('Functions can be longer than 40 lines', 'functions shouldn\'t be longer than 40 lines or so')).toBe('opposite')
    expect(verdict('Keep functions over 40 lines', 'functions shouldn\'t be longer than 40 lines or so')).toBe('opposite')
  })

  it('"I\'d rather A than B" chooses A', () => {
    expect(verdict('Use Vitest rather than Jest', 'i\'d rather use vitest than jest')).toBe('live')
    expect(verdict('Use Jest rather than Vitest', 'i\'d rather use vitest than jest')).not.toBe('live')
  })

  it('any inside Chinese words is the TypeScript type', () => {
    expect(verdict('不要用 any', 'no any in TS')).toBe('live')
    expect(verdict('any 一个都不许用', 'never use any')).toBe('live')
  })

  it('the two poles of one concept are two sides across languages', () => {
    expect(verdict('回答要简洁', 'keep answers short, no fluff')).toBe('live')
    expect(verdict('Be verbose in answers', '回答简短点，别啰嗦')).toBe('opposite')
  })

  it('a concession or an "even" goes on with the rule before it', () => {
    expect(verdict('Review every change, however small', 'everything gets reviewed, no matter how small')).toBe('live')
    expect(verdict('Skip review for small changes', 'everything gets reviewed, no matter how small')).not.toBe('live')
    expect(verdict('Never log passwords, even at debug level', 'never log passwords, not even at debug level')).toBe('live')
    expect(verdict('Log passwords at debug level', 'never log passwords, not even at debug level')).toBe('opposite')
  })

  it('a value spelled as the user spelled it is named; "let if you must" names let', () => {
    expect(verdict('Use double quotes in JS', 'double quotes in js pls, prettier default')).toBe('live')
    expect(verdict('Use single quotes in JS', 'double quotes in js pls, prettier default')).toBe('changes')
    expect(verdict('Use const by default, let when needed, never var', 'const by default, let if you must, never var')).toBe('live')
    expect(verdict('Use var by default', 'const by default, let if you must, never var')).toBe('changes')
  })

  it('a chain "A > B > C" turns away from all but the first', () => {
    expect(verdict('Use % formatting for strings', 'f-strings > .format() > %')).not.toBe('live')
  })

  it('a unit cut to its letter (5s, 2h, 7d) is the unit', () => {
    expect(verdict('Set API timeouts to 5 seconds', 'api timeout 统一 5s')).toBe('live')
    expect(verdict('接口超时设成 5 秒', 'api timeout 统一 5s')).toBe('live')
    expect(verdict('Set API timeouts to 10 seconds', 'api timeout 统一 5s')).toBe('changes')
  })
})
