// A line diff for the export preview: what the block held before (`-`), what it will hold (`+`),
// and the lines both share (` `). LCS over at most a few hundred lines (a block is that small).
export interface DiffLine { op: ' ' | '-' | '+'; text: string }

/** Lines beyond this are shown as one removal and one addition each, without alignment. */
export const DIFF_MAX_LINES = 2000

export function diffLines(before: readonly string[], after: readonly string[]): DiffLine[] {
  if (before.length * after.length > DIFF_MAX_LINES * DIFF_MAX_LINES / 4) {
    return [...before.map((text) => ({ op: '-' as const, text })), ...after.map((text) => ({ op: '+' as const, text }))]
  }
  const n = before.length
  const m = after.length
  // lcs[i][j]: length of the longest common subsequence of before[i..] and after[j..].
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1))
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = before[i] === after[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
  }
  const out: DiffLine[] = []
  let i = 0
  let j = 0
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      out.push({ op: ' ', text: before[i]! })
      i++
      j++
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) {
      out.push({ op: '-', text: before[i++]! })
    } else {
      out.push({ op: '+', text: after[j++]! })
    }
  }
  while (i < n) out.push({ op: '-', text: before[i++]! })
  while (j < m) out.push({ op: '+', text: after[j++]! })
  return out
}
