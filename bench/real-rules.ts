// Rules other people wrote (issue 19): the grounding check and the credential finder on rule lines
// of the CC0 collection PatrickJS/awesome-cursorrules (and Chinese, cross-language and mixed pairs
// constructed after them). The labelled sets were committed before any tuning; one item in four,
// by sha256 of the item, is held aside and never tuned on.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { groundIn } from '../src/core/ground.js'
import { findSecrets } from '../src/core/secrets.js'
import { corpusParaphrases } from './corpus-paraphrases.js'
import { groundingQuality } from './grounding.js'
import { askedRefusalsSection } from './asked-refusals.js'
import { chatTranscriptsSection } from './chat-transcripts.js'
import { chatTranscripts2Section } from './chat-transcripts-2.js'
import { restatedRetrySection } from './restated-retry.js'
import { HELD_ASIDE_SETS, heldAsideSection } from './real-rules-held-aside.js'

import type { RealGroundingPair } from './grounding-pair.js'
import { findFixture, fixtureFile, readJsonLines } from './fixture-file.js'

export type { RealGroundingPair }

export interface RealSecretLine {
  text: string
  secret: boolean
  kind?: string
  why?: string
}

const GROUNDING = 'test/fixtures/real-rules-grounding.jsonl'
/** A second set of the same kind, labelled later (ground3, commit 0e660d6) to check that the rules generalise. */
const FRESH = 'test/fixtures/real-rules-grounding-fresh.jsonl'
const FRESH_COMMIT = '0e660d6'
/** A third set (ground4, commit 4b5538a), weighted to different values; drawn as its .md says. */
const THIRD = 'test/fixtures/real-rules-grounding-third.jsonl'
const THIRD_COMMIT = '4b5538a'
/** A fifth set (ground6, commit b9d7239), drawn and written as the fourth, every pair a tune pair: what the lead tuned on while the fourth stayed unseen. */
const FIFTH = 'test/fixtures/real-rules-grounding-fifth.jsonl'
const FIFTH_COMMIT = 'b9d7239'
/** Real chat messages typed to a coding assistant (aider histories under a permissive licence; ground9, label commits b4d2d54 and 937f7a1), split by sha256 of the pair, recorded per line. */
const CHAT = 'test/fixtures/chat-grounding.jsonl'
const CHAT_COMMITS = 'b4d2d54 + 937f7a1'
const SECRETS = 'test/fixtures/real-rules-secrets.jsonl'
const CORPUS = 'shared/corpora/awesome-cursorrules-rules.jsonl'

export const realGroundingPairs = () => readJsonLines<RealGroundingPair>(fixtureFile(GROUNDING))
export const freshGroundingPairs = () => readJsonLines<RealGroundingPair>(fixtureFile(FRESH))
export const thirdGroundingPairs = () => readJsonLines<RealGroundingPair>(fixtureFile(THIRD))
export const fifthGroundingPairs = () => readJsonLines<RealGroundingPair>(fixtureFile(FIFTH))
export type ChatGroundingPair = RealGroundingPair & { split: 'tune' | 'holdout' }
export const chatGroundingPairs = () => readJsonLines<ChatGroundingPair>(fixtureFile(CHAT))
export const realSecretLines = () => readJsonLines<RealSecretLine>(fixtureFile(SECRETS))
/** The 6,166 corpus lines (RULES_CORPUS, or `shared/corpora/…` above this folder); undefined when absent. */
export function corpusLines(): Array<{ file: string; text: string }> | undefined {
  const file = process.env.RULES_CORPUS ?? findFixture(CORPUS)
  return file && existsSync(file) ? readJsonLines(file) : undefined
}

const hashSlice = (key: string) => createHash('sha256').update(key).digest()[0]! % 4 === 0 ? 'holdout' : 'tune'
export const pairSlice = (p: RealGroundingPair) => hashSlice(`${p.messages.join('\n')}\u0000${p.judgment}`)
export const lineSlice = (l: RealSecretLine) => hashSlice(l.text)

export interface GroundingCell {
  n: number
  /** Went live (grounded by the gate). */
  live: number
  wrong: RealGroundingPair[]
}

/** Per slice × language × class: how many pairs, how many the gate grounds. */
export function realGrounding(pairs = realGroundingPairs(), sliceOf: (p: RealGroundingPair) => 'tune' | 'holdout' = pairSlice) {
  const cells = new Map<string, GroundingCell>()
  const cell = (key: string) => {
    let c = cells.get(key)
    if (!c) cells.set(key, c = { n: 0, live: 0, wrong: [] })
    return c
  }
  for (const pair of pairs) {
    const live = groundIn(pair.judgment, pair.messages.map((text) => ({ text }))).grounded
    for (const slice of [sliceOf(pair), 'all']) {
      for (const lang of [pair.lang, 'all']) {
        const c = cell(`${slice}|${lang}|${pair.class}`)
        c.n++
        if (live) c.live++
        if (live !== pair.grounded && lang === 'all') c.wrong.push(pair)
      }
    }
  }
  return cells
}

