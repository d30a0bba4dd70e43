// The Chinese form of head-swap.ts (issue 19, the fourteenth set read as tune data): the thing a
// rule is about swapped where the rest is reworded — 「日志里的时间统一用 UTC」 after 「数据库里的时间统一存
// UTC，…」, 「小程序里用户信息用 wx.setStorageSync 存」 after 「小程序里存 token 用 wx.setStorageSync」,
// 「老的落地页用 … 转成 Beefree 格式」 after 「老的邮件模板不要手动重做了，用 Beefree 的 …」. span-swap-zh.ts
// needs the rest copied in order; chat is not. This reads the one run of the judgment's own (two or
// more characters no two-character stretch of which the user wrote) and what the user's words hold
// in its place beside the same anchor — the user's characters right before it or right after it.
// A run that binds (a negation, a modal, a quantifier), a run that shares a character or a concept
// with the user's, and a pair the synonym table knows are no swap; nor is a verb at the start, unless
// a topic marker (里, 的, 上) or a head noun (表, 组件, 分支: 「订单表」 after 「用户表」, session 37) follows it. Pure.

import { BINDING } from './span-swap-zh.js'
import { concepts } from './across-script.js'
import { extractFeatures } from './topic.js'
import { sameMeaningRun } from './zh-synonyms.js'
import { CJK } from './han.js'

