// The fourth grounding set of issue 19 (bench/real-rules-held-aside.ts): held aside whole, so its
// shape is checked here and its figures are read only in the bench. Every line must be a valid,
// labelled pair with its source; no user line may come from the three earlier sets; the lines must
// be those the stated draw gives; and the bench must print counts, never a pair or a verdict.

import { describe, expect, it } from 'vitest'
import { FOURTH, HELD_ASIDE_CLASSES, HELD_ASIDE_LANGS, heldAsideSection, type HeldAsidePair as FourthPair } from '../bench/real-rules-held-aside.js'
import { corpusFile, corpusLine, drawRanks, expectPairShape, fixtureLines as lines, groundingSet, type SetPair, expectCorpusSource } from './helpers/grounding-set.js'

const raw = lines(FOURTH.file)
const fourth = raw.map((l) => JSON.parse(l) as FourthPair)
const earlier = ['', '-fresh', '-third'].flatMap(groundingSet)

describe('fourth grounding set', () => {
  it('has one valid, labelled pair a line, every one held aside', () => {
    expect(raw.length).toBe(248)
    for (const p of fourth) {
      expectPairShape(p, HELD_ASIDE_LANGS, HELD_ASIDE_CLASSES, 'holdout')
    }
    const pairs = fourth.map((p) => `${p.messages.join('\n')}\u0000${p.judgment}`)
    expect(new Set(pairs).size).toBe(pairs.length)
  })

  it('records the source of every line: a verbatim corpus line, or constructed after one', () => {
    for (const p of fourth) expectCorpusSource(p as SetPair)
  })

  it('shares no user line or corpus line with the three earlier sets', () => {
    const old = new Set(earlier.flatMap((p) => {
      const s = p.source as { line?: string; after?: { line?: string } }
      return [...p.messages, s.line, s.after?.line].filter((t): t is string => !!t)
    }))
    expect(earlier.length).toBeGreaterThan(700)
    expect(fourth.flatMap((p) => [...p.messages, corpusLine(p as SetPair).line]).filter((t) => old.has(t))).toEqual([])
  })

  it('takes at most two corpus lines per file', () => {
    const perFile = new Map<string, Set<string>>()
    for (const p of fourth) {
      const src = corpusLine(p as SetPair)
      perFile.set(src.file, (perFile.get(src.file) ?? new Set()).add(src.line))
    }
    expect([...perFile].filter(([, set]) => set.size > 2)).toEqual([])
  })

  it.skipIf(!corpusFile())('uses lines the stated draw gives: en from ranks 1–150, constructed after ranks 151–286', () => {
    const rank = drawRanks('bench/grounding-fourth-draw.mjs')
    for (const p of fourth) {
      const src = corpusLine(p as SetPair)
      const r = rank.get(`${src.file}\t${src.line}`)
      expect(r, src.line).toBeDefined()
      if (p.lang === 'en') expect(r).toBeLessThanOrEqual(150)
      else expect(r).toBeGreaterThan(150)
      if (p.lang !== 'en') expect(r).toBeLessThanOrEqual(286)
    }
  })

  it('is reported as counts only: the section lists no pair and no verdict', () => {
    // Pairs of the test's own, so that the set itself is never run here.
    const own: FourthPair[] = [
      { lang: 'en', messages: ['Always use yarn'], judgment: 'Always use yarn for installs', grounded: true, class: 'paraphrase', source: {}, split: 'holdout' },
      { lang: 'en', messages: ['Always use yarn'], judgment: 'Always use pnpm', grounded: false, class: 'different-value', source: {}, split: 'holdout' },
      { lang: 'zh', messages: ['不要用 sudo 运行命令'], judgment: '所有命令都用 sudo 运行', grounded: false, class: 'inverted', source: {}, split: 'holdout' },
    ]
    const text = heldAsideSection(FOURTH, own).join('\n')
    for (const p of own) {
      expect(text).not.toContain(p.judgment)
      expect(text).not.toContain(p.messages[0])
    }
    const row = (lang: string) => text.split('\n').find((l) => l.startsWith(`| holdout | ${lang} |`))
    expect(row('en')).toMatch(/^\| holdout \| en \| \d\/1 \(.*\) \| \d\/1 \(.*\) \| – \|$/)
    expect(row('zh')).toMatch(/^\| holdout \| zh \| – \| – \| \d\/1 \(.*\) \|$/)
    expect(row('all')).toMatch(/^\| holdout \| all \| \d\/1 .* \| \d\/1 .* \| \d\/1 .* \|$/)
    expect(row('mixed')).toBeUndefined()
    expect(text).toContain('3 pairs')
  })
})
