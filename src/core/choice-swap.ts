// Two names from code the user set against each other, which the judgment sets the other way:
// "Use IgnorantTemporaryDirectory, not GitTemporaryDirectory" after "don't use
// `IgnorantTemporaryDirectory` use GitTemporaryDirectory", or "mock simple_send_with_retries rather
// than get_commit_message" after "instead of mocking simple_send_with_retries, mock
// get_commit_message". Every word is the user's, so neither the topic nor the added-content check
// sees it; only which of the two is chosen changed. Read from the contrast between the two names
// (instead of, rather than, not, over, 而不是, 不是…而是, 「A，不要用 B」) or a negation just before the first.
// Found on the chat set's tune slice. Pure.

import { identifiersOf } from './identifiers.js'

/** Between the names: the first is chosen over the second ("A instead of B", "A, not B", "A 而不是 B"). */
const FIRST_OVER_SECOND = /(?:^|[^a-z])(?:instead\s+of|rather\s+than|not|over)(?![a-z])|而不是|而非|[，,;；]\s*(?:不要|别|不用|禁止|不能)(?:再)?(?:使用|用|调用)?\s*$/
/** Just before the first name: it is the one turned away ("instead of A, B", "don't use A, use B", "不是 A 而是 B"). */
const FIRST_TURNED_AWAY = /(?:(?:^|[^a-z])(?:instead\s+of|don'?t|do\s+not|never|not|avoid|no\s+longer)(?:\s+[a-z-]+){0,2}\s*[`'"]?|(?:不是|不要|别|不用|而不是)(?:使用|用|改用)?)\s*[`'"“]?$/

/** Which of `a` and `b` (both in `text`, lower case) the text chooses, or undefined when it does not set them against each other. */
export function chosenOf(text: string, a: string, b: string): string | undefined {
  const lower = text.toLowerCase()
  const ia = lower.indexOf(a)
  const ib = lower.indexOf(b)
  if (ia < 0 || ib < 0 || ia === ib) return undefined
  const [first, second, i1, i2] = ia < ib ? [a, b, ia, ib] : [b, a, ib, ia]
  const before = lower.slice(Math.max(0, i1 - 40), i1)
  const between = lower.slice(i1 + first.length, i2)
  if (between.length > 80) return undefined
  if (FIRST_TURNED_AWAY.test(before)) return second
  if (FIRST_OVER_SECOND.test(between)) return first
  return undefined
}

/** The user's chosen name and the judgment's, when the judgment chooses the other of two names the user set against each other. */
export function swapsChoice(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const names = identifiersOf(judgment).filter((n) => said.toLowerCase().includes(n))
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const mine = chosenOf(judgment, names[i]!, names[j]!)
      const theirs = chosenOf(said, names[i]!, names[j]!)
      if (mine && theirs && mine !== theirs) return { from: [theirs], to: [mine] }
    }
  }
  return undefined
}
