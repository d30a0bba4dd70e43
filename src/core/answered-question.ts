// A question of the user's answered by their next message (issue 19, session 42): "should I squash?" /
// "yes always squash before merging". words-read.ts reads an answered question as the user's own guess,
// so its few words ground what shares its topic — and "Never squash commits before merging" went live on
// "should I squash?" while the answer, on the same topic and closer to the judgment, said the other
// order. The question is read with its answer: where the answer's words block the judgment and are at
// least as close to it, the question grounds nothing. Pure.

import { asks } from './asked.js'
import type { Grounding, UserUtterance } from './ground-types.js'

/** The answer's verdict, when `best` grounds the judgment on a question that the next message answers and blocks; else undefined. */
export function answerBlocks(best: Grounding, blocked: Grounding | undefined, utterances: readonly UserUtterance[]): Grounding | undefined {
  if (!best.grounded || !best.utterance || !blocked?.utterance || blocked.blocked === 'near') return undefined
  const at = utterances.indexOf(best.utterance)
  if (at < 0 || utterances[at + 1] !== blocked.utterance || blocked.score < best.score) return undefined
  return asks(best.utterance.text) ? blocked : undefined
}
