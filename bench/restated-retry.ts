// A held write said again without the words the gate named (issue 19, session 23): when the gate holds
// a write only for words the user never typed, the tool names them and offers the model to write it
// again in the user's words (src/grounding/render.ts, restated.ts). No model is reachable from the
// bench, so the retry is mechanical: the same write with the named words deleted, checked again by the
// same gate against the same messages. A model rewording it would write better sentences and might
// drop more or less, so this is an estimate of how often the offer can land, not a measure of a model.
// On the whole-transcripts sets, per slice: the held-aside halves are counts only.
import { groundIn } from '../src/core/ground.js'
import { heldForAdded } from '../src/grounding/restated.js'
import { transcriptPairs, transcriptSlice, type TranscriptPair } from './chat-transcripts.js'
import { transcriptPairs2 } from './chat-transcripts-2.js'

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `text` without `words`: Latin words on word bounds, Chinese as written; the spaces and commas left behind tidied. */
export function without(text: string, words: readonly string[]): string {
  let out = text
  for (const word of words) {
    const latin = /^[\x20-\x7e]+$/.test(word)
    out = out.replace(new RegExp(latin ? `(?<![\\w])${escape(word)}(?![\\w])` : escape(word), latin ? 'gi' : 'g'), ' ')
  }
  return out.replace(/\s+([,.;:，。；：])/g, '$1').replace(/\s{2,}/g, ' ').trim()
}

interface Tally { held: number; landed: number }

/** Per class: how many were held only for added words, and how many land said again without them. */
export function retryTallies(pairs: readonly TranscriptPair[]): Map<string, Tally> {
  const out = new Map<string, Tally>()
  for (const pair of pairs) {
    const said = pair.messages.map((text) => ({ text }))
    const g = groundIn(pair.judgment, said)
    const added = g.grounded ? [] : heldForAdded(g)
    if (!added.length) continue
    const key = `${transcriptSlice(pair.conversation)}|${pair.class === 'paraphrase' ? 'paraphrase' : 'wrong'}`
    const t = out.get(key) ?? { held: 0, landed: 0 }
    t.held++
    const retry = without(pair.judgment, added)
    if (retry.length >= 4 && groundIn(retry, said).grounded) t.landed++
    out.set(key, t)
  }
  return out
}

export function restatedRetrySection(): string[] {
  const sets: Array<[string, TranscriptPair[]]> = [['transcripts 1', transcriptPairs()], ['transcripts 2', transcriptPairs2()]]
  const out = [
    'A write held only for words the user never typed, said again without them (`bench/restated-retry.ts`): the tool names the words and offers the model to write it again in the user\'s words; here the retry is mechanical (the named words deleted, the same gate, the same messages), an estimate of how often the offer can land, not a measure of a model. *Held* = held only for added words; *land* = the retry goes live. A wrong write that lands this way can still say the wrong thing (a value the user took back later, a case they excepted): the gate judges the retry as it judges any write, and what it misses there it would miss in a first write too.',
    '',
    '| set | slice | paraphrases held for added words | of them land | other writes held for added words | of them land |',
    '|---|---|---:|---:|---:|---:|',
  ]
  for (const [name, pairs] of sets) {
    const t = retryTallies(pairs)
    for (const slice of ['holdout', 'tune']) {
      const p = t.get(`${slice}|paraphrase`) ?? { held: 0, landed: 0 }
      const w = t.get(`${slice}|wrong`) ?? { held: 0, landed: 0 }
      out.push(`| ${name} | ${slice} | ${p.held} | ${p.landed} | ${w.held} | ${w.landed} |`)
    }
  }
  return out
}
