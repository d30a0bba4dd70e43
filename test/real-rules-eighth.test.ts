// The eighth grounding set of issue 19 (ground11, bench/real-rules-held-aside.ts): held aside whole,
// like the fourth, the sixth and the seventh, and like the seventh weighted to inverted pairs (90 of
// 240) for the polarity check,
// so its shape is checked here and its figures are read only in the bench. Every line must be a
// valid, labelled pair with its source, in the stated mix; no user line or corpus line may come from
// the seven earlier sets, nor be a near-copy of one; the lines must be those the stated draw gives;
// the labels must be those of the label commit; and the bench must print counts, never a pair or a
// verdict. Nothing here runs the set through the gate, and a failure lists eighth-set texts only.

import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { EIGHTH, FOURTH, HELD_ASIDE_CLASSES, HELD_ASIDE_LANGS, HELD_ASIDE_SETS, heldAsidePairs, heldAsideSection, SEVENTH, SIXTH, type HeldAsidePair } from '../bench/real-rules-held-aside.js'
import { corpusFile, corpusLine, drawRanks, expectPairShape, fixtureLines as lines, groundingSet, nearCopies, root, type SetPair, expectCorpusSource } from './helpers/grounding-set.js'

const raw = lines(EIGHTH.file)
const eighth = raw.map((l) => JSON.parse(l) as HeldAsidePair & SetPair)
const earlier = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh'].flatMap(groundingSet)

/** The label commit's copy of the fixture, or undefined when this clone does not hold that commit. */
function labelledCopy(): string | undefined {
  try {
    return execFileSync('git', ['show', `${EIGHTH.commit}:${EIGHTH.file}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return undefined
  }
}

describe('eighth grounding set', () => {
  it('has one valid, labelled pair a line, every one held aside, in the stated mix', () => {
    expect(raw.length).toBe(240)
    for (const p of eighth) expectPairShape(p, HELD_ASIDE_LANGS, HELD_ASIDE_CLASSES, 'holdout')
    const pairs = eighth.map((p) => `${p.messages.join('\n')}\u0000${p.judgment}`)
    expect(new Set(pairs).size).toBe(pairs.length)
    const mix = Object.fromEntries(HELD_ASIDE_LANGS.map((lang) => [lang, HELD_ASIDE_CLASSES.map((cls) => eighth.filter((p) => p.lang === lang && p.class === cls).length)]))
    expect(mix).toEqual({ en: [66, 43, 65], zh: [11, 8, 12], 'en-zh': [4, 3, 4], 'zh-en': [5, 3, 4], mixed: [4, 3, 5] })
    expect(HELD_ASIDE_CLASSES.map((cls) => eighth.filter((p) => p.class === cls).length)).toEqual([90, 60, 90])
  })

  it('records the source of every line: a verbatim corpus line, or constructed after one', () => {
    for (const p of eighth) expectCorpusSource(p as SetPair, 140)
    expect(new Set(eighth.filter((p) => p.lang === 'en').map((p) => corpusLine(p).line)).size).toBe(105)
    expect(new Set(eighth.filter((p) => p.lang !== 'en').map((p) => corpusLine(p).line)).size).toBe(27)
  })

  it('shares no user line or corpus line with the seven earlier sets, nor a near-copy of one', () => {
    const old = [...new Set(earlier.flatMap((p) => [...p.messages, p.source.line, p.source.after?.line].filter((t): t is string => !!t)))]
    expect(earlier.length).toBeGreaterThan(1700)
    const oldSet = new Set(old)
    expect([...new Set(eighth.flatMap((p) => [...p.messages, corpusLine(p).line]))].filter((t) => oldSet.has(t))).toEqual([])
    expect(nearCopies([...new Set(eighth.map((p) => corpusLine(p).line))], old)).toEqual([])
  })

  it('takes at most two corpus lines per file', () => {
    const perFile = new Map<string, Set<string>>()
    for (const p of eighth) {
      const src = corpusLine(p)
      perFile.set(src.file, (perFile.get(src.file) ?? new Set()).add(src.line))
    }
    expect([...perFile].filter(([, set]) => set.size > 2)).toEqual([])
  })

  it.skipIf(!corpusFile())('uses lines the stated draw gives: en from ranks 1–150, constructed after ranks 151–299', () => {
    const rank = drawRanks('bench/grounding-eighth-draw.mjs')
    for (const p of eighth) {
      const src = corpusLine(p)
      const r = rank.get(`${src.file}\t${src.line}`)
      expect(r, src.line).toBeDefined()
      if (p.lang === 'en') expect(r).toBeLessThanOrEqual(150)
      else expect(r).toBeGreaterThan(150)
      if (p.lang !== 'en') expect(r).toBeLessThanOrEqual(299)
    }
  })

  it.skipIf(labelledCopy() === undefined)('holds the labels of its label commit, unchanged', () => {
    expect(lines(EIGHTH.file)).toEqual(labelledCopy()!.split('\n').filter((l) => l.trim()))
  })

  it('is reported after the fourth, the sixth and the seventh set, as counts only: the section lists no pair and no verdict', () => {
    expect(HELD_ASIDE_SETS.slice(0, 4)).toEqual([FOURTH, SIXTH, SEVENTH, EIGHTH])
    // The bench reads this very file (reading only: no gate runs on it here).
    expect(heldAsidePairs(EIGHTH)).toEqual(eighth)
    // Pairs of the test's own, so that the set itself is never run here.
    const own: HeldAsidePair[] = [
      { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Never use sudo for commands', grounded: true, class: 'paraphrase', source: {}, split: 'holdout' },
      { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Run every command with sudo', grounded: false, class: 'inverted', source: {}, split: 'holdout' },
      { lang: 'zh', messages: ['不要用 var 声明变量'], judgment: '变量都用 var 声明', grounded: false, class: 'inverted', source: {}, split: 'holdout' },
      { lang: 'zh', messages: ['不要用 var 声明变量'], judgment: '不要用 let 声明变量', grounded: false, class: 'different-value', source: {}, split: 'holdout' },
    ]
    const section = heldAsideSection(EIGHTH, own)
    const text = section.join('\n')
    for (const p of own) {
      expect(text).not.toContain(p.judgment)
      expect(text).not.toContain(p.messages[0])
    }
    expect(section[0]).toBe(`Eighth set, labelled ${EIGHTH.commit}: \`${EIGHTH.file}\`, 4 pairs of the same kind (corpus lines used by none of the seven earlier sets, drawn by sha256 order as its .md says), committed before anything was measured on them and held aside whole: counts only, no pair or verdict is ever listed.`)
    const rows = section.filter((l) => l.startsWith('| holdout |'))
    expect(rows.map((l) => l.split(' | ')[1])).toEqual(['en', 'zh', 'all'])
    const cell = '\\d\\/\\d \\(\\d+\\.\\d %\\)'
    expect(rows[0]).toMatch(new RegExp(`^\\| holdout \\| en \\| ${cell} \\| – \\| ${cell} \\|$`))
    expect(rows[1]).toMatch(new RegExp(`^\\| holdout \\| zh \\| – \\| ${cell} \\| ${cell} \\|$`))
    expect(rows[2]).toMatch(/^\| holdout \| all \| \d\/1 .* \| \d\/1 .* \| \d\/2 .* \|$/)
  })
})
