import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { keepsReplaced, pointedBack, replacementOf } from '../src/core/replaced-later.js'
import { verdictIn } from './helpers/ground-verdict.js'

// Session 27, our own construction (no labelled set holds a correction of this shape but the chat
// probe c1-7): the next message puts a new thing in place of what the one before said, pointing back
// ("wait, colocate them with the source instead") or saying only the new thing ("sorry, make that ISO
// 8601", 「不对，打到 stdout 就行」). Before, the old rule went live on the first message alone and the
// new rule waited ("Log in JSON": "changes plain text pls → JSON", of the user's own correction).
const PAIRS: Array<[string, string, string[], string[]]> = [
  // earlier, correction, writes of the new rule (live), writes of the rule replaced (wait)
  ['put the tests in a tests/ folder', 'wait, colocate them with the source instead', ['Colocate tests with the source', 'Colocate tests with their source files', 'Keep tests next to the source files'], ['Put tests in a tests/ folder']],
  ['logs in plain text pls', 'wait, make that json, we ship them to loki', ['Log in JSON'], ['Log in plain text']],
  ['run the linter before every commit', 'actually, run it in CI instead', ['Run the linter in CI'], ['Run the linter before every commit']],
  ['squash commits before merging', 'actually no, rebase them instead', ['Rebase commits before merging'], ['Squash commits before merging']],
  ['format dates as DD/MM/YYYY', 'sorry, make that ISO 8601', ['Format dates as ISO 8601'], ['Format dates as DD/MM/YYYY']],
  ['mock the database in unit tests', 'actually no, use a real test database instead', ['Use a real test database in unit tests'], ['Mock the database in unit tests']],
  ['name branches after the ticket', 'hmm actually prefix them with feat/ or fix/ instead', ['Prefix branch names with feat/ or fix/'], ['Name branches after the ticket']],
  ['review PRs within a day', 'actually make it two hours', ['Review PRs within two hours'], ['Review PRs within a day']],
  ['测试放到 tests 目录', '算了，还是跟源码放一起吧', ['测试和源码放在一起', '测试文件跟源码放在一起'], ['测试放在 tests 目录']],
  ['把日志写到文件里', '不对，打到 stdout 就行', ['日志打到 stdout'], ['日志写到文件里']],
]

