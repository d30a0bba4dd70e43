// The word that makes a stance stronger, across languages (issue 19, session 18): 绝对 in
// 「测试里绝对不要用 createAuthClient() 另外再建一个客户端」, "absolutely" in "absolutely never commit
// secrets". It says how firmly the user means their do or don't, not a thing of the rule, and a
// restatement says it with "never" or 一律, or not at all; the swap check across languages
// (swap-across.ts) must not read it as a word of the user's that another word replaced. The sense
// table lists 绝对 for "absolute" (绝对路径, absolute paths): only where it stands before the stance
// (a negation, a must) is it the intensifier. The stance itself is the polarity checks'. Pure.

import { stem } from './stem.js'

/** 绝对 / 千万 / 务必 / 一定 right before a negation or a must; absolutely / definitely / strictly before one. */
const ZH = /(绝对|千万|务必|一定|切记)(?=不|别|没|禁止|要|必须|得|需要|只)/g
const EN = /(?<![a-z])(absolutely|definitely|strictly)\s+(?:not|never|no|must|don'?t|dont|do\s+not|always|only|avoid)(?![a-z])/gi

/** The units of `text` that only intensify its stance (`z:绝对`, `e:absolut`): none when it has no such word. */
export function intensifierUnits(text: string): Set<string> {
  const out = new Set<string>()
  for (const m of text.matchAll(ZH)) out.add(`z:${m[1]}`)
  for (const m of text.matchAll(EN)) out.add(`e:${stem(m[1]!.toLowerCase())}`)
  return out
}
