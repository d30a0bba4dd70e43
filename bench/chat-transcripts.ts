// Whole chat transcripts (issue 19, session 21): test/fixtures/chat-transcripts.jsonl, 30 transcripts
// of a developer's messages as typed in a chat box (tasks, questions, complaints, asides, changes of
// mind, irony, others' views, and one to three judgments buried in them), each with the judgments a
// model might store after one of its messages, labelled. Written and labelled blind by a helper
// session (no code of the gate read or run) and committed before anything was measured on it. Split
// by conversation (a hash of its id): the tune half may be read pair by pair (`--list`); the held-aside
// half is counts only, never a pair or a verdict. A pair's messages are the transcript's up to the
// write, so a write is checked against all the user said before it, as in the host.
import { createHash } from 'node:crypto'
import { groundIn } from '../src/core/ground.js'
import { fixtureFile, readJsonLines } from './fixture-file.js'
import { cellText, liveCounts, type Cell } from './live-counts.js'

export const CHAT_TRANSCRIPTS = 'test/fixtures/chat-transcripts.jsonl'
export const CHAT_TRANSCRIPTS_COMMIT = '9652e93'
export const TRANSCRIPT_CLASSES = ['paraphrase', 'different-value', 'inverted', 'generalised', 'unsaid'] as const
export const TRANSCRIPT_LANGS = ['en', 'zh', 'mixed'] as const

export interface TranscriptPair {
  id: string
  conversation: string
  judgment: string
  messages: string[]
  lang: (typeof TRANSCRIPT_LANGS)[number]
  class: (typeof TRANSCRIPT_CLASSES)[number]
  grounded: boolean
  note: string
}

export const transcriptPairs = (): TranscriptPair[] => readJsonLines<TranscriptPair>(fixtureFile(CHAT_TRANSCRIPTS))

/** The half a conversation is in, by the first byte of its id's SHA-256: even tune, odd holdout. */
export const transcriptSlice = (conversation: string): 'tune' | 'holdout' =>
  createHash('sha256').update(conversation).digest()[0]! % 2 === 0 ? 'tune' : 'holdout'

export const transcriptLive = (pair: Pick<TranscriptPair, 'judgment' | 'messages'>) =>
  groundIn(pair.judgment, pair.messages.map((text) => ({ text })))

/** Per slice × language (and `all`) × class: how many pairs, how many went live. */
export const transcriptCounts = (pairs: TranscriptPair[] = transcriptPairs()): Map<string, Cell> =>
  liveCounts(pairs, (pair) => [pair.lang, 'all'].map((lang) => `${transcriptSlice(pair.conversation)}|${lang}`))

export function chatTranscriptsSection(pairs: TranscriptPair[] = transcriptPairs()): string[] {
  const cells = transcriptCounts(pairs)
  const conversations = new Set(pairs.map((p) => p.conversation)).size
  const out = [
    `Whole chat transcripts, labelled ${CHAT_TRANSCRIPTS_COMMIT}: \`${CHAT_TRANSCRIPTS}\`, ${pairs.length} pairs from ${conversations} transcripts (a developer's messages as typed — tasks, questions, complaints, changes of mind, irony, others' views — each write checked against all the user said before it; en, zh, mixed), written and labelled blind by a helper session and committed before anything was measured on them. Split by transcript: the tune half may be read pair by pair; the held-aside half is counts only.`,
    '',
    ...TRANSCRIPT_TABLE_HEAD,
  ]
  return [...out, ...transcriptRows(cells, ['holdout', 'tune'])]
}

/** The table's header and rows: per slice and language (and `all`), each class's live count (cells keyed `slice|lang|class`). */
export const TRANSCRIPT_TABLE_HEAD = [
  '| slice | lang | paraphrases grounded | different-value live | inverted live | generalised live | unsaid live |',
  '|---|---|---:|---:|---:|---:|---:|',
]
export function transcriptRows(cells: ReadonlyMap<string, Cell>, slices: readonly string[]): string[] {
  const out: string[] = []
  for (const slice of slices) {
    for (const lang of [...TRANSCRIPT_LANGS, 'all']) {
      const row = TRANSCRIPT_CLASSES.map((cls) => cells.get(`${slice}|${lang}|${cls}`))
      if (row.every((c) => !c)) continue
      out.push(`| ${slice} | ${lang} | ${row.map(cellText).join(' | ')} |`)
    }
  }
  return out
}

/** The tune half's pairs the gate gets wrong, for `scripts/bench-real-rules.mjs --transcripts` (never the held-aside half). */
export function transcriptTuneErrors(pairs: TranscriptPair[] = transcriptPairs()): string[] {
  const out: string[] = []
  for (const pair of pairs) {
    if (transcriptSlice(pair.conversation) !== 'tune') continue
    const verdict = transcriptLive(pair)
    if (verdict.grounded === pair.grounded) continue
    const why = verdict.added ? ` adds ${verdict.added.length ? JSON.stringify(verdict.added) : 'content no word carries'}` : verdict.changed?.length ? ` changes ${JSON.stringify(verdict.changed)}` : ''
    out.push(`${pair.id} [${pair.class}] ${verdict.grounded ? 'LIVE' : `held (${verdict.blocked ?? 'off-topic'}${why})`}: ${JSON.stringify(pair.judgment)}`)
    out.push(`    last: ${JSON.stringify(pair.messages.at(-1))}${verdict.quote ? `\n    quote: ${JSON.stringify(verdict.quote)}` : ''}\n    note: ${pair.note}`)
  }
  return out
}
