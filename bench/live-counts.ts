// How many pairs of a labelled grounding set go live, counted per row key × class: the one count every
// held-aside section of "Rules other people wrote" prints (real-rules-held-aside.ts, asked-refusals.ts,
// chat-transcripts.ts). Counts only: no pair or verdict leaves here.
import { groundIn } from '../src/core/ground.js'

export interface Cell { n: number; live: number }

interface Pair { judgment: string; messages: string[]; class: string }

/** `rows(pair)`: the row keys a pair counts in (its language, `all` …); cells are keyed `row|class`. */
export function liveCounts<P extends Pair>(pairs: readonly P[], rows: (pair: P) => readonly string[]): Map<string, Cell> {
  const cells = new Map<string, Cell>()
  for (const pair of pairs) {
    const live = groundIn(pair.judgment, pair.messages.map((text) => ({ text }))).grounded
    for (const row of rows(pair)) {
      const key = `${row}|${pair.class}`
      const c = cells.get(key) ?? { n: 0, live: 0 }
      c.n++
      if (live) c.live++
      cells.set(key, c)
    }
  }
  return cells
}

const pct = (n: number, d: number) => d ? `${(100 * n / d).toFixed(1)} %` : '–'

/** A cell as the tables print it: "3/10 (30.0 %)", or – when no pair is in it. */
export const cellText = (c?: Cell) => c ? `${c.live}/${c.n} (${pct(c.live, c.n)})` : '–'
