// The held-aside set of questions and refusals as typed in chat (issue 19, session 20):
// test/fixtures/asked-refusals.jsonl, written and labelled by a helper session blind (no code of the
// gate read or run) after the gate learned to read questions, reports and refusals spelled another
// way, and committed before anything was measured on it. Held aside whole: counts only, per
// language and class, never a pair or a verdict. `unsaid`: the user only asked or wondered, so
// nothing may go live.
import { fixtureFile, readJsonLines } from './fixture-file.js'
import { cellText, liveCounts, type Cell } from './live-counts.js'

export const ASKED_REFUSALS = 'test/fixtures/asked-refusals.jsonl'
export const ASKED_REFUSALS_COMMIT = 'df0448f'
export const ASKED_CLASSES = ['paraphrase', 'different-value', 'inverted', 'unsaid'] as const
const LANGS = ['en', 'zh', 'en-zh', 'zh-en', 'mixed'] as const

export interface AskedPair {
  id: string
  judgment: string
  messages: string[]
  lang: (typeof LANGS)[number]
  class: (typeof ASKED_CLASSES)[number]
  grounded: boolean
  note: string
}

export const askedPairs = (): AskedPair[] => readJsonLines<AskedPair>(fixtureFile(ASKED_REFUSALS))

/** Per language (and `all`) × class: how many pairs, how many went live. */
export const askedCounts = (pairs: AskedPair[] = askedPairs()): Map<string, Cell> => liveCounts(pairs, (pair) => [pair.lang, 'all'])

export function askedRefusalsSection(pairs: AskedPair[] = askedPairs()): string[] {
  const cells = askedCounts(pairs)
  const fmt = cellText
  const out = [
    `Questions and refusals as typed in chat, labelled ${ASKED_REFUSALS_COMMIT}: \`${ASKED_REFUSALS}\`, ${pairs.length} pairs (questions and complaints that name an act, requests and suggestions put as questions, refusals typed sloppily or unusually, a question beside a statement; en, zh, across), written and labelled blind by a helper session after the gate learned to read such words (session 20), committed before anything was measured on them and held aside whole: counts only, no pair or verdict is ever listed. \`unsaid\`: the user only asked, so nothing may go live.`,
    '',
    '| slice | lang | paraphrases grounded | different-value live | inverted live | unsaid live |',
    '|---|---|---:|---:|---:|---:|',
  ]
  for (const lang of [...LANGS, 'all']) {
    const row = ASKED_CLASSES.map((cls) => cells.get(`${lang}|${cls}`))
    if (row.every((c) => !c)) continue
    out.push(`| holdout | ${lang} | ${row.map(fmt).join(' | ')} |`)
  }
  return out
}
