// The grounding sets of issue 19 held aside whole: the fourth (helper ground5), the sixth (helper
// ground7), the seventh (helper ground10), the eighth (helper ground11), the ninth (helper
// ground12), the tenth (helper ground13), the eleventh (helper ground14), the twelfth (helper
// ground16), the thirteenth (helper ground17), the fourteenth (helper ground18), the fifteenth (helper
// ground19), the sixteenth (helper ground20), the seventeenth (helper ground21), the eighteenth (helper
// ground37), the nineteenth (helper ground38), the twentieth (helper ground39), the twenty-first (helper ground40) and the twenty-second (helper ground41), all four split in halves: only their held-aside halves here; the seventh to the
// ninth weighted to inverted pairs, the tenth to different-value pairs, the eleventh to cross-language
// pairs and inversions, the twelfth to the user's words as typed in chat, the thirteenth to chat words
// too (two thirds), some of them over two user messages of one conversation, the fourteenth further
// (five sixths chat words, a quarter over two messages, some on rules its writer wrote where the corpus
// had none left: `source.written`), corpus rule lines no earlier set used — the fifteenth from a new
// source, the agent instruction files (CLAUDE.md, AGENTS.md, …) of 27 public repositories
// (`source.agentFile`), the sixteenth from the same kind of files of 27 other repositories, the seventeenth
// from those of 28 more (also `.cursor/rules/` files), the eighteenth from those of 21 more, the nineteenth from those of 17 more, the twentieth from those of 21 more, the twenty-first from those of 15 more, the twenty-second from those of 20 more —, each labelled and committed before anything was measured on it. A set is reported as counts only, per language (a set
// with chat words also per kind of user words, a set with two-message pairs also those, a set with
// written rules also those): never a list of its pairs or
// verdicts, so that reading the bench does not wear it out the way the earlier sets' held-aside
// slices were.

import type { RealGroundingPair } from './grounding-pair.js'
import { fixtureFile, readJsonLines } from './fixture-file.js'
import { cellText, liveCounts, type Cell } from './live-counts.js'

export interface HeldAsidePair extends RealGroundingPair {
  /** 'holdout' for every pair of a set held aside whole; a set split in halves (`halves`) also has 'tune' pairs. */
  split: 'holdout' | 'tune'
}

/** One set held aside whole: its name in the bench, its file, its label commit, how many sets came before it. */
export interface HeldAsideSet {
  name: string
  file: string
  commit: string
  earlier: string
  /** Read once against the gate, then tuned on: its figures since are tune figures (said in its header). */
  tunedAfterReading?: string
  /** Where its lines come from, when not the corpus (said in its header instead of "corpus lines used by none of the … earlier sets"). */
  drawnFrom?: string
  /**
   * Split in halves by sha256 of `seed` + the pair's source line (the nineteenth): its tune half is
   * tuned on (bench/ground-tune.ts lists it), only its held-aside half is counted here.
   */
  halves?: { seed: string }
}

