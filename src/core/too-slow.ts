// Slowness complained of (issue 19, session 43): 「yarn 太慢了，用 pnpm」 restated 「不要用 yarn，用 pnpm」 was held
// as the opposite of the user's words (the complaint read as a clause that chooses yarn), "Don't run the full
// suite; …" after "running the full suite takes forever, …" too, and 「平时要跑全量测试」 after 「跑全量测试太慢了，
// 平时只跑改动相关的测试」 went live. A tool or an act complained of as too slow is turned away, as "I hate …"
// and "… is overkill" turn theirs (claims.ts, claim-parts.ts read it so). A process named as slow ("the CI is
// too slow, cache node_modules", 「构建太慢了」) is not: the user wants it faster, not gone. Pure.

import { normalize } from './segment.js'
import { valueMentions } from './value-classes.js'

const TOO_SLOW = String.raw`(?:is|are|s|was|were|seems?|feels?|gets?|runs?)\s+(?:\w+\s+)?(?:too|so|really|super|painfully)\s+slow|takes?\s+(?:forever|ages|too\s+long)`
const TOO_SLOW_ZH = '太慢|太卡|(?:很|特别|超级?|巨)慢'
/** The complaint itself, in either language. */
export const SLOWNESS = new RegExp(String.raw`(?:${TOO_SLOW_ZH})了?|(?<![a-z])(?:${TOO_SLOW})(?![a-z])`, 'i')
/** What is complained of is an act: "running …", "using …", 跑 / 用 / 装 …. */
const ACT = /^\s*(?:(?:just|always|every\s+time|when)\s+)?[a-z]+ing(?![a-z])|跑|用|装|运行|执行|调用|启动/i

/** The clause complains that a tool or an act is too slow: it turns that away. */
export function slowTurnsAway(clause: string): boolean {
  const text = normalize(clause)
  const at = text.search(SLOWNESS)
  if (at < 0) return false
  const before = text.slice(0, at)
  return ACT.test(before) || valueMentions(before).length > 0
}
