import { describe, expect, it } from 'vitest'
import { identifiersOf, writes } from '../src/core/identifiers.js'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction: names from code that are not snake_case or CamelCase — a scoped
// package, a file glob, an issue label, a setting — are values the user's words must write whole.
describe('a name from code the user did not write whole', () => {
  it('reads packages, globs, labels and settings as names', () => {
    expect(identifiersOf('run npm test -w @acme/api-server first')).toContain('@acme/api-server')
    expect(identifiersOf('name them *.spec.tsx please')).toContain('*.spec.tsx')
    expect(identifiersOf('leave issues tagged A-good-first alone')).toContain('a-good-first')
    expect(identifiersOf('set strict: true in tsconfig')).toContain('strict: true')
    expect(identifiersOf('name length 1-2 chars, scope: 1-2')).not.toContain('scope: 1')
  })

  it('a name is written whole or not at all', () => {
    expect(writes('npm test -w @acme/api-server-core', '@acme/api-server')).toBe(false)
    expect(writes('npm test -w @acme/api-server.', '@acme/api-server')).toBe(true)
    expect(writes('call simple_send_with_retries', 'send_with_retries')).toBe(false)
    expect(writes('don\'t touch `send_with_retries`', 'send_with_retries')).toBe(true)
  })

  it('another package, glob, label or setting waits', () => {
    expect(verdict('api 包的测试用 npm test -w @acme/api-server 跑', 'for the api package run tests with npm test -w @acme/api-server-core')).toBe('changes')
    expect(verdict('Name end-to-end test files *.e2e.test.ts', 'e2e test files are named *.spec.ts')).toBe('changes')
    expect(verdict('Leave issues labelled A-good-first to newcomers', 'leave issues labelled A-mentored to newcomers')).toBe('changes')
    expect(verdict('Only the first step gets entry: true', 'only the first step gets start: true')).not.toBe('live')
  })

  it('the same names, said in chat, are the user\'s', () => {
    expect(verdict('Run the api tests with npm test -w @acme/api-server', 'api tests: npm test -w @acme/api-server pls')).toBe('live')
    expect(verdict('Name end-to-end test files *.e2e.test.ts', 'e2e test files should be named *.e2e.test.ts')).toBe('live')
    expect(verdict('Only the first step gets start: true', 'only the first step gets start:true')).toBe('live')
  })
})

describe('two names from code chosen the other way', () => {
  it('「用 A，不要用 B」 chooses A', () => {
    expect(verdict('出错时用 console.warn() 就行，不用 console.error()', '出错的时候一律用 console.error()，不要用 console.warn()')).toBe('changes')
    expect(verdict('出错时一律用 console.error()，别用 console.warn()', '出错的时候一律用 console.error()，不要用 console.warn()')).toBe('live')
  })

  it('a word only inside a quoted literal is not the user\'s modifier', () => {
    expect(verdict('Write pages as static pages with "use cache" by default', '页面默认都写成 dynamic pages，只有不变的才加 "use cache"')).toBe('changes')
  })
})

describe('a flag said by its own word', () => {
  it('is the user\'s; another flag is not', () => {
    expect(verdict('Never use git commit --amend on pushed commits', 'no amend on pushed commits')).toBe('live')
    expect(verdict('Run the build with --no-cache', 'run the build with --cache')).toBe('changes')
  })
})

// Session 44, after a pair of the twenty-fifth set's tune half: code the user typed bare, quoted in backticks
// by the judgment, is the user's code (its commas and spaces are not part of what it says).
describe('code quoted in backticks that the user typed bare', () => {
  const said = 'reducers stay pure, like nextState = reducer(prevState, action), no side effects'
  it('is the user\'s', () => {
    expect(verdict('Keep reducers pure, like `nextState = reducer(prevState, action)`, with no side effects', said)).toBe('live')
  })

  it('in another shape it is not, and the card quotes it as the judgment wrote it', () => {
    const g = groundIn('Keep reducers pure, like `nextState = reducer(action, prevState)`, with no side effects', [{ text: said }])
    expect(g.grounded).toBe(false)
    expect(g.added).toEqual(['`nextState = reducer(action, prevState)`'])
  })
})
