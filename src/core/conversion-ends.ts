// A conversion with one of its ends swapped (issue 19, values24): "scrape should only convert HTML to
// plain text" after "scrape should only turn html to markdown", "Always redirect http to https" after
// "Always redirect www to apex", "Map errors to exit codes" after "map errors to log levels". A rule
// that turns one thing into another names two values, its source and its target; the topic score
// sees the verb and the shared end and the other end may be a word the user wrote elsewhere in
// the message ("if the page is plain text, return it as-is"), so the unsaid-word checks pass it.
// Read here as verb + source + to/into + target: the judgment's conversion keeps one end of the
// user's (or the verb) and names another value at the other end, sharing no word with the user's
// end, no spelling of it (md / markdown) and no sense. Reads the two texts only; pure.

import { cutShort } from './cut-short.js'
import { numeronymPair } from './numeronym.js'
import { normalize } from './segment.js'
import { sensesIn } from './senses.js'
import { stem } from './stem.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'

const VERB = String.raw`(?<![a-z])(convert|turn|transform|translate|map|redirect|rewrite|migrate|port|compile|cast)(?:s|ed|ing)?`
const CONVERSION = new RegExp(String.raw`${VERB}\s+([^,;:.!?—–()]{1,40}?)\s+(?:to|into)\s+([^,;:.!?—–()]{1,40})`, 'g')
/** Where the target ends: a list, a condition, a purpose. */
const TARGET_END = /\s+(?:or|and|when|if|before|after|so|unless|for|in|on|with|by|instead|rather|then|but|—)\s.*$/
const DETERMINER = /^(?:the|a|an|all|every|each|any|its|their|our|your|this|that|these|those|them|it)\s+/

interface Conversion { verb: string; from: string; to: string }

function conversionsIn(text: string): Conversion[] {
  const lower = normalize(text)
  const out: Conversion[] = []
  for (const m of lower.matchAll(CONVERSION)) {
    const from = m[2]!.trim().replace(DETERMINER, '')
    const to = m[3]!.trim().replace(TARGET_END, '').replace(DETERMINER, '').trim()
    if (!from || !to || ENGLISH_STOP_WORDS.has(from) || ENGLISH_STOP_WORDS.has(to)) continue
    out.push({ verb: m[1]!, from, to })
  }
  return out
}

const contentStems = (phrase: string) => (phrase.match(/[a-z0-9][a-z0-9+#.-]*/g) ?? []).filter((w) => !ENGLISH_STOP_WORDS.has(w)).map(stem)

/** One end named alike: a shared word, one word written short (md / markdown), one sense. */
function alike(a: string, b: string): boolean {
  const x = contentStems(a)
  const y = contentStems(b)
  if (x.some((w) => y.includes(w))) return true
  const [p, q] = [a.replace(/[\s-]/g, ''), b.replace(/[\s-]/g, '')].sort((u, v) => u.length - v.length) as [string, string]
  if (q.startsWith(p) || numeronymPair(p, q) || cutShort(p, q)) return true
  if (p.length > 1 && p[0] === q[0] && [...p].every(((at) => (c: string) => (at = q.indexOf(c, at) + 1) > 0)(0))) return true
  const senses = sensesIn(a)
  return [...sensesIn(b)].some((s) => senses.has(s))
}

/** The user's end and the judgment's that took its place, or undefined. */
export function swapsConversionEnd(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const mine = conversionsIn(judgment)
  if (mine.length !== 1) return undefined
  const theirs = conversionsIn(said)
  const m = mine[0]!
  // The user converts this way somewhere in the message: no swap.
  if (theirs.some((t) => alike(t.from, m.from) && alike(t.to, m.to))) return undefined
  for (const t of theirs) {
    const fromSame = alike(t.from, m.from)
    const toSame = alike(t.to, m.to)
    if (fromSame && !toSame) return { from: [t.to], to: [m.to] }
    if (toSame && !fromSame) return { from: [t.from], to: [m.from] }
    if (!fromSame && !toSame && t.verb === m.verb) return { from: [`${t.from} → ${t.to}`], to: [`${m.from} → ${m.to}`] }
  }
  return undefined
}
