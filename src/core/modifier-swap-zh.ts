// One character that names which of a set of things, swapped before the same head noun (issue 19,
// session 37, constructed probes): 「在子组件里注册全局错误处理」 after 「在根组件里注册…」, 「备库上跑报表」 after
// 「主库上跑报表」, 「写接口加限流」 after 「读接口加限流」 went live — a one-character run is a morpheme to
// span-swap-zh.ts and head-swap-zh.ts (末尾 / 结尾 say one thing), so neither looks at it. Here only
// characters of one closed set count (根 / 子 / 父, 主 / 备 / 从, 读 / 写, 内 / 外 …), each before a head
// noun (组件, 库, 接口, 表 …; head-swap-zh.ts HEAD_NOUN) the user's words have after the other. Pure.

import { HEAD_NOUN } from './head-swap-zh.js'

/** Characters that, before one head noun, name different things of one kind. */
const SETS = ['根子父', '主备从副', '读写', '内外', '上下', '左右', '新旧', '大小', '高低', '长短', '正负', '首尾', '公私', '深浅', '冷热', '明暗', '横纵', '静动', '顶底', '单双多', '前后', '出入']
const SET_OF = new Map<string, string>()
for (const set of SETS) for (const c of set) SET_OF.set(c, set)

/** The user's modifier and head, and the judgment's, when the judgment swaps the one for another of its set. */
export function swapsModifier(judgment: string, piece: string): { from: string[]; to: string[] } | undefined {
  for (let i = 0; i < piece.length; i++) {
    const set = SET_OF.get(piece[i]!)
    if (!set) continue
    const head = HEAD_NOUN.exec(piece.slice(i + 1))?.[0]
    if (!head || judgment.includes(piece[i]! + head)) continue
    for (const other of set) {
      if (other === piece[i] || piece.includes(other + head) || !judgment.includes(other + head)) continue
      return { from: [piece[i]! + head], to: [other + head] }
    }
  }
  return swapsOpenModifier(judgment, piece)
}

/** Characters that mark grammar or a determiner, not which thing: 的, 个, 每, 该, 这 … */
const FUNCTION_CHARS = new Set([...'的个些在上下里中把给被每各该此这那本其某一两几所有任何和与及或等之'])
const HAN = /[\u3400-\u9fff]/

/**
 * 「在段落元素上设置 dir="auto"」 after 「根元素上设置 dir="auto"」 (twelfth set's tune half): a modifier outside the
 * closed sets — one character of the user's before a head noun, a word of the judgment's before the same head
 * that the user never wrote one character of, the user's character nowhere in the judgment.
 */
function swapsOpenModifier(judgment: string, piece: string): { from: string[]; to: string[] } | undefined {
  for (let i = 0; i < piece.length; i++) {
    const c = piece[i]!
    if (!HAN.test(c) || FUNCTION_CHARS.has(c) || (i > 0 && HAN.test(piece[i - 1]!))) continue
    const head = HEAD_NOUN.exec(piece.slice(i + 1))?.[0]
    if (!head || judgment.includes(c)) continue
    for (let at = judgment.indexOf(head); at > 0; at = judgment.indexOf(head, at + 1)) {
      let start = at
      while (start > 0 && at - start < 2 && HAN.test(judgment[start - 1]!) && !FUNCTION_CHARS.has(judgment[start - 1]!)) start--
      const word = judgment.slice(start, at)
      if (word && [...word].every((w) => !piece.includes(w))) return { from: [c + head], to: [word + head] }
    }
  }
  return undefined
}
