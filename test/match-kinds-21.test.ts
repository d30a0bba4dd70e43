import { describe, expect, it } from 'vitest'
import { conversesOperation } from '../src/core/converse-verbs.js'
import { exampleList, filledField, fillsExampleField } from '../src/core/example-field.js'
import { isSectionHeading } from '../src/core/section-heading.js'
import { longestCommonRun, predicateAndSubjects } from '../src/core/shared-predicate.js'
import { analyse } from '../src/core/segment.js'

import { held, merged } from './helpers/topic-verdict.js'

// Issue 19 (match21): kinds of false automatic merge found in batch 5 of the corpus pairs, each told
// apart in general. The pairs are written for these tests (none is from a labelled set); every `held`
// pair scored ≥ 0.7 before the change. A pair told apart is held below the automatic merge and still
// listed as a near candidate: the user decides.
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
    expect(isSectionHeading('gRPC & Message Queues')).toBe(true)
    expect(isSectionHeading('Use Docker Compose')).toBe(false)
    expect(isSectionHeading('Keep it short')).toBe(false)
    expect(isSectionHeading('Naming: PascalCase')).toBe(false)
    expect(isSectionHeading('Prefer Tabs.')).toBe(false)
    expect(isSectionHeading('Structured logging for alerts')).toBe(false)
    expect(isSectionHeading('日志和告警')).toBe(false)
    expect(isSectionHeading('NO EMOJIS')).toBe(false)
    // A name alone in Title Case is as often the user's shorthand for a rule (match21's note).
    expect(isSectionHeading('Oxford Commas')).toBe(false)
    expect(isSectionHeading('Next.js 15 Server Actions')).toBe(false)
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

  it('merges a shorthand in Title Case with the rule it stands for', () => {
    merged('Oxford Commas', 'Always use the Oxford comma')
  })
})

describe('a field that lists example values against one filled-in value', () => {
  it('reads the field, the list and the filled value', () => {
    expect(filledField('Deploy Target: staging')).toEqual({ label: ['deploy', 'target'], value: 'staging' })
    expect(filledField('Deploy targets (e.g., staging, production)')).toBeUndefined()
    expect(exampleList('Deploy targets (e.g., \'staging\', \'production\', \'preview\')')).toEqual({ lead: ['deploy', 'targets'], items: ['staging', 'production', 'preview'] })
    expect(fillsExampleField('Review types (e.g., security, performance, style)', 'Review Type: security')).toBe(true)
    // A value the list does not give, or a label of another field, is not this field filled.
    expect(fillsExampleField('Review types (e.g., security, performance, style)', 'Review Type: naming')).toBe(false)
    expect(fillsExampleField('Review types (e.g., security, performance, style)', 'Focus: security')).toBe(false)
  })

  it('keeps the template and the instance apart', () => {
    held('Deploy targets (e.g., \'staging\', \'production\', \'preview\')', 'Deploy Target: staging')
    held('Review types (e.g., security, performance, style)', 'Review Type: security')
  })

  it('still merges two filled values (a change of mind) and two lists', () => {
    merged('Browsers to support (e.g., chrome, firefox, safari)', 'Supported browsers (e.g., chrome, firefox)')
    merged('Deploy Target: staging', 'Deploy target: staging.')
  })
})

describe('converse operations', () => {
  it('finds one operation on each side, and only as a word', () => {
    expect(conversesOperation('Import translations from Crowdin', 'Export translations to Crowdin')).toBe(true)
    expect(conversesOperation('Log in to the registry', 'Log out of the registry')).toBe(true)
    // "important" is not "import"; a text naming both is left to the score.
    expect(conversesOperation('Keep the diff small unless important', 'Export translations to Crowdin')).toBe(false)
    expect(conversesOperation('Import and export translations with the CLI', 'Export translations with the CLI')).toBe(false)
  })

  it('keeps the two steps apart', () => {
    held('Import translations from Crowdin via the CLI', 'Export translations to Crowdin via the CLI before a release')
    held('Log in to the registry with the CLI token', 'Log out of the registry with the CLI token')
  })

  it('still merges a rule and its negation (a change of mind)', () => {
    merged('Import the seed data with the CLI', 'Never import the seed data with the CLI')
  })
})