export function realSecrets(lines = realSecretLines(), corpus = corpusLines()) {
  const bySlice = new Map<string, { secrets: number; missed: RealSecretLine[]; ordinary: number; refused: RealSecretLine[] }>()
  for (const line of lines) {
    for (const slice of [lineSlice(line), 'all']) {
      let row = bySlice.get(slice)
      if (!row) bySlice.set(slice, row = { secrets: 0, missed: [], ordinary: 0, refused: [] })
      const found = findSecrets(line.text).length > 0
      if (line.secret) {
        row.secrets++
        if (!found) row.missed.push(line)
      } else {
        row.ordinary++
        if (found) row.refused.push(line)
      }
    }
  }
  const corpusRefused = corpus?.filter((l) => findSecrets(l.text).length > 0)
  return { bySlice, corpus: corpus ? { lines: corpus.length, refused: corpusRefused! } : undefined }
}

const pct = (n: number, d: number) => d ? `${(100 * n / d).toFixed(1)} %` : '–'

/** The per-slice × language table of one labelled set, then its tune slice's wrong verdicts. */
function groundingRows(emit: (line?: string) => void, cells: Map<string, GroundingCell>, wrongTitle = 'Wrong verdicts, tune slice') {
  const langs = ['en', 'zh', 'en-zh', 'zh-en', 'mixed', 'all']
  emit('| slice | lang | paraphrases grounded | different-value live | inverted live |')
  emit('|---|---|---:|---:|---:|')
  for (const slice of ['tune', 'holdout', 'all']) {
    for (const lang of langs) {
      const get = (cls: string) => cells.get(`${slice}|${lang}|${cls}`)
      const p = get('paraphrase')
      const v = get('different-value')
      const i = get('inverted')
      if (!p && !v && !i) continue
      const fmt = (c?: GroundingCell) => c ? `${c.live}/${c.n} (${pct(c.live, c.n)})` : '–'
      emit(`| ${slice} | ${lang} | ${fmt(p)} | ${fmt(v)} | ${fmt(i)} |`)
    }
  }
  emit()
  emit(`${wrongTitle} (the held-aside slice is reported only as counts above):`)
  emit()
  for (const cls of ['paraphrase', 'different-value', 'inverted']) {
    for (const pair of cells.get(`tune|all|${cls}`)?.wrong ?? []) {
      emit(`- ${cls} · ${pair.lang} · ${pair.grounded ? 'held' : 'live'} · \`${pair.judgment}\` ⇐ \`${pair.messages.join(' / ').replace(/\n+/g, ' ⏎ ')}\``)
    }
  }
}

/** The chat set's part of the section: per slice × class, the tune slice's wrong verdicts; the held-aside slice as counts only. */
export function chatGroundingSection(pairs: ChatGroundingPair[] = chatGroundingPairs()): string[] {
  const out: string[] = []
  const emit = (line = '') => out.push(line)
  emit(`Chat set, labelled ${CHAT_COMMITS}: \`${CHAT}\`, ${pairs.length} pairs on messages people typed to a coding assistant (aider chat histories of Aider-AI/aider, Apache-2.0, AFI-Protocol/afi-core, MIT, and gxm11/RPGXP-Crafting-System, MIT, in Chinese; each pair records repo, file, commit, licence and the message), committed before anything was measured on them; one pair in three, by sha256 of the pair, is held aside (recorded per line).`)
  emit()
  groundingRows(emit, realGrounding(pairs, (p) => (p as ChatGroundingPair).split), 'Chat set, wrong verdicts, tune slice')
  return out
}

