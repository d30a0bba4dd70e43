// An act the user keeps for themselves, given to the model (issue 19, session 45): "Review the
// migrations yourself" after "i review the migrations, you just write them", 「你自己 review 代码」
// after 「代码我来 review，你只管写」. Every word is the user's and the stance is the same (both do the
// act), so the topic score and the polarity checks see nothing; what changed is who does it. A
// judgment is an instruction to the model: an imperative, or "yourself" / 你自己, gives it the act.
// Held when the user's words say that they do the act (I / let me / 我来 / 我自己 / 由我 before its
// verb) and the judgment does the same act on a word of its object, without the user as its doer
// (me, the user, 我, 用户) and without refusing it. Who decides (ask me / decide yourself) is
// ask-flipped.ts's. Pure.

import { stem } from './stem.js'
import { refusesWhereNamed } from './refusing.js'
import { CJK, hanPairs } from './han.js'

/** Verbs after "I" that say what the user thinks or wants, not an act they take on. */
const NOT_ACTS = new Set(['want', 'think', 'prefer', 'like', 'love', 'need', 'hate', 'know', 'said', 'say', 'mean', 'guess', 'see', 'saw', 'found', 'notic', 'tri', 'ask', 'told', 'have', 'had', 'am', 'was', 'can', 'could', 'would', 'should', 'must', 'care', 'feel', 'believ', 'wonder', 'agre', 'expect', 'hope', 'wish', 'got', 'get', 'decid', 'dont', 'do', 'will', 'don', 'usual', 'alway', 'just', 'realli', 'also', 'never', 'mostli', 'onli', 'm', 'll', 've', 'd', 'sometim', 'often', 'still', 'actual', 'forgot', 'keep', 'made', 'use', 'wrote', 'read', 'look', 'check'])
/** "i review the migrations", "i'll handle the releases", "let me do the deploys myself": the verb and up to four words after it. */
const USER_DOES_EN = /(?:^|[^a-z'])(?:i(?:'ll|\s+will|'d|\s+(?:always|usually|normally|personally))?|let\s+me|ill)\s+(?:(?:always|usually|normally|personally|just|myself)\s+)*([a-z]+)\s+((?:[a-z0-9][\w./-]*\s*){1,4})/gi
/** 「代码我来 review」「发布我自己来」「上线由我来做」: the words before and after 我来 / 我自己 / 由我. */
const USER_DOES_ZH = /([^，。；,;！!？?\s]{0,12})\s*(?:由我|归我|我(?:自己|亲自)?来|我(?:自己|亲自)(?=做|弄|搞|处理|负责|操作|动手))\s*(?:来)?(?:做|弄|搞|处理|负责|操作|动手)?\s*([^，。；,;！!？?]{0,12})/g
/**
 * The user's words divide the work (the act is theirs, not a habit the model should copy): "myself",
 * "let me", "i'll", or the model given the rest ("you just write them", "you stick to code").
 */
const DIVIDES_EN = /(?<![a-z])(?:myself|let\s+me|i'?ll|i\s+will|you\s+(?:just|only|stick|focus|handle\s+the\s+rest|do\s+the\s+rest)|(?:leave|left)\s+(?:[a-z-]+\s+){1,4}?to\s+me)(?![a-z])/i
/** The user asks the model to do likewise: "do the same", 你也这样. */
const LIKEWISE = /(?<![a-z])(?:do\s+the\s+same|same\s+(?:for|goes\s+for)\s+you|you\s+(?:too|as\s+well|also|should\s+too))(?![a-z])|你也|也这样|照着做|跟我一样/i
/** The user as the doer in the judgment: it leaves the act with them. */
const USER_IN_EN = /(?<![a-z])(?:i|me|my|myself|the\s+user|users?'s?|the\s+maintainers?)(?![a-z])/i
const USER_IN_ZH = /我|用户|本人/
/** Words in Latin letters. */
const WORDS = /[a-z][a-z0-9]*/gi

const stems = (text: string) => new Set((text.toLowerCase().match(WORDS) ?? []).map(stem))

function englishAct(judgment: string, said: string): { from: string; to: string } | undefined {
  if (USER_IN_EN.test(judgment) || !DIVIDES_EN.test(said)) return undefined
  const mine = stems(judgment)
  for (const m of said.matchAll(USER_DOES_EN)) {
    const verb = stem(m[1]!.toLowerCase())
    if (NOT_ACTS.has(verb) || !mine.has(verb)) continue
    const object = [...stems(m[2]!)].filter((w) => w.length > 2 && !['the', 'all', 'ani', 'our', 'your', 'them', 'it', 'thi', 'that', 'those', 'these', 'and', 'you'].includes(w))
    if (!object.length || !object.some((w) => mine.has(w))) continue
    const names = (clause: string) => stems(clause).has(verb)
    if (refusesWhereNamed(judgment, names)) continue
    return { from: m[0].trim(), to: judgment.trim() }
  }
  return undefined
}

function chineseAct(judgment: string, said: string): { from: string; to: string } | undefined {
  if (USER_IN_ZH.test(judgment)) return undefined
  for (const m of said.matchAll(USER_DOES_ZH)) {
    const act = `${m[1]} ${m[2]}`
    // The act's words in Latin letters (review) and its Chinese characters two by two (发布).
    const latin = act.toLowerCase().match(WORDS) ?? []
    const pairs = hanPairs(act)
    const named = (text: string) => latin.some((w) => text.toLowerCase().includes(w)) || pairs.some((p) => text.includes(p))
    if (!latin.length && !pairs.length) continue
    if (!named(judgment) || refusesWhereNamed(judgment, named)) continue
    return { from: m[0].trim(), to: judgment.trim() }
  }
  return undefined
}

/**
 * "Only the release manager tags releases", 「只有运维能重启服务」: an act kept for one named person or
 * role: the words after "only" (the doer, the verb, its object; read by othersAct), or the doer (group 1)
 * and the act (2) of 只有…能. Not "only you" / 只有你: that gives the act to the model.
 */
const ONLY_DOER_EN = /(?:^|[^a-z])only\s+(?!(?:you|u|we|when|if|for|in|on|after|before|once|use|run)\b)((?:[a-z0-9][\w./-]*\s*){2,8})/gi
const ONLY_DOER_ZH = /只有\s*(?!你)([^，。；,;！!？?\s]{1,8}?)\s*(?:才)?(?:能|可以|有权|负责)\s*([^，。；,;！!？?]{1,12})/g
const DETERMINER = new Set(['the', 'a', 'an', 'our', 'my'])
const MODAL = /^(?:can|may|should|must|gets?|to)$/i
/** The judgment gives the act to the model: "yourself", 你自己 / 自己来. */
const TO_MODEL = /(?<![a-z])yourself(?![a-z])|你自己|自己来|自己动手/i

/** An act the user kept for someone they named, given to the model by the judgment. */
function othersAct(judgment: string, said: string): { from: string; to: string } | undefined {
  if (!TO_MODEL.test(judgment)) return undefined
  const mine = stems(judgment)
  for (const m of said.matchAll(ONLY_DOER_EN)) {
    // "the release manager tags releases": the doer is one to three words (after a determiner), then the verb and its object.
    // A modal between doer and verb ("only the lead can merge") is neither.
    const words = m[1]!.trim().split(/\s+/).filter((w) => !MODAL.test(w))
    const start = DETERMINER.has(words[0]!.toLowerCase()) ? 1 : 0
    for (let size = 1; size <= 3; size++) {
      const verb = stem((words[start + size] ?? '').toLowerCase())
      const doer = words.slice(start, start + size).map((w) => stem(w.toLowerCase()))
      const object = words.slice(start + size + 1, start + size + 5).map((w) => stem(w.toLowerCase())).filter((w) => w.length > 1 && !DETERMINER.has(w))
      if (!verb || NOT_ACTS.has(verb) || !mine.has(verb) || doer.every((w) => mine.has(w)) || !object.some((w) => mine.has(w))) continue
      return { from: m[0].trim(), to: judgment.trim() }
    }
  }
  for (const m of said.matchAll(ONLY_DOER_ZH)) {
    const pairs = hanPairs(m[2]!)
    const latin = m[2]!.toLowerCase().match(WORDS) ?? []
    if (judgment.includes(m[1]!) || !(pairs.some((p) => judgment.includes(p)) || latin.some((w) => judgment.toLowerCase().includes(w)))) continue
    return { from: m[0].trim(), to: judgment.trim() }
  }
  return undefined
}

/** The user's words that keep an act for themselves, and the judgment that gives it to the model. */
export function takesUsersAct(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  if (LIKEWISE.test(said)) return undefined
  const found = (CJK.test(said) ? chineseAct(judgment, said) ?? (CJK.test(judgment) ? undefined : englishAct(judgment, said)) : englishAct(judgment, said)) ?? othersAct(judgment, said)
  return found ? { from: [found.from], to: [found.to] } : undefined
}
