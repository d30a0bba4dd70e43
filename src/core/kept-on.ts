// A refused turning-off or skip, read as keeping the thing on or doing the step (issue 19, session
// 29): "never disable the linter", "avoid disabling warnings", 「不要关掉缓存」, 「别把 lint 关了」,
// "never skip tests", "don't forget to update the changelog", 「不要省略分号」. claims.ts reads a
// text's and a clause's stance through it and claim-parts.ts its parts, so that "Disable the linter"
// after "never disable the linter" is the opposite, and "Avoid disabling warnings" after "should not
// disable warnings" the same; ground-beyond.ts asks whether a write in the other language did what
// the user refused, and swap-across.ts whether its turning-off verb only restates the user's. Pure.
import { PUNCT_CLAUSE_END } from './clause-split.js'
import { CJK } from './han.js'
import { BIE, DISLIKE_VERBS, DISLIKE_ZH } from './stopwords.js'
import { readOnce } from './reading-cache.js'
import { extractFeatures } from './topic.js'
import { MODALS_ZH } from './zh-grammar-chars.js'

/**
 * Things 关闭 / 关掉 / 关 close rather than switch off (a connection, an issue, a file, a window): 「及时
 * 关闭数据库连接」 says to close them, 「不要关闭 issue」 not to; neither turns a thing away or keeps it on.
 */
const CLOSABLE = String.raw`连接|链接|工单|窗口|标签|文件|句柄|页面|终端|弹窗|对话框|会话|流|通道|事务|浏览器|问题|端口|游标|资源|描述符|门|(?<![a-z])(?:issues?|prs?|mrs?|tabs?|sessions?|sockets?|channels?|tickets?|cursors?|streams?)(?![a-z])`
/** 关闭 … before a closable thing, or a closable thing (「连接用完要关闭」, 「把连接关了」) before it: a closing (CLOSABLE). */
const CLOSES_AFTER = String.raw`(?![^，。；,;！!？?]{0,6}?(?:${CLOSABLE}))`
/**
 * Put right after the word it guards (a lookbehind first in a pattern is tried at every position of
 * a long message): a closable thing within the word and the characters before it, 14 in all.
 */
const CLOSES_BEFORE = String.raw`(?<!(?:${CLOSABLE})[^，。；,;！!？?]{0,14}?)`

/** The English words that refuse a verb after them. */
const NEGATORS_EN = String.raw`never|don'?t|dont|do\s+not|must\s+not|mustn'?t|should\s+not|shouldn'?t|can'?t|cannot|won'?t`
/** Words that may stand between a refusal and its verb: "never just disable it". */
const BETWEEN_EN = String.raw`(?:(?:ever|just|be|simply|globally|blindly|silently|randomly|accidentally)\s+){0,2}`
/**
 * Breaking a thing that works ("don't break the build", 「不要破坏现有功能」): refused, it keeps the thing
 * working ("Keep the build green" says it again); done, it turns the thing away ("Break the public API
 * when needed" after "keep the public API backwards compatible" went live). Not "breaking changes" (a
 * noun), nor breaking a thing up or into parts ("break long functions into smaller ones"), nor breaking
 * it by a means, which is what is refused ("never break existing functionality by removing code").
 */
