// Words that name opposite choices of one slot, outside the value table: lazy / eager, same line /
// new line, public / private, all / only. A judgment on the user's topic whose own clause says one
// where the user's clause said the other ("Use FetchType.EAGER …" after "Must use FetchType.LAZY
// …", "Put opening braces on a new line" after "… on the same line") changes the user's choice,
// whatever the topic score says: the two texts share every other word. Only the positive clauses
// count on both sides ("Don't put braces on a new line" restates "… on the same line"). Pure;
// English stems as claims.ts compares clauses, Chinese terms as written; a row holds both languages,
// so a Chinese judgment choosing the other side of the user's English choice swaps it too.

import { surfaceOf } from './claims.js'
import { wordOfStem } from './stem-words.js'
import { wordsNaming } from './concept-words.js'
import { OPPOSED_CHOICES } from './lexicon-choices.js'
import { onlyBoundsCount } from './only-count.js'
import { superlativeBases } from './superlative.js'
import type { ClaimPart, ClaimSlots, Stance } from './slots.js'
import { extractFeatures } from './topic.js'

/**
 * Each row: words of one side | words of the other (English, stemmed when matched). Not here: pairs
 * a restatement crosses with a verb ("Keep functions short" = "Break up long functions", "Run the
 * tests before pushing" = "Push only after the tests pass"): short / long, small / large, more /
 * less, before / after.
 */
const PAIRS = `
lazy lazily 懒加载 延迟加载 按需加载 | eager eagerly 预加载 立即加载
same 同一个 共用 | new different separate 分别 各自 不同的 单独 隔离
above | below
top | bottom
first | last
inside internal 里面 内部 放进 | outside external 外面 外部 之外 以外
public 公有 | private 私有
local 本地 局部 | remote global 远程 全局
mutable | immutable
explicit explicitly 显式 | implicit implicitly 隐式
strict strictly exact exactly 严格 | loose loosely lenient 宽松
minimum min | maximum max
enable enabled 启用 开启 打开 | disable disabled 禁用 关闭
include | exclude
open | closed
early | late
static 静态 | dynamic 动态
absolute 绝对导入 | relative 相对导入
named 具名导出 命名导出 | default 默认导出
horizontal 水平 横向 | vertical 垂直 纵向
light 浅色 亮色 | dark 深色 暗色
increase raise | decrease reduce lower
ascending 升序 | descending 降序
singular 单数 | plural 复数
optimistic 乐观 | pessimistic 悲观
manual manually 手动 | automatic automatically 自动
shallow | deep
sequential sequentially serial 串行 | parallel concurrent concurrently 并行
stateless 无状态 | stateful 有状态
controlled | uncontrolled
composition 组合 | inheritance 继承
const | let
tab tabs 制表符 | space spaces 空格
简体 简中 simplified | 繁体 繁中 traditional
validate validated 校验 验证 | trust trusted 信任
concise terse succinct | verbose chatty wordy long-winded lengthy
casual informal conversational 口语化 轻松 | formal 正式 书面语
detailed thorough 详细 详尽 | brief 简略 粗略 简要
often frequently frequent 经常 频繁 | rarely seldom infrequent infrequently 很少 偶尔
尽早 提前 | 晚点 推迟 延后
readonly 只读 | write writable 写入 可写 读写
verb verbs 动词 | noun nouns 名词
相对时间 | 绝对时间
软删除 逻辑删除 | 硬删除 物理删除
新标签页 新窗口 | 当前标签页 当前页面 当前窗口
optional 可选 | required mandatory 必填 必需
all every each | only
绝对路径 | 相对路径
深拷贝 | 浅拷贝
fully completely entirely 完全 完整 | partially partial 部分
new 新 | old legacy 旧 老
同一行 | 新行|另起一行
开头 文件头 第一行 | 末尾 结尾 文件尾 最后一行
show visible 显示 | hide hidden invisible 隐藏
左对齐 | 右对齐 居中
所有 全部 每个 | 只 仅
shared 共享 | specific dedicated 专用
pass 通过 | fail 失败
keep retain 保留 | remove delete drop strip 删除 删掉 去掉 移除
intact 保持原样 | split break 拆分 拆开
pin pinned 锁定 | caret range ranges floating 浮动
mock mocked mocks stub stubbed fake 模拟 打桩 | real 真实
add 添加 加上 | remove delete drop strip 删除 删掉 去掉 移除
integer integers int ints 整数 整型 | float floats 浮点 浮点数
stdout 标准输出 | stderr 标准错误
active 主动语态 | passive 被动语态
陈述句 | 问句 疑问句
full-width fullwidth 全角 | half-width halfwidth 半角
spell spelled | digit digits numeral numerals
`

