// How far the user's words reach (issue 19): a standing rule (always, 一律, "we use pnpm here"), this
// occasion (this time, 这次), the thing in front of the user (here, this file, 这个), or open. Split
// from claims.ts (session 38), which re-exports it. Pure.

import { statesTeamHabit } from './team-habit.js'
import { clausesOf as cutClauses } from './clause-split.js'

export const WORD_START = '(?:^|[^a-z])'
export const WORD_END = '(?![a-z])'
/** Source of a pattern matching any of `list` as whole English words. */
export const words = (list: string) => `${WORD_START}(?:${list})${WORD_END}`

export const INSISTS = /(?:^|[^a-z])(?:always|must|every\s+time)(?![a-z])|一律|必须|总是|务必|一定要|每次都/i

/** Says it holds every time, everywhere, for everything: words of a rule, not of a request. */
const UNIVERSAL = new RegExp(`${words('always|everywhere|whenever')}|总是|一律|每次|任何|永远|始终|凡是`, 'i')
/** This occasion, named as one: this time, this once, 这次. */
const THIS_OCCASION = new RegExp(`${words('this\\s+time|this\\s+once|just\\s+this')}|这次|这一次|这回`, 'i')
/** Words that take every one of the things ("all tables", 表格都…): a rule's reach, unless the user said it is for this time. */
const EVERY_THING = new RegExp(`${words('all|every|everything|any(?!\\s+types?)')}|所有|每个|全部|都`, 'i')

/** The user's words state a standing rule or preference, not a request for this occasion. */
const STANDING = new RegExp([
  words('from\\s+now\\s+on|going\\s+forward|in\\s+(?:the\\s+)?future|in\\s+general|generally|by\\s+default|as\\s+a\\s+rule|ever|never|anymore|again|i\\s+(?:really\\s+)?(?:prefer|like|love|hate|want|dislike)|i\\s+(?:don\'?t|do\\s+not)\\s+(?:like|want)|remember'),
  '以后|今后|往后|从现在起|从今以后|默认|一般|别再|不要再|再也|我喜欢|我偏好|我讨厌|我习惯|我希望|我不喜欢|记住|铁律',
].join('|'), 'i')

/** Words about one occasion: this time, for now, 这次, 暂时. Nothing standing rests on them. */
const THIS_TIME = new RegExp([
  words('this\\s+time|this\\s+once|just\\s+this|for\\s+now|for\\s+this\\s+one|right\\s+now|today'),
  '这次|这一次|这回|暂时|今天|先这样',
].join('|'), 'i')

/**
 * Words that point at the thing in front of the user: here, this file, 这里, 这个. Not "that"
 * (mostly a relative pronoun: "comments that repeat the code") nor "this is", "like this".
 */
const POINTS_AT = new RegExp(`${words('here|this|these')}|这(?:里|儿|个|些|篇|张|份|段|条|块|一|处|次)|那个|那篇|那张|此处`, 'i')
/** "equals()、copy() 这些方法": 这些 after a list sums it up ("methods like these"); it points at nothing in front of the user. */
const LISTED_THESE = /([、][^，,。；;]{0,24}?)这些/g
/** Words quoted as an example ('e.g. "rename this"'): their "this" points at nothing in front of the user. */
const QUOTED = /"[^"\n]{1,60}"|“[^”\n]{1,60}”|「[^」\n]{1,60}」/g
const LIKE_THIS = new RegExp(words('like\\s+this|this\\s+is|this\\s+way'), 'gi')
/** 「性能这块，…」, 「部署这方面：…」: "as for performance" names the rule's topic; it points at nothing in front of the user. */
const TOPIC_MARK = /这(?:块|方面)(?=\s*[，,:：])/g
/** 「还有就是嗯那个状态不要全放 store 里」: 那个 after a hesitation (嗯, 呃, 就是) is a filler, pointing at nothing. */
const FILLER = /(?:嗯|呃|额|就是)\s*那个/g

export type Scope = 'standing' | 'this-time' | 'pointed' | 'open'

/** How far the user's words reach. */
export function scopeOf(text: string): Scope {
  // "we use pnpm here": the team's habit is standing, its "here" the project (team-habit.ts).
  if (STANDING.test(text) || UNIVERSAL.test(text) || INSISTS.test(text) || statesTeamHabit(text)) return 'standing'
  // 「这次先把附录里的表格都放成 \small」: all the tables, this time ("all … even if they look sync
  // right now" describes the present; it is no occasion).
  if (THIS_OCCASION.test(text)) return 'this-time'
  if (EVERY_THING.test(text)) return 'standing'
  if (THIS_TIME.test(text)) return 'this-time'
  return POINTS_AT.test(withoutDescriptions(text).replace(QUOTED, ' ').replace(LIKE_THIS, ' ').replace(TOPIC_MARK, ' ').replace(FILLER, ' ').replace(LISTED_THESE, '$1')) ? 'pointed' : 'open'
}

/** A clause that says how a thing is ("npm is too slow here", "the build was flaky here"): its "here" places the reason, not the rule. */
const DESCRIBES = /^\s*(?:(?:because|bc|since|cuz|as)\s+)?(?:[a-z][\w.-]*\s+){1,3}(?:is|are|was|were|gets|got|feels|seems|looks)\s+(?!(?:the\s+)?(?:place|folder|directory|file|one)\b)/i
/** The text without its describing clauses, when something else is left. */
function withoutDescriptions(text: string): string {
  const clauses = cutClauses(text)
  const kept = clauses.filter((c) => !DESCRIBES.test(c))
  return kept.length && kept.length < clauses.length ? kept.join(',') : text
}
