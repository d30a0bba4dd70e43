// Which of the user's messages a grounded write's evidence names. The word check keeps the closest
// message, and of messages equally close the first: a rule said again in a later message ("Reminder:
// never push straight to main") was recorded as the earlier one once more, so the trail ("Which
// times") showed one message twice and never the one the model acted on. The verdict is the word
// check's, unchanged; only the message it names moves to the newest one that backs the write by
// the same check on its own.
import { groundIn, type Grounding, type UserUtterance } from '../core/ground.js'

export function newestBacking(text: string, words: Grounding, utterances: readonly UserUtterance[]): Grounding {
  if (!words.grounded || !words.utterance) return words
  const chosen = utterances.indexOf(words.utterance)
  if (chosen < 0) return words
  for (let i = utterances.length - 1; i > chosen; i--) {
    const here = groundIn(text, [utterances[i]!])
    if (here.grounded && here.utterance === utterances[i]) return { ...words, utterance: here.utterance, quote: here.quote }
  }
  return words
}
