// The "what reaches the model" section of `npm run bench` (issue #10): figures from bench/surfaced.ts.

import { NEAR_THRESHOLD, SAME_TOPIC_THRESHOLD } from '../src/core/topic.js'
import { REDLINE_MERGE_SCORE } from '../src/store/index.js'
import {
  CHOOSE_AUTO_PRECISION, NEAR_SHOWN, REVIEW_SCORE, STORE_SIZE, surfacedReport, type Outcome, type SurfacedRow,
} from './surfaced.js'

/** Aims of issue #10, on the held-aside slice. */
export const AIM_AUTO_PRECISION = 0.95
export const AIM_SURFACED_RECALL = 0.97

const f3 = (x: number) => x.toFixed(3)
const pairOf = (o: Outcome) => `${o.pair.split} · ${o.pair.lang} · ${o.score.toFixed(2)} · \`${o.pair.a}\``

export async function surfacedSection(emit: (line?: string) => void) {
  const report = await surfacedReport()
  emit(`## What reaches the model: a restated judgment in a store of ${STORE_SIZE} (issue 10)`)
  emit()
  emit(`Each labelled pair's second text sits in a store of ${STORE_SIZE} judgments with ${STORE_SIZE - 1} distractors from other topics (texts linked by a "same" label, in the pairs or in the hand-reviewed \`test/fixtures/topic-links.jsonl\`, are one topic; distractors come from other topics, drawn deterministically per pair; the store is not full, so nothing is evicted), and the first text goes through \`mirror_remember\`'s own path: the grounding gate with the user's words, \`JudgmentStore.remember\`, and the text the tool renders for the model. *auto* = merged automatically into the right judgment; *listed* = named in the tool's "Close but not merged" line (at most ${NEAR_SHOWN}, score ≥ the near threshold ${NEAR_THRESHOLD}); *surfaced recall* = (auto + listed) / same pairs; *auto precision* counts every automatic merge: into the partner of a "distinct" pair, or into a distractor. Shipped thresholds: auto-merge ${SAME_TOPIC_THRESHOLD}, near ${NEAR_THRESHOLD}.`)
  emit()
  const header = '| slice | same pairs | auto | listed | invisible | false merges (labelled / into a distractor) | auto precision | auto recall | surfaced recall | near candidates shown (mean) |'
  const row = (r: SurfacedRow) => `| ${r.slice} | ${r.same} | ${r.autoCorrect} | ${r.listed} | ${r.invisible} | ${r.falseMergeLabelled} / ${r.falseMergeDistractor} | ${f3(r.autoPrecision)} | ${f3(r.autoRecall)} | ${f3(r.surfacedRecall)} | ${r.meanShown.toFixed(2)} |`
  emit(header)
  emit('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const r of report.rows) emit(row(r))
  emit()
  const held = report.rows.find((r) => r.slice === 'holdout')!
  const met = (ok: boolean) => (ok ? 'met' : '**not met**')
  emit(`Aims on the held-aside slice: auto precision ≥ ${AIM_AUTO_PRECISION}: ${met(held.autoPrecision >= AIM_AUTO_PRECISION)} (${f3(held.autoPrecision)}); surfaced recall ≥ ${AIM_SURFACED_RECALL}: ${met(held.surfacedRecall >= AIM_SURFACED_RECALL)} (${f3(held.surfacedRecall)}).`)
  const unwritten = report.outcomes.filter((o) => o.result === 'not-written')
  if (unwritten.length) emit(`Not written at all (refused or held pending: the bench measured another path): ${unwritten.map((o) => `\`${o.pair.a}\``).join(', ')}.`)
  emit()
  emit(`The same, with the stored partner a red line and the restatement a principle: across kinds a red line is merged only at ${REDLINE_MERGE_SCORE} or above, otherwise it is listed; and a restatement that gives the red line another value or its opposite is held for the user's OK (issue 19), counted in surfaced recall: ${report.redline.map((r) => `${r.slice} ${r.asked}`).join(', ')} pairs.`)
  emit()
  emit(header)
  emit('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const r of report.redline) emit(row(r))
  emit()
  emit(`Thresholds swept by replaying the index's scores with other cut-offs (the replay at the shipped thresholds gives the tool's outcome on ${report.outcomes.length - report.replayDisagrees.length} of ${report.outcomes.length} pairs${report.replayDisagrees.length ? `; differs on ${report.replayDisagrees.map((p) => `\`${p.a}\``).join(', ')}` : ''}). Chosen on the tune slice only, by a fixed rule: the lowest auto threshold whose tune auto precision is ≥ ${CHOOSE_AUTO_PRECISION} (stricter than the aim, for the drop from tune to holdout), then the highest near threshold that reaches the best tune surfaced recall at it (a lower one only lists more candidates). *shown* = near candidates listed per write that merged nothing. The holdout and all columns are for reporting.`)
  emit()
  emit('| auto | near | tune auto P | tune auto R | tune surfaced R | tune shown | holdout auto P | holdout surfaced R | all auto P | all surfaced R | |')
  emit('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|')
  for (const s of report.sweep) {
    const marks = [
      report.chosen?.same === s.same && report.chosen.near === s.near ? 'chosen' : '',
      s.same === SAME_TOPIC_THRESHOLD && s.near === NEAR_THRESHOLD ? 'shipped' : '',
    ].filter(Boolean).join(', ')
    emit(`| ${s.same} | ${s.near} | ${f3(s.tune.autoPrecision)} | ${f3(s.tune.autoRecall)} | ${f3(s.tune.surfacedRecall)} | ${s.tune.meanShown.toFixed(2)} | ${f3(s.holdout.autoPrecision)} | ${f3(s.holdout.surfacedRecall)} | ${f3(s.all.autoPrecision)} | ${f3(s.all.surfacedRecall)} | ${marks} |`)
  }
  emit()
  const chosen = report.chosen
  emit(chosen
    ? `Rule's choice: auto ${chosen.same}, near ${chosen.near}; shipped: ${SAME_TOPIC_THRESHOLD} / ${NEAR_THRESHOLD} (${chosen.same === SAME_TOPIC_THRESHOLD && chosen.near === NEAR_THRESHOLD ? 'the same' : '**different**'}).`
    : 'Rule\'s choice: none of the swept thresholds meets the tune targets.')
  emit()
  emit(`Distractors scoring ≥ ${REVIEW_SCORE} against the text remembered next to them that no pair or link has judged yet (review each into the links as the same rule or a different one, so the figures above count only real false merges): ${report.unreviewed.length ? report.unreviewed.map((u) => `\`${u.a}\` / \`${u.b}\` (${u.score.toFixed(2)})`).join('; ') : 'none'}.`)
  emit()
  const wrong = report.outcomes.filter((o) => o.result === 'false-labelled' || o.result === 'false-distractor' || o.result === 'invisible')
  for (const split of ['holdout', 'tune'] as const) {
    const list = wrong.filter((o) => o.pair.split === split)
    emit(`${split === 'holdout' ? 'Held-aside' : 'Tune'} failures at the shipped thresholds (${list.length}): a false merge names what it overwrote (labelled "distinct" partner, or a distractor, which may be an unlabelled restatement to review into the links); an invisible restatement gives its partner's score.`)
    emit()
    for (const o of list) {
      if (o.result === 'invisible') emit(`- invisible · ${pairOf(o)} / \`${o.pair.b}\``)
      else emit(`- false merge${o.result === 'false-distractor' ? ' into a distractor' : ''} · ${pairOf(o)} → \`${o.into}\``)
    }
    emit()
  }
}