const cjk = (w: string) => /[\u3400-\u9fff]/.test(w)
/** A row's side, each stem once ("validate validated" is one stem). */
const side = (words: string) => [...new Set(words.trim().split(/[\s|]+/).filter(Boolean).map((w) => cjk(w) ? w : [...surfaceOf(w)][0] ?? w))]
const ROWS: Array<[string[], string[]]> = PAIRS.trim().split('\n').map((row) => {
  const [a, b] = row.split(' | ')
  return [side(a!), side(b!)]
})

const ONLY = side('only')[0]!

/** A row of two lexicon concepts (lexicon-choices.ts): its sides are named in either language. */
const CONCEPT = '@'
const CONCEPT_ROWS: Array<[string[], string[]]> = OPPOSED_CHOICES.map(([a, b]) => [[CONCEPT + a], [CONCEPT + b]])

interface Said {
  stems: Set<string>
  text: string
  concepts: Set<string>
}

/** "a TS-only shop", "ASCII-only names": the thing alone, everywhere — no "only" of a case (all / only). */
const ONLY_COMPOUND = /(?<=[a-z0-9])-only(?![a-z])/gi
/**
 * "default to off", "on by default", "turned on": a switch's state, said as enabled / disabled so the
 * enable row reads it (on and off are stop words elsewhere; session 45).
 */
const SWITCH_STATE = /(?<=(?:(?<![a-z])default(?:s|ed)?(?:\s+to)?|(?:is|are|be|stays?|kept|set\s+to|turned|switched|toggled)|默认)\s*)(on|off)(?![a-z])|(?<![a-z])(on|off)(?=\s+by\s+default)/gi
const switchState = (text: string) => text.replace(SWITCH_STATE, (word) => word.toLowerCase() === 'on' ? 'enabled' : 'disabled')
/** The on / off a switch's state was written as, for the card (the rows read it as enabled / disabled). */
const switchWord = (text: string, stem: string) => {
  ENABLED_STEM ??= [...surfaceOf('enabled')][0] ?? 'enabled'
  const state = [...text.matchAll(SWITCH_STATE)].map((m) => m[0]).find((w) => (w.toLowerCase() === 'on') === (stem === ENABLED_STEM))
  return state && !new RegExp(String.raw`(?<![a-z])${stem}`, 'i').test(text) ? state : undefined
}
let ENABLED_STEM: string | undefined
const wordsOf = (raw: string): Said => {
  const text = switchState(unbounded(raw).replace(ONLY_COMPOUND, ' '))
  const concepts = new Set([...extractFeatures(text).weights.keys()].filter((k) => k.startsWith('c:')).map((k) => k.slice(2)))
  const stems = new Set([...surfaceOf(text), ...text.match(/[a-z]+/g) ?? []])
  // "the strictest lint config" chooses strict, "the loosest" loose: a superlative as its adjective (superlative.ts).
  for (const word of [...stems]) for (const base of superlativeBases(word)) stems.add(base)
  return { stems, text, concepts }
}

const POSITIVE: ReadonlySet<Stance> = new Set(['do', 'allow', 'only', 'ask'])
const PLAIN: ReadonlySet<Stance> = new Set(['do', 'allow'])
const REFUSES: ReadonlySet<Stance> = new Set(['dont', 'waive'])

/** What a text chooses, chooses plainly (not "only when …"), and says anywhere but where it turns a thing away. */
interface Sides {
  chosen: Said
  plain: Said
  only: Said
  spoken: Said
}

function sidesOf(claim: ClaimSlots): Sides {
  const text = claim.text.toLowerCase()
  const parts = claim.parts ?? [{ text, stance: 'do' as Stance, rejected: false, condition: false }]
  const join = (keep: (p: ClaimPart) => boolean) => wordsOf(parts.filter(keep).map((p) => p.text).join(' ').toLowerCase())
  return {
    chosen: join((p) => !p.rejected && POSITIVE.has(p.stance)),
    plain: join((p) => !p.rejected && PLAIN.has(p.stance)),
    only: join((p) => !p.rejected && p.stance === 'only'),
    spoken: join((p) => !p.rejected && !REFUSES.has(p.stance)),
  }
}

/** "Longer than 50 lines", "more than three": a bound on a number, not a choice (claim-numbers.ts reads it). */
const BOUND = /(?<![a-z])(?:[a-z]+er|more|less|fewer|over|under)\s+than(?![a-z])/g
const unbounded = (text: string) => text.replace(BOUND, ' ')

