// Judgments that came from the very file an export writes into: the user imported ~/.claude/CLAUDE.md,
// accepted its rules, and exported back to it, and the file then held every rule twice (their line,
// and the block's copy). A judgment whose import evidence names this file, and whose quoted line
// still stands in the file outside the block, is already there: the block leaves it out. If the user
// later deletes their own line, the next export writes the judgment into the block. Found by a round
// trip with a real user-level CLAUDE.md. Pure.

import type { Judgment } from '../core/judgment.js'
import { plainInline } from './markdown.js'

/** The judgments of `all` whose imported line from `display` is still in `outside` (the file without the block). */
export function alreadyInFile(all: readonly Judgment[], display: string, outside: string): Set<string> {
  const ids = new Set<string>()
  // The quote is the line's plain words (import drops the markup and joins a wrapped paragraph):
  // 「- 提建议时**先 propose，再让我确认，再动手**」 was not found and was copied into the block (walk14).
  const plain = outside.split(/\r?\n/).map(plainInline).join(' ')
  const stands = (quote: string) => outside.includes(quote) || plain.includes(quote)
  for (const j of all) {
    if ((j.evidence ?? []).some((e) => e.source === 'import' && e.file === display && typeof e.quote === 'string' && e.quote.length > 0 && stands(e.quote))) ids.add(j.id)
  }
  return ids
}
