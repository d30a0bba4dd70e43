// Words that name opposite choices of one slot, outside the value table: lazy / eager, same line /
// new line, public / private, all / only. A judgment on the user's topic whose own clause says one
// where the user's clause said the other ("Use FetchType.EAGER …" after "Must use FetchType.LAZY
// …", "Put opening braces on a new line" after "… on the same line") changes the user's choice,
// whatever the topic score says: the two texts share every other word. Only the positive clauses
// count on both sides ("Don't put braces on a new line" restates "… on the same line"). Pure;
// English stems as claims.ts compares clauses, Chinese terms as written; a row holds both languages,
// so a Chinese judgment choosing the other side of the user's English choice swaps it too.

import { surfaceOf } from './claims.js'
import type { ClaimPart, ClaimSlots } from './slots.js'

/**
 * Each row: words of one side | words of the other (English, stemmed when matched). Not here: pairs
 * a restatement crosses with a verb ("Keep functions short" = "Break up long functions", "Run the
 * tests before pushing" = "Push only after the tests pass"): short / long, small / large, more /
 * less, before / after.
 */
const PAIRS = `
lazy lazily 懒加载 | eager eagerly 预加载
same 同一个 共用 | new different separate 分别 各自 不同的
above | below
top | bottom
first | last
inside internal 里面 内部 放进 | outside external 外面 外部 之外 以外
public 公有 | private 私有
local 本地 | remote global 远程
mutable | immutable
explicit explicitly 显式 | implicit implicitly 隐式
strict strictly | loose lenient
minimum min | maximum max
enable enabled | disable disabled
include | exclude
open | closed
early | late
static 静态 | dynamic 动态
absolute | relative
named | default
horizontal | vertical
light | dark
increase | decrease
ascending 升序 | descending 降序
singular | plural
optimistic | pessimistic
manual manually 手动 | automatic automatically 自动
shallow | deep
sequential sequentially serial 串行 | parallel concurrent concurrently 并行
stateless | stateful
controlled | uncontrolled
concise terse succinct | verbose chatty wordy long-winded lengthy
optional 可选 | required mandatory 必填 必需
all every each | only
绝对路径 | 相对路径
深拷贝 | 浅拷贝
同一行 | 新行|另起一行
开头 文件头 第一行 | 末尾 结尾 文件尾 最后一行
show visible 显示 | hide hidden invisible 隐藏
左对齐 | 右对齐 居中
所有 全部 每个 | 只 仅
`

const cjk = (w: string) => /[\u3400-\u9fff]/.test(w)
const side = (words: string) => words.trim().split(/[\s|]+/).filter(Boolean).map((w) => cjk(w) ? w : [...surfaceOf(w)][0] ?? w)
const ROWS: Array<[string[], string[]]> = PAIRS.trim().split('\n').map((row) => {
  const [a, b] = row.split(' | ')
  return [side(a!), side(b!)]
})

const POSITIVE = new Set(['do', 'allow', 'only', 'ask'])
/** The words of a text's clauses that do it (not those it turns away from or forbids). */
function positiveWords(parts: readonly ClaimPart[] | undefined, text: string): { stems: Set<string>; text: string } {
  const chosen = (parts ?? [{ text, stance: 'do', rejected: false, condition: false }]).filter((p) => !p.rejected && POSITIVE.has(p.stance))
  const joined = unbounded(chosen.map((p) => p.text).join(' '))
  return { stems: new Set([...surfaceOf(joined), ...joined.match(/[a-z]+/g) ?? []]), text: joined }
}

/** "Longer than 50 lines", "more than three": a bound on a number, not a choice (claim-numbers.ts reads it). */
const BOUND = /(?<![a-z])(?:[a-z]+er|more|less|fewer|over|under)\s+than(?![a-z])/g
const unbounded = (text: string) => text.replace(BOUND, ' ')

/** All the words of a text, whatever its clauses say ("before and after", "more or less"). */
const everyWord = (raw: string) => {
  const text = unbounded(raw.toLowerCase())
  return { stems: new Set([...surfaceOf(text), ...text.match(/[a-z]+/g) ?? []]), text }
}

const has = (words: { stems: Set<string>; text: string }, w: string) => cjk(w) ? words.text.includes(w) : words.stems.has(w)
const hasAny = (words: { stems: Set<string>; text: string }, list: string[]) => list.filter((w) => has(words, w))

/**
 * The user's words for a choice and the judgment's opposite word for it, or undefined: the
 * judgment's clause says one side, the user's the other, and neither text says both.
 */
export function swapsOpposite(judgment: ClaimSlots, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  const mine = positiveWords(judgment.parts, judgment.text.toLowerCase())
  const theirs = positiveWords(said.parts, said.text.toLowerCase())
  const allMine = everyWord(judgment.text)
  const allTheirs = everyWord(said.text)
  for (const [a, b] of ROWS) {
    for (const [x, y] of [[a, b], [b, a]] as const) {
      const to = hasAny(mine, x)
      const from = hasAny(theirs, y)
      if (!to.length || !from.length) continue
      // Neither says both sides: "same or new", "before and after" are not a choice.
      if (hasAny(allTheirs, x).length || hasAny(allMine, y).length) continue
      return { from, to }
    }
  }
  return undefined
}