const has = (words: Said, w: string) => w[0] === CONCEPT ? words.concepts.has(w.slice(1)) : cjk(w) ? words.text.includes(w) : words.stems.has(w)
const hasAny = (words: Said, list: string[]) => list.filter((w) => has(words, w))

/** For antonym-clauses.ts: every row of two sides, a text's words as the rows read them, and a side's words as written. */
export const oppositeRows = (): ReadonlyArray<readonly [string[], string[]]> => [...ROWS, ...CONCEPT_ROWS]
export const sideWordsOf = (text: string) => wordsOf(text.toLowerCase())
export const sideWordsIn = (words: Said, side: string[]) => hasAny(words, side)
export const sideNamed = (text: string, words: string[]) => named(text, words)

/**
 * The user's words for a choice and the judgment's opposite word for it, or undefined: the
 * judgment's clause chooses one side, the user's the other, and neither text says both outside
 * what it turns away from ("same or new", "before and after" are not a choice; "use vectorized
 * operations, don't write loops" chooses one). A side said only as the exception ("only expose
 * what's truly necessary as public", beside "use private where possible") is not that text's
 * choice when the other text chooses it plainly ("组件默认都设为 public"), nor when the two trade
 * the default and the exception ("字段默认 public，需要时再改成 private").
 */
export function swapsOpposite(judgment: ClaimSlots, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  const mine = sidesOf(judgment)
  const theirs = sidesOf(said)
  // "Each report covers a single issue" / "only one issue per report": the "only" counts (only-count.ts).
  const counts = onlyBoundsCount(said.text, judgment.text) || onlyBoundsCount(judgment.text, said.text)
  for (const [a, b] of [...ROWS, ...CONCEPT_ROWS]) {
    if (counts && (a.includes(ONLY) || b.includes(ONLY))) continue
    for (const [x, y] of [[a, b], [b, a]] as const) {
      const to = hasAny(mine.chosen, x)
      const from = hasAny(theirs.chosen, y)
      if (!to.length || !from.length) continue
      if (hasAny(mine.spoken, y).length && !(exception(mine, y, x) && hasAny(theirs.plain, y).length)) continue
      if (hasAny(theirs.spoken, x).length && !(exception(theirs, x, y) && hasAny(mine.plain, x).length)) continue
      return { from: named(said.text, from), to: named(judgment.text, to) }
    }
  }
  return undefined
}

/**
 * The words a judgment adds, when they are all the opposite of a word of the user's: a change, not an
 * addition ("Remove the retries" after "keep the retries", 「关闭缓存」 after 「开启缓存」), for the card.
 */
export function oppositeOfAdded(judgment: ClaimSlots, said: ClaimSlots, added: readonly string[]): { from: string[]; to: string[] } | undefined {
  if (!added.length) return undefined
  const flip = swapsOpposite(judgment, said)
  const to = new Set(flip?.to.map((w) => w.toLowerCase()))
  if (flip && added.every((w) => to.has(w.toLowerCase()))) return flip
  // "Disable the cache" after "enable the cache": a verb that refuses has no chosen side, so the one
  // word added is looked up in the rows as written; only the card's words change, never the verdict.
  return added.length === 1 ? inPlaceOf(added[0]!, judgment.text, said) : undefined
}

/**
 * The user's word for the other side of the row of `word`, which their text lacks and the judgment's
 * does not say. A word the user refused is not theirs to swap: "Validate all user input" after "never
 * trust user input" says it again (session 31).
 */
function inPlaceOf(word: string, judgment: string, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  const mine = wordsOf(judgment.toLowerCase())
  const theirs = wordsOf(said.text.toLowerCase())
  const spoken = sidesOf(said).spoken
  const own = wordsOf(word.toLowerCase())
  for (const [a, b] of ROWS) {
    for (const [x, y] of [[a, b], [b, a]] as const) {
      if (!hasAny(own, x).length || hasAny(theirs, x).length) continue
      const from = hasAny(spoken, y).filter((w) => !has(mine, w))
      if (from.length) return { from: named(said.text, from), to: [word] }
    }
  }
  return undefined
}

/** A text says side `x` only as the exception ("only when needed") to `y`, which it chooses plainly. */
const exception = (text: Sides, x: string[], y: string[]) =>
  hasAny(text.plain, x).length === 0 && hasAny(text.only, x).length > 0 && hasAny(text.plain, y).length > 0

/** The words of `text` that name a concept side (`@vectorized` → 向量化), for the card, each once; other sides as they are. */
function named(text: string, sides: string[]): string[] {
  return [...new Set(sides.map((w) => w[0] === CONCEPT ? wordsNaming(text, w.slice(1)) ?? w.slice(1) : cjk(w) ? w : switchWord(text, w) ?? wordOfStem(text, w)))]
}
