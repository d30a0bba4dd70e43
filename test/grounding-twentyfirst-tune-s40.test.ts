// Session 40, the twenty-first set's tune half (its other half is held aside, never read), with constructed
// probes of the same shapes: a generic's commas cut a rule in two, a Chinese 不用 read as a condition, and a
// library whose hyphenated name shares a part with the user's taken for theirs.
import { describe, expect, it } from 'vitest'
import { normalize } from '../src/core/segment.js'
import { stem } from '../src/core/stem.js'
import { verdict, verdictIn } from './helpers/ground-verdict.js'

const COW = 'Cow<\'a, str> 只在确实需要 normalization 的时候才用'
const HATCHET = ['e2e test is failing at client setup', 'for the hatchet client in e2e tests use makeE2EClient() from src/v1/examples/__e2e__/harness.ts']
const FORMS = ['设置页的表单先用 formik 写吧', '不对，表单还是统一用 react-hook-form']

describe('a generic\'s parameters are one name (segment.ts normalize)', () => {
  it('the user\'s "only when" restated is live (was held as the opposite)', () => {
    expect(verdict('只有需要做 normalization 时才用 Cow<\'a, str>', COW)).toBe('live')
    expect(verdict('Fallible functions return Result<T, E> instead of panicking', 'return Result<T, E> from every fallible function, never panic')).toBe('live')
  })
  it('the rule widened or flipped still waits', () => {
    expect(verdict('所有字符串参数都用 Cow<\'a, str>', COW)).not.toBe('live')
    expect(verdict('Fallible functions may panic instead of returning Result<T, E>', 'return Result<T, E> from every fallible function, never panic')).not.toBe('live')
    expect(verdict('Type untyped JSON as any rather than Record<string, unknown>', 'use Record<string, unknown> for untyped json, not any')).not.toBe('live')
  })
  it('joins only the commas inside a generic', () => {
    expect(normalize('Map<K, V>, then Set<T>')).toBe('map<k·v>, then set<t>')
  })
})

describe('「不用 X」 refuses X; only 「不用 X 的时候」 is an occasion (name-stance.ts)', () => {
  it('refusing the helper the user asked for waits (was live)', () => {
    expect(verdictIn('e2e 测试里的 Hatchet client 自己 new 一个就行，不用 makeE2EClient()', ...HATCHET)).not.toBe('live')
  })
  it('the helper restated is still live, and an occasion still reads as one', () => {
    expect(verdictIn('e2e 测试里的 Hatchet client 用 src/v1/examples/__e2e__/harness.ts 里的 makeE2EClient() 创建', ...HATCHET)).toBe('live')
    expect(verdict('Without Immer, don\'t mutate state directly', '没有 Immer 的时候别直接改 state')).toBe('live')
  })
})

describe('a hyphenated name is one name (latin-unsaid.ts, said-elsewhere.ts)', () => {
  it('another library that shares a part of the user\'s name waits, after a correction too (was live)', () => {
    expect(verdictIn('表单统一用 react-final-form', ...FORMS)).not.toBe('live')
    expect(verdict('路由用 vue-navigation', '路由用 vue-router')).not.toBe('live')
  })
  it('the user\'s own library is live', () => {
    expect(verdictIn('表单统一用 react-hook-form', ...FORMS)).toBe('live')
    expect(verdict('前端用 React 写，状态用 zustand 管', '前端统一用 React，状态管理用 zustand')).toBe('live')
  })
})

describe('a method read off its receiver is a name (latin-unsaid.ts)', () => {
  const STATUS = 'for status updates use Status().Update() or Status().Patch(), never a full resource update'
  it('another method in the user\'s place waits (was live)', () => {
    expect(verdict('更新 status 用 Status().Update() / Status().Apply()，不要对整个资源做更新', STATUS)).not.toBe('live')
    expect(verdict('读对象用 client.Fetch()，别 list', 'use client.Get() to read objects, never list them')).not.toBe('live')
  })
  it('the user\'s methods restated are live', () => {
    expect(verdict('更新 status 用 Status().Update() 或 Status().Patch()，不要对整个资源做更新', STATUS)).toBe('live')
    expect(verdict('读对象用 client.Get()，别 list', 'use client.Get() to read objects, never list them')).toBe('live')
  })
})

