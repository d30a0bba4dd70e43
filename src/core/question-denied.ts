// What the user asked about and then said no to (issue 19, flips22): "Put the release notes in the
// wiki" after "where do the release notes go? the wiki?" / "no, CHANGES.md at the root", 「配置放
// config 目录」 after 「配置放哪？放 config 里？」 / 「不是，放 settings/ 下面」. The question names a
// place or a thing as a guess; the next message opens with a no and names another. Grounding reads
// each message on its own, so the question backs the write on its topic; but a guess the user
// turned down is no rule of theirs. Held when the judgment keeps a word of the guess (the question's
// last clause) that the answer never says. Pure.

import { chineseWords } from './segment.js'
import { ENGLISH_STOP_WORDS, CHINESE_STOP_WORDS } from './stopwords.js'

/** The answer opens with a no: "no,", "nope", "nah", 不是, 不对, 不用. */
export const OPENS_WITH_NO = /^\s*(?:(?:no|nope|nah)(?![a-z'])|不是|不对|不用|不行|不需要|没必要|不必)/i
/** A question: its last sentence ends with a question mark. */
const ASKS = /[?？]\s*$/
/** The question's clauses: the guess is the last one ("where do they go? the wiki?"). */
const CLAUSE = /[,;:!?，。；：！？]+|\.(?=\s|$)/

/** Words of a guess that carry it: Latin words and Chinese words of two characters or more, not grammar. */
function guessWords(clause: string): string[] {
  const latin = (clause.match(/[A-Za-z][\w.-]*[\w]|[A-Za-z]/g) ?? []).filter((w) => w.length > 1 && !ENGLISH_STOP_WORDS.has(w.toLowerCase()))
  const chinese = chineseWords(clause.replace(/[A-Za-z0-9_./-]+/g, ' ')).filter((w) => /^[\u3400-\u9fff]{2,}$/.test(w) && !CHINESE_STOP_WORDS.has(w))
  return [...new Set([...latin, ...chinese])]
}

/** The question ends with a guess after what it asks ("where do they go? the wiki?"): the no that answers it is read by keepsDeniedGuess. */
export const asksWithGuess = (question: string) => ASKS.test(question) && question.split(CLAUSE).map((c) => c.trim()).filter(Boolean).length >= 2

/** The guess's words the judgment keeps and the answer never says, against the answer; or undefined. */
export function keepsDeniedGuess(judgment: string, question: string, answer: string): { from: string[]; to: string[] } | undefined {
  if (!ASKS.test(question) || !OPENS_WITH_NO.test(answer)) return undefined
  const clauses = question.split(CLAUSE).map((c) => c.trim()).filter(Boolean)
  const guess = clauses.at(-1)
  if (!guess || clauses.length < 2) return undefined
  const mine = judgment.toLowerCase()
  const theirs = answer.toLowerCase()
  const kept = guessWords(guess).filter((w) => mine.includes(w.toLowerCase()) && !theirs.includes(w.toLowerCase()))
  // The topic asked about (配置, release notes) is said again in both; only the guessed thing counts.
  const asked = clauses.slice(0, -1).join(' ').toLowerCase()
  const guessed = kept.filter((w) => !asked.includes(w.toLowerCase()))
  // The card quotes what the user said instead: the answer's clause after its no.
  const instead = answer.split(CLAUSE).map((c) => c.trim()).filter(Boolean)
  return guessed.length ? { from: [(instead.length > 1 ? instead[1] : instead[0]) ?? answer.trim()], to: guessed } : undefined
}
