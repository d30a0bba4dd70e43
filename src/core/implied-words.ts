// What a user's word already says (issue 19, near24): a restatement spells out what the user's own
// word holds without naming it. Catching is of errors ("Don't catch errors you can't handle" ⇐
// "only catch what you can actually handle"); git is where the repository is ("Never store secrets
// in the repo" ⇐ "secrets never go in git"); a result set is what a query returns; responsive is
// working across screen sizes; "tell me what you're gonna do" is the plan explained; touching code
// is changing it; "tell me" is saying; "ran" is "run"; the repo folder is the workspace. Each line
// below is one such word or phrase of the user's and the words whose units it says. Only the judgment's units among them count as said (ground.ts
// coverage, ground-beyond.ts addedContent); the judgment's other words still count, so an added
// requirement, scope or object ("… work offline" for "responsive", "… in the backend repo" for
// "git") is still unsaid. The words a line implies are the meaning of the user's word, never merely
// related things: "git" says "repository", not "commit" or "branch". Reads the user's text (and,
// for a verb's object, whether the judgment keeps the verb). Pure.

import { normalize } from './segment.js'
import { extractFeatures } from './topic.js'

/**
 * A word or phrase of the user's (matched on the normalized text) → the words whose units it says;
 * `kept`: only said where the judgment keeps the user's word (the object of a verb it still writes:
 * "Log errors you can't handle" for "only catch what you can handle" drops the catching, and its
 * errors are its own).
 */
const IMPLIED_WORDS: ReadonlyArray<readonly [RegExp, string, 'kept'?]> = [
  // The object of catching is errors: "catch what you can handle", 「能处理的才捕获」.
  [/(?<![a-z])(?:catch|catches|catching|caught)(?![a-z])|捕获/, 'error errors exception', 'kept'],
  // Git keeps a repository: "secrets never go in git".
  [/(?<![a-z])git(?![a-z-])/, 'repo repository'],
  // A result set is what a query returns.
  [/(?<![a-z])result\s+sets?(?![a-z])|结果集/, 'query return returns 查询 返回'],
  // Responsive is working across screen sizes (devices, viewports).
  [/(?<![a-z])responsive(?:ly|ness)?(?![a-z])|响应式/, 'screen screens size sizes device devices viewport 屏幕 尺寸 设备'],
  // "Tell me what you're gonna do": the plan, explained.
  [/(?<![a-z])(?:tell|show|walk)\s+me\s+(?:through\s+)?what\s+(?:you\s*(?:['’]re|are|re)\s+(?:gonna|going\s+to)|you(?:['’]ll|\s+will|\s+plan\s+to|\s+want\s+to|\s+intend\s+to))\s+(?:do|change)(?![a-z])/, 'explain plan'],
  // Touching code is changing it: "before you touch any code", "don't touch the config".
  [/(?<![a-z])(?:touch|touches|touched|touching)(?![a-z])/, 'change'],
  // The repo folder is the workspace: "don't delete anything outside the repo folder".
  [/(?<![a-z])(?:repo|repository|project)\s+(?:folder|directory|dir)(?![a-z])/, 'workspace'],
  // "Tell me it's done" is saying it is: "don't tell me its done until you ran the tests".
  [/(?<![a-z])(?:tell|tells|told|telling)\s+me(?![a-z])/, 'say saying'],
  // A feature flag is a gate a change sits behind: "use feature flags for risky changes" says "gate them behind flags".
  [/(?<![a-z])(?:feature[\s-]+flags?|feature[\s-]+toggles?)(?![a-z])|功能开关|特性开关/, 'behind gate gated gating guard guarded hide hidden toggle toggled 后面 开关'],
  // bcrypt, argon2 and scrypt hash: "store passwords with bcrypt" says "hash them with bcrypt".
  [/(?<![a-z])(?:bcrypt|argon2(?:id)?|scrypt)(?![a-z])/, 'hash hashes hashing hashed 哈希 散列'],
  // "Ran" is "run": the one common irregular form the stemmer cannot bring back.
  [/(?<![a-z])ran(?![a-z])/, 'run'],
  // "why, not what": the what of a comment is what the code does (session 45).
  [/(?<![a-z])why\s*,?\s*(?:and\s+)?not\s+(?:the\s+)?what(?![a-z])|写为什么[，,]?\s*(?:不写|而不是|不是)(?:是)?什么/, 'what the code does'],
]

const seen = new Map<string, ReadonlySet<string>>()

/** The feature keys that the user's words in `said` imply for `judgment` (their word's meaning spelled out). */
export function impliedByWords(said: string, judgment: string): ReadonlySet<string> {
  const memo = `${said}\u0000${judgment}`
  let out = seen.get(memo)
  if (out) return out
  const text = normalize(said)
  const keys = new Set<string>()
  for (const [word, meaning, kept] of IMPLIED_WORDS) {
    if (!word.test(text) || (kept && !word.test(normalize(judgment)))) continue
    for (const key of extractFeatures(meaning).weights.keys()) keys.add(key)
  }
  if (seen.size >= 256) seen.clear()
  seen.set(memo, (out = keys))
  return out
}
