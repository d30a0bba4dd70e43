// The user's sentence, copied whole, with a scope of the model's own put after it (issue 19,
// flips22): "Keep pull requests small in the backend repo" after "Keep pull requests small.",
// "Write tests first for the billing code" after "Write tests first". Every word the user wrote is
// there, so the topic score is full, and the scope is one or two words, under the added-content
// limit; but the user's rule held everywhere and the judgment's holds in one place. Held as `adds`
// when the judgment is one of the user's sentences or clauses word for word, then a preposition and
// words the user's message never says. Pure.

import { appendsDuty } from './duty-appended.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'

const SCOPE = /^(?:to|in|for|on|at|inside|within|under|across)\s+(.{1,60})$/
const CLAUSES = /[.!?;:\n]+/
const words = (text: string) => text.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? []

/** The judgment's scope words the user never said, when it copies a clause of theirs and adds only a scope; or undefined. */
export function appendsScope(judgment: string, said: string): string[] | undefined {
  // 「…，并且加上缓存」 after the user's sentence: a duty joined on, not a scope (duty-appended.ts).
  const duty = appendsDuty(judgment, said)
  if (duty) return duty
  if (/[\u3400-\u9fff]/.test(judgment) || /[\u3400-\u9fff]/.test(said)) return undefined
  const mine = words(judgment).join(' ')
  const saidWords = new Set(words(said))
  for (const clause of said.split(CLAUSES)) {
    const theirs = words(clause).join(' ')
    if (words(theirs).length < 3 || !mine.startsWith(`${theirs} `)) continue
    const scope = SCOPE.exec(mine.slice(theirs.length + 1))
    if (!scope) continue
    const added = words(scope[1]!).filter((w) => !ENGLISH_STOP_WORDS.has(w) && !saidWords.has(w))
    if (added.length) return added
  }
  return undefined
}