const STOP = /[\s，。；：、！？,.;:!?()（）「」“”"'`]/
/** After a rule's first run: it is the topic ("日志里…", "老的…"), not its verb. */
const TOPIC_MARK = /^[里的上中]/
const BINDS_AT = new RegExp(`^(?:${BINDING.source})`)
/** A thing's head noun after a rule's first run (「订单表」, 「子组件」): the run names which one, it is no verb (session 37). */
export const HEAD_NOUN = /^(?:表|库|元素|组件|分支|环境|目录|文件|接口|服务|页面?|模块|节点|字段|进程|线程|端|层|类|函数|方法|变量|参数|配置|脚本|镜像|容器|集群|队列|任务|仓库|账号|索引|缓存)/
/** A verb or a particle a run of the judgment's own may end with ("落地页用", "用户信息存"): not part of the thing. */
const EDGE = /[用存写放在是的里都也来把将]$/
/** A verb or a particle the user's run may start with ("存 token"). */
const LEAD = /^[用存写放在是的里都也来把将]\s*/
const MARKS = /[，。；：、！？,.;:!?()（）「」“”"'`]/
/** Up to four characters beside the run, cut at a mark: the anchor looked for in the user's words. */
const anchorAfter = (text: string, at: number) => text.slice(at, at + 4).split(MARKS)[0]!
const anchorBefore = (text: string, at: number) => text.slice(Math.max(0, at - 4), at).split(MARKS).pop()!
const solid = (anchor: string) => anchor.replace(/\s/g, '').length >= ANCHOR ? anchor : ''

/** The longest run read as one thing. */
const RUN_MAX = 6
/** Anchor characters on one side. */
const ANCHOR = 2

/** Which characters of `mine` lie in a stretch of two or more that `theirs` also holds (Latin words: whole, any case). */
function coveredBy(mine: string, theirs: string): boolean[] {
  const out = new Array<boolean>(mine.length).fill(false)
  for (let i = 0; i + 1 < mine.length; i++) {
    if (!CJK.test(mine[i]!) || !CJK.test(mine[i + 1]!)) continue
    if (theirs.includes(mine.slice(i, i + 2))) out[i] = out[i + 1] = true
  }
  const lower = theirs.toLowerCase()
  for (const m of mine.matchAll(/[A-Za-z][\w.$-]*/g)) {
    if (lower.includes(m[0].toLowerCase())) for (let k = 0; k < m[0].length; k++) out[m.index + k] = true
  }
  return out
}

/** The judgment's runs of its own: maximal stretches of uncovered characters (spaces and marks cut them). */
function ownRuns(mine: string, covered: readonly boolean[]) {
  const runs: Array<{ at: number; text: string }> = []
  for (let i = 0; i < mine.length;) {
    if (covered[i] || STOP.test(mine[i]!)) { i++; continue }
    let j = i
    while (j < mine.length && !covered[j] && !STOP.test(mine[j]!)) j++
    runs.push({ at: i, text: mine.slice(i, j) })
    i = j
  }
  return runs
}

/** The run of the user's words beside an anchor: after `left` or before `right`, up to a mark, a binding word or RUN_MAX. */
function besideAnchor(theirs: string, left: string, right: string): string | undefined {
  if (right.length >= ANCHOR) {
    const at = theirs.indexOf(right)
    if (at > 0) {
      let i = at
      while (i > 0 && at - i < RUN_MAX + 2 && !MARKS.test(theirs[i - 1]!)) i--
      const whole = theirs.slice(i, at).trim()
      // 「存 token」 loses its verb; 「用户」 keeps its 用 (what is left would be one character).
      const led = whole.replace(LEAD, '').trim()
      const run = led.length >= 2 || led.length === whole.length ? led : whole
      if (run) return run
    }
  }
  if (left.length >= ANCHOR) {
    const at = theirs.indexOf(left)
    if (at >= 0) {
      const from = at + left.length
      let j = from
      while (j < theirs.length && j - from < RUN_MAX && !STOP.test(theirs[j]!) && !BINDS_AT.test(theirs.slice(j))) j++
      const run = theirs.slice(from, j).trim()
      if (run) return run
    }
  }
  return undefined
}

/** Binding words, but not the characters of a noun that holds one (后台, 前端). */
const binds = (run: string) => BINDING.test(run.replace(/前端|后端|前台|后台|最佳/g, ''))

const heavy = (run: string, min: number) => [...extractFeatures(run).weights.values()].some((w) => w >= min)

/** The user's run and the judgment's that took its place, when the judgment has one run of its own. */
export function swapsChineseHead(judgment: string, piece: string): { from: string[]; to: string[] } | undefined {
  if (!CJK.test(judgment) || !CJK.test(piece)) return undefined
  const covered = coveredBy(judgment, piece)
  const runs = ownRuns(judgment, covered).filter((r) => [...r.text].filter((c) => CJK.test(c)).length >= 2 || /[A-Za-z]/.test(r.text))
  if (runs.length !== 1) return undefined
  const { at } = runs[0]!
  let to = runs[0]!.text
  while (to.length > 2 && EDGE.test(to)) to = to.slice(0, -1)
  if (!CJK.test(to) || /[A-Za-z]/.test(to) || to.length > RUN_MAX || binds(to)) return undefined
  const right = anchorAfter(judgment, at + to.length)
  const left = anchorBefore(judgment, at)
  const start = at === 0 || MARKS.test(judgment[at - 1]!)
  const headNext = HEAD_NOUN.test(right.trim())
  if (start && !TOPIC_MARK.test(right) && !headNext) return undefined
  let from = besideAnchor(piece, solid(left), solid(right))
  // 「报表页面」 beside 「后台页面」: the characters the judgment keeps after its run are not the user's thing.
  for (let k = Math.min(right.trim().length, (from ?? '').length - 2); from && k >= 2; k--) if (from.endsWith(right.trim().slice(0, k))) { from = from.slice(0, -k); break }
  if (!from || (!CJK.test(from) && !/[A-Za-z]{2,}/.test(from)) || binds(from)) return undefined
  if ([...from].some((c) => CJK.test(c) && to.includes(c)) || from.length < 2) return undefined
  // The user's run must be theirs alone: the judgment does not say it elsewhere.
  if (judgment.includes(from)) return undefined
  const mine = concepts(to)
  if ([...concepts(from)].some((c) => mine.has(c)) || sameMeaningRun(from, to) || sameMeaningRun(to, from)) return undefined
  // Before a head noun the run names which thing (用户表 / 订单表): a lighter word still tells two apart.
  const least = headNext ? 0.3 : 0.6
  if (!heavy(to, least) || !heavy(from, least)) return undefined
  return { from: [from], to: [to] }
}
