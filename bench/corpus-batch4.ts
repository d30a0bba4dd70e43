// Issue 19 (batch4): the matcher on batch 4 of the corpus pairs alone (test/fixtures/corpus-pairs-batch4.jsonl),
// drawn without any matcher's score (bench/corpus-draw-independent.ts) and held aside whole. A file of
// its own: the tune code (bench/match-eval.ts, bench/corpus-sweep.ts) reads loadCorpusPairs(), never this.

import { BANDS } from './corpus-draw-independent.js'
import { figures, MATCHERS, readCorpusPairs, type CorpusPair, type PairFigures } from './corpus-rules.js'

const FIXTURE = 'test/fixtures/corpus-pairs-batch4.jsonl'

export function loadBatch4(): CorpusPair[] {
  return readCorpusPairs(FIXTURE)
}

export interface Batch4Row {
  band: string
  byMatcher: Record<'new' | 'old', PairFigures>
}

/** Per band (in the order they were drawn), then all of batch 4. */
export function batch4Rows(pairs = loadBatch4()): Batch4Row[] {
  const bands = [...Object.keys(BANDS), 'all']
  return bands.map((band) => {
    const set = pairs.filter((p) => band === 'all' || p.drawn === band)
    return { band, byMatcher: { new: figures(set, MATCHERS[0]!), old: figures(set, MATCHERS[1]!) } }
  }).filter((r) => r.byMatcher.new.pairs > 0)
}

const f3 = (x: number) => x.toFixed(3)

export function batch4Section(emit: (line?: string) => void) {
  const pairs = loadBatch4()
  const same = pairs.filter((p) => p.label === 'same').length
  emit(`Batch 4 alone (\`test/fixtures/corpus-pairs-batch4.jsonl\`, ${pairs.length} pairs, ${same} same): drawn WITHOUT any matcher's score by \`bench/corpus-draw-independent.ts\` (a tokenizer of its own; bands: \`claim-apart\` / \`subject-apart\` cross-file lines naming one rule or subject with NO content word in common, \`claim-one\` / \`claim-two\` short lines of one rule sharing exactly one / two content words, \`rare-word\` sharing a word of 2–10 corpus lines, \`adjacent\` neighbouring lines of one file, \`random\`), labelled and committed before any matcher ran on it, and held aside whole by decision (never tuned on). P = precision of the automatic merge, R = its recall, surfaced R = share of "same" pairs merged or listed as a near candidate; a P over few merges is shown with their count. Pairs of one band are few: read the counts.`)
  emit()
  emit('| band | pairs | same | new merges | new auto P | new auto R | new surfaced R | new false merges | old merges | old auto P | old auto R | old surfaced R | old false merges |')
  emit('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  const cell = (f: PairFigures) => `${f.auto} | ${f.auto ? f3(f.precision) : '–'} | ${f.same ? f3(f.recall) : '–'} | ${f.same ? f3(f.surfaced) : '–'} | ${f.falseMerges}`
  for (const r of batch4Rows(pairs)) emit(`| ${r.band === 'all' ? '**all**' : `\`${r.band}\``} | ${r.byMatcher.new.pairs} | ${r.byMatcher.new.same} | ${cell(r.byMatcher.new)} | ${cell(r.byMatcher.old)} |`)
  emit()
}
