// What a same-topic statement does to a stored judgment: confirm it, or change it. The user's own
// words are never lost to a restatement: the stored wording (and its language) stays unless the
// meaning changed, a real reason is never replaced by a placeholder ("用户用 /remember 亲口说的"),
// and the kind changes only when the newer statement names another. Pure.
import { isPlaceholderReason } from './reasons.js'
import type { Evidence, Kind } from './judgment.js'

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/

const languageOf = (text: string) => CJK.test(text) ? 'zh' : 'en'

/** Letters and digits only, lower-cased: "Run tests first." and "run tests first" are one wording. */
const bare = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

export interface Wording { text: string; kind: Kind; reason: string }

/** Latin-script words and names (R2, picx, pnpm) in lower case. */
const latinWords = (text: string) => new Set(text.toLowerCase().match(/[a-z][a-z0-9_.-]*[a-z0-9]|[a-z]\d*/g) ?? [])

/**
 * Whether a statement in the other language says the same as the stored one, as far as words
 * can tell: every name the Chinese one carries (R2, picx) is in the English one. A restatement
 * naming something else (S3 instead of R2) is a change of mind.
 */
export function sameAcrossLanguages(a: string, b: string): boolean {
  const [zh, en] = languageOf(a) === 'zh' ? [a, b] : [b, a]
  const names = latinWords(zh)
  const words = latinWords(en)
  return [...names].every((n) => words.has(n))
}

export interface Confirmation extends Wording {
  /** `changed`: the statement says something else now (its wording replaced the stored one). */
  meaning: 'same' | 'changed'
  /** The candidate said it in other words (or another language) that were not taken as the text. */
  restated: boolean
}

/**
 * @param stored the judgment as stored
 * @param said the same-topic statement
 * @param options.newer whether `said` is the more recent statement (an old import never overrides)
 * @param options.explicit the writer named the judgment it replaces (`replaces`): a change of mind
 */
export function confirmWording(stored: Wording, said: Wording, options: { newer: boolean; explicit: boolean }): Confirmation {
  const sameWords = bare(stored.text) === bare(said.text)
  // Another language is the same judgment said again (even when the model named it in
  // `replaces`), unless it names other things or takes another stance: the user's original
  // wording stays and the restatement goes to the evidence trail.
  const translated = languageOf(stored.text) !== languageOf(said.text)
  const changed = options.newer && !sameWords && (translated ? options.explicit && !sameAcrossLanguages(stored.text, said.text) : true)
  const text = changed ? said.text : stored.text
  // The kind the newer statement names is taken (a writer that names none passes the stored one:
  // `/remember` without a kind prefix, src/commands/remember.ts).
  const kind = options.newer ? said.kind : stored.kind
  const preferred = changed ? said.reason : stored.reason
  const other = changed ? stored.reason : said.reason
  const reason = isPlaceholderReason(preferred) && !isPlaceholderReason(other) ? other : preferred
  return { text, kind, reason, meaning: changed || kind !== stored.kind ? 'changed' : 'same', restated: !changed && said.text !== stored.text }
}

/** A restatement's occasions carry its wording, unless their quote already is that wording. */
export function restatedEvidence(evidence: readonly Evidence[], wording: string | undefined): Evidence[] {
  if (!wording) return [...evidence]
  return evidence.map((e) => e.quote === wording ? e : { ...e, wording })
}