const BREAK_EN = String.raw`break(?:s|ing)?(?!\s+(?:changes?|up|down|out|apart)(?![a-z]))(?![^,.;]{0,40}?\s(?:into|by)\s)`
/** "I hate (it) when you skip tests": a dislike of the act refuses it, as "never" does (session 33). */
const DISLIKED_ACT_EN = String.raw`(?:i\s+)?(?:${DISLIKE_VERBS})\s+(?:it\s+)?(?:when|if)\s+(?:you|we|they|people|someone|anyone|agents?)`
/** "I hate when the tests are skipped": the thing, then its skip or turning-off, in the passive. */
const DISLIKED_DONE_EN = String.raw`(?<![a-z])(?:i\s+)?(?:${DISLIKE_VERBS})\s+(?:it\s+)?(?:when|if)\s+(?<doneEn>(?:[a-z-]+\s+){1,5}?)(?:is|are|gets?|got|was|were)\s+(?:(?<doneSkip>skipped|bypassed|omitted)|disabled|broken|(?:turned|switched)\s+off)(?![a-z-])`
const KEEPS_ON_EN = String.raw`${DISLIKED_DONE_EN}|(?<![a-z])(?:${NEGATORS_EN}|${DISLIKED_ACT_EN}|no|avoid|stop|without|instead\s+of|rather\s+than)\s+${BETWEEN_EN}(?:disabl(?:e|es|ed|ing)|${BREAK_EN}|(?:turn|switch)(?:s|es|ed|ing)?\s+(?<keptEn>(?:[a-z-]+\s+){0,5}?)off|(?<skipEn>skip(?:s|ping|ped)?|bypass(?:es|ing|ed)?|omit(?:s|ting|ted)?|forget(?:ting)?\s+to))(?![a-z-])`
/** 关 and its compounds that switch a thing off (关心, 关于, 关系, 有关, 相关, 开关 … are other words). */
const OFF_ZH = String.raw`(?:关掉|关闭|关上|(?<![有相无机海开难攸过把公])关(?![心于系注键联乎切成卡口头照怀税门节押爱涉]))${CLOSES_AFTER}|禁用|停用|停掉`
/** Verbs that leave a step out: a refused one insists on the step (「不要跳过测试」 says 「测试一律要跑」, 「别忘了更新 changelog」 「更新 changelog」). */
const SKIP_ZH = String.raw`跳过|略过|省略|省掉|绕过|忘了|忘记|忘掉`
/**
 * The same verbs said plainly turn a thing away (claims.ts `NEGATIVE_VERBS`), so that a refused one
 * and a plain one read as opposites: 「停用缓存」 after 「不要停用缓存」, 「绕过代理」 after 「不要绕过代理」
 * went live when only the refusal was read. 跳过 waives (claim-parts.ts); 忘 is no rule said plainly.
 */
export const TURNS_AWAY_ZH = String.raw`(?:${OFF_ZH}|略过|省略|省掉|绕过|破坏(?!性))${CLOSES_BEFORE}`
/** Said plainly in English: "bypass the proxy", "turn the cache off" (the adjacent "turn off" is claims.ts's own). */
export const TURNS_AWAY_EN = String.raw`bypass(?:es|ing|ed)?|${BREAK_EN}|(?:turn|switch)(?:s|es|ed|ing)?\s+(?:[a-z-]+\s+){1,5}?off(?![a-z-])`
const KEEPS_ON_ZH = String.raw`(?:不要|不许|不准|不能|不得|不应该?|禁止|严禁|避免|而不是|而非|${BIE}|勿|绝不|千万别|永远不要|(?:${DISLIKE_ZH})(?:你|别人)?)${CLOSES_BEFORE}\s*(?:再|随便|擅自|轻易|私自|直接)?\s*(?:把\s*(?<keptZh>(?![^，。；,;！!？?]{0,12}?(?:${CLOSABLE}))[^，。；,;！!？?\s][^，。；,;！!？?]{0,15}?)\s*)?(?:${OFF_ZH}|破坏(?!性)|(?<skipZh>${SKIP_ZH}))`
/**
 * A negation of a verb that turns a thing off ("never disable the linter", "don't turn the cache off",
 * 「不要关掉缓存」, 「别把 lint 关了」): it insists the thing stays on. Read as two refusals, "Disable
 * the linter" and 「关掉缓存」 copied the user's words with their stance and went live. The Chinese form
 * takes the 把 construction and a bare 关 (not 关心, 关于, 关系 …), so that the user's 「别关缓存」 and a
 * judgment's "Never disable the cache" or 「不要关闭缓存」 are read alike. A negated skip the same way
 * insists on the step: 「跳过 CI」 after 「不许跳过 CI」 went live, "Always run the tests" after "never
 * skip tests" was held as the opposite.
 */
