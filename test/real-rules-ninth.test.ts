// The ninth grounding set of issue 19 (ground12, bench/real-rules-held-aside.ts): held aside whole,
// like the fourth, the sixth, the seventh and the eighth, and like the last two weighted to inverted
// pairs (92 of 230) for the polarity check,
// so its shape is checked here and its figures are read only in the bench. Every line must be a
// valid, labelled pair with its source, in the stated mix; no user line or corpus line may come from
// the eight earlier sets, nor be a near-copy of one; the lines must be those the stated draw gives;
// the labels must be those of the label commit; and the bench must print counts, never a pair or a
// verdict. Nothing here runs the set through the gate, and a failure lists ninth-set texts only.

import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { EIGHTH, FOURTH, HELD_ASIDE_CLASSES, HELD_ASIDE_LANGS, HELD_ASIDE_SETS, heldAsidePairs, heldAsideSection, NINTH, SEVENTH, SIXTH, type HeldAsidePair } from '../bench/real-rules-held-aside.js'
import { corpusFile, corpusLine, drawRanks, expectPairShape, fixtureLines as lines, groundingSet, nearCopies, root, type SetPair, expectCorpusSource } from './helpers/grounding-set.js'

const raw = lines(NINTH.file)
const ninth = raw.map((l) => JSON.parse(l) as HeldAsidePair & SetPair)
const earlier = ['', '-fresh', '-third', '-fourth', '-fifth', '-sixth', '-seventh', '-eighth'].flatMap(groundingSet)

/** The label commit's copy of the fixture, or undefined when this clone does not hold that commit. */
function labelledCopy(): string | undefined {
  try {
    return execFileSync('git', ['show', `${NINTH.commit}:${NINTH.file}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  } catch {
    return undefined
  }
}

describe('ninth grounding set', () => {
  it('has one valid, labelled pair a line, every one held aside, in the stated mix', () => {
    expect(raw.length).toBe(230)
    for (const p of ninth) expectPairShape(p, HELD_ASIDE_LANGS, HELD_ASIDE_CLASSES, 'holdout')
    const pairs = ninth.map((p) => `${p.messages.join('\n')}\u0000${p.judgment}`)
    expect(new Set(pairs).size).toBe(pairs.length)
    const mix = Object.fromEntries(HELD_ASIDE_LANGS.map((lang) => [lang, HELD_ASIDE_CLASSES.map((cls) => ninth.filter((p) => p.lang === lang && p.class === cls).length)]))
    expect(mix).toEqual({ en: [59, 41, 66], zh: [10, 7, 11], 'en-zh': [4, 3, 5], 'zh-en': [4, 3, 5], mixed: [4, 3, 5] })
    expect(HELD_ASIDE_CLASSES.map((cls) => ninth.filter((p) => p.class === cls).length)).toEqual([81, 57, 92])
  })

  it('records the source of every line: a verbatim corpus line, or constructed after one', () => {
    for (const p of ninth) expectCorpusSource(p as SetPair, 140)
    expect(new Set(ninth.filter((p) => p.lang === 'en').map((p) => corpusLine(p).line)).size).toBe(86)
    expect(new Set(ninth.filter((p) => p.lang !== 'en').map((p) => corpusLine(p).line)).size).toBe(25)
  })

  it('shares no user line or corpus line with the eight earlier sets, nor a near-copy of one', () => {
    const old = [...new Set(earlier.flatMap((p) => [...p.messages, p.source.line, p.source.after?.line].filter((t): t is string => !!t)))]
    expect(earlier.length).toBeGreaterThan(2000)
    const oldSet = new Set(old)
    expect([...new Set(ninth.flatMap((p) => [...p.messages, corpusLine(p).line]))].filter((t) => oldSet.has(t))).toEqual([])
    expect(nearCopies([...new Set(ninth.map((p) => corpusLine(p).line))], old)).toEqual([])
  })

  it('takes at most two corpus lines per file', () => {
    const perFile = new Map<string, Set<string>>()
    for (const p of ninth) {
      const src = corpusLine(p)
      perFile.set(src.file, (perFile.get(src.file) ?? new Set()).add(src.line))
    }
    expect([...perFile].filter(([, set]) => set.size > 2)).toEqual([])
  })

  it.skipIf(!corpusFile())('uses lines the stated draw gives: en from ranks 1–130, constructed after ranks 151–299', () => {
    const rank = drawRanks('bench/grounding-ninth-draw.mjs')
    for (const p of ninth) {
      const src = corpusLine(p)
      const r = rank.get(`${src.file}\t${src.line}`)
      expect(r, src.line).toBeDefined()
      if (p.lang === 'en') expect(r).toBeLessThanOrEqual(130)
      else expect(r).toBeGreaterThan(150)
      if (p.lang !== 'en') expect(r).toBeLessThanOrEqual(299)
    }
  })

  it.skipIf(labelledCopy() === undefined)('holds the labels of its label commit, unchanged', () => {
    expect(lines(NINTH.file)).toEqual(labelledCopy()!.split('\n').filter((l) => l.trim()))
  })

  it('is reported after the fourth, the sixth, the seventh and the eighth set, as counts only: the section lists no pair and no verdict', () => {
    expect(HELD_ASIDE_SETS).toEqual([FOURTH, SIXTH, SEVENTH, EIGHTH, NINTH])
    // The bench reads this very file (reading only: no gate runs on it here).
    expect(heldAsidePairs(NINTH)).toEqual(ninth)
    // Pairs of the test's own, so that the set itself is never run here.
    const own: HeldAsidePair[] = [
      { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Never use sudo for commands', grounded: true, class: 'paraphrase', source: {}, split: 'holdout' },
      { lang: 'en', messages: ['Never run commands with sudo'], judgment: 'Run every command with sudo', grounded: false, class: 'inverted', source: {}, split: 'holdout' },
      { lang: 'zh', messages: ['不要用 var 声明变量'], judgment: '变量都用 var 声明', grounded: false, class: 'inverted', source: {}, split: 'holdout' },
      { lang: 'zh', messages: ['不要用 var 声明变量'], judgment: '不要用 let 声明变量', grounded: false, class: 'different-value', source: {}, split: 'holdout' },
    ]
    const section = heldAsideSection(NINTH, own)
    const text = section.join('\n')
    for (const p of own) {
      expect(text).not.toContain(p.judgment)
      expect(text).not.toContain(p.messages[0])
    }
    expect(section[0]).toBe(`Ninth set, labelled ${NINTH.commit}: \`${NINTH.file}\`, 4 pairs of the same kind (corpus lines used by none of the eight earlier sets, drawn by sha256 order as its .md says), committed before anything was measured on them and held aside whole: counts only, no pair or verdict is ever listed.`)
    const rows = section.filter((l) => l.startsWith('| holdout |'))
    expect(rows.map((l) => l.split(' | ')[1])).toEqual(['en', 'zh', 'all'])
    const cell = '\\d\\/\\d \\(\\d+\\.\\d %\\)'
    expect(rows[0]).toMatch(new RegExp(`^\\| holdout \\| en \\| ${cell} \\| – \\| ${cell} \\|$`))
    expect(rows[1]).toMatch(new RegExp(`^\\| holdout \\| zh \\| – \\| ${cell} \\| ${cell} \\|$`))
    expect(rows[2]).toMatch(/^\| holdout \| all \| \d\/1 .* \| \d\/1 .* \| \d\/2 .* \|$/)
  })
})
