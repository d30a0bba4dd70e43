import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { baselineMissing, loadBaselineMatcher } from '../bench/baseline-matcher.js'
import { DEFAULT_CORPUS, documentFrequencies, readCorpus, renderData } from '../bench/term-weights.js'
import { swappedRuns } from '../src/core/siblings.js'
import { termFactor } from '../src/core/term-weights.js'
import { findSameTopic, SAME_TOPIC_THRESHOLD, topicScore } from '../src/core/topic.js'

// Issue 19: what tells two rules apart (the object) outweighs the template words they share.
// The old matcher is built from commit 7576734 (bench/baseline-matcher.ts); a clone without that
// commit (a shallow one) skips only the assertions about it, and says why.
const missing = baselineMissing()
const OLD = missing ? undefined : await loadBaselineMatcher()
const oldScore = (a: string, b: string) => OLD!.similarity(OLD!.extractFeatures(a), OLD!.extractFeatures(b)).score

/** The issue's sibling pairs: the old matcher merged every one of them. */
const SIBLINGS: Array<[string, string]> = [
  ['Use proper CORS setup', 'Use proper Docker setup'],
  ['Implement proper error handling', 'Implement proper JWT handling'],
  ['Use ctx.runQuery to call a query from a query, mutation, or action.', 'Use ctx.runMutation to call a mutation from a mutation or action.'],
  ['单元测试', '功能测试'],
  ['不输出买卖建议', '不输出仓位建议'],
  ['No new features', 'feat: New feature'],
]

/** Another value on the same subject: still one topic (the newer replaces the older). */
const VALUES: Array<[string, string]> = [
  ['Always use yarn', 'Always use pnpm'],
  ['Indent with 2 spaces', 'Indent with 4 spaces'],
  ['缩进用 2 个空格', '缩进用 4 个空格'],
  ['Prefer types over interfaces', 'Prefer interfaces over types'],
  ['用 pnpm 安装依赖', '用 npm 安装依赖'],
]

describe('term weights learned from rules other people wrote', () => {
  it('weigh template words (proper, implement, 规范) far below what a rule is about (CORS, JWT)', () => {
    for (const template of ['e:proper', 'e:implement', 'z:规范', 'z:确保']) expect(termFactor(template), template).toBeLessThan(0.3)
    for (const object of ['e:cor', 'e:jwt', 'e:runqueri']) expect(termFactor(object), object).toBe(1)
    expect(termFactor('n:4')).toBe(1)
  })

  it.runIf(existsSync(process.env.RULES_CORPUS ?? DEFAULT_CORPUS))('ship exactly what the corpus and today\'s segmenter give (node scripts/term-weights.mjs)', () => {
    expect(readFileSync(new URL('../src/core/term-weights.data.ts', import.meta.url), 'utf8')).toBe(renderData(documentFrequencies(readCorpus())))
  })
})

describe('siblings are two rules', () => {
  it.skipIf(missing).each(SIBLINGS)(`%s / %s: merged by the old matcher${missing ? ` (skipped: ${missing})` : ''}`, (a, b) => {
    expect(oldScore(a, b)).toBeGreaterThanOrEqual(0.7)
  })

  it.each(SIBLINGS)('%s / %s: kept apart now (still close enough to list)', (a, b) => {
    expect(topicScore(a, b)).toBeLessThan(SAME_TOPIC_THRESHOLD)
    expect(topicScore(a, b)).toBeGreaterThan(0.15)
    expect(findSameTopic([a], b)).toBeNull()
  })

  it.each(VALUES)('%s / %s: another value, still one topic', (a, b) => {
    expect(topicScore(a, b)).toBeGreaterThanOrEqual(SAME_TOPIC_THRESHOLD)
    expect(findSameTopic(['Write commit messages in English', a], b)?.index).toBe(1)
  })

  it('finds the one swapped run when the rest is word for word the same', () => {
    expect(swappedRuns('Use proper CORS setup', 'Use proper Docker setup')).toEqual(['cors', 'docker'])
    expect(swappedRuns('不输出买卖建议', '不输出仓位建议')).toEqual(['买卖', '仓位'])
    expect(swappedRuns('Use proper CORS setup', 'Configure CORS for the API gateway')).toBeUndefined()
    expect(swappedRuns('Use proper caching', 'Use proper caching with Flask-Caching')).toBeUndefined()
  })
})