const KEEPS_ON = new RegExp(`${KEEPS_ON_EN}|${KEEPS_ON_ZH}`, 'gi')
/** "Do not run the linter or disable the coverage check": the negation carried over "or" to a turning-off or a skip. */
const CARRIED_VERB = String.raw`(?:disable|turn\s+off|switch\s+off|skip|bypass)(?![a-z])`
const KEEPS_ON_CARRIED = new RegExp(String.raw`\s(?:or|nor)\s+${CARRIED_VERB}(?<=(?<![a-z])(?:${NEGATORS_EN})\s[^,.;:!?]{1,60}?\s(?:or|nor)\s+${CARRIED_VERB})`, 'gi')
/** The refusal before a carried one refuses a turning-off or skip itself ("don't skip tests or disable coverage"). */
const REFUSED_FIRST = new RegExp(String.raw`(?<![a-z])(?:${NEGATORS_EN})\s+${BETWEEN_EN}${CARRIED_VERB}[^,.;:!?]*$`, 'i')
/**
 * The carried refusal, read in place: where the refusal before it is of the family too, both halves
 * keep things on ("always tests or keep coverage"); where it refuses another act ("don't comment out or
 * disable failing tests"), the halves say opposite things and are cut apart ("don't comment out, keep
 * failing tests") — read whole, the refusal took in the keeping and "Disable failing tests" went live.
 */
// A carried skip reads as " or must", not " or always": the reading keeps the text's length so offsets
// into it hold, and " or always" is longer than the shortest span it replaces (" or skip").
function carriedRead(m: string, at: number, text: string): string {
  const skip = /skip|bypass/i.test(m)
  return (REFUSED_FIRST.test(text.slice(Math.max(0, at - 120), at)) ? ` or ${skip ? 'must' : 'keep'}` : `, ${skip ? 'always' : 'keep'}`).padEnd(m.length)
}

/**
 * `text` with each refused turning-off read as what it is, keeping the thing on: 「不要关掉缓存」 →
 * 「保持缓存」, "don't turn the cache off" → "keep the cache"; a refused skip as doing the step every
 * time: "never skip tests" → "always tests", 「不要跳过测试」 → 「一律测试」. The same length, so
 * offsets into it hold. Read once per text within a grounding (reading-cache.ts): the stance, the
 * clauses, the parts and the turning-off across languages all ask for it.
 */
export const keptOnRead = (text: string) => readOnce(keptOnReading, text)
const keptOnReading = (text: string) =>
  text.replace(KEEPS_ON_CARRIED, carriedRead).replace(KEEPS_ON, (m: string, ...rest: unknown[]) => {
    const { keptEn, keptZh, skipEn, skipZh, doneEn, doneSkip } = rest.at(-1) as Record<'keptEn' | 'keptZh' | 'skipEn' | 'skipZh' | 'doneEn' | 'doneSkip', string | undefined>
    const zh = CJK_CHAR.test(m)
    const verb = zh ? (skipZh ? '一律' : '保持') : skipEn || doneSkip ? 'always' : 'keep'
    return [verb, zh ? keptZh : (doneEn ?? keptEn)?.trim()].filter(Boolean).join(' ').padEnd(m.length)
  })
const CJK_CHAR = /[\u3400-\u9fff]/

const OFF_VERBS_EN = /(?<![a-z])(?:disabl(?:e|es|ed|ing)|skip(?:s|ping|ped)?(?![a-z])|bypass(?:es|ing|ed)?(?![a-z])|(?:turn|switch|shut)(?:s|es|ed|ing|ting)?(?=\s+(?:[a-z-]+\s+){0,5}?off(?![a-z])))/gi
/** One turning-off or skip verb of an English text. */
const OFF_VERB_EN = new RegExp(OFF_VERBS_EN.source, 'i')
const OFF_IN_ZH = new RegExp(`(?:${OFF_ZH}|${SKIP_ZH})${CLOSES_BEFORE}`)
const OFF_ALL_ZH = new RegExp(OFF_IN_ZH.source, 'g')