describe('the first time against every use (value-table.ts occurrence)', () => {
  const LINK = ['docs pr looks mostly fine', 'one thing: link concept terms to their concept page the first time they show up, like durable task -> /concepts/durable-workflows/durable-task-execution']
  it('every use for the user\'s first time waits, in both languages (was live)', () => {
    expect(verdictIn('In the docs, link a concept term to its concept page on every use (e.g. durable task)', ...LINK)).not.toBe('live')
    expect(verdict('术语每次出现都要加链接', '第一次出现的术语要加链接')).not.toBe('live')
    expect(verdict('Run the full test suite the first time you change the parser', 'run the full test suite every time you change the parser')).not.toBe('live')
  })
  it('the occasion restated is live, and "every time" for "always" adds nothing', () => {
    expect(verdict('术语首次出现时加链接', '第一次出现的术语要加链接')).toBe('live')
    expect(verdict('Run the full test suite each time the parser changes', 'run the full test suite every time you change the parser')).toBe('live')
    expect(verdict('Run the linter every time before committing', 'always run the linter before committing')).toBe('live')
  })
})

describe('"adding" is a form of "add", and a past mishap is no choice', () => {
  const LEAKS = 'anytime u add a Map, queue, Buffer, array or anything like that, add the matching cleanup/release logic too, weve leaked memory this way before'
  it('stems "adding" and "added" with "add" (stem.ts: a root of three letters keeps its double letter)', () => {
    expect(['add', 'adds', 'adding', 'added'].map(stem)).toEqual(['add', 'add', 'add', 'add'])
    expect(['hopping', 'running', 'getting'].map(stem)).toEqual(['hop', 'run', 'get'])
  })
  it('the rule restated with "when adding" and "to avoid memory leaks" is live (was held: adds, then opposite)', () => {
    expect(verdict('When adding new Maps, queues, Buffers or arrays, add the corresponding cleanup/release logic to avoid memory leaks', LEAKS)).toBe('live')
    expect(verdict('Never add cleanup logic for Maps', LEAKS)).not.toBe('live')
  })
})

describe('a call\'s arguments are code, and "it\'s the X" names a culprit', () => {
  const FOCUS = ['the search input doesnt get focus when the modal opens, flaky af', 'yeah its the setTimeout(..., 0). for focus or measuring the dom prefer requestAnimationFrame or useLayoutEffect over that']
  it('the culprit preferred over the user\'s choice waits (was live)', () => {
    expect(verdictIn('For focus, prefer setTimeout(..., 0) over requestAnimationFrame', ...FOCUS)).not.toBe('live')
  })
  it('joins a call\'s commas only (segment.ts normalize)', () => {
    expect(normalize('use setTimeout(fn, 0) to defer, never a busy loop')).toBe('use settimeout(fn·0) to defer, never a busy loop')
    expect(verdict('Defer with a busy loop, not setTimeout(fn, 0)', 'use setTimeout(fn, 0) to defer, never a busy loop')).not.toBe('live')
    expect(verdict('Defer with setTimeout(fn, 0), not a busy loop', 'use setTimeout(fn, 0) to defer, never a busy loop')).toBe('live')
  })
})

describe('a report of a mishap, as typed (complaint-restated.ts)', () => {
  it('the thing that leaked, written as the rule, waits when the report has its apostrophe (was live)', () => {
    expect(verdictIn('Use global caches', 'we\'ve leaked memory with global caches before', 'use an LRU with a size limit for caches')).not.toBe('live')
    expect(verdictIn('Use an LRU cache with a size limit', 'we\'ve leaked memory with global caches before', 'use an LRU with a size limit for caches')).toBe('live')
  })
})

describe('可能 is a hedge, as "may" is (stopwords.ts)', () => {
  it('"may be called" restating 「可能会被…调用」 is live (was held: 可能 swapped for "Lock")', () => {
    expect(verdict('Lock functions that may be called from several threads at once', '可能会被多个线程同时调用的函数要加锁')).toBe('live')
    expect(verdict('可能会被多个线程同时调用的函数不用加锁', '可能会被多个线程同时调用的函数要加锁')).not.toBe('live')
  })
})
