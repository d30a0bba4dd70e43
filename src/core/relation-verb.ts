// The verb a restatement puts before the user's own object where the user named no act of their
// own (issue 19, adds22): "send empty headers" for the user's "use empty headers", "call
// setQueryData" for their 要 setQueryData, "each report covers one issue" for "include one issue
// per report". lead-verb.ts frames such a verb as the judgment's first word after the user's
// "use"; this frames it anywhere, when the words after it are the user's. And "omit the X header"
// restates the user's "no X header". Only verbs that say how a thing is used or given (never
// delete, disable, replace: those are a claim), and never where the user's own words before that
// object name another such act (read / write, wrap / add): then the verb is a change of theirs.
// The corpus document frequencies of term-weights.data.ts do not single these verbs out (send
// is in 12 rule lines, call in 60, as many as product names), so the set is by hand. Pure.

import { latinStems } from './added-words.js'
import { stem } from './stem.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'
import { extractFeatures } from './topic.js'

/** Verbs that restate using, giving or holding a thing the user named. */
const RELATION = new Set(`use call calls send pass read declare list put keep cover share pick choose create make write add
include give set provide supply store place hold build define type mark name handle run wrap load manage reserve start`
  .split(/\s+/).filter(Boolean).map(stem))

/** The user's verbs that name no act of their own: any relation verb may restate them. */
const GENERIC = new Set('use include put make add have get do give set'.split(' ').map(stem))

/** Verbs that restate the user's "no X" / "without X". */
const ABSENCE = new Set(['omit', 'skip', 'exclude', 'drop'].map(stem))
const NO = new Set(['no', 'without'])

/** How far after the verb its object's first word of the user's may stand ("covers a single issue"). */
const REACH = 3

/** Words keeping the marks code names keep (@State, wick-a11y, setQueryData, -Dflag=false). */
const wordsOf = (text: string) => text.toLowerCase().split(/[^\w@$#:.=\-]+/).map((w) => w.replace(/^[.:=]+|[.:=-]+$/g, '')).filter(Boolean)

/**
 * Feature keys of the judgment's relation verbs whose object is the user's (for addedContent's
 * framing): a word of the user's within REACH words after the verb, which the user's own words
 * put after no other relation verb; and of an absence verb whose object the user put after "no".
 */
export function relationVerbFraming(judgment: string, said: string): Set<string> {
  const out = new Set<string>()
  const mine = wordsOf(judgment)
  const saidStems = latinStems(said)
  // The user's clauses, each as its words' stems: a verb of theirs before the object counts in its clause.
  const clauses = said.split(/[,;!?，。；！？()]|[.:](?=\s|$)|\s[-–—]\s/).map((c) => wordsOf(c))
  const userWord = (w: string) => !ENGLISH_STOP_WORDS.has(w.replace(/'/g, '')) && w.length > 1 && (clauses.some((c) => c.includes(w)) || saidStems.has(stem(w)))
  mine.forEach((verb, i) => {
    const key = stem(verb)
    const relation = RELATION.has(key)
    if ((!relation && !ABSENCE.has(key)) || saidStems.has(key)) return
    const object = mine.slice(i + 1, i + 1 + REACH).find(userWord)
    if (!object) return
    const ok = clauses.some((words) => words.some((w, j) => {
      if (stem(w) !== stem(object)) return false
      const before = words.slice(0, j)
      // Another act of the user's on the object (write for read, wrap for add): the verb changes it.
      if (relation) return !before.some((b) => stem(b) !== key && RELATION.has(stem(b)) && !GENERIC.has(stem(b)))
      return words.slice(Math.max(0, j - 2), j).some((b) => NO.has(b))
    }))
    if (!ok) return
    out.add(`e:${key}`)
    for (const k of extractFeatures(verb).weights.keys()) out.add(k)
  })
  return out
}