export const FOURTH: HeldAsideSet = { name: 'Fourth', file: 'test/fixtures/real-rules-grounding-fourth.jsonl', commit: '1a545eb', earlier: 'three' }
export const SIXTH: HeldAsideSet = { name: 'Sixth', file: 'test/fixtures/real-rules-grounding-sixth.jsonl', commit: '533b6fa', earlier: 'five' }
export const SEVENTH: HeldAsideSet = { name: 'Seventh', file: 'test/fixtures/real-rules-grounding-seventh.jsonl', commit: '030088a', earlier: 'six', tunedAfterReading: 'the seventh session (notes/round-18-22-session7.md)' }
export const EIGHTH: HeldAsideSet = { name: 'Eighth', file: 'test/fixtures/real-rules-grounding-eighth.jsonl', commit: 'd17a6d3', earlier: 'seven', tunedAfterReading: 'the seventh session (notes/round-18-22-session7.md)' }
export const NINTH: HeldAsideSet = { name: 'Ninth', file: 'test/fixtures/real-rules-grounding-ninth.jsonl', commit: 'c708220', earlier: 'eight' }
export const TENTH: HeldAsideSet = { name: 'Tenth', file: 'test/fixtures/real-rules-grounding-tenth.jsonl', commit: '8489a28', earlier: 'nine' }
export const ELEVENTH: HeldAsideSet = { name: 'Eleventh', file: 'test/fixtures/real-rules-grounding-eleventh.jsonl', commit: '919f430', earlier: 'ten', tunedAfterReading: 'the tenth session (notes/round-18-22-session10.md)' }
export const TWELFTH: HeldAsideSet = { name: 'Twelfth', file: 'test/fixtures/real-rules-grounding-twelfth.jsonl', commit: '006457e', earlier: 'eleven', tunedAfterReading: 'the eleventh session (notes/round-18-22-session11.md)' }
export const THIRTEENTH: HeldAsideSet = { name: 'Thirteenth', file: 'test/fixtures/real-rules-grounding-thirteenth.jsonl', commit: '63ca2d2', earlier: 'twelve' }
export const FOURTEENTH: HeldAsideSet = { name: 'Fourteenth', file: 'test/fixtures/real-rules-grounding-fourteenth.jsonl', commit: '85519d0', earlier: 'thirteen', tunedAfterReading: 'the thirteenth session (notes/round-18-22-session13-close.md)' }
export const FIFTEENTH: HeldAsideSet = { name: 'Fifteenth', file: 'test/fixtures/real-rules-grounding-fifteenth.jsonl', commit: '439525d', earlier: 'fourteen', drawnFrom: 'lines of the agent instruction files of 27 public repositories, not the corpus, used by none of the fourteen earlier sets', tunedAfterReading: 'the fourteenth session (notes/round-18-22-session14-close.md)' }
export const SIXTEENTH: HeldAsideSet = { name: 'Sixteenth', file: 'test/fixtures/real-rules-grounding-sixteenth.jsonl', commit: '30d6a67', earlier: 'fifteen', drawnFrom: 'lines of the agent instruction files of 27 other public repositories, not the corpus, used by none of the fifteen earlier sets', tunedAfterReading: 'the fifteenth session (notes/round-18-22-session15-close.md)' }
export const SEVENTEENTH: HeldAsideSet = { name: 'Seventeenth', file: 'test/fixtures/real-rules-grounding-seventeenth.jsonl', commit: '1b37a0e', earlier: 'sixteen', drawnFrom: 'lines of the agent instruction files of 28 other public repositories, not the corpus, used by none of the sixteen earlier sets', tunedAfterReading: 'the fifteenth session, after it was read once at the end (notes/round-18-22-session15-close.md)' }
export const EIGHTEENTH: HeldAsideSet = { name: 'Eighteenth', file: 'test/fixtures/real-rules-grounding-eighteenth.jsonl', commit: '2b7acda', earlier: 'seventeen', drawnFrom: 'lines of the agent instruction files of 21 other public repositories, not the corpus, used by none of the seventeen earlier sets' }
export const NINETEENTH: HeldAsideSet = { name: 'Nineteenth', file: 'test/fixtures/real-rules-grounding-nineteenth.jsonl', commit: 'c643e52', earlier: 'eighteen', drawnFrom: 'lines of the agent instruction files of 17 other public repositories, not the corpus, used by none of the eighteen earlier sets', halves: { seed: 'ground38-nineteenth-split\0' } }
export const TWENTIETH: HeldAsideSet = { name: 'Twentieth', file: 'test/fixtures/real-rules-grounding-twentieth.jsonl', commit: '73ecda0', earlier: 'nineteen', drawnFrom: 'lines of the agent instruction files of 21 other public repositories, not the corpus, used by none of the nineteen earlier sets', halves: { seed: 'ground39-twentieth-split\0' } }
export const TWENTYFIRST: HeldAsideSet = { name: 'Twenty-first', file: 'test/fixtures/real-rules-grounding-twentyfirst.jsonl', commit: '736caa5', earlier: 'twenty', drawnFrom: 'lines of the agent instruction files of 15 other public repositories, not the corpus, used by none of the twenty earlier sets', halves: { seed: 'ground40-twentyfirst-split\0' } }
export const TWENTYSECOND: HeldAsideSet = { name: 'Twenty-second', file: 'test/fixtures/real-rules-grounding-twentysecond.jsonl', commit: '6343fe9', earlier: 'twenty-one', drawnFrom: 'lines of the agent instruction files of 20 other public repositories, not the corpus, used by none of the twenty-one earlier sets', halves: { seed: 'ground41-twentysecond-split\0' } }
export const TWENTYTHIRD: HeldAsideSet = { name: 'Twenty-third', file: 'test/fixtures/real-rules-grounding-twentythird.jsonl', commit: 'a0b1688', earlier: 'twenty-two', drawnFrom: 'lines of the agent instruction files of 20 other public repositories, not the corpus, used by none of the twenty-two earlier sets', halves: { seed: 'ground42-twentythird-split\0' } }
export const TWENTYFOURTH: HeldAsideSet = { name: 'Twenty-fourth', file: 'test/fixtures/real-rules-grounding-twentyfourth.jsonl', commit: '121ba96', earlier: 'twenty-three', drawnFrom: 'lines of the agent instruction files of 20 other public repositories, not the corpus, used by none of the twenty-three earlier sets', halves: { seed: 'ground43-twentyfourth-split\0' } }
export const TWENTYFIFTH: HeldAsideSet = { name: 'Twenty-fifth', file: 'test/fixtures/real-rules-grounding-twentyfifth.jsonl', commit: 'dbdac14', earlier: 'twenty-four', drawnFrom: 'lines of the agent instruction files of 20 other public repositories, not the corpus, used by none of the twenty-four earlier sets', halves: { seed: 'ground44-twentyfifth-split\0' } }
export const TWENTYSIXTH: HeldAsideSet = { name: 'Twenty-sixth', file: 'test/fixtures/real-rules-grounding-twentysixth.jsonl', commit: 'af46004', earlier: 'twenty-five', drawnFrom: 'lines of the agent instruction files of 20 other public repositories, not the corpus, used by none of the twenty-five earlier sets', halves: { seed: 'ground45-twentysixth-split\0' } }
/** The sets the bench reports, in this order, after the fifth set's table. */
export const HELD_ASIDE_SETS = [FOURTH, SIXTH, SEVENTH, EIGHTH, NINTH, TENTH, ELEVENTH, TWELFTH, THIRTEENTH, FOURTEENTH, FIFTEENTH, SIXTEENTH, SEVENTEENTH, EIGHTEENTH, NINETEENTH, TWENTIETH, TWENTYFIRST, TWENTYSECOND, TWENTYTHIRD, TWENTYFOURTH, TWENTYFIFTH, TWENTYSIXTH]
export const HELD_ASIDE_LANGS = ['en', 'zh', 'en-zh', 'zh-en', 'mixed'] as const
export const HELD_ASIDE_CLASSES = ['paraphrase', 'different-value', 'inverted'] as const

