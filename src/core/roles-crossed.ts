// Two assignments of the user's with their sides crossed (issue 19, session 12): 「前端用 poetry，后端用
// pnpm」 after 「前端用 pnpm，后端用 poetry」, "API docs in Chinese; comments in English" after "API docs
// in English; comments in Chinese". Every word is the user's and each clause keeps the user's shape,
// so the topic score, the added-content check and the word swaps see nothing; role-swap.ts needs one
// user clause to stand out per judgment clause, and here each judgment clause is as close to both.
// Read by the words that tell the user's clauses apart (those of one clause only): a judgment clause
// that takes such words from two of the user's clauses joins what the user kept apart. Both texts
// must be assignments of two clauses or more, in one language. Surface words as claims.ts compares
// clauses. Pure.

import { surfaceOf } from './claims.js'
import { CJK } from './han.js'

/**
 * Clauses: sentence punctuation; in Chinese also commas (a list there takes 、); in English a comma
 * mostly lists ("variables, functions and classes"), so only "and" before a second "for"/"in" part.
 */
const CLAUSE_END_ZH = /[;；。!?！？\n，,]+/
const CLAUSE_END_EN = /[;；!?\n]+|\.(?=\s|$)|,?\s+and\s+(?=[^,;]*?\b(?:for|in|on)\s)/i
/** Words of no side: grammar a clause of either side may carry. */
const NO_SIDE = new Set(['us', 'use', 'write', 'keep', 'should', 'must', 'alway', 'go', 'goe', 'through', 'can', 'may', 'need', 'need', 'all', 'everi', 'too', 'also', '可', '以', '直', '接'])

interface Clause { text: string; words: Set<string> }
const clausesOf = (text: string): Clause[] => text.split(CJK.test(text) ? CLAUSE_END_ZH : CLAUSE_END_EN).map((c) => ({ text: c.trim(), words: new Set([...surfaceOf(c)].filter((w) => !NO_SIDE.has(w))) })).filter((c) => c.words.size > 0)

/** The user's clause and the judgment's that crossed it with another, as written; or undefined. */
export function crossesRoles(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  if (CJK.test(judgment) !== CJK.test(said)) return undefined
  const theirs = clausesOf(said)
  const mine = clausesOf(judgment)
  if (theirs.length < 2 || mine.length < 2) return undefined
  // What tells each user clause apart: its words no other clause of theirs has.
  const apart = theirs.map((c, k) => new Set([...c.words].filter((w) => theirs.every((o, l) => l === k || !o.words.has(w)))))
  const hits = mine.map((c) => apart.map((d) => [...c.words].filter((w) => d.has(w)).length))
  // Each judgment clause restates one of theirs (it has words of some clause apart).
  if (!hits.every((h) => h.some((n) => n > 0))) return undefined
  // Crossed, not merged: two judgment clauses each take words of the same two user clauses (a
  // restatement that folds two of the user's sentences into one clause mixes in one place only).
  const pairs = hits.map((h) => h.map((n, k) => (n > 0 ? k : -1)).filter((k) => k >= 0))
  for (const [i, p] of pairs.entries()) {
    if (p.length !== 2) continue
    const twin = pairs.findIndex((q, j) => j !== i && q.length === 2 && q[0] === p[0] && q[1] === p[1])
    if (twin < 0) continue
    return { from: [theirs[p[0]!]!.text], to: [mine[i]!.text] }
  }
  return undefined
}
