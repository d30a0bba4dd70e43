import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { narrowsToOnly } from '../src/core/narrowed.js'
import { verdict } from './helpers/ground-verdict.js'

// Cases of our own construction: a rule the user stated for several things restated for one alone,
// ends and beginnings, optional and required, a subject swapped at a rule's start.
describe('a rule narrowed to one of the things the user named', () => {
  it('holds "only" where the user restricted nothing, and says so', () => {
    expect(verdict('Lint only the TypeScript files before a commit', 'Lint the TypeScript and CSS files before a commit')).not.toBe('live')
    expect(verdict('Review database migrations only', 'Review database migrations and seed scripts')).not.toBe('live')
    expect(verdict('接口文档只写请求参数', '接口文档要写请求参数和返回值')).not.toBe('live')
    expect(groundIn('Review database migrations only', [{ text: 'Review database migrations and seed scripts' }])).toMatchObject({ blocked: 'adds', added: ['only'] })
  })

  it('lets "only … when" restate "not … unless", and an "only" the user said', () => {
    expect(verdict('Only add a new dependency when the standard library cannot do it', 'Do not add a new dependency unless the standard library cannot do it')).toBe('live')
    expect(verdict('Only the release script may publish packages', 'Packages are published by the release script only')).toBe('live')
    expect(narrowsToOnly('Only deploy after the review is approved', 'Never deploy without an approved review')).toBeUndefined()
    expect(narrowsToOnly('只写请求参数', 'Document the request parameters and the responses')).toBeUndefined()
  })
})

describe('opposite places and requirements', () => {
  it('holds the end for the beginning and required for optional', () => {
    expect(verdict('每个脚本末尾写上作者和日期', '每个脚本开头写上作者和日期')).not.toBe('live')
    expect(verdict('Make the config fields required', 'Make the config fields optional')).not.toBe('live')
  })
})

describe('a plain word swapped at the start of a rule that opens with its subject', () => {
  it('holds eval for exec, and routes for forms', () => {
    expect(verdict('eval is banned in plugin code and must never appear in page templates', 'exec is banned in plugin code and must never appear in page templates')).toBe('changes')
    expect(verdict('Show proper loading and error states for routes', 'Show proper loading and error states for forms')).toBe('changes')
  })

  it('lets an imperative reword its verb', () => {
    expect(verdict('Document public functions with examples and caveats', 'Describe public functions with examples and caveats')).toBe('live')
  })
})

// Session 42, our own construction: across languages, an English "only" after a Chinese rule that names
// both or all of its things (都, 前后端) narrows it: "Only write unit tests" after 「单元测试和集成测试都要写」
// and "Only validate forms on the frontend" after 「表单校验前后端都要做」 went live.
describe('"only" after a Chinese rule of both', () => {
  it('waits', () => {
    expect(verdict('Only write unit tests', '单元测试和集成测试都要写')).not.toBe('live')
    expect(verdict('Only validate forms on the frontend', '表单校验前后端都要做')).not.toBe('live')
  })
  it('the rule of both, restated, is the user\'s', () => {
    expect(verdict('Validate forms on both the frontend and the backend', '表单校验前后端都要做')).toBe('live')
    expect(verdict('Write both unit tests and integration tests', '单元测试和集成测试都要写')).toBe('live')
  })
})
