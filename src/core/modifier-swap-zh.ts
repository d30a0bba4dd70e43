// One character that names which of a set of things, swapped before the same head noun (issue 19,
// session 37, constructed probes): 「在子组件里注册全局错误处理」 after 「在根组件里注册…」, 「备库上跑报表」 after
// 「主库上跑报表」, 「写接口加限流」 after 「读接口加限流」 went live — a one-character run is a morpheme to
// span-swap-zh.ts and head-swap-zh.ts (末尾 / 结尾 say one thing), so neither looks at it. Here only
// characters of one closed set count (根 / 子 / 父, 主 / 备 / 从, 读 / 写, 内 / 外 …), each before a head
// noun (组件, 库, 接口, 表 …; head-swap-zh.ts HEAD_NOUN) the user's words have after the other. Pure.

import { HEAD_NOUN } from './head-swap-zh.js'
import { sensesIn } from './senses.js'

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
const FUNCTION_CHARS = new Set([...'的个些在上下里中把给被每各该此这那本其某一两几所有任何和与及或者等之'])
const HAN = /[\u3400-\u9fff]/
/** Characters after which a one-character modifier starts its own word (在根组件, 把父组件; not 各自, 一些: those are words). */
const BEFORE_NOUN = new Set([...'在把给对从向往于的个每这那该此本其上里中'])
/** How an act is done, not which thing: 「测试和生产环境要分别配置」 restates 「…各自配置」. */
const ADVERBS = new Set(['分别', '各自', '统一', '单独', '一起', '全部', '分开', '共同', '一律', '独立'])

/** The one or two Han characters before `at` that are no function characters: a head noun's modifier. */
function modifierBefore(text: string, at: number): string {
  let start = at
  while (start > 0 && at - start < 2 && HAN.test(text[start - 1]!) && !FUNCTION_CHARS.has(text[start - 1]!)) start--
  return text.slice(start, at)
}

/**
 * 「在段落元素上设置 dir="auto"」 after 「根元素上设置 dir="auto"」 (twelfth set's tune half), 「在每个输入组件里管理表单状态」 after
 * 「在父组件里管理表单状态」: a modifier outside the closed sets — one character of the user's before a head noun, not in
 * the judgment, and a word of the judgment's before the same head that shares no character with the user's words and
 * no meaning with their modifier.
 */
function swapsOpenModifier(judgment: string, piece: string): { from: string[]; to: string[] } | undefined {
  for (let i = 1; i <= piece.length; i++) {
    const head = HEAD_NOUN.exec(piece.slice(i))?.[0]
    if (!head) continue
    // One character that starts a word (根 of 根元素; not 页面 of 页面组件: two characters have synonyms the table
    // does not know, 当前 / 手头).
    const theirs = modifierBefore(piece, i)
    const before = piece[i - 2] ?? ''
    if (theirs.length !== 1 || (HAN.test(before) && !BEFORE_NOUN.has(before))) continue
    if ([...theirs].some((c) => judgment.includes(c))) continue
    const senses = sensesIn(theirs)
    for (let at = judgment.indexOf(head); at > 0; at = judgment.indexOf(head, at + 1)) {
      const word = modifierBefore(judgment, at)
      if (!word || ADVERBS.has(word) || [...word].some((w) => piece.includes(w))) continue
      if ([...sensesIn(word)].some((line) => senses.has(line))) continue
      return { from: [theirs + head], to: [word + head] }
    }
  }
  return undefined
}