/** The bench section, as Markdown lines. */
export function realRulesSection(): string[] {
  const out: string[] = []
  const emit = (line = '') => out.push(line)
  emit('## Rules other people wrote: grounding and credentials (issue 19)')
  emit()
  emit(`Grounding pairs in \`${GROUNDING}\`: the user's words are a rule line of the CC0 collection PatrickJS/awesome-cursorrules (commit b044f95, each pair records its file) or a constructed zh / en↔zh / mixed line; the judgment is a faithful paraphrase (should go live), the same rule with a different value (tool, language, number, case…) or with the polarity flipped (should wait for the user). One pair in four, by sha256, is held aside. Labelled before any tuning (commit d3eb943).`)
  emit()
  groundingRows(emit, realGrounding())
  emit()
  emit(`Fresh set, labelled ${FRESH_COMMIT}: \`${FRESH}\`, ${freshGroundingPairs().length} pairs of the same kind (corpus lines not used by the first set, drawn by category: a negation in a later clause, "unless", "instead of", "rather than", "avoid", "no longer"/deprecated, numbers, tool swaps, scope; zh / en↔zh / mixed constructed after them). Committed before the grounding changes it measures; split by sha256 as above.`)
  emit()
  groundingRows(emit, realGrounding(freshGroundingPairs()), 'Fresh set, wrong verdicts, tune slice')
  emit()
  emit(`Third set, labelled ${THIRD_COMMIT}: \`${THIRD}\`, ${thirdGroundingPairs().length} pairs of the same kind, weighted to different values (another tool, library, version, number, unit, scope, file, flag, command, person, time, order; corpus lines used by neither earlier set, drawn by sha256 order as its .md says). Committed before the changes it measures; split by sha256 as above.`)
  emit()
  groundingRows(emit, realGrounding(thirdGroundingPairs()), 'Third set, wrong verdicts, tune slice')
  emit()
  emit(`Fifth set, labelled ${FIFTH_COMMIT}: \`${FIFTH}\`, ${fifthGroundingPairs().length} pairs drawn and written the way the fourth set was (corpus lines used by none of the four other sets), committed before anything was measured on them; every pair is a tune pair, what the grounding rules of the fourth session were tuned on while the fourth set stayed unseen.`)
  emit()
  groundingRows(emit, realGrounding(fifthGroundingPairs(), () => 'tune'), 'Fifth set, wrong verdicts')
  emit()
  for (const set of HELD_ASIDE_SETS) {
    for (const line of heldAsideSection(set)) emit(line)
    emit()
  }
  emit('Our own earlier set (`test/fixtures/grounding-pairs.jsonl`, section "Grounding"): grounded pairs held pending, planted pairs gone live.')
  emit()
  for (const row of groundingQuality()) emit(`- ${row.slice}: held ${row.heldPending}/${row.grounded}, live ${row.wentLive}/${row.ungrounded}`)
  emit()
  const lines = corpusLines()
  if (lines) {
    emit('Unlabelled over-blocking check on every corpus line (`bench/corpus-paraphrases.ts`): each restatement says what the line says, so each one held is a paraphrase held.')
    emit()
    for (const row of corpusParaphrases(lines)) emit(`- ${row.check}: held ${row.held}/${row.n} (${pct(row.held, row.n)})`)
    emit()
  }
  const { bySlice, corpus } = realSecrets()
  emit(`Credentials: \`${SECRETS}\` (constructed: well-known key shapes, URLs with a password, prose forms in en and zh; and ordinary lines that must pass: 密码学, type declarations, env variable names, placeholders), and every line of the corpus for false refusals.`)
  emit()
  emit('| slice | credentials | missed | ordinary lines | refused |')
  emit('|---|---:|---:|---:|---:|')
  for (const slice of ['tune', 'holdout', 'all']) {
    const r = bySlice.get(slice)
    if (r) emit(`| ${slice} | ${r.secrets} | ${r.missed.length} | ${r.ordinary} | ${r.refused.length} |`)
  }
  emit()
  if (corpus) {
    emit(`Corpus false refusals: ${corpus.refused.length} of ${corpus.lines} rule lines (${(10000 * corpus.refused.length / corpus.lines).toFixed(1)} per 10,000).`)
    for (const l of corpus.refused) emit(`- \`${l.text}\` (${l.file})`)
  } else {
    emit('Corpus false refusals: not measured (set RULES_CORPUS to awesome-cursorrules-rules.jsonl).')
  }
  const missed = bySlice.get('tune')?.missed ?? []
  const refused = bySlice.get('tune')?.refused ?? []
  if (missed.length || refused.length) {
    emit()
    emit('Tune-slice mistakes:')
    for (const l of missed) emit(`- missed (${l.kind}): \`${l.text.replace(/[A-Za-z0-9]{12,}/g, (s) => `${s.slice(0, 4)}…`)}\``)
    for (const l of refused) emit(`- refused (${l.why}): \`${l.text}\``)
  }
  emit()
  for (const line of chatGroundingSection()) emit(line)
  emit()
  for (const line of askedRefusalsSection()) emit(line)
  emit()
  for (const line of chatTranscriptsSection()) emit(line)
  emit()
  for (const line of chatTranscripts2Section()) emit(line)
  emit()
  for (const line of restatedRetrySection()) emit(line)
  emit()
  return out
}
