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

/**
 * One side of a swap is a single name in Latin letters and the other a run of Chinese characters
 * (「跑 lint」 / 「跑测试」, 「用 English」 / 「用英文」): the name and the run, whichever side each is on.
 */
export function latinAgainstRun<T extends { surface: string; key: string }>(x: readonly T[], y: readonly T[]): { latin: T; run: string } | undefined {
  for (const [one, other] of [[x, y], [y, x]] as const) {
    const run = other.map((t) => t.surface).join('')
    if (one.length === 1 && LATIN_NAME.test(one[0]!.surface) && HAN_RUN.test(run)) return { latin: one[0]!, run }
  }
  return undefined
}
const LATIN_NAME = /^[a-z][\w.+#-]+$/i
const HAN_RUN = /^[\u3400-\u9fff]+$/

/** A Latin word (its surface and stem key) and a Chinese run the lexicon reads as one concept. */
export function sameAcrossScript(latin: { surface: string; key: string }, run: string): boolean {
  const english = (englishConcepts([latin.surface.toLowerCase()], [latin.key], 0, 1, true) ?? []).map((c) => c.id)
  const chinese = concepts(run)
  return english.some((c) => chinese.has(c))
}
