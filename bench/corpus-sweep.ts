// How the matcher's corpus parameters were chosen (issue 19): a grid over the term-weight shape,
// the sibling rule, the shared-evidence floor and the automatic threshold, scored on the TUNE slices
// only, of the corpus pairs and of our own earlier pairs (test/fixtures/topic-pairs.jsonl). Rule,
// fixed before looking at the result: no false merge on our own tune pairs, their recall ≥ 0.6 and
// surfaced recall ≥ 0.974 (the best any setting reaches), then the highest corpus tune precision, then
// its recall. The held-aside slices are never read here.

import { loadPairs } from './pairs.js'
import { loadCorpusPairs } from './corpus-rules.js'
import { areSiblings, type SiblingParams } from '../src/core/siblings.js'
import { extractFeatures, MATCH_PARAMS, matchFeatures, NEAR_THRESHOLD, rawShared, SAME_TOPIC_THRESHOLD, similarity, twoRules, valueChanged, type MatchParams } from '../src/core/topic.js'
import type { TermParams } from '../src/core/term-weights.js'

interface Tally { precision: number; recall: number; surfaced: number }
export interface SweepRow { params: MatchParams; same: number; corpus: Tally; own: Tally }

const GRID = {
  idfTemplate: [2, 2.5, 3],
  idfSpecific: [4, 5, 6],
  floor: [0.1, 0.2, 0.3],
  concepts: [0.5, 1],
  objectMinFactor: [0.5, 0.7, 0.9],
  objectMinWeight: [0.25, 0.3],
  sharedRatio: [1, Infinity],
  minShared: [0, 0.6],
  same: [0.65, 0.7, 0.75],
}

interface Labelled { a: string; b: string; label: string }

/** What topic.ts gives the sibling rule for a swapped run: its units with their lexicon weights. */
const runUnits = (text: string) => extractFeatures(text).raw

function tally(rows: Array<{ same: boolean; score: number; auto: boolean }>): Tally {
  const positives = rows.filter((r) => r.same)
  const auto = rows.filter((r) => r.auto)
  const tp = auto.filter((r) => r.same).length
  return {
    precision: auto.length ? tp / auto.length : 1,
    recall: positives.length ? tp / positives.length : 1,
    surfaced: positives.length ? positives.filter((r) => r.score >= NEAR_THRESHOLD).length / positives.length : 1,
  }
}

export function corpusSweep(): { rows: SweepRow[]; chosen?: SweepRow } {
  const corpus = loadCorpusPairs().filter((p) => p.split === 'tune')
  const own = loadPairs().filter((p) => p.split === 'tune')
  const rows: SweepRow[] = []
  for (const idfTemplate of GRID.idfTemplate) for (const idfSpecific of GRID.idfSpecific) for (const floor of GRID.floor) for (const concepts of GRID.concepts) {
    const term: TermParams = { idfTemplate, idfSpecific, floor, concepts }
    // The value change, narrowing and folder-legend checks of topic-score.ts (match3) take no swept parameter but the term weights.
    const prepare = (set: readonly Labelled[]) => set.map((p) => {
      let a = matchFeatures(p.a, term)
      let b = matchFeatures(p.b, term)
      let score = similarity(a, b).score
      const changed = score >= NEAR_THRESHOLD && score < SAME_TOPIC_THRESHOLD ? valueChanged(a, b, term) : undefined
      if (changed && changed.score > score) [score, a, b] = [changed.score, changed.a, changed.b]
      return { p, a, b, score, shared: rawShared(a, b), apart: twoRules(a.text, b.text, term) }
    })
    const C = prepare(corpus)
    const O = prepare(own)
    const sibs: Array<SiblingParams | null> = [null]
    for (const objectMinFactor of GRID.objectMinFactor) for (const objectMinWeight of GRID.objectMinWeight) for (const sharedRatio of GRID.sharedRatio) sibs.push({ objectMinFactor, objectMinWeight, sharedRatio })
    for (const siblings of sibs) {
      const flag = (X: typeof C) => X.map((x) => siblings ? areSiblings(x.a, x.b, siblings, term, runUnits) || x.apart : false)
      const sibC = flag(C)
      const sibO = flag(O)
      for (const minShared of GRID.minShared) for (const same of GRID.same) {
        const decide = (X: typeof C, S: boolean[]) => X.map((x, i) => ({ same: x.p.label === 'same', score: x.score, auto: x.score >= same && x.shared >= minShared && !S[i] }))
        rows.push({ params: { term, siblings, minShared }, same, corpus: tally(decide(C, sibC)), own: tally(decide(O, sibO)) })
      }
    }
  }
  const eligible = rows.filter((r) => r.own.precision === 1 && r.own.recall >= 0.6 && r.own.surfaced >= 0.974)
  eligible.sort((x, y) => y.corpus.precision - x.corpus.precision || y.corpus.recall - x.corpus.recall)
  return { rows, chosen: eligible[0] }
}

/** Whether a sweep row is the shipped setting. */
export function isShipped(r: SweepRow): boolean {
  const p = MATCH_PARAMS
  const t = r.params.term
  const s = r.params.siblings
  return r.same === SAME_TOPIC_THRESHOLD && r.params.minShared === p.minShared &&
    t.idfTemplate === p.term.idfTemplate && t.idfSpecific === p.term.idfSpecific && t.floor === p.term.floor && t.concepts === p.term.concepts &&
    !!s && !!p.siblings && s.objectMinFactor === p.siblings.objectMinFactor && s.objectMinWeight === p.siblings.objectMinWeight && s.sharedRatio === p.siblings.sharedRatio
}
