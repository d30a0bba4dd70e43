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
  return undefined
}