/**
 * The units of an English judgment's turning-off verb (disable, turn … off) where the user's Chinese
 * turns the same way (关, 关掉, 禁用): the act restated in translation, not a word of its own that took
 * the place of one of the user's (swap-across.ts). 关 alone is no word the senses table can hold.
 */
export function offVerbUnitsAcross(judgment: string, said: string): string[] {
  if (CJK.test(judgment) || !OFF_IN_ZH.test(said)) return []
  return [...judgment.matchAll(OFF_VERBS_EN)].flatMap((m) => [...extractFeatures(m[0]).weights.keys()])
}

/** A plain turning-on: "enable MFA", "turn the cache on", 「开启 MFA」, 「MFA 必须开」 (开 alone only as a word of its own). */
const ON_EN = /(?<![a-z])(?:enabl(?:e|es|ed|ing)|(?:turn|switch)(?:s|ed|ing)?(?=\s+(?:[a-z-]+\s+){0,5}?on(?![a-z])))/i
const ON_ZH = new RegExp(String.raw`开启|打开|启用|(?:(?<![\u3400-\u9fff])|(?<=${MODALS_ZH.join('|')}))开(?![\u3400-\u9fff])`)

/** Whether a text keeps a thing on (true), turns it off (false), both or neither (undefined). */
function turnsOff(text: string): boolean | undefined {
  const zh = CJK.test(text)
  const rest = keptOnRead(text)
  const kept = rest !== text || (zh ? ON_ZH.test(rest) : ON_EN.test(rest))
  const off = zh ? OFF_IN_ZH.test(rest) : OFF_VERB_EN.test(rest)
  return kept === off ? undefined : off
}

/**
 * "Disable source maps" after 「别关 sourcemap」, 「关掉类型检查」 after "never turn off type checking":
 * across languages, the turning-off the user refused, done (or the other way round). The slots
 * compare it only where both name one object alike; here the turning-off alone decides.
 */
export function offFlippedAcross(judgment: string, said: string): boolean {
  if (CJK.test(judgment) === CJK.test(said)) return false
  const mine = turnsOff(judgment)
  const theirs = turnsOff(said)
  return mine !== undefined && theirs !== undefined && mine !== theirs
}

const unitsOf = (text: string) => new Set(extractFeatures(text).weights.keys())

/**
 * "Turn off coverage" after "do not delete tests or turn off coverage": in one language, the judgment
 * turns off a thing the user's words keep on, in a clause of their own (the refusal carried over "or"
 * to another act reads as "…, keep coverage"). The clause checks need two crossing words; a thing
 * kept on may be one word. Held when every word the judgment turns off, less its turning-off verb,
 * is in a clause the user's words keep on.
 */
export function offFlippedInPlace(judgment: string, said: string): boolean {
  if (CJK.test(judgment) !== CJK.test(said) || turnsOff(judgment) !== true) return false
  const read = keptOnRead(said)
  if (read === said) return false
  const verbs = CJK.test(judgment) ? [...judgment.matchAll(OFF_ALL_ZH)] : [...judgment.matchAll(OFF_VERBS_EN)]
  const verbUnits = new Set(verbs.flatMap((m) => [...unitsOf(m[0])]))
  const object = [...unitsOf(judgment)].filter((unit) => !verbUnits.has(unit))
  if (!object.length) return false
  let at = 0
  return read.split(PUNCT_CLAUSE_END).some((clause) => {
    const start = read.indexOf(clause, at)
    at = start + clause.length
    const kept = clause !== said.slice(start, start + clause.length)
    const units = kept ? unitsOf(clause) : undefined
    return units !== undefined && object.every((unit) => units.has(unit))
  })
}

/** A clause as this reading reads it, cut only at the commas that reading put in (where it parted a carried refusal from another act). */
export function cutByKeptOn(clause: string): string[] {
  const read = keptOnRead(clause)
  const halves: string[] = []
  let from = 0
  for (let at = 0; at < read.length; at++) {
    if (read[at] !== ',' || clause[at] === ',') continue
    halves.push(read.slice(from, at))
    from = at + 1
  }
  return halves.concat(read.slice(from))
}
