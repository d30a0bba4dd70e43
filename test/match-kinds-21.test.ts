import { describe, expect, it } from 'vitest'
import { isSectionHeading } from '../src/core/section-heading.js'
import { longestCommonRun, predicateAndSubjects } from '../src/core/shared-predicate.js'
import { analyse } from '../src/core/segment.js'
import { findSameTopic, NEAR_THRESHOLD, SAME_TOPIC_THRESHOLD, topicScore } from '../src/core/topic.js'

// Issue 19 (match21): kinds of false automatic merge found in batch 5 of the corpus pairs, each told
// apart in general. The pairs are written for these tests (none is from a labelled set); every `held`
// pair scored ≥ 0.7 before the change. A pair told apart is held below the automatic merge and still
// listed as a near candidate: the user decides.
const held = (a: string, b: string) => {
  const s = topicScore(a, b)
  expect(s, `${a} / ${b}`).toBeLessThan(SAME_TOPIC_THRESHOLD)
  expect(s, `${a} / ${b}`).toBeGreaterThanOrEqual(NEAR_THRESHOLD)
  expect(findSameTopic([a], b)).toBeNull()
}
const merged = (a: string, b: string) => expect(topicScore(a, b), `${a} / ${b}`).toBeGreaterThanOrEqual(SAME_TOPIC_THRESHOLD)
const units = (text: string) => new Map(analyse(text).units.map((u) => [u.key, u.weight]))

describe('one predicate said of two subjects', () => {
  it('finds the shared predicate and what each side says it of', () => {
    expect(longestCommonRun(['a', 'b', 'c', 'd'], ['x', 'b', 'c', 'y'])).toEqual([1, 1, 2])
    expect(predicateAndSubjects('Classes should be small and focused', 'Keep modules small and focused', units)).toEqual({ predicate: ['small', 'and', 'focused'], subjects: [['classes'], ['modules']] })
    // A noun phrase both name is not a predicate of two qualities.
    expect(predicateAndSubjects('Never force-push to main', 'Do not force push to the main branch', units)).toBeUndefined()
  })

  it('keeps the two rules apart', () => {
    held('Classes should be small and focused', 'Keep modules small and focused')
    held('Write clean and readable tests', 'Keep documentation clean and readable')
    held('Files should be small and cohesive', 'Keep classes small and cohesive')
  })

  it('still merges the same subject, however the rule is framed', () => {
    merged('Keep code tidy and tested', 'Write tidy and tested code')
    merged('Keep commits small and focused', 'Make commits small and focused')
    merged('Keep migrations small and reversible', 'Migrations should be small and reversible')
  })
})

describe('a section heading against a rule', () => {
  it('reads a Title Case line of names and joiners as a heading', () => {
    expect(isSectionHeading('Caching and Invalidation')).toBe(true)
    expect(isSectionHeading('Next.js 15 Server Actions')).toBe(true)
    expect(isSectionHeading('gRPC & Message Queues')).toBe(true)
    expect(isSectionHeading('Use Docker Compose')).toBe(false)
    expect(isSectionHeading('Keep it short')).toBe(false)
    expect(isSectionHeading('Naming: PascalCase')).toBe(false)
    expect(isSectionHeading('Prefer Tabs.')).toBe(false)
    expect(isSectionHeading('Structured logging for alerts')).toBe(false)
    expect(isSectionHeading('日志和告警')).toBe(false)
    expect(isSectionHeading('NO EMOJIS')).toBe(false)
  })

  it('keeps a heading and a rule apart', () => {
    held('Caching and Invalidation', 'Invalidate the cache after every deploy')
    held('Logging and Alerts', 'Use structured logging for alerts')
  })

  it('still merges two headings, or two rules', () => {
    merged('Logging and Alerting', 'Alerting and Logging')
    merged('Use structured logging for alerts', 'Structured logging for alerts')
    merged('Caching And Invalidation', 'caching and invalidation')
  })
})
