// What a user's word already says, spelled out by the judgment (issue 19, near24,
// src/core/implied-words.ts): the object of "catch" is errors, "git" holds the repository, a result
// set is what a query returns, "responsive" is working across screen sizes, "tell me what you're
// going to do" is the plan, "touch" is change. The judgment's other words still count, so an added
// scope, object or requirement stays held.
import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'
import { impliedByWords } from '../src/core/implied-words.js'

describe('a user\'s word, spelled out', () => {
  it('reads the meaning the word holds as said', () => {
    expect(verdict('Never commit API keys to the repository', 'api keys never go into git')).toBe('live')
    expect(verdict('Paginate every query that may return a huge result set', 'paginate all huge result sets')).toBe('live')
    expect(verdict('Pages must adapt to every screen size', 'pages must be responsive')).toBe('live')
    expect(verdict('Explain your plan before changing the schema', 'before you touch the schema, tell me what you are going to do')).toBe('live')
    expect(verdict('Only catch exceptions you can recover from', 'only catch what you can recover from')).toBe('live')
    expect(verdict('Never modify files outside the workspace', 'never modify anything outside the repo folder')).toBe('live')
    // "ran" is "run", and "tell me" is saying.
    expect(verdict('Run the linter before saying a change is finished', 'dont tell me its finished until you ran the linter')).toBe('live')
  })

  it('still counts what the judgment adds beside it', () => {
    expect(verdict('Never commit API keys to the frontend repository', 'api keys never go into git')).not.toBe('live')
    expect(verdict('Pages must work offline', 'pages must be responsive')).not.toBe('live')
    expect(verdict('Never modify files outside the home directory', 'never modify anything outside the repo folder')).not.toBe('live')
    expect(verdict('Run the benchmarks before saying a change is finished', 'dont tell me its finished until you ran the linter')).not.toBe('live')
    expect(verdict('Write a migration before changing the schema', 'before you touch the schema, tell me what you are going to do')).not.toBe('live')
  })

  it('counts a verb\'s object only where the judgment keeps the verb', () => {
    expect(verdict('Log exceptions you can recover from', 'only catch what you can recover from')).not.toBe('live')
    expect(impliedByWords('only catch what you can recover from', 'Log exceptions you can recover from').size).toBe(0)
    expect(impliedByWords('only catch what you can recover from', 'Catch exceptions you can recover from').has('c:error')).toBe(true)
  })
})

// Session 45, our own construction: "why, not what" — the what of a comment is what the code does.
describe('why, not what', () => {
  it('says "what the code does"', () => {
    expect(verdict('Write comments that explain why, not what the code does', 'comments explain why, not what')).toBe('live')
    expect(verdict('Comments explain why, not what the code does', '注释写为什么，不写是什么')).toBe('live')
  })

  it('says nothing without the contrast', () => {
    expect(verdict('Comments should restate what the code does', 'comments explain why')).not.toBe('live')
  })
})