describe('a rule replaced in the next message', () => {
  it('the new rule is the user\'s, quoting both messages when it needs the first', () => {
    for (const [earlier, later, fresh] of PAIRS) for (const write of fresh) expect(`${write}: ${verdictIn(write, earlier, later)}`).toBe(`${write}: live`)
    const g = groundIn('Colocate tests with their source files', [{ text: 'put the tests in a tests/ folder' }, { text: 'wait, colocate them with the source instead' }])
    expect(g.quote).toBe('put the tests in a tests/ folder / wait, colocate them with the source instead')
    expect(g.utterance?.text).toBe('wait, colocate them with the source instead')
  })

  it('the rule replaced waits, saying what took its place', () => {
    for (const [earlier, later, , old] of PAIRS) for (const write of old) expect(`${write}: ${verdictIn(write, earlier, later)}`).toBe(`${write}: changes`)
    const g = groundIn('Put tests in a tests/ folder', [{ text: 'put the tests in a tests/ folder' }, { text: 'wait, colocate them with the source instead' }])
    expect(g.changed).toEqual([{ from: ['colocate them with the source'], to: ['Put tests in a tests/ folder'] }])
    expect(g.quote).toBe('wait, colocate them with the source instead')
  })

  it('the new rule with the old one refused is the user\'s too (was told "the opposite of what you said")', () => {
    const said: Array<[string, string, string[]]> = [
      ['put the tests in a tests/ folder', 'wait, colocate them with the source instead', ['Colocate tests with the source instead of a tests/ folder', 'Colocate tests with the source, not in a tests/ folder', 'Don\'t put tests in a tests/ folder; colocate them with the source']],
      ['logs in plain text pls', 'wait, make that json, we ship them to loki', ['Log in JSON, not plain text', 'Log in JSON instead of plain text']],
      ['run the linter before every commit', 'actually, run it in CI instead', ['Run the linter in CI, not before commits', 'Run the linter in CI instead of before every commit']],
      ['format dates as DD/MM/YYYY', 'sorry, make that ISO 8601', ['Format dates as ISO 8601, not DD/MM/YYYY']],
      ['把日志写到文件里', '不对，打到 stdout 就行', ['日志打到 stdout，不要写到文件里']],
    ]
    for (const [earlier, later, writes] of said) for (const write of writes) expect(`${write}: ${verdictIn(write, earlier, later)}`).toBe(`${write}: live`)
  })

  it('the old rule with the new one refused waits', () => {
    const T = ['put the tests in a tests/ folder', 'wait, colocate them with the source instead']
    expect(verdictIn('Put tests in a tests/ folder, not with the source', ...T)).toBe('changes')
    expect(verdictIn('Put tests in a tests/ folder instead of colocating them', ...T)).toBe('changes')
    expect(verdictIn('Log in plain text, not JSON', 'logs in plain text pls', 'wait, make that json')).toBe('changes')
  })

  it('what the correction points back to is the message before\'s', () => {
    const T = ['put the tests in a tests/ folder', 'wait, colocate them with the source instead']
    // Was live: "them" read as anything.
    expect(groundIn('Colocate fixtures with the source', T.map((text) => ({ text }))).added).toEqual(['fixtures'])
    expect(verdictIn('Colocate all files with the source', ...T)).toBe('adds')
    expect(verdictIn('Colocate fixtures with the source, not in a tests/ folder', ...T)).not.toBe('live')
    expect(verdictIn('Run the tests in CI', 'run the linter before every commit', 'actually, run it in CI instead')).toBe('adds')
  })

  it('the new rule turned round, or with another thing, is not backed by the pair', () => {
    const T = ['put the tests in a tests/ folder', 'wait, colocate them with the source instead']
    expect(verdictIn('Never colocate tests with the source', ...T)).not.toBe('live')
    expect(verdictIn('Never log in JSON', 'logs in plain text pls', 'wait, make that json')).not.toBe('live')
    expect(verdictIn('Log in YAML', 'logs in plain text pls', 'wait, make that json')).not.toBe('live')
    // Keeping both what was replaced and the new thing is not read as the correction.
    expect(pointedBack('Run the linter in CI before every commit', 'run the linter before every commit', { text: 'actually, run it in CI instead' })).toBeUndefined()
  })

  it('what replaces nothing is not read as a replacement', () => {
    // Points back without "instead": "no, fix it first" is about something else.
    expect(verdictIn('Use pnpm', 'use pnpm', 'no, fix it first')).toBe('live')
    // It answers the model's question.
    expect(groundIn('Use pnpm', [{ text: 'use pnpm' }, { text: 'no, do it later instead', before: 'Done. Should I also migrate the lockfile now?' }]).grounded).toBe(true)
    // Adds, asks, narrows, or names nothing of the message before.
    expect(replacementOf('put tests in tests/', { text: 'actually, also add an index file' })).toBeUndefined()
    expect(replacementOf('put tests in tests/', { text: 'wait, can you colocate them with the source instead?' })).toBeUndefined()
    expect(replacementOf('mark the entry steps with start: true', { text: 'wait no, only ONE entrypoint' })).toBeUndefined()
    expect(replacementOf('use pnpm', { text: 'actually, write the docs first instead' })).toBeUndefined()
    // A reply that names no new thing (a first version held the rule on these).
    for (const reply of ['sorry, I\'m tired', 'sorry, typo', 'sorry for the noise', 'no worries', 'no thanks', 'nope, all good']) expect(`${reply}: ${verdictIn('Use black for formatting', 'use black for formatting', reply)}`).toBe(`${reply}: live`)
    // The message before joins two things: which one is replaced is not said.
    expect(verdictIn('Use pnpm', 'use pnpm and put tests in tests/', 'wait, colocate them with the source instead')).toBe('live')
  })

  it('a judgment in the other language is not compared word for word', () => {
    expect(keepsReplaced('流程只有一个入口', 'mark the entry steps with start: true', { text: 'sorry, make that one entrypoint' })).toBeUndefined()
  })
})
