// Issue 19 (match21): how batch 5 of the corpus pairs was drawn (test/fixtures/corpus-pairs-batch5.jsonl),
// a new TUNE set once the tune slice had only 2 false merges left. Cross-file pairs the matcher of
// match21's start (main ac7b27e) merges automatically or nearly (score ≥ 0.6), from corpus lines that
// are in NO held-aside pair: every line of a `holdout` pair of test/fixtures/corpus-pairs.jsonl (the
// split is sha256 of `a\nb`, first byte < 77, bench/pairs.ts splitOf) and every line of batch 4
// (held aside whole) is skipped, case-insensitively, and a pair whose own splitOf is `holdout` is
// skipped too. Pairs already labelled (either order) and case-insensitive repeats of a line are skipped;
// one line is in one pair at most. Deterministic: sha256 order of `batch 5\na\nb`. Prints the pairs
// WITHOUT their score, to be labelled by meaning.

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { TopicIndex } from '../src/core/topic.js'
import { loadCorpusPairs, readCorpusPairs } from './corpus-rules.js'
import { splitOf } from './pairs.js'
import { DEFAULT_CORPUS } from './term-weights.js'

interface Line { file: string; text: string }

export const DRAW5 = [
  { name: 'cross-auto', min: 0.7, max: 1.01, take: 150 },
  { name: 'cross-near', min: 0.6, max: 0.7, take: 50 },
] as const

const sha = (s: string) => createHash('sha256').update(s).digest('hex')

export function corpusDrawBatch5(file = process.env.RULES_CORPUS ?? DEFAULT_CORPUS) {
  const labelled = [...loadCorpusPairs(), ...readCorpusPairs('test/fixtures/corpus-pairs-batch4.jsonl')]
  const heldLines = new Set(labelled.filter((p) => p.split === 'holdout').flatMap((p) => [p.a.toLowerCase(), p.b.toLowerCase()]))
  const have = new Set(labelled.flatMap((p) => [`${p.a}\n${p.b}`, `${p.b}\n${p.a}`]))
  const seen = new Set<string>()
  const lines: Line[] = []
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    if (!raw.trim()) continue
    const l = JSON.parse(raw) as Line
    const k = l.text.toLowerCase()
    if (seen.has(k) || heldLines.has(k)) continue
    seen.add(k)
    lines.push(l)
  }
  const index = new TopicIndex<number>()
  lines.forEach((l, i) => index.set(i, l.text))
  const found: Array<{ a: Line; b: Line; score: number; key: string }> = []
  lines.forEach((l, i) => {
    for (const hit of index.rank(l.text, 0.6)) {
      if (hit.key <= i) continue
      const b = lines[hit.key]!
      if (b.file === l.file) continue
      const pair = `${l.text}\n${b.text}`
      if (have.has(pair) || splitOf(l.text, b.text) === 'holdout') continue
      found.push({ a: l, b, score: hit.score, key: sha(`batch 5\n${pair}`) })
    }
  })
  found.sort((x, y) => (x.key < y.key ? -1 : 1))
  const out: Array<{ a: string; b: string; files: string[]; drawn: string }> = []
  const used = new Set<string>()
  for (const d of DRAW5) {
    let n = 0
    for (const f of found) {
      if (n >= d.take) break
      if (f.score < d.min || f.score >= d.max) continue
      if (used.has(f.a.text) || used.has(f.b.text)) continue
      used.add(f.a.text)
      used.add(f.b.text)
      out.push({ a: f.a.text, b: f.b.text, files: [f.a.file, f.b.file], drawn: d.name })
      n++
    }
  }
  return out
}
