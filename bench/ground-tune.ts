// Issue 19 (triggers): the grounding gate's TUNE-slice figures only, for a change outside the gate
// that moves its inputs (the concept lexicon): per labelled set and class, how many pairs go live,
// and the unlabelled corpus over-blocking check. Never prints a held-aside figure.
import { corpusParaphrases } from './corpus-paraphrases.js'
import { groundingQuality } from './grounding.js'
import { corpusLines, freshGroundingPairs, realGrounding, realGroundingPairs, thirdGroundingPairs } from './real-rules.js'

export function groundTune(emit = console.log) {
  for (const [name, pairs] of [['first', realGroundingPairs()], ['fresh', freshGroundingPairs()], ['third', thirdGroundingPairs()]] as const) {
    const cells = realGrounding(pairs)
    for (const [key, c] of [...cells].sort()) {
      const [slice, lang] = key.split('|')
      if (slice !== 'tune' || lang !== 'all') continue
      emit(`${name} ${key}: live ${c.live}/${c.n}${c.wrong.length ? ` (wrong ${c.wrong.length})` : ''}`)
      if (process.env.GROUND_TUNE_WRONG) for (const w of c.wrong) emit(`  wrong: ${w.messages.join(' / ')}  →  ${w.judgment}`)
    }
  }
  for (const row of groundingQuality()) if (row.slice === 'tune') emit(`own tune: held ${row.heldPending}/${row.grounded}, live ${row.wentLive}/${row.ungrounded}`)
  const lines = corpusLines()
  if (lines) for (const row of corpusParaphrases(lines)) emit(`corpus ${row.check}: held ${row.held}/${row.n}`)
}
