// The fifth grounding set of issue 19 (ground6): tune material of the same kind as the held-aside
// fourth set. Its shape is checked here: every line a valid, labelled tune pair with its source; no
// user line or corpus line from the four earlier sets, nor a near-copy of one; at most two corpus
// lines per file; and the lines are those the stated draw gives. The fourth set is read only for
// the exclusion, and nothing of it is printed (a failure lists fifth-set texts only).

import { describe, expect, it } from 'vitest'
import { corpusFile, corpusLine, drawRanks, expectPairShape, fixtureLines as lines, groundingSet, nearCopies, type SetPair, expectCorpusSource } from './helpers/grounding-set.js'

type FifthPair = SetPair

const CLASSES = ['paraphrase', 'different-value', 'inverted']
const LANGS = ['en', 'zh', 'en-zh', 'zh-en', 'mixed']
const raw = lines('test/fixtures/real-rules-grounding-fifth.jsonl')
const fifth = raw.map((l) => JSON.parse(l) as FifthPair)
const earlier = ['', '-fresh', '-third', '-fourth'].flatMap(groundingSet)

describe('fifth grounding set', () => {
  it('has one valid, labelled tune pair a line, in the stated mix', () => {
    expect(raw.length).toBe(260)
    for (const p of fifth) {
      expectPairShape(p, LANGS, CLASSES, 'tune')
    }
    const pairs = fifth.map((p) => `${p.messages.join('\n')}\u0000${p.judgment}`)
    expect(new Set(pairs).size).toBe(pairs.length)
    const count = (f: (p: FifthPair) => boolean) => fifth.filter(f).length
    expect(CLASSES.map((c) => count((p) => p.class === c))).toEqual([100, 115, 45])
    expect(count((p) => p.lang === 'en')).toBe(195)
  })

  it('records the source of every line: a verbatim corpus line, or constructed after one', () => {
    for (const p of fifth) expectCorpusSource(p as SetPair, 140)
  })

  it('shares no user line or corpus line with the four earlier sets, nor a near-copy of one', () => {
    const old = new Set(earlier.flatMap((p) => [...p.messages, p.source.line, p.source.after?.line].filter((t): t is string => !!t)))
    expect(earlier.length).toBeGreaterThan(900)
    const mine = [...new Set(fifth.flatMap((p) => [...p.messages, corpusLine(p).line]))]
    expect(mine.filter((t) => old.has(t))).toEqual([])
    const drawn = [...new Set(fifth.map((p) => corpusLine(p).line))]
    expect(nearCopies(drawn, [...old])).toEqual([])
  })

  it('takes at most two corpus lines per file', () => {
    const perFile = new Map<string, Set<string>>()
    for (const p of fifth) {
      const src = corpusLine(p)
      perFile.set(src.file, (perFile.get(src.file) ?? new Set()).add(src.line))
    }
    expect([...perFile].filter(([, set]) => set.size > 2)).toEqual([])
  })

  it.skipIf(!corpusFile())('uses lines the stated draw gives: en from ranks 1–150, constructed after ranks 151–263', () => {
    const rank = drawRanks('bench/grounding-fifth-draw.mjs')
    for (const p of fifth) {
      const src = corpusLine(p)
      const r = rank.get(`${src.file}\t${src.line}`)
      expect(r, src.line).toBeDefined()
      if (p.lang === 'en') expect(r).toBeLessThanOrEqual(150)
      else expect(r).toBeGreaterThan(150)
      if (p.lang !== 'en') expect(r).toBeLessThanOrEqual(263)
    }
  })
})
