// A demonstrative whose thing the judgment names as "the …" (issue 19, turns23): "The module depends
// only on the Python standard library" after "this module should only depend on the python stdlib",
// "Call the remote MCP endpoint only after …" after 「那个远程 MCP endpoint 只有用户明确同意之后才能调」,
// 「detail 字符串必须用 l10n.t('...') 做本地化」 after 「那个 detail 字符串要用 l10n.t('...') 做本地化」.
// "this"/那个 there points at one thing, and a judgment that keeps its noun with "the" (or, in
// Chinese, keeps the user's name in Latin letters with the noun after it) is as narrow as the user's
// words: it does not generalise. A noun said bare or plural ("Modules depend only on …") or a
// Chinese noun alone (这个平台 → 平台) still widens, and stays `generalises`. Pure.

import { scopeOf } from './claims.js'

/** "this" (not "that", mostly a relative pronoun) and up to three words after it (the last may be the head noun). */
const EN_POINTER = /(?<![a-z])this\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})/gi
/** A Chinese demonstrative and the phrase after it up to a Latin head word: 那个远程 MCP endpoint, 那个 detail 字符串. */
const ZH_POINTER = /(?:这个|那个)\s*([\u4e00-\u9fff]{0,4}\s*[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,2}(?:\s*[\u4e00-\u9fff]{1,4})?)/g
/** Things of one occasion of work, not of the code: "the PR" after "this PR" still means this one only. */
const OCCASION = /^(?:prs?|mrs?|commits?|branch(?:es)?|releases?|versions?|tickets?|issues?|tasks?|changes?|diffs?|patch(?:es)?|deploys?|deployments?|builds?|runs?|bugs?|sprints?|meetings?)$/
/** A Chinese word that starts a predicate, not a noun after the user's Latin modifier ("这个 PR 不用 review"). */
const PREDICATE_START = /^[不没要别用得应可就也都还是会能在把被让给请先再的了]/
const STOP = new Set(['is', 'are', 'was', 'should', 'must', 'can', 'will', 'has', 'have', 'only', 'to', 'be', 'and', 'or', 'one', 'way', 'time', 'case'])

const latinWords = (text: string) => (text.toLowerCase().match(/[a-z][\w-]*/g) ?? [])

/** The judgment says "the … <noun>" with the noun (singular, as the user wrote it) the user pointed at. */
function keptWithThe(judgment: string, words: string[]): boolean {
  const head = words.find((w, i) => i > 0 && STOP.has(w)) ? words.slice(0, words.findIndex((w, i) => i > 0 && STOP.has(w))) : words
  for (let end = head.length; end > 0; end--) {
    const noun = head[end - 1]!
    if (STOP.has(noun)) continue
    if (OCCASION.test(noun)) return false
    const the = new RegExp(`(?<![a-z])the\\s+(?:[a-z][\\w-]*\\s+){0,3}${noun.replace(/[-]/g, '\\-')}(?![a-z])`, 'i')
    if (the.test(judgment)) return true
  }
  return false
}

/**
 * The user's `said` points only through demonstratives whose thing the judgment names as "the …"
 * (or keeps, name and noun, in Chinese): read without those, it points at nothing.
 */
export function keepsPointedThing(judgment: string, said: string): boolean {
  let found = false
  let without = said.replace(EN_POINTER, (whole, phrase: string) => {
    if (!keptWithThe(judgment, latinWords(phrase))) return whole
    found = true
    return ` the ${phrase}`
  })
  without = without.replace(ZH_POINTER, (whole, phrase: string) => {
    const latin = latinWords(phrase)
    const zhTail = /[\u4e00-\u9fff]+$/.exec(phrase.trim())?.[0]
    // In Chinese, the user's Latin name with the noun after it; in English, "the … <Latin head>".
    const mine = judgment.toLowerCase()
    const keptZh = Boolean(zhTail && latin.length && !PREDICATE_START.test(zhTail) && [2, 3, 4].some((n) => zhTail.length >= n && mine.includes(`${latin.at(-1)} ${zhTail.slice(0, n)}`)))
    // Across languages a Latin phrase of two words at least ("MCP endpoint"); 这个 PR alone points at this one.
    const named = latin.filter((w) => !STOP.has(w))
    if (!keptZh && !(named.length >= 2 && keptWithThe(judgment, named))) return whole
    found = true
    return ` ${phrase}`
  })
  return found && scopeOf(without) !== 'pointed'
}
