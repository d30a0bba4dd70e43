// Session 39: "Features and breaking changes — no backport labels" then 「破坏性变更也要打 backport 标签」 went
// live (session 38's note), and "Docs and tests: no emojis" then "Use emojis in docs" did too. The clause
// splitter cut the label's nouns into clauses of their own that chose what they named (label-dash.ts);
// and a dash between words, once normalized, was read as the dash character itself, an object concept
// of every such rule (segment.ts analyse).
import { describe, expect, it } from 'vitest'
import { labelEnd } from '../src/core/label-dash.js'
import { analyseClaim } from '../src/core/slots.js'
import { extractFeatures } from '../src/core/topic.js'
import { asWritten } from '../src/grounding/as-written.js'
import { verdict } from './helpers/ground-verdict.js'

const BACKPORT = 'Features and breaking changes — no backport labels'

describe('a label, then the rule for it', () => {
  it('the rule flipped for one of the label\'s nouns waits, in both languages and with a colon (was live)', () => {
    expect(verdict('破坏性变更也要打 backport 标签', BACKPORT)).not.toBe('live')
    expect(verdict('Breaking changes also get backport labels', BACKPORT)).not.toBe('live')
    expect(verdict('Use emojis in docs', 'Docs and tests: no emojis')).not.toBe('live')
    expect(verdict('文档里要加 emoji', 'Docs and tests — no emojis')).not.toBe('live')
    expect(verdict('新功能要打 backport 标签', BACKPORT)).not.toBe('live')
  })
  it('the rule restated is live', () => {
    expect(verdict('Never put backport labels on features or breaking changes', BACKPORT)).toBe('live')
    expect(verdict('新功能和破坏性变更都不打 backport 标签', BACKPORT)).toBe('live')
    expect(verdict('No emojis in docs or tests', 'Docs and tests: no emojis')).toBe('live')
  })
  it('reads one clause with the rule\'s stance; a sentence before a dash is not a label', () => {
    expect(analyseClaim(BACKPORT).parts?.map((p) => p.stance)).toEqual(['dont'])
    expect(labelEnd('use pnpm  em dash  never npm')).toBe(-1)
    expect(labelEnd('tests should be fast  em dash  no sleeps')).toBe(-1)
    expect(labelEnd('docs and tests: no emojis')).toBe(14)
  })
  it('a dash between words is punctuation in a normalized text too; the character alone is still the character', () => {
    expect([...extractFeatures('features  em dash  no backport labels').weights.keys()]).not.toContain('c:dash')
    expect([...extractFeatures('不要用“——”').weights.keys()]).toContain('c:dash')
  })
})

describe('a clause the check read, quoted as the user wrote it', () => {
  it('matches across the spaces and the spelled-out dash of a normalized clause', () => {
    expect(asWritten('features and breaking changes  em dash  no backport labels', BACKPORT)).toBe(BACKPORT)
    expect(asWritten('keep   it', 'Keep it short')).toBe('Keep it')
  })
})
