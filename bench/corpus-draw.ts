// Issue 19 (match3): how the second batch of corpus pairs was drawn (test/fixtures/corpus-pairs.jsonl,
// `batch: 2`). The first batch was drawn by the old matcher's score, so its surfaced recall only
// counts pairs that matcher already saw; this batch is drawn by the matcher of match3's commit
// 3fb4e0f (narrowing) at lower and higher scores, across and within files, so that pairs the old
// matcher ranked low are in the set too. Deterministic: sha256 order of `<salt>a\nb`; pairs of
// earlier batches (either order) and case-insensitive repeats are skipped. Prints the pairs WITHOUT
// their score, to be labelled by meaning; the split is by bench/pairs.ts's splitOf.
//
// Batch 2 was drawn with no salt: its order is the split's own hash, so the lowest hashes came first
// and all 130 pairs fell in the held-aside slice (first byte < 77). They are kept there (labelled
// before any result was read, never tuned on). Batch 3 is drawn with the salt `batch 3\n`, an order
// independent of the split, so about 70 % of it is tune.

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { TopicIndex } from '../src/core/topic.js'
import { loadCorpusPairs } from './corpus-rules.js'
import { DEFAULT_CORPUS } from './term-weights.js'

interface Line { file: string; text: string }

export const DRAW = [
  { name: 'cross-high', within: false, min: 0.7, max: 1.01, take: 50 },
  { name: 'cross-mid', within: false, min: 0.45, max: 0.7, take: 40 },
  { name: 'within-mid', within: true, min: 0.45, max: 1.01, take: 40 },
] as const

const sha = (s: string) => createHash('sha256').update(s).digest('hex')

export function corpusDraw(batch: 2 | 3, file = process.env.RULES_CORPUS ?? DEFAULT_CORPUS) {
  const salt = batch === 2 ? '' : `batch ${batch}\n`
  const seen = new Set<string>()
  const lines: Line[] = []
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    if (!raw.trim()) continue
    const l = JSON.parse(raw) as Line
    const k = l.text.toLowerCase()
    if (seen.has(k)) continue
    seen.add(k)
    lines.push(l)
  }
  const have = new Set(loadCorpusPairs().filter((p) => (p.batch ?? 1) < batch).flatMap((p) => [`${p.a}\n${p.b}`, `${p.b}\n${p.a}`]))
  const index = new TopicIndex<number>()
  lines.forEach((l, i) => index.set(i, l.text))
  const found: Array<{ a: Line; b: Line; score: number; key: string }> = []
  lines.forEach((l, i) => {
    for (const hit of index.rank(l.text, 0.45)) {
      if (hit.key <= i) continue
      const b = lines[hit.key]!
      const pair = `${l.text}\n${b.text}`
      if (have.has(pair)) continue
      found.push({ a: l, b, score: hit.score, key: sha(salt + pair) })
    }
  })
  found.sort((x, y) => (x.key < y.key ? -1 : 1))
  const out: Array<{ a: string; b: string; files: string[]; within: boolean; drawn: string }> = []
  const used = new Set<string>()
  for (const d of DRAW) {
    let n = 0
    for (const f of found) {
      if (n >= d.take) break
      const within = f.a.file === f.b.file
      if (within !== d.within || f.score < d.min || f.score >= d.max) continue
      // One pair per line at most, so no text dominates the batch.
      if (used.has(f.a.text) || used.has(f.b.text)) continue
      used.add(f.a.text)
      used.add(f.b.text)
      out.push({ a: f.a.text, b: f.b.text, files: [f.a.file, f.b.file], within, drawn: d.name })
      n++
    }
  }
  return out
}
