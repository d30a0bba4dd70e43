// The count a remember card ends with (「共 3 条记忆。」 / "3 stored."), and what it says once the card's
// Undo ran: the card is drawn from the meta persisted with the call, so after an undo it kept the
// count of before (walk16 left 7, walk20). No host or store imports: the web client bundles it.
import type { Lang } from './card-text.js'

/** The card's last line: how many judgments were stored right after the call. */
export const countLine = (total: number, lang: Lang) => lang === 'zh' ? `共 ${total} 条记忆。` : `${total} stored.`

/** The same line after the card's Undo: how many are stored now. */
export const countAfterUndo = (total: number, lang: Lang) => lang === 'zh' ? `撤销后共 ${total} 条记忆。` : `${total} stored after the undo.`

/** The card's lines with its count brought up to date, when `now` (the count after an undo) is known. */
export function linesAfterUndo(lines: readonly string[], meta: unknown, now: number | undefined, lang: Lang): string[] {
  const total = (meta as { total?: unknown } | null | undefined)?.total
  if (now === undefined || typeof total !== 'number') return [...lines]
  const before = countLine(total, lang)
  return lines.map((line) => line === before ? countAfterUndo(now, lang) : line)
}
