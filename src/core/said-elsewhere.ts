// Words the user said elsewhere in the conversation (issue 19, session 21). A model that stores a
// judgment names what the conversation is about: "Lazy-load nvm in the zsh config" after "nvm 懒加载"
// in a conversation about the user's zsh config, "Put pytest fixtures in conftest.py" after "fixtures
// go in conftest.py" while fixing pytest tests. Read against the one message that states the rule,
// such words were content the user never said, and faithful paraphrases waited (on the
// whole-transcripts set, most held paraphrases were held for a word of another message of the user's).
// A unit the user's other statements carry counts for part of its weight: the topic of their
// conversation, not a claim of the model's. Questions and reports are not statements (words-read.ts),
// so what the user only asked about still counts whole. Pure.

import type { UserUtterance } from './ground-types.js'
import { isCompoundName } from './name-forms.js'
import { normalize } from './segment.js'
import { extractFeatures } from './topic.js'
import { valueMentions } from './value-classes.js'

/**
 * The share of its weight a unit counts as unsaid when another message of the user's carries it.
 * 0.5 until session 45; 0.3 chosen on the tune rows (one more paraphrase grounded, no different or
 * inverted rule more live; 0.15 let a tune row's different value live: "… run locally the tests and
 * checks relevant to the change, not the full suite" after "run the full test suite … / actually not
 * the full suite …").
 */
export const ELSEWHERE_SHARE = 0.3

export interface SaidElsewhere {
  /** A topic unit (`e:zsh`, `z:文档`, `c:…`) of the user's statements. */
  has: (key: string) => boolean
  /** Every word of `words` (a name, a scope the judgment adds) is written in the user's statements. */
  says: (words: readonly string[]) => boolean
}

/** The units of the user's statements in the conversation (`key` as topic.ts writes them). */
export function saidElsewhere(utterances: readonly UserUtterance[]): SaidElsewhere {
  const keys = new Set<string>()
  for (const u of utterances) for (const key of extractFeatures(u.text).weights.keys()) keys.add(key)
  const text = normalize(utterances.map((u) => u.text).join('\n'))
  // A Chinese word is said when its characters are, however the segmenter cut either side.
  const written = (word: string) => {
    const w = normalize(word).trim()
    if (!w) return true
    // A Latin word on word bounds ("zsh", not the "sh" of it); Chinese as characters.
    return /[a-z0-9]/.test(w) ? new RegExp(`(?<![a-z0-9])${w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![a-z0-9])`).test(text) : text.includes(w)
  }
  // A value the user named in other words: 中文 of a judgment after their 中英文之间加空格 (session 36).
  let values: Set<string> | undefined
  const valueSaid = (word: string) => {
    const named = valueMentions(normalize(word))
    values ??= new Set(valueMentions(text).map((m) => `${m.cls}:${m.value}`))
    // The whole word: react-final-form names React, but is not the user's react-hook-form.
    return named.length > 0 && named.every((m) => values!.has(`${m.cls}:${m.value}`)) && !isCompoundName(word)
  }
  return {
    has: (key) => keys.has(key) || (key.startsWith('z:') && key.length > 3 && text.includes(key.slice(2))),
    says: (words) => words.length > 0 && words.every((word) => word.split(/\s+/).every(written) || valueSaid(word)),
  }
}
