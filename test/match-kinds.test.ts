import { describe, expect, it } from 'vitest'
import { numbersItems } from '../src/core/numbered-label.js'
import { plainCompoundAt } from '../src/core/plain-compounds.js'
import { scopesDiffer } from '../src/core/value-scope.js'
import { swapsGuideOwner } from '../src/core/reference-source.js'
import { prependedRun } from '../src/core/prepended-modifier.js'
import { hunks, repeatedRun } from '../src/core/repeated-run.js'
import { analyse } from '../src/core/segment.js'
import { SAME_TOPIC_THRESHOLD, topicScore } from '../src/core/topic.js'
import { held, merged } from './helpers/topic-verdict.js'

// Issue 19 (match20): kinds of false automatic merge, each told apart in general. The pairs are
// written for these tests (none is from the labelled corpus pairs). A pair told apart is held
// below the automatic merge and still listed as a near candidate: the user decides.

describe('an object swapped (or a modifier inserted) at every place it stands', () => {
  it('finds the run when it is the same at each place', () => {
    expect(hunks(['a', 'x', 'b', 'x'], ['a', 'y', 'b', 'y'])).toEqual([{ from: ['x'], to: ['y'], end: [2, 2] }, { from: ['x'], to: ['y'], end: [4, 4] }])
    expect(repeatedRun('Server tasks → read [server/GUIDE.md](server/GUIDE.md)', 'Client tasks → read [client/GUIDE.md](client/GUIDE.md)')).toEqual(['server', 'client'])
    expect(repeatedRun('docs.md — load when editing apps/docs/**', 'admin-docs.md — load when editing apps/admin-docs/**')).toEqual(['', 'admin'])
    // Swapped one way here and the other way there: not one repeated swap.
    expect(repeatedRun('Use tabs, not spaces', 'Use spaces, not tabs')).toBeUndefined()
  })

  it('keeps the two rules apart', () => {
    held('Server tasks → read [server/GUIDE.md](server/GUIDE.md)', 'Client tasks → read [client/GUIDE.md](client/GUIDE.md)')
    held('Backend changes go through backend review', 'Frontend changes go through frontend review')
    held('docs.md — load when editing apps/docs/**', 'admin-docs.md — load when editing apps/admin-docs/**')
  })

  it('still merges a value changed at every place (a change of mind)', () => {
    merged('Indent with 2 spaces; use 2 spaces in YAML too', 'Indent with 4 spaces; use 4 spaces in YAML too')
  })
})

describe('another numbered item of one template', () => {
  it('reads a number after a word that counts items, not a measure or a version', () => {
    expect(numbersItems('Phase 2: write the failing tests', 'Phase 3: write the failing tests')).toBe(true)
    expect(numbersItems('Indent with 2 spaces', 'Indent with 4 spaces')).toBe(false)
    expect(numbersItems('Use Python 3.11 for scripts', 'Use Python 3.12 for scripts')).toBe(false)
  })

  it('keeps the items apart and still merges another value', () => {
    held('Option 1: cache the response in Redis', 'Option 2: cache the response in Redis')
    held('Phase 2: write the failing tests', 'Phase 3: write the failing tests')
    merged('Indent with 2 spaces', 'Indent with 4 spaces')
    merged('Keep lines under 80 characters', 'Keep lines under 120 characters')
    merged('Use Python 3.11 for scripts', 'Use Python 3.12 for scripts')
  })
})

describe('a kind of the noun a rule opens with, or a modifier inserted past an article', () => {
  it('finds the run put in front, articles aside', () => {
    expect(prependedRun('Tag from: main', 'Create hotfix tag from main')).toEqual(['create', 'hotfix'])
    expect(prependedRun('Workers may read the shared cache', 'Background workers may read a shared cache')).toEqual(['background'])
  })

  it('keeps the narrower rule apart', () => {
    held('Functions can read the shared Netlify context', 'Edge functions can read the shared Netlify context')
    held('Workers may read the shared cache', 'Background workers may read the shared cache')
    held('Tag from: main', 'Create hotfix tag from main')
    held('Read the config of a worker before editing it', 'Read the config of an edge worker before editing it')
  })

  it('still merges an adverb, a verb or a label put in front, and another article', () => {
    merged('Use strict mode', 'Always use strict mode')
    merged('Strict mode everywhere', 'Enable strict mode everywhere')
    merged('TypeScript strict mode', 'Use TypeScript strict mode')
    merged('Make the failing test pass', 'GREEN: Make the failing test pass')
    merged('Pin the version of a dependency in the lockfile', 'Pin the version of the dependency in the lockfile')
    // Articles aside, a noun appended names what the rule already names (main is a branch).
    merged('Never force-push to main.', 'Never force-push to the main branch')
  })
})

