// The lexicon's reading of one thing written in two scripts: a Chinese run's concepts (longest
// match first) and a Latin name's, so a swap check can tell 「用 English」 → 「用英文」 (the same
// thing) from 「跑 lint」 → 「跑测试」 (another). Shared by term-swap.ts, span-swap-zh.ts and
// head-swap-zh.ts. Pure.

import { englishConcepts, LEXICON } from './lexicon.js'

/** The lexicon's concepts of the Chinese terms in a run, longest match first. */
export function concepts(run: string): Set<string> {
  const out = new Set<string>()
  for (let i = 0; i < run.length;) {
    let n = Math.min(LEXICON.longestChinese, run.length - i)
    for (; n > 0; n--) {
      const found = LEXICON.chinese.get(run.slice(i, i + n))
      if (found) {
        for (const c of found) out.add(c.id)
        break
      }
    }
    i += Math.max(n, 1)
  }
  return out
}

/** A Latin word (its surface and stem key) and a Chinese run the lexicon reads as one concept. */
export function sameAcrossScript(latin: { surface: string; key: string }, run: string): boolean {
  const english = (englishConcepts([latin.surface.toLowerCase()], [latin.key], 0, 1, true) ?? []).map((c) => c.id)
  const chinese = concepts(run)
  return english.some((c) => chinese.has(c))
}
