import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict, verdictIn } from './helpers/ground-verdict.js'

const verdictOf = verdictIn

// Cases of our own construction: what the user complained of, written down as their rule, waits;
// what they asked for instead goes live.
describe('a complaint written down as the rule', () => {
  it('waits as the opposite of what they asked, quoting the ask', () => {
    expect(verdictOf('Keep the config in a global singleton', 'the config lives in a global singleton rn, ugh, tests leak state', 'pass the config in through the constructor instead')).toBe('opposite')
    expect(verdictOf('Retry failed jobs forever', 'the worker retries failed jobs forever bc theres no cap. cap retries at 5 and then dead-letter the job')).toBe('opposite')
    const g = groundIn('Keep session data in memory', [{ text: 'sessions are getting lost on every deploy' }, { text: 'yeah bc they are in memory. put session data in vercel kv' }])
    expect(g.grounded).toBe(false)
    expect(g.quote).toBe('put session data in vercel kv')
    // UTC and "local time" are two values of one class (session 36): the write changes the one asked for.
    expect(verdictOf('Store timestamps in local time', 'timestamps are stored in local time rn which is wrong. store them in utc')).toBe('changes')
  })

  it('what they asked for goes live', () => {
    expect(verdictOf('Pass the config in through the constructor', 'the config lives in a global singleton rn, ugh, tests leak state', 'pass the config in through the constructor instead')).toBe('live')
    expect(verdictOf('Put session data in Vercel KV', 'sessions are getting lost on every deploy', 'yeah bc they are in memory. put session data in vercel kv')).toBe('live')
    expect(verdictOf('We use pnpm here', 'we use pnpm here')).toBe('live')
    expect(verdictOf('Keep using pnpm', 'we use pnpm bc it is faster. keep using it')).toBe('live')
    // A complaint's "no" describes a lack: it does not flip the ask that follows.
    expect(verdictOf('Log errors with the request id', 'the logs are useless bc there is no request id. always log errors with the request id')).toBe('live')
  })
})

// Session 14, our own construction: a complaint describes what is there; it chooses nothing, so the
// judgment that turns it away ("… instead of console.log") restates the ask.
describe('a rule that turns away what the user complained of', () => {
  it('is the user\'s', () => {
    expect(verdict('Use the query builder instead of raw SQL strings', 'there are raw sql strings everywhere, ugh. use the query builder')).toBe('live')
    expect(verdict('Keep validation in the schema layer, not the controllers', 'the controllers were getting huge bc of all the validation. keep them thin, put validation in the schema layer')).toBe('live')
  })
})
