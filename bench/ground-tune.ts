// Issue 19 (triggers, ground8): the grounding gate's TUNE figures only, to compare two trees: the
// tune slices of sets 1–3, the whole fifth set (all tune), the lead's chat probes (all tune), the
// project's own tune slice, and the unlabelled corpus checks (restatements held, credential false
// refusals). With `list`, the wrong verdicts of those and the corpus lines held. Never prints a
// held-aside figure or pair: the fourth set is not read, and sets 1–3's and the own set's
// held-aside pairs are skipped before grounding.
import { groundIn } from '../src/core/ground.js'
import { findSecrets } from '../src/core/secrets.js'
import { chatProbes } from './chat-probes.js'
import { corpusParaphrases } from './corpus-paraphrases.js'
import { groundingPairs, groundingQuality, sliceOf } from './grounding.js'
import { EIGHTH, ELEVENTH, FIFTEENTH, FOURTEENTH, heldAsidePairs, NINETEENTH, SEVENTEENTH, SEVENTH, SIXTEENTH, TWELFTH, TWENTIETH, TWENTYFIRST, TWENTYSECOND, TWENTYTHIRD, TWENTYFOURTH, TWENTYFIFTH, TWENTYSIXTH } from './real-rules-held-aside.js'
import { chatGroundingPairs, corpusLines, fifthGroundingPairs, freshGroundingPairs, pairSlice, realGroundingPairs, thirdGroundingPairs } from './real-rules.js'

import type { RealGroundingPair } from './grounding-pair.js'

const CLASSES = ['paraphrase', 'different-value', 'inverted'] as const
/** What a row reads of a pair; a set may also hold `added` pairs (must wait), shown only when it has some. */
type RowPair = Pick<RealGroundingPair, 'lang' | 'messages' | 'judgment' | 'grounded'> & { class: string; id?: string }

function setRow(name: string, pairs: RowPair[], emit: (l: string) => void, list: boolean) {
  const cells = new Map<string, { n: number; live: number }>()
  const wrong: Array<RowPair & { why: string }> = []
  for (const pair of pairs) {
    const g = groundIn(pair.judgment, pair.messages.map((text) => ({ text })))
    const live = g.grounded
    const c = cells.get(pair.class) ?? { n: 0, live: 0 }
    c.n++
    if (live) c.live++
    cells.set(pair.class, c)
    if (live !== pair.grounded) wrong.push({ ...pair, why: g.grounded ? `score ${g.score.toFixed(2)}` : `${g.blocked ?? 'off-topic'} ${g.score.toFixed(2)}${g.added ? ` +${g.added.length ? g.added.join(',') : '(content no word carries)'}` : ''}${g.changed ? ` ${g.changed.map((c) => `${c.from.join(' ')}→${c.to.join(' ')}`).join(';')}` : ''}` })
  }
  emit(`${name}: ${[...CLASSES, ...(cells.has('added') ? ['added'] : [])].map((cls) => `${cls} live ${cells.get(cls)?.live ?? 0}/${cells.get(cls)?.n ?? 0}`).join(', ')}`)
  if (list) for (const p of wrong) emit(`  ${p.id ? `${p.id} · ` : ''}${p.class} · ${p.lang} · ${p.grounded ? 'held' : 'live'} [${p.why}] · ${p.judgment}  ⇐  ${p.messages.join(' / ')}`)
}

export function groundTune(emit: (l: string) => void = console.log, list = false) {
  const tune = (pairs: RealGroundingPair[]) => pairs.filter((p) => pairSlice(p) === 'tune')
  setRow('first tune', tune(realGroundingPairs()), emit, list)
  setRow('fresh tune', tune(freshGroundingPairs()), emit, list)
  setRow('third tune', tune(thirdGroundingPairs()), emit, list)
  setRow('fifth (all tune)', fifthGroundingPairs(), emit, list)
  setRow('chat tune', chatGroundingPairs().filter((p) => p.split === 'tune'), emit, list)
  // Read once as held-aside sets, then tuned on (notes/round-18-22-session7.md): tune data now.
  setRow('seventh (tuned after reading)', heldAsidePairs(SEVENTH), emit, list)
  setRow('eighth (tuned after reading)', heldAsidePairs(EIGHTH), emit, list)
  setRow('eleventh (tuned after reading)', heldAsidePairs(ELEVENTH), emit, list)
  setRow('twelfth (tuned after reading)', heldAsidePairs(TWELFTH), emit, list)
  setRow('fourteenth (tuned after reading)', heldAsidePairs(FOURTEENTH), emit, list)
  setRow('fifteenth (tuned after reading)', heldAsidePairs(FIFTEENTH), emit, list)
  setRow('sixteenth (tuned after reading)', heldAsidePairs(SIXTEENTH), emit, list)
  setRow('seventeenth (read once, session 15)', heldAsidePairs(SEVENTEENTH), emit, list)
  // Split in halves by its label commit (helper ground38, session 38): the tune half only; the other half is counted in the bench.
  setRow('nineteenth tune half', heldAsidePairs(NINETEENTH).filter((p) => p.split === 'tune'), emit, list)
  setRow('twentieth tune half', heldAsidePairs(TWENTIETH).filter((p) => p.split === 'tune'), emit, list)
  setRow('twenty-first tune half', heldAsidePairs(TWENTYFIRST).filter((p) => p.split === 'tune'), emit, list)
  setRow('twenty-second tune half', heldAsidePairs(TWENTYSECOND).filter((p) => p.split === 'tune'), emit, list)
  setRow('twenty-third tune half', heldAsidePairs(TWENTYTHIRD).filter((p) => p.split === 'tune'), emit, list)
  setRow('twenty-fourth tune half', heldAsidePairs(TWENTYFOURTH).filter((p) => p.split === 'tune'), emit, list)
  setRow('twenty-fifth tune half', heldAsidePairs(TWENTYFIFTH).filter((p) => p.split === 'tune'), emit, list)
  setRow('twenty-sixth tune half', heldAsidePairs(TWENTYSIXTH).filter((p) => p.split === 'tune'), emit, list)
  // The lead's chat-form probes, written while tuning (test/fixtures/chat-probes.md): tune data.
  setRow('chat probes (written while tuning)', chatProbes(), emit, list)
  const own = groundingPairs().filter((p) => sliceOf(p) === 'tune')
  for (const row of groundingQuality(own)) {
    if (row.slice !== 'tune') continue
    emit(`own tune: held ${row.heldPending}/${row.grounded}, live ${row.wentLive}/${row.ungrounded}`)
    if (list) for (const w of row.wrong) emit(`  ${w.pair.grounded ? 'held' : 'live'} · ${w.pair.judgment}  ⇐  ${w.pair.messages.join(' / ')}`)
  }
  const lines = corpusLines()
  if (!lines) return emit('corpus: absent')
  for (const row of corpusParaphrases(lines)) emit(`corpus ${row.check}: held ${row.held}/${row.n}`)
  emit(`corpus credential false refusals: ${lines.filter((l) => findSecrets(l.text).length > 0).length}/${lines.length}`)
  if (list) {
    for (const { text } of lines) {
      if (!groundIn(text, [{ text }]).grounded) emit(`  self held · ${text}`)
    }
  }
}
