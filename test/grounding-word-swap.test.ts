import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { swapsWord } from '../src/core/word-swap.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): one plain word of the user's rule
// replaced in an otherwise copied rule, and how passwords are stored.
describe('a plain word swapped in a copied rule', () => {
  it('holds the rule whose object was replaced, and says which word', () => {
    expect(verdict('Use Redux hooks, never modify the reducer directly', 'Use Redux hooks, never modify the store directly')).toBe('changes')
    expect(verdict('Limit nesting depth to 3 levels in every component', 'Limit nesting depth to 3 levels in every module')).toBe('changes')
    const g = groundIn('Use Redux hooks, never modify the reducer directly', [{ text: 'Use Redux hooks, never modify the store directly' }])
    expect(g.changed).toEqual([{ from: ['store'], to: ['reducer'] }])
  })

  it('lets a restatement reword a hedge, a measure or a verb form', () => {
    expect(verdict('Use Kotlin coroutines for background work where they fit', 'Use Kotlin coroutines for background work where appropriate')).toBe('live')
    expect(verdict('Keep log lines at most 120 characters long', 'Keep log line length at most 120 characters')).toBe('live')
    expect(verdict('Never push migrations straight to the shared database', 'Never push migrations directly to the shared database')).toBe('live')
    // The rule's verb after don't / never / to is reworded freely.
    expect(verdict('Don\'t edit generated files by hand', 'Don\'t modify generated files by hand')).toBe('live')
    expect(verdict('Never rewrite the public API of the package', 'Never change the public API of the package')).toBe('live')
  })

  it('does not count a template word, a word of the same family or a reworded start', () => {
    expect(swapsWord('Implement caching for slow database queries', 'Use caching for slow database queries')).toBeUndefined()
    expect(swapsWord('Prefer simple composition over deep inheritance', 'Prefer simpler composition over deep inheritance')).toBeUndefined()
    expect(swapsWord('Document every exported function with examples', 'Annotate every exported function with examples')).toBeUndefined()
    // Too little copied to call it a copy.
    expect(swapsWord('Avoid global state', 'Avoid shared state')).toBeUndefined()
  })
})

describe('what the lexicon knows', () => {
  it('"single-purpose" is the concept single-purpose, as "do one thing" is', () => {
    expect(verdict('Request handlers should be small and do one thing', 'Keep request handlers small and single-purpose.')).toBe('live')
  })

  it('reads a word as the lexicon does, exact forms included: "responses" (=responses) is "answers"', () => {
    expect(verdict('Give short answers with concrete Go examples', 'Write short responses with concrete Go examples.')).toBe('live')
    expect(swapsWord('Give short answers with concrete Go examples', 'Write short responses with concrete Go examples.')).toBeUndefined()
  })
})

describe('an event a condition waits for (ground8)', () => {
  it('"before pushing" → "before releasing" at the end of the rule: waits as a change', () => {
    expect(verdict('Check that lint and unit tests pass before releasing', 'Check that lint and unit tests pass before pushing')).toBe('changes')
  })

  it('a gerund with its own object, or the same event in other words: live', () => {
    expect(verdict('Validate external inputs before putting them in the store', 'Validate external inputs before committing them to the store')).toBe('live')
    expect(verdict('Check that lint and unit tests pass before shipping', 'Check that lint and unit tests pass before releasing')).toBe('live')
  })
})

describe('a short rule: the word after a name both keep (ground8)', () => {
  it('"Redux reducers" → "Redux boilerplate", "React hooks" → "React components": a change', () => {
    expect(verdict('Minimize Redux boilerplate', 'Minimize Redux reducers')).toBe('changes')
    expect(verdict('Document React components', 'Document React hooks')).toBe('changes')
  })

  it('a spelling of the same word, or a short rule without a name: not a swap', () => {
    expect(verdict('Prefer alternatives to Java serialisation', 'Prefer alternatives to Java serialization')).toBe('live')
    expect(swapsWord('Avoid global state', 'Avoid shared state')).toBeUndefined()
  })
})

describe('a word moved, not swapped (ground8)', () => {
  it('the judgment\'s word is one the user wrote elsewhere in the sentence: live', () => {
    expect(verdict('Use spaces rather than tabs, and keep variable names descriptive for maintainability', 'Use spaces, avoid the use of tabs and use descriptive variable names to improve maintainability.')).toBe('live')
    expect(swapsWord('Prefer named exports over default exports, and keep module names consistent for discoverability', 'Prefer named exports, avoid default exports and use consistent module names to improve discoverability.')).toBeUndefined()
  })
})

describe('with and without', () => {
  it('holds "with" put in place of the user\'s "without" inside a forbidding rule (a pair of the fifth set, all tune)', () => {
    expect(verdict('Do not call a store hook with a selector in components unless the component needs every field', 'Do not call a store hook without a selector in components unless the component truly needs every field.')).not.toBe('live')
  })
})

describe('how passwords are stored', () => {
  it('holds a weaker way of storing passwords than the user asked for', () => {
    expect(verdict('Store user passwords as MD5 hashes', 'Store user passwords hashed with bcrypt')).toBe('changes')
    expect(verdict('Keep user passwords in plain text in the users table', 'Keep user passwords as salted hashes in the users table')).not.toBe('live')
    expect(verdict('用户密码直接明文存库', '用户密码要加盐哈希后存库，用 bcrypt')).not.toBe('live')
  })

  it('grounds the same way of storing them said in other words', () => {
    expect(verdict('Hash user passwords with bcrypt before storing them', 'Store user passwords hashed with bcrypt')).toBe('live')
  })

  it('reads MD5 as a password value only where the rule is about passwords', () => {
    expect(verdict('Cache keys are MD5 hashes of the request URL', 'Use MD5 hashes of the request URL as cache keys')).toBe('live')
  })
})
