// What the gate's checks read as Chinese: a Han ideograph of CJK Unified Ideographs or Extension A.
// Compatibility ideographs (U+F900–FAFF) are left out here; `segment.ts` and the card text, which cut
// text for display and matching, take them too. No `g` flag: `test` keeps no state between calls.

/** One Han ideograph, anywhere in the text. */
export const CJK = /[\u3400-\u9fff]/

const CJK_ALL = /[\u3400-\u9fff]/g
/** Mostly Chinese: at least this share of the letters are CJK (a Latin line with one Chinese word is not). */
const CJK_SHARE = 0.3

/** A text whose letters are at least CJK_SHARE Han ideographs: Chinese with Latin names inside. */
export function mostlyChinese(text: string): boolean {
  const cjk = text.match(CJK_ALL)?.length ?? 0
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0
  return cjk > 0 && cjk / (cjk + latin) >= CJK_SHARE
}

/** A text's Han characters two by two, within each run (数据库字段 → 数据 据库 库字 字段): enough to tell words apart without a segmenter. */
export function hanPairs(text: string): string[] {
  return (text.match(/[\u3400-\u9fff]{2,}/g) ?? []).flatMap((run) => Array.from({ length: run.length - 1 }, (_, i) => run.slice(i, i + 2)))
}
