// Session 28, our own construction: after a rule replaced in the next message, a write that keeps the
// old thing beside the new one still says what the user replaced; and a correction that opens with
// "actually," is one correction, not a message that corrects itself.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdictIn } from './helpers/ground-verdict.js'

describe('the old thing kept beside the new one', () => {
  it('waits as a change, quoting both messages (was live on the first)', () => {
    expect(verdictIn('Log in JSON and plain text', 'log in plain text', 'actually, make that JSON')).toBe('changes')
    expect(verdictIn('Run the linter in CI before every commit', 'run the linter before every commit', 'actually, run it in CI instead')).toBe('changes')
    expect(verdictIn('Format dates as ISO 8601 or DD/MM/YYYY', 'format dates as DD/MM/YYYY', 'sorry, make that ISO 8601')).toBe('changes')
    expect(verdictIn('日志写到文件里，也打到 stdout', '把日志写到文件里', '不对，打到 stdout 就行')).toBe('changes')
    const g = groundIn('Log in JSON and plain text', [{ text: 'log in plain text' }, { text: 'actually, make that JSON' }])
    expect(g.quote).toBe('log in plain text / actually, make that JSON')
  })
  it('the new thing alone, or with the old one refused, is the user\'s', () => {
    expect(verdictIn('Log in JSON', 'log in plain text', 'actually, make that JSON')).toBe('live')
    expect(verdictIn('Log in JSON, not plain text', 'log in plain text', 'actually, make that JSON')).toBe('live')
    expect(verdictIn('Run the linter in CI', 'run the linter before every commit', 'actually, run it in CI instead')).toBe('live')
    expect(verdictIn('Rebase commits before merging', 'squash commits before merging', 'actually no, rebase them instead')).toBe('live')
  })
})

describe('a correction that opens with its cue', () => {
  it('"actually, make that JSON" is one correction (was split into "actually" and "make that JSON", and "Log in JSON" waited)', () => {
    expect(verdictIn('Log in JSON', 'logs in plain text pls', 'actually, make that JSON')).toBe('live')
    expect(verdictIn('Log in JSON', 'log in plain text', 'hmm wait, make it JSON')).toBe('live')
  })
  it('a bare new thing with "instead" replaces too ("actually JSON instead")', () => {
    expect(verdictIn('Log in JSON', 'log in plain text', 'actually JSON instead')).toBe('live')
    expect(verdictIn('Log in plain text', 'log in plain text', 'actually JSON instead')).toBe('changes')
  })
  it('a message that corrects itself is still read as two', () => {
    expect(verdictIn('Use 2 spaces in bash', 'use 4 spaces in bash. wait no, we\'re on 2 spaces')).toBe('live')
    expect(verdictIn('Use 4 spaces in bash', 'use 4 spaces in bash. wait no, we\'re on 2 spaces')).not.toBe('live')
  })
})
