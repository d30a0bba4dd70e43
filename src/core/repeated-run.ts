// A repeated swap: two rules that are word for word the same except that one run is swapped for
// another, or inserted, at every place it stands (`Backend work → [backend/AGENTS.md](backend/…)` /
// `Frontend work → [frontend/AGENTS.md](frontend/…)`, `web.md — 改 apps/web/** 时加载` /
// `api-web.md — 改 apps/api-web/** 时加载`). A rule that names its object twice (a label and a path,
// a heading and a link) swaps it twice; siblings.ts and narrowing.ts see one run only. The runs are
// judged as they judge one: a swap is a sibling when it names a thing and shares no unit, an insertion
// is a narrower rule when the run names a thing. A swap that differs from place to place (tabs →
// spaces here, spaces → tabs there) is not repeated, and is left to the score. Pure.

import { thingsOf, tokens, type Analyse } from './siblings.js'
import type { TermParams } from './term-weights.js'

/** The longest run of Latin words, or of Han characters, swapped or inserted at each place. */
const RUN_WORDS = 2
const RUN_CHARS = 3

/** One place where the texts differ: the tokens `a` has there and those `b` has instead, and where each ends. */
export interface Hunk {
  from: string[]
  to: string[]
  /** The index in each token list right after the hunk. */
  end: [number, number]
}

/** The places where two token lists differ, by a longest common subsequence. */
export function hunks(x: readonly string[], y: readonly string[]): Hunk[] {
  const n = x.length
  const m = y.length
  // lcs[i][j]: the longest common subsequence of x[i..] and y[j..].
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0))
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) lcs[i]![j] = x[i] === y[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
  const out: Hunk[] = []
  let open: Hunk | undefined
  let i = 0
  let j = 0
  while (i < n || j < m) {
    if (i < n && j < m && x[i] === y[j]) {
      open = undefined
      i++
      j++
      continue
    }
    if (!open) out.push(open = { from: [], to: [], end: [i, j] })
    if (j >= m || (i < n && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) open.from.push(x[i++]!)
    else open.to.push(y[j++]!)
    open.end = [i, j]
  }
  return out
}

const join = (run: readonly string[]) => run.join(/^[a-z0-9]/.test(run[0] ?? '') ? ' ' : '')
const fits = (run: readonly string[]) => run.length <= (/^[a-z0-9]/.test(run[0] ?? '') ? RUN_WORDS : RUN_CHARS)

/** The run swapped (or inserted: one side empty) at two places or more, the same at each, or undefined. */
export function repeatedRun(a: string, b: string): [string, string] | undefined {
  const x = tokens(a)
  const y = tokens(b)
  const found = hunks(x, y)
  if (found.length < 2) return undefined
  const [first] = found as [Hunk]
  const key = (h: Hunk) => `${h.from.join(' ')}\u0000${h.to.join(' ')}`
  if (found.some((h) => key(h) !== key(first))) return undefined
  if (!fits(first.from) || !fits(first.to)) return undefined
  // Most of the words are kept: a template, not two rules sharing a few words.
  const changed = found.length * Math.max(first.from.length, first.to.length)
  if (changed * 2 > Math.max(x.length, y.length)) return undefined
  return [join(first.from), join(first.to)]
}

/** The same run swapped for one naming another thing, or inserted as a modifier, at every place: two rules. */
export function swapsRepeatedly(a: string, b: string, analyse: Analyse, t?: TermParams): boolean {
  const runs = repeatedRun(a, b)
  if (!runs) return false
  const [from, to] = runs
  if (!from || !to) return thingsOf(from || to, analyse, t).size > 0
  const x = thingsOf(from, analyse, t)
  const y = thingsOf(to, analyse, t)
  if (!x.size || !y.size) return false
  for (const key of analyse(from).keys()) if (analyse(to).has(key)) return false
  return true
}