/** Every pair of the set's file (both halves of a set split in halves). */
export const heldAsidePairs = (set: HeldAsideSet): HeldAsidePair[] =>
  readJsonLines<HeldAsidePair>(fixtureFile(set.file))

/** The pairs the bench counts: all of a set held aside whole, the held-aside half of one split in halves. */
export const heldAsideCounted = (set: HeldAsideSet): HeldAsidePair[] => heldAsidePairs(set).filter((p) => p.split === 'holdout')

/** The first line of a set's section: where its pairs come from and how they are held aside. */
export function heldAsideHeader(set: HeldAsideSet, count: number): string {
  const from = `${set.drawnFrom ?? `corpus lines used by none of the ${set.earlier} earlier sets`}, drawn by sha256 order as its .md says`
  const held = set.halves
    ? 'split in halves by sha256 of the source line: the tune half is tuned on (bench/ground-tune.ts lists it), the held-aside half is counted here'
    : 'held aside whole'
  return `${set.name} set, labelled ${set.commit}: \`${set.file}\`, ${count} pairs of the same kind (${from}), committed before anything was measured on them and ${held}: counts only, no pair or verdict is ever listed.${set.tunedAfterReading ? ` Read once, then tuned on in ${set.tunedAfterReading}: these are tune figures now.` : ''}`
}

