import { describe, expect, it } from 'vitest'
import { verdict } from './helpers/ground-verdict.js'

// Session 42, our own construction: a Chinese convention names its thing first, then what it uses
// (「回答用中文」, 「测试用 vitest」, 「提交信息用英文写」): a standing rule, as 「缩进 2 个空格」 is. The
// model's "Always answer in Chinese" or 「回答一律用中文」 was held as turning a one-off request into a
// rule (quantifier-added.ts); 「用中文回答一下」 (用 first, 一下), 「这次用 yarn」 still are.
describe('a thing, then what it uses', () => {
  it('restated with "always", is the user\'s', () => {
    expect(verdict('Always answer in Chinese', '回答用中文')).toBe('live')
    expect(verdict('Always use vitest for tests', '测试用 vitest')).toBe('live')
    expect(verdict('Always write commit messages in English', '提交信息用英文写')).toBe('live')
    expect(verdict('回答一律用中文', '回答用中文')).toBe('live')
  })

  it('a request for now, or of one thing, is no rule for every time', () => {
    expect(verdict('Always answer in Chinese', '用中文回答一下')).not.toBe('live')
    expect(verdict('Always install with pnpm', '现在用 pnpm 装一下')).not.toBe('live')
    expect(verdict('Always use yarn', '这次用 yarn')).not.toBe('live')
    expect(verdict('Always write functions with async', '这个函数用 async 写')).not.toBe('live')
    expect(verdict('总是推到 main', '推到 main')).not.toBe('live')
  })
})

// "two spaces" is a count of spaces, as "2 spaces" and 两个空格 are (value-table.ts): "Indent with
// two spaces" after 「缩进用两个空格」 was held as changing 两个空格 to "spaces".
describe('a count of spaces in words', () => {
  it('restates the count in digits or in Chinese', () => {
    expect(verdict('Indent with two spaces', '缩进用两个空格')).toBe('live')
    expect(verdict('Indent with two spaces', '缩进用 2 个空格')).toBe('live')
    expect(verdict('缩进用两个空格', 'indent with two spaces')).toBe('live')
  })
  it('another count waits', () => {
    expect(verdict('Indent with four spaces', '缩进用两个空格')).not.toBe('live')
    expect(verdict('Indent with four spaces', 'indent with two spaces')).not.toBe('live')
  })
})
