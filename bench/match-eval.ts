// Issue 19 (match3): the matcher's figures per slice while working on it. By default it prints the
// TUNE slices only (corpus pairs and our own topic-pairs), with every tune pair it gets wrong, so
// tuning never sees the held-aside slice; `--holdout` prints the held-aside totals (never its pairs).

import { NEAR_THRESHOLD, SAME_TOPIC_THRESHOLD, topicScore } from '../src/core/topic.js'
import { figures, loadCorpusPairs, MATCHERS, withinFile, type CorpusPair } from './corpus-rules.js'
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
  if (opts.within) {
    const w = withinFile()
    if (w) emit(`within-file per 1000: new ${w.per1000.new.toFixed(1)} (${w.merges.new}) old ${w.per1000.old.toFixed(1)} (${w.merges.old})`)
  }
  if (opts.holdout || !opts.wrong) return
  for (const [name, set] of [['corpus', corpus], ['own', own]] as const) {
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
