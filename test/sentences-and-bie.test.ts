// One source for the sentence split and for 别 as "don't" (the review of session 14: four copies of the
// split, six of the 别 exceptions): what each piece reads, and that the patterns built from it agree.
import { describe, expect, it } from 'vitest'
import { BINDING } from '../src/core/span-swap-zh.js'
import { NECESSITY, PRECONDITION } from '../src/core/precondition.js'
import { sentencesIn, sentencesWithExceptions } from '../src/core/sentences.js'
import { BIE, NEGATION_CUES } from '../src/core/stopwords.js'

describe('sentences', () => {
  it('splits at CJK and Latin sentence ends, keeps a version number whole, drops empty fragments', () => {
    expect(sentencesIn('用 pnpm。别用 npm！pin node to v22.11. ok')).toEqual(['用 pnpm。', '别用 npm！', 'pin node to v22.11.', 'ok'])
    expect(sentencesIn('one line\n\nanother; third')).toEqual(['one line', 'another;', 'third'])
  })
  it('reads an exception that opens a sentence with the rule before it', () => {
    expect(sentencesWithExceptions('log to stdout. except the worker, it logs to a file. done')).toEqual(['log to stdout. except the worker, it logs to a file.', 'done'])
    expect(sentencesWithExceptions('日志写到 stdout。除了 worker，它写文件。')).toEqual(['日志写到 stdout。 除了 worker，它写文件。'])
  })
})

describe('别 as "don\'t"', () => {
  const bie = new RegExp(BIE)
  it('is a refusal on its own and not inside a word that holds the character', () => {
    for (const s of ['别用 npm', '千万别拼到工具结果里', '改名时别保留旧接口']) expect(bie.test(s), s).toBe(true)
    for (const s of ['改名时保留旧别名', '修掉错别字', '特别是测试', '区别对待', '别人的代码', '别的文件', '别处']) expect(bie.test(s), s).toBe(false)
  })
  it('every pattern built from it reads the same words', () => {
    for (const re of [NEGATION_CUES, BINDING]) {
      expect(re.test('改名时保留旧别名'), re.source.slice(0, 20)).toBe(false)
      expect(re.test('别的文件'), re.source.slice(0, 20)).toBe(false)
    }
    expect(NEGATION_CUES.test('别用 npm')).toBe(true)
  })
})

describe('precondition', () => {
  it('a step that must come first, and a necessity, are two lists', () => {
    for (const s of ['tests must pass before merging', '合并之前跑一遍', 'wait until CI is green', 'once it builds, ship it']) expect(PRECONDITION.test(s), s).toBe(true)
    for (const s of ['run the tests first', 'side by side screenshots are fine']) expect(PRECONDITION.test(s), s).toBe(false)
    expect(NECESSITY.test('CI must pass')).toBe(true)
    expect(NECESSITY.test('必须全绿')).toBe(true)
    expect(NECESSITY.test('run CI')).toBe(false)
  })
})
