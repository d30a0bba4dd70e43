// Issue 19 (match3): the matcher's figures per slice while working on it. By default it prints the
// TUNE slices only (corpus pairs and our own topic-pairs), with every tune pair it gets wrong, so
// tuning never sees the held-aside slice; `--holdout` prints the held-aside totals (never its pairs).

import { NEAR_THRESHOLD, SAME_TOPIC_THRESHOLD, topicScore } from '../src/core/topic.js'
import { figures, loadCorpusPairs, MATCHERS, readCorpusPairs, withinFile, type CorpusPair } from './corpus-rules.js'
import { loadPairs } from './pairs.js'

const f3 = (x: number) => x.toFixed(3)

export function matchEval(opts: { holdout: boolean; wrong: boolean; within: boolean; batch?: number }, emit = console.log) {
  const slice = opts.holdout ? 'holdout' : 'tune'
  const corpus = loadCorpusPairs().filter((p) => p.split === slice && (!opts.batch || (p.batch ?? 1) === opts.batch))
  const own = loadPairs().filter((p) => p.split === slice) as unknown as CorpusPair[]
  emit(`slice ${slice}${opts.batch ? `, corpus batch ${opts.batch}` : ''}`)
  for (const [name, set] of [['corpus', corpus], ['own', own]] as const) {
    const langs = ['all', ...new Set(set.map((p) => p.lang))]
    for (const lang of langs) {
      const s = set.filter((p) => lang === 'all' || p.lang === lang)
      const n = figures(s, MATCHERS[0]!)
      const o = figures(s, MATCHERS[1]!)
      emit(`${name} ${lang} n=${s.length} same=${n.same} | new P ${f3(n.precision)} R ${f3(n.recall)} S ${f3(n.surfaced)} fm ${n.falseMerges} | old P ${f3(o.precision)} R ${f3(o.recall)} S ${f3(o.surfaced)} fm ${o.falseMerges}`)
    }
  }
  // Batch 5 (match21, test/fixtures/corpus-pairs-batch5.jsonl): a tune set of its own, read only here.
  const b5 = opts.holdout ? [] : loadBatch5()
  for (const [name, set] of opts.holdout ? [] : batch5Rows(b5)) {
    const n = figures(set, MATCHERS[0]!)
    emit(`batch5 ${name} n=${set.length} same=${n.same} | new P ${f3(n.precision)} R ${f3(n.recall)} S ${f3(n.surfaced)} fm ${n.falseMerges} auto ${n.auto}`)
  }
  if (opts.within) {
    const w = withinFile()
    if (w) emit(`within-file per 1000: new ${w.per1000.new.toFixed(1)} (${w.merges.new}) old ${w.per1000.old.toFixed(1)} (${w.merges.old})`)
  }
  if (opts.holdout || !opts.wrong) return
  for (const [name, set] of [['corpus', corpus], ['own', own], ['batch5', b5]] as const) {
    for (const p of set) {
      const s = topicScore(p.a, p.b)
      const auto = s >= SAME_TOPIC_THRESHOLD
      const same = p.label === 'same'
      if (auto === same && (!same || s >= NEAR_THRESHOLD)) continue
      const kind = auto ? 'FALSE' : s >= NEAR_THRESHOLD ? 'miss(listed)' : 'MISS(invisible)'
      emit(`${name} ${kind} ${s.toFixed(2)} [${(p as CorpusPair).relation ?? ''} ${p.lang}${(p as CorpusPair).within ? ' within' : ''}] ${p.a}  ||  ${p.b}`)
    }
  }
}

/** Every automatic merge of the current matcher between two bullets of one corpus file (for review). */
export function withinMerges(emit = console.log) {
  const w = withinFile(undefined, true)
  for (const e of w?.examples ?? []) emit(`${e.score.toFixed(2)} ${e.a}  ||  ${e.b}`)
}

/** Batch 5 (match21): cross-file pairs scored ≥ 0.6 at match21's start, and the within-file merges of that start. */
export function loadBatch5(): Array<CorpusPair & { heldLine?: boolean }> {
  return readCorpusPairs('test/fixtures/corpus-pairs-batch5.jsonl')
}

/** The rows of batch 5: cross-file, within-file, and within-file pairs with no line of a held-aside pair. */
export function batch5Rows(b5: ReturnType<typeof loadBatch5>): Array<[string, CorpusPair[]]> {
  return [
    ['cross', b5.filter((p) => !p.within)],
    ['within', b5.filter((p) => p.within)],
    ['within-clear', b5.filter((p) => p.within && !p.heldLine)],
  ]
}
