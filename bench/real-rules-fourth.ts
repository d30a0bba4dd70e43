// The fourth grounding set of issue 19 (helper ground5): corpus rule lines no earlier set used,
// labelled and committed (1a545eb) before anything was measured on them, and held aside whole.
// It is reported as counts only, per language: never a list of its pairs or verdicts, so that
// reading the bench does not wear it out the way the earlier sets' held-aside slices were.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { groundIn } from '../src/core/ground.js'

import type { RealGroundingPair } from './grounding-pair.js'

export interface FourthPair extends RealGroundingPair {
  split: 'holdout'
}

export const FOURTH = 'test/fixtures/real-rules-grounding-fourth.jsonl'
export const FOURTH_COMMIT = '1a545eb'
export const FOURTH_LANGS = ['en', 'zh', 'en-zh', 'zh-en', 'mixed'] as const
export const FOURTH_CLASSES = ['paraphrase', 'different-value', 'inverted'] as const

/** `relative`, found from this module upwards (the bench runs bundled, from a cache folder). */
function findUp(relative: string): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    if (existsSync(join(dir, relative))) return join(dir, relative)
    if (dirname(dir) === dir) throw new Error(`${relative} not found above ${fileURLToPath(import.meta.url)}`)
  }
}

export const fourthGroundingPairs = (): FourthPair[] =>
  readFileSync(findUp(FOURTH), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as FourthPair)

/** Per language (and `all`) × class: how many pairs, how many went live. Counts only. */
export function fourthCounts(pairs: FourthPair[]): Map<string, { n: number; live: number }> {
  const cells = new Map<string, { n: number; live: number }>()
  for (const pair of pairs) {
    const live = groundIn(pair.judgment, pair.messages.map((text) => ({ text }))).grounded
    for (const lang of [pair.lang, 'all']) {
      const key = `${lang}|${pair.class}`
      const c = cells.get(key) ?? { n: 0, live: 0 }
      c.n++
      if (live) c.live++
      cells.set(key, c)
    }
  }
  return cells
}

const pct = (n: number, d: number) => d ? `${(100 * n / d).toFixed(1)} %` : '–'

/** The fourth set's part of "Rules other people wrote", as Markdown lines. */
export function fourthSection(pairs = fourthGroundingPairs()): string[] {
  const cells = fourthCounts(pairs)
  const out = [
    `Fourth set, labelled ${FOURTH_COMMIT}: \`${FOURTH}\`, ${pairs.length} pairs of the same kind (corpus lines used by none of the three earlier sets, drawn by sha256 order as its .md says), committed before anything was measured on them and held aside whole: counts only, no pair or verdict is ever listed.`,
    '',
    '| slice | lang | paraphrases grounded | different-value live | inverted live |',
    '|---|---|---:|---:|---:|',
  ]
  for (const lang of [...FOURTH_LANGS, 'all']) {
    const row = FOURTH_CLASSES.map((cls) => cells.get(`${lang}|${cls}`))
    if (row.every((c) => !c)) continue
    const fmt = (c?: { n: number; live: number }) => c ? `${c.live}/${c.n} (${pct(c.live, c.n)})` : '–'
    out.push(`| holdout | ${lang} | ${row.map(fmt).join(' | ')} |`)
  }
  return out
}
