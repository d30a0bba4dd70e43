// Words that name opposite choices of one slot, outside the value table: lazy / eager, same line /
// new line, public / private, all / only. A judgment on the user's topic whose own clause says one
// where the user's clause said the other ("Use FetchType.EAGER …" after "Must use FetchType.LAZY
// …", "Put opening braces on a new line" after "… on the same line") changes the user's choice,
// whatever the topic score says: the two texts share every other word. Only the positive clauses
// count on both sides ("Don't put braces on a new line" restates "… on the same line"). Pure;
// English stems as claims.ts compares clauses, Chinese terms as written.

import { surfaceOf } from './claims.js'
import type { ClaimPart, ClaimSlots } from './slots.js'

/**
 * Each row: words of one side | words of the other (English, stemmed when matched). Not here: pairs
 * a restatement crosses with a verb ("Keep functions short" = "Break up long functions", "Run the
 * tests before pushing" = "Push only after the tests pass"): short / long, small / large, more /
 * less, before / after.
 */
const PAIRS = `
lazy lazily | eager eagerly
same | new different separate
above | below
top | bottom
first | last
inside internal | outside external
public | private
local | remote global
mutable | immutable
explicit explicitly | implicit implicitly
strict strictly | loose lenient
minimum min | maximum max
enable enabled | disable disabled
include | exclude
open | closed
early | late
static | dynamic
absolute | relative
named | default
horizontal | vertical
light | dark
increase | decrease
ascending | descending
singular | plural
optimistic | pessimistic
manual manually | automatic automatically
shallow | deep
sequential sequentially serial | parallel concurrent concurrently
stateless | stateful
controlled | uncontrolled
concise terse succinct | verbose chatty wordy long-winded lengthy
optional | required mandatory
all every each | only
本地 | 远程
公有 | 私有
显式 | 隐式
静态 | 动态
绝对路径 | 相对路径
深拷贝 | 浅拷贝
升序 | 降序
手动 | 自动
串行 | 并行
同一行 | 新行|另起一行
懒加载 | 预加载
开头 文件头 第一行 | 末尾 结尾 文件尾 最后一行
可选 | 必填 必需
show visible | hide hidden invisible
显示 | 隐藏
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