/** The two kinds of user words a set may hold (the twelfth's `source.chat`): a chat message built from a corpus line, or a tidy rule line. */
export const HELD_ASIDE_STYLES = [['chat', 'chat words'], ['tidy', 'tidy lines']] as const

/**
 * Per language (and `all`) × class: how many pairs, how many went live; per kind of user words
 * (`style:chat`, `style:tidy`) × class, over all languages; the pairs whose user words are two
 * messages of one conversation (`turns:two`, the thirteenth's), over all languages; and the pairs
 * built on a rule line the set's writer wrote, not a corpus line (`origin:written`, the
 * fourteenth's `source.written`), over all languages. Counts only.
 */
export function heldAsideCounts(pairs: HeldAsidePair[]): Map<string, Cell> {
  return liveCounts(pairs, (pair) => [pair.lang, 'all', `style:${pair.source.chat === true ? 'chat' : 'tidy'}`, ...(pair.messages.length > 1 ? ['turns:two'] : []), ...(pair.source.written ? ['origin:written'] : [])])
}

/** One held-aside set's part of "Rules other people wrote", as Markdown lines. */
export function heldAsideSection(set: HeldAsideSet, pairs = heldAsideCounted(set)): string[] {
  const cells = heldAsideCounts(pairs)
  const fmt = cellText
  const out = [
    heldAsideHeader(set, pairs.length),
    '',
    '| slice | lang | paraphrases grounded | different-value live | inverted live |',
    '|---|---|---:|---:|---:|',
  ]
  for (const lang of [...HELD_ASIDE_LANGS, 'all']) {
    const row = HELD_ASIDE_CLASSES.map((cls) => cells.get(`${lang}|${cls}`))
    if (row.every((c) => !c)) continue
    out.push(`| holdout | ${lang} | ${row.map(fmt).join(' | ')} |`)
  }
  // A set with chat words (the twelfth) also shows them apart from its tidy lines, over all languages.
  if (HELD_ASIDE_CLASSES.some((cls) => cells.has(`style:chat|${cls}`))) {
    for (const [style, label] of HELD_ASIDE_STYLES) {
      const row = HELD_ASIDE_CLASSES.map((cls) => cells.get(`style:${style}|${cls}`))
      out.push(`| holdout, ${label} | all | ${row.map(fmt).join(' | ')} |`)
    }
  }
  // A set with pairs of two user messages (the thirteenth) also shows those apart, over all languages.
  if (HELD_ASIDE_CLASSES.some((cls) => cells.has(`turns:two|${cls}`))) {
    const row = HELD_ASIDE_CLASSES.map((cls) => cells.get(`turns:two|${cls}`))
    out.push(`| holdout, two messages | all | ${row.map(fmt).join(' | ')} |`)
  }
  // A set with pairs on rule lines its writer wrote (the fourteenth) also shows those apart, over all languages.
  if (HELD_ASIDE_CLASSES.some((cls) => cells.has(`origin:written|${cls}`))) {
    const row = HELD_ASIDE_CLASSES.map((cls) => cells.get(`origin:written|${cls}`))
    out.push(`| holdout, written rules | all | ${row.map(fmt).join(' | ')} |`)
  }
  return out
}
