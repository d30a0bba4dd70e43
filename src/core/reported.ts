// Words of the user's that report, not rule: what someone else holds ("my colleague always uses
// tabs", "the docs say to run it with sudo", "前同事喜欢用 tab"), what used to be ("i used to use
// yarn", "以前我们用 yarn"), and what the model keeps doing ("you keep adding emojis", "你又在
// 提交信息里加 emoji 了"), and what is said in irony ("what could go wrong"). Read as rules, each grounded the very rule the user was reporting on, often
// against it ("my colleague always uses tabs, drives me nuts" → "Use tabs" went live). The gate
// reads a sentence without such clauses; a sentence of nothing else states no rule. Pure.

const OTHERS_EN = String.raw`(?:my|our|the|a|this|that)\s+(?:[a-z-]+\s+)?(?:colleague|coworker|co-worker|boss|manager|lead|cto|friend|teacher|reviewer|interviewer|client|customer|predecessor|previous\s+dev(?:eloper)?|old\s+code(?:base)?|linter|docs|documentation|tutorial|blog(?:\s+post)?|article|book|course|guide|answer|template|runbook|playbook|readme|wiki|spec|rfc|security\s+team|pm|product\s+manager|designer|architect|dba|sre)s?`
const PEOPLE_EN = String.raw`(?:pm|legal|security|compliance|product|design|qa|ops|management)|(?:someone|somebody)(?:\s+(?:on|in|from|at)\s+(?:the|my|our)\s+[a-z]+)?|some\s+people|(?:most\s+|many\s+)?people|everyone|everybody|others|other\s+people|stack\s*overflow|chatgpt|copilot|google|the\s+internet|they`
const SAYS_EN = String.raw`says?|said|wants?|wanted|likes?|liked|loves?|loved|recommends?|recommended|suggests?|suggested|tells?|told\s+(?:me|us)|prefers?|preferred|insists?|insisted|thinks?|thought|claims?|claimed|swears?\s+by`
/** A thing or person named uses it too; "everyone uses prettier here" is the team's own norm, so people only say. */
const USES_EN = String.raw`uses?|used|always\s+(?:uses?|says?|writes?|does)`

/** "i know", "sure": a view granted before the user's own ("i know people say to always use ORMs, but …"; session 46). */
const GRANTED = String.raw`(?:(?:i\s+know|i\s+get\s+(?:it|that)|i'?m\s+aware|i\s+hear\s+you|sure|yeah|yes|ok|okay)[\s,]+(?:that\s+)?)?`

const REPORTS = new RegExp([
  // Someone else's rule.
  String.raw`^(?:(?:and|but|so|well|also)\s+)?${GRANTED}(?:${OTHERS_EN})\s+(?:(?:all|always|usually|often|really|just)\s+)?(?:${SAYS_EN}|${USES_EN})(?![a-z])`,
  String.raw`^(?:(?:and|but|so|well|also)\s+)?${GRANTED}(?:${PEOPLE_EN})\s+(?:(?:all|always|usually|often|really|just)\s+)?(?:${SAYS_EN})(?![a-z])`,
  // What used to be ("Redis is used to cache sessions" is another "used to").
  String.raw`(?<!(?:is|are|was|were|be|been|being|gets?|got)\s+)\bused\s+to\s`,
  String.raw`\b(?:back\s+then|previously|in\s+the\s+past|(?:at|in|on|for)\s+(?:my|our|the)\s+(?:last|old|previous|former)\s+(?:job|company|project|team|codebase|repo))(?![a-z])`,
  // What the model keeps doing, or did again.
  String.raw`^(?:(?:and|but|so)\s+)?(?:you|u)\s+(?:keep|kept)\s+[a-z]+ing(?![a-z])`,
  String.raw`^(?:(?:and|but|so)\s+)?(?:you|u)\s+(?!(?:can|could|should|must|need|have\s+to|will|may|might)\s)(?:[^,.;!?]*\s)?again[.!]*$`,
  // 别人的、过去的、模型又做了的。
  '^(?:(?:我们|我)?(?:以前|之前|过去|原来|当年|上个项目|上家公司|在上家)|(?:前同事|同事|老板|领导|组长|朋友|别人|有人|大家|他们|文档|教程|官方文档|网上|书上|老代码|原来的代码)(?:都|也|一直|总)?(?:说|讲|建议|推荐|喜欢|爱|习惯|要求|觉得|认为|用))',
  // What another team or role advises: 安全团队建议…, 产品说…, PM 说… (a team's own 用 is its norm, not a report).
  '^(?:[\u3400-\u9fff]{1,2}团队|运维|产品(?:经理)?|设计师?|架构师|法务|安全(?:组|部门)|pm|dba|sre|runbook|手册)\\s*(?:那边)?(?:都|也|一直|总)?(?:说|讲|建议|推荐|要求|觉得|认为)',
  '^(?:你|您)(?:怎么|咋)?(?:又|总是|老是|老|总)|^老是|^又.*了[。！!]*$',
].join('|'), 'i')

/** Where a sentence breaks into clauses for this reading: commas, semicolons, and "but" / 但是 / 现在. */
const CLAUSE = /(?<=[,，;；])\s*|\s+(?=(?:but|though|yet|however|now)\s)|(?=但是|不过|可是|现在)/i

/**
 * Said in irony, so it says the other: "sure, let's just push to main, what could go wrong", "yeah
 * right, because force pushing is such a great idea", 「直接推 main，好主意，才怪」. The whole sentence
 * states no rule of the user's.
 */
const IRONY = /what\s+could\s+(?:possibly\s+)?go\s+wrong|(?<![a-z])yeah,?\s+right(?![a-z])|said\s+no\s*(?:one|body)\s+ever|because\s+(?:that|this|it)(?:'?s|\s+is|\s+was)?\s+(?:always\s+|just\s+)?(?:such\s+)?a\s+(?:great|good|brilliant|wonderful|fantastic|genius)\s+idea|(?:great|brilliant|genius|wonderful)\s+idea[,.!]*\s*(?:not|\/s)(?![a-z])|\s\/s\s*$|🙄|才怪|好主意呢|可真有你的/i

/** The user takes the reported view as theirs: "…, and I agree", 「…，我也觉得应该这样」. */
const AGREES = /(?<![a-z])(?:i\s+(?:fully\s+|totally\s+|completely\s+)?agree|agreed|(?:they'?re|he'?s|she'?s|that'?s)\s+right(?!\s+(?:there|here|now|away))|makes\s+sense|for\s+once\s+i\s+agree)(?![a-z])|我(?:也|完全|很)?(?:同意|赞同|认同)(?!不)|我也(?:觉得|认为)|说得(?:对|有道理)|有道理|没毛病/i

/** `sentence` without its reporting clauses; '' when nothing else is left. */
export function withoutReports(sentence: string): string {
  if (IRONY.test(sentence)) return ''
  if (AGREES.test(sentence) && !/不(?:同意|认同|赞同)|disagree|don'?t\s+agree/i.test(sentence)) return sentence
  const clauses = sentence.split(CLAUSE)
  const kept = clauses.filter((c) => !REPORTS.test(c.trim()))
  if (kept.length === clauses.length) return sentence
  // Only a connective or a mark left ("but", "，"): nothing is said.
  const left = kept.join(' ').replace(/^[\s,，;；]*(?:but|though|yet|however|但是|不过|可是)?[\s,，;；]*/i, '').trim()
  return /[\p{L}\p{N}]/u.test(left) ? left : ''
}