describe('the guide of another named thing', () => {
  it('reads a name swapped right before a word for a guide', () => {
    const units = (text: string) => new Map([...text.split(' ')].filter(Boolean).map((w) => [`e:${w}`, 1]))
    expect(swapsGuideOwner('Follow Laravel\'s conventions', 'Follow Symfony\'s conventions', units)).toBe(true)
    expect(swapsGuideOwner('Give accurate React examples', 'Give accurate Vue examples', units)).toBe(false)
  })

  it('keeps two guides apart', () => {
    held('Follow the Svelte style guide', 'Follow the Vue style guide')
    held('Follow React docs for data fetching', 'Follow Vue docs for data fetching')
    held('Stick to the Angular style guide for services', 'Stick to the React style guide for services')
  })

  it('still merges another framework picked (a change of mind), and examples in another framework', () => {
    merged('Use React for the UI', 'Use Vue for the UI')
    merged('Build the UI with React', 'Build the UI with Vue')
    merged('Give accurate React examples', 'Give accurate Vue examples')
  })
})

describe('a Chinese compound is not the concept of one of its characters', () => {
  const keys = (text: string) => analyse(text).units.map((u) => u.key)
  it('reads 编写, 预测, 订单 as words, and 编造, 单引号, 单元测试 as before', () => {
    expect(plainCompoundAt('先编写文档', 1)).toBe(2)
    expect(keys('先编写文档')).not.toContain('c:fabricate')
    expect(keys('先预测再优化')).not.toContain('c:measure')
    expect(keys('订单页')).not.toContain('c:single')
    expect(keys('不要编造数据')).toContain('c:fabricate')
    expect(keys('用单引号')).toContain('c:single')
    expect(keys('写单元测试')).toContain('c:unit-test')
  })

  it('keeps rules that only share such a character apart', () => {
    for (const [a, b] of [['不要编造 API', '先编写 API 文档'], ['先测量再优化', '先预测再优化'], ['不确定就说不知道，不要编造', '不确定的时候不要编写代码']] as const) {
      expect(topicScore(a, b), `${a} / ${b}`).toBeLessThan(SAME_TOPIC_THRESHOLD)
    }
  })

  it('still merges a restatement with the character in its own sense', () => {
    merged('不要瞎编', '别编造事实')
    merged('用单引号', '用单引号写字符串')
  })
})

describe('another value for another object', () => {
  it('reads what each masked text names that the other does not', () => {
    const units = (...keys: Array<[string, number]>) => ({ raw: new Map(keys) })
    expect(scopesDiffer(units(['e:valueofnamingcas', 0.8], ['c:component', 1]), units(['e:valueofnamingcas', 0.8], ['c:variable', 1]))).toBe(true)
    expect(scopesDiffer(units(['e:valueofnamingcas', 0.8], ['c:variable', 1]), units(['e:valueofnamingcas', 0.8], ['c:variable', 1], ['n:2', 0.4]))).toBe(false)
  })

  it('keeps a value per object apart', () => {
    held('Use PascalCase for components', 'Use camelCase for variables')
    held('Use PascalCase for component names', 'Use camelCase for variable names')
    held('Use snake_case for database columns', 'Use camelCase for JSON fields')
    held('Use camelCase for function and variable names', 'Use PascalCase for class names (if used)')
  })

  it('still merges another value for the same object (a change of mind), and a value restated', () => {
    merged('Use camelCase for variable names', 'Use snake_case for variable names')
    merged('Use PascalCase for class names, camelCase for methods', 'Use camelCase for methods')
  })
})
