// The Chinese form of span-swap.ts: one run of the user's rule replaced by another in an otherwise
// copied rule — "文件里原有的空行一定要保留" after "文件里原有的注释一定要保留", "只有确实需要的时候才引入路由库"
// after "…才引入状态管理库". Chinese has no spaces to count words by, so the rule is read by characters:
// the judgment keeps the user's characters in order around exactly one place where it puts others
// of its own. What a restatement rewords there is left alone: a run with a negation, a modal or a
// quantifier in it, a run right after one (a verb: 不要删/不要移除), a run at the very start, runs
// sharing a character (保留/留着) or a concept of the lexicon (函数/方法). Pure.

import { sameMeaningRun } from './zh-synonyms.js'
import { sensesIn } from './senses.js'
import { concepts, latinAgainstRun, sameAcrossScript } from './across-script.js'
import { align, tokensOf, type Token } from './term-swap.js'
import { BIE } from './stopwords.js'

/** At least this many of the judgment's characters are the user's, in order. */
const COPIED_MIN = 4
/** And at least these shares of the judgment's characters and of the user's sentence's. */
const COPIED_SHARE = 0.6
const THEIRS_SHARE = 0.5
/** Longest run on either side that still reads as one thing swapped. */
const RUN_MAX = 8
/** Shortest run on either side: one character swapped inside a word is a morpheme (末尾/结尾), not a thing. */
const RUN_MIN = 2
/** Negations, modals, conditions, quantifiers and degree words: a run holding one rewords how the rule binds. */
export const BINDING = new RegExp(String.raw`不|${BIE}|禁|勿|必|须|务|一定|应|该|尽量|总|永远|始终|只|仅|可以|能|要|都|也|才|就|再|先|前|后|除非|如果|每|所有|任何|全部|很|更|最|太`)

/** Characters after which a noun stands: the run is a thing, not a verb a restatement rewords. */
const OBJECT_MARKER = /[把将对给]$/
/** Characters after a rule's first run that make it the topic ("路由目录按…", "日志里…"), not its verb. */
const TOPIC_AFTER = new Set([...'按用里上中都要'])

const cjk = (t: Token) => /^[\u3400-\u9fff]$/.test(t.surface)
/** Verbs that only carry a manner (「注释写得简洁些」, 「注释保持简洁」): one for another rewords how it is said. */
const MANNER_FRAME = /^(?:写得?|保持|维持|做得|弄得|搞得|变得|写成|力求)$/

/**
 * The user's run and the judgment's that took its place, when it is the only place the judgment
 * differs. `gate`: the grounding gate asks, and a verb after a modal said in other words is read
 * through the sense table (which the matcher never reads). For the matcher, a run after a modal or a
 * negation is never a swap of a thing unless it is long.
 */
export function swapsChineseRun(judgment: string, piece: string, gate = false): { from: string[]; to: string[] } | undefined {
  const mine = tokensOf(judgment)
  const theirs = tokensOf(piece)
  if (mine.filter(cjk).length < COPIED_MIN) return undefined
  const pairs = align(mine, theirs)
  const copied = pairs.length
  if (copied < COPIED_MIN || copied < COPIED_SHARE * mine.length || copied < THEIRS_SHARE * theirs.length) return undefined
  const bounds: Array<[number, number]> = [[-1, -1], ...pairs, [mine.length, theirs.length]]
  let swap: { from: Token[]; to: Token[]; g: number; i0: number } | undefined
  for (let g = 1; g < bounds.length; g++) {
    const [i0, j0] = bounds[g - 1]!
    const [i1, j1] = bounds[g]!
    const to = mine.slice(i0 + 1, i1)
    const from = theirs.slice(j0 + 1, j1)
    // Characters of the user's the judgment left out shorten it; they do not reword it.
    if (!to.length) continue
    if (swap || !from.length) return undefined
    swap = { from, to, g, i0 }
  }
  if (!swap) return undefined
  const { from, to, g, i0 } = swap
  // A run at the start is the rule's verb, unless a topic marker follows it: "路由目录按…来命名".
  if (g === 1 && !TOPIC_AFTER.has(mine[i0 + 1 + to.length]?.surface ?? '')) return undefined
  const run = (side: readonly Token[]) => side.map((t) => t.surface).join('')
  const [a, b] = [run(from), run(to)]
  // A name in Latin letters swapped for a Chinese run or the other way round (「每次提交前跑 lint」 →
  // 「每次提交前跑测试」), unless the lexicon reads the name as the run (「用 English」 / 「用英文」).
  const across = gate ? latinAgainstRun(from, to) : undefined
  if (across && across.run.length >= RUN_MIN) return sameAcrossScript(across.latin, across.run) ? undefined : { from: [a], to: [b] }
  if (from.length > RUN_MAX || to.length > RUN_MAX || from.length < RUN_MIN || to.length < RUN_MIN || !to.some(cjk) || !from.some(cjk)) return undefined
  // What stands before the run, as the judgment copied it: a negation or a modal there governs a verb.
  const before = mine.slice(Math.max(0, i0 - 1), i0 + 1).map((t) => t.surface).join('')
  // After 把 / 将 / 对 (and the like) the run is the object, whatever binds the verb before it.
  const object = OBJECT_MARKER.test(before)
  if (BINDING.test(a) || BINDING.test(b) || (BINDING.test(before) && !object && !(gate && a.length >= 3 && b.length >= 2))) return undefined
  if ([...a].some((c) => /[\u3400-\u9fff]/.test(c) && b.includes(c))) return undefined
  if (MANNER_FRAME.test(a) && MANNER_FRAME.test(b)) return undefined
  const mineConcepts = concepts(b)
  if ([...concepts(a)].some((c) => mineConcepts.has(c)) || sameMeaningRun(a, b)) return undefined
  // A verb after a modal or a negation said in other words (告诉我 / 说明): the sense table knows them alike.
  if (gate && !object && BINDING.test(before) && [...sensesIn(a)].some((line) => sensesIn(b).has(line))) return undefined
  return { from: [a], to: [b] }
}
