// Things the user kept apart, merged, or the other way round (issue 19, flips24): "Use one shared
// configuration for every environment; don't separate development, staging and production" after
// "Implement proper environment configuration for development, staging, and production", 「各个环境
// 分别配置」 after "use one config for all environments, don't split them". Whether several things
// each get their own or share one is one of two: merging ("don't separate", "one shared X for every
// Y", 共用, 不要分开) or keeping apart ("separate X per Y", "each … its own", 分别, 各自, 单独). The
// judgment's words are mostly the user's (the things listed, the object), so the topic score is high
// and no word is swapped. Held when the judgment merges and the user's words do not (they keep the
// things apart, or list two or more of the things the judgment merges for the thing to be done
// for), or the judgment keeps apart what the user merged and neither says the other. Pure.

import { surfaceOf } from './claims.js'

const NEGATION = String.raw`(?:do\s*n[o']?t|do\s+not|never|no\s+need\s+to|shouldn'?t|mustn'?t|avoid)\s+(?:[a-z]+\s+)?`

/** Merging, strongly said: a split refused, or one shared thing for every case. */
const MERGE = new RegExp([
  String.raw`(?<![a-z])${NEGATION}(?:separat|split|distinguish|differentiat|keep\s+(?:them\s+|it\s+)?(?:separate|apart))[a-z]*`,
  String.raw`(?<![a-z])(?:one|a\s+single|the\s+same)\s+(?:shared\s+|common\s+|unified\s+)?(?:[a-z-]+\s+){0,2}?(?:for|across)\s+(?:every|all|each|both)(?![a-z])`,
  String.raw`(?<![a-z])shared\s+(?:across|by|between)\s+(?:every|all|each|both)(?![a-z])`,
  String.raw`(?:不要|别|不用|无需|不必|不需要)\s*(?:分开|区分|拆分|分别|单独)`,
  String.raw`共用|共享一|同一[套个份]|一套\S{0,6}(?:用于|适用于|给)所有`,
].join('|'), 'gi')

/** Keeping apart: a split said, each thing with its own. */
const APART = new RegExp([
  String.raw`(?<![a-z])(?:separate|distinct|dedicated)\s+(?:[a-z-]+\s+){0,2}?(?:for|per)\s`,
  String.raw`(?<![a-z])(?:per|for\s+each)[\s-](?:environment|env|package|service|stage|module|app|project|team|region|tenant)s?(?![a-z])`,
  String.raw`(?<![a-z])(?:each|every)\s+(?:[a-z-]+\s+){0,3}?(?:its|their)\s+own(?![a-z])`,
  String.raw`(?<![a-z])keep\s+(?:[a-z-]+\s+){0,4}?(?:separate|apart)(?![a-z])`,
  String.raw`分别|各自|单独`,
].join('|'), 'gi')

/** Words that already say a merge on the user's side (the user merged, the judgment may too). */
const SAID_MERGE = /(?<![a-z])(?:same|shared?|single|common|unified|alike|one\s+(?:config|file|setup|place))(?![a-z])|统一|共用|共享|同一|一样|相同|一套|都用/i

const NEGATED_BEFORE = /(?:(?<![a-z])(?:do\s*n[o']?t|do\s+not|never|not|no)\s+(?:[a-z]+\s+)?|不要|别|不用|无需|不必|不需要|不)$/i

/** Phrases of one pattern in `text`, those right after a negation left out when `skipNegated`. */
function phrases(pattern: RegExp, text: string, skipNegated: boolean): string[] {
  const out: string[] = []
  for (const m of text.matchAll(pattern)) {
    if (skipNegated && NEGATED_BEFORE.test(text.slice(Math.max(0, m.index - 20), m.index).trimEnd())) continue
    out.push(m[0].trim())
  }
  return out
}

/** A list of two or more things in `text` ("development, staging, and production", 开发、测试和生产): its items' words. */
function listItems(text: string): Set<string>[] {
  const out: Set<string>[] = []
  const en = /(?<![a-z])([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)((?:\s*,\s*[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)*),?\s+(?:and|or|&)\s+([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)/gi
  for (const m of text.matchAll(en)) out.push(new Set([m[1]!, ...m[2]!.split(',').filter((s) => s.trim()), m[3]!].flatMap((item) => [...surfaceOf(item)])))
  const zh = /[\u3400-\u9fff]{1,6}(?:、[\u3400-\u9fff]{1,6})*(?:和|与|及|、)[\u3400-\u9fff]{1,6}/g
  for (const m of text.matchAll(zh)) out.push(new Set(m[0].split(/、|和|与|及/).filter(Boolean)))
  return out.filter((s) => s.size >= 2)
}

/** The user lists two or more of the things the judgment merges. */
function listsMerged(judgment: string, said: string): boolean {
  const mine = surfaceOf(judgment)
  const lower = judgment.toLowerCase()
  return listItems(said.toLowerCase()).some((items) => [...items].filter((w) => mine.has(w) || lower.includes(w)).length >= 2)
}

/** The user's words on merging or keeping apart and the judgment's other ones; or undefined. */
export function swapsMergeApart(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const mergeMine = phrases(MERGE, judgment, true)
  const apartMine = phrases(APART, judgment, true)
  const mergeTheirs = phrases(MERGE, said, true)
  const apartTheirs = phrases(APART, said, true)
  if (mergeMine.length && !apartMine.length && !mergeTheirs.length && !SAID_MERGE.test(said)) {
    if (apartTheirs.length) return { from: [apartTheirs[0]!], to: [mergeMine[0]!] }
    if (listsMerged(judgment, said)) return { from: [said.trim()], to: [mergeMine[0]!] }
  }
  if (apartMine.length && !mergeMine.length && mergeTheirs.length && !apartTheirs.length) return { from: [mergeTheirs[0]!], to: [apartMine[0]!] }
  return undefined
}
