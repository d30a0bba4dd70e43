// The words the grounding check names (what a write adds, what it changes into what) as they were
// written. The check compares folded words, so "Commit messages in English" came back as
// `english` → `chinese`, and the card, the tab and the model then quoted the user in words they
// never typed. Pure.

import { escapeRegExp } from '../core/segment.js'

const escape = escapeRegExp

/**
 * `word` as `text` spells it: its first occurrence as a whole Latin word (else at the start of one),
 * matched without regard to case; `word` itself when `text` has no such occurrence.
 */
export function asWritten(word: string, text: string): string {
  if (!/[A-Za-z]/.test(word)) return word
  // A clause as the check read it: spaces run together, the long dash normalize() spelled out.
  const at = `(?<![A-Za-z0-9])${escape(word).replace(/\s+em\s+dash\s+/g, '\\s*[—–]\\s*').replace(/\s+/g, '\\s+')}`
  return new RegExp(`${at}(?![A-Za-z0-9])`, 'i').exec(text)?.[0] ?? new RegExp(at, 'i').exec(text)?.[0] ?? word
}
