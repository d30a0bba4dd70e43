// A Chinese word of the judgment's that rewords one of the user's by keeping one of its characters
// (issue 19, tune data): 相同 for 同样, 修复 for 修, 精简 for 简洁, 覆盖 for 覆盖率. Chinese builds words
// from morphemes, and a restatement often keeps the morpheme that carries the meaning and changes
// the other. The user's word it rewords must be one the judgment does not use itself (it was
// reworded, not kept), and neither differing character may be one that makes an opposite or another
// kind (前/后, 同/异, 单元/功能 differ in a whole word): those are different things. Pure.

import { GRAMMAR_AFTER, GRAMMAR_BEFORE } from './zh-grammar-chars.js'

/** Characters that make a word's opposite or sibling: a word differing in one of them is another thing. */
const CONTRASTING = new Set([...'前后上下左右同异正反大小多少长短新旧开关真假内外高低快慢入出进退增删加减主副全半单双明暗冷热首尾先后早晚升降读写收发买卖借贷黑白'])

const CJK = /^[\u3400-\u9fff]+$/

/** The character at `i` of `said` stands alone: each neighbour is no Chinese, or a grammar character on its side. */
const aloneBetween = (said: string, i: number) => {
  const [before, after] = [said[i - 1] ?? '', said[i + 1] ?? '']
  return (!CJK.test(before) || GRAMMAR_BEFORE.has(before)) && (!CJK.test(after) || GRAMMAR_AFTER.has(after))
}

/** `word` (of the judgment) shares a morpheme with a word of `said` that `judgment` does not hold. */
export function sharesMorpheme(word: string, said: string, judgment: string): boolean {
  if (word.length !== 2 || !CJK.test(word)) return false
  for (let k = 0; k < 2; k++) {
    const kept = word[k]!
    const other = word[1 - k]!
    if (CONTRASTING.has(other)) continue
    for (let i = said.indexOf(kept); i >= 0; i = said.indexOf(kept, i + 1)) {
      // The user's word with that morpheme: the character before or after it.
      for (const pair of [said.slice(i - 1, i + 1), said.slice(i, i + 2)]) {
        if (pair.length !== 2 || !CJK.test(pair) || pair === word || judgment.includes(pair)) continue
        const theirs = pair[0] === kept ? pair[1]! : pair[0]!
        if (!CONTRASTING.has(theirs)) return true
      }
      // A one-character word of the user's (修 bug, 只收 …, 留在内部): the morpheme alone, between
      // other script or grammar characters (zh-grammar-chars.ts).
      if (aloneBetween(said, i)) return true
    }
  }
  return false
}
