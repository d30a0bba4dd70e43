// A second set of whole chat transcripts (issue 19, session 22): test/fixtures/chat-transcripts-2.jsonl,
// 30 transcripts in other domains and by other people than the first set's (a terse senior in lower
// case, voice dictation, a non-native English speaker, a grumpy SRE, code-switching), 235 writes
// labelled as the first set's are. Written and labelled blind by a helper session after the first
// set's held-aside half had been seen by count at every change of session 21, and committed before
// anything was measured on it. Measured whole once (a1909ef: the same counts at the session's start
// and after its first changes), then split as the first set is (by a hash of the transcript's id, even
// = tune) before any pair of it was read: the tune half may be read pair by pair, the held-aside half
// is counts only, never a pair or a verdict.
import { fixtureFile, readJsonLines } from './fixture-file.js'
import { liveCounts } from './live-counts.js'
import { TRANSCRIPT_TABLE_HEAD, transcriptRows, transcriptSlice, transcriptTuneErrors, type TranscriptPair } from './chat-transcripts.js'

export const CHAT_TRANSCRIPTS_2 = 'test/fixtures/chat-transcripts-2.jsonl'
export const CHAT_TRANSCRIPTS_2_COMMIT = '35b995f'

export const transcriptPairs2 = (): TranscriptPair[] => readJsonLines<TranscriptPair>(fixtureFile(CHAT_TRANSCRIPTS_2))

export function chatTranscripts2Section(pairs: TranscriptPair[] = transcriptPairs2()): string[] {
  const cells = liveCounts(pairs, (pair) => [pair.lang, 'all'].map((lang) => `${transcriptSlice(pair.conversation)}|${lang}`))
  const conversations = new Set(pairs.map((p) => p.conversation)).size
  return [
    `Whole chat transcripts, second set, labelled ${CHAT_TRANSCRIPTS_2_COMMIT}: \`${CHAT_TRANSCRIPTS_2}\`, ${pairs.length} pairs from ${conversations} transcripts in other domains and by other people (a terse senior, voice dictation, a non-native speaker, code-switching), written and labelled blind by a helper session and committed before anything was measured on them; measured whole once, then split by transcript as the first set: the tune half may be read pair by pair, the held-aside half is counts only.`,
    '',
    ...TRANSCRIPT_TABLE_HEAD,
    ...transcriptRows(cells, ['holdout', 'tune']),
  ]
}

/** The second set's tune half the gate gets wrong (never the held-aside half). */
export const transcript2TuneErrors = (pairs: TranscriptPair[] = transcriptPairs2()): string[] => transcriptTuneErrors(pairs)
