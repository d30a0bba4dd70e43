// The user's sentence, copied whole, with a requirement of the model's own joined on (issue 19,
// values24): 「SQL 一律用参数化查询，并且加上缓存」 after 「SQL 一律用参数化查询」, "Run the linter before
// every commit, and also bump the version" after "Run the linter before every commit". Every word the
// user wrote is there, so the topic score is full, and the new duty is one or two words, under the
// added-content limit (scope-appended.ts reads the same shape with a scope after it). Held as `adds`
// when the judgment starts with one of the user's clauses word for word, then a joiner that adds a
// duty (并且, 同时, 还要, "and also", "plus") and a clause with no word of the user's message. The
// user's rule put on a thing of the model's own is the same shape: 「回答用中文，代码注释也用中文」 after
// 「回答用中文」, "Answer in Chinese, and write code comments in Chinese too": a clause with 也 / 同样 /
// "too" / "as well" whose subject the user never wrote (their value repeated in it is no cover). Pure.

import { ENGLISH_STOP_WORDS } from './stopwords.js'
import { stem } from './stem.js'
import { CJK } from './han.js'

const ZH_CLAUSES = /[。！？；;!?\n，,]+/
const EN_CLAUSES = /[.!?;:\n]+|,\s*/
const ZH_JOIN = /^[，,；;]?\s*(?:并且|并|而且|同时|另外|此外|还要|还得|也要|再)(?=\S)/
const EN_JOIN = /^,?\s*(?:and\s+also|and\s+additionally|plus|as\s+well\s+as|and\s+then\s+also)\s+/
/** A next clause that puts the rule on something more: 「，代码注释也用中文」, ", and comments in Chinese too". */
const ZH_ALSO = /^[，,；;]\s*(?=[^，,。；;！？]*(?:也|同样|一样))/
const EN_ALSO = /^[,;]\s*(?:and\s+)?(?=[^,;.!?]*(?<![a-z])(?:too|as\s+well|also)(?![a-z]))/
/** Verbs and particles of a joined duty that carry no content of their own. */
const ZH_FRAME = /加上|加|要|需要|必须|都|也|再|一律|统一|使用|用|做|进行|的|了|把/g

const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, '')
const words = (text: string) => text.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? []

/** Chinese: character pairs of the added clause, none of which the user wrote. */
function zhAdded(rest: string, said: string): string[] | undefined {
  const content = rest.replace(/[，。；！？,.;!?]+$/, '').replace(ZH_FRAME, ' ')
  const runs = content.match(/[\u3400-\u9fff]{2,}|[a-z][a-z0-9_-]*/gi) ?? []
  if (!runs.length) return undefined
  const text = said.toLowerCase()
  for (const run of runs) {
    if (/^[a-z]/i.test(run) ? text.includes(run.toLowerCase()) : [...run].slice(0, -1).some((c, i) => text.includes(c + run[i + 1]!))) return undefined
  }
  return runs
}

/** Chinese: the content runs of a clause (its frame words taken out). */
const zhRuns = (rest: string) => rest.replace(/[，。；！？,.;!?]+$/, '').replace(ZH_FRAME, ' ').replace(/同样|一样/g, ' ').match(/[\u3400-\u9fff]{2,}|[a-z][a-z0-9_-]*/gi) ?? []

/** Of a clause that puts the user's rule on more, its runs the user never wrote, when its first (the subject) is one of them. */
function unsaidSubject(runs: string[], said: string): string[] | undefined {
  const text = said.toLowerCase()
  const saidRun = (run: string) => /^[a-z]/i.test(run) ? new Set(words(said).map(stem)).has(stem(run.toLowerCase())) : [...run].slice(0, -1).some((c, i) => text.includes(c + run[i + 1]!))
  const added = runs.filter((run) => !saidRun(run))
  return added.length && added[0] === runs[0] ? added : undefined
}

/** English: the added clause's content words, none of which the user wrote in any form. */
function enAdded(rest: string, said: string): string[] | undefined {
  const content = words(rest).filter((w) => !ENGLISH_STOP_WORDS.has(w))
  if (!content.length) return undefined
  const saidStems = new Set(words(said).map(stem))
  return content.some((w) => saidStems.has(stem(w))) ? undefined : content
}

/** The words of a duty the judgment joins onto a clause of the user's copied whole; or undefined. */
export function appendsDuty(judgment: string, said: string): string[] | undefined {
  const zh = CJK.test(judgment)
  if (zh !== CJK.test(said)) return undefined
  if (zh) {
    const mine = squeeze(judgment)
    for (const clause of said.split(ZH_CLAUSES).map(squeeze)) {
      if (clause.length < 4 || !mine.startsWith(clause)) continue
      const join = ZH_JOIN.exec(mine.slice(clause.length))
      const also = join ? undefined : ZH_ALSO.exec(mine.slice(clause.length))
      if (also) {
        const added = unsaidSubject(zhRuns(mine.slice(clause.length + also[0].length)), said)
        if (added) return added
      }
      if (!join) continue
      const added = zhAdded(mine.slice(clause.length + join[0].length), said)
      if (added) return added
    }
    return undefined
  }
  const mine = words(judgment).join(' ')
  const lower = judgment.toLowerCase()
  for (const clause of said.split(EN_CLAUSES)) {
    const theirs = words(clause)
    if (theirs.length < 3 || !mine.startsWith(`${theirs.join(' ')} `)) continue
    // Where the user's clause ends in the judgment's own text (its punctuation kept).
    const last = theirs.at(-1)!
    let at = -1
    for (let k = 0, from = 0; k < theirs.length; k++) {
      at = lower.indexOf(theirs[k]!, from)
      if (at < 0) break
      from = at + theirs[k]!.length
    }
    if (at < 0) continue
    const join = EN_JOIN.exec(lower.slice(at + last.length))
    const also = join ? undefined : EN_ALSO.exec(lower.slice(at + last.length))
    if (also) {
      const rest = lower.slice(at + last.length + also[0].length).replace(/[.!?;,].*$/s, '')
      const added = unsaidSubject(words(rest).filter((w) => !ENGLISH_STOP_WORDS.has(w) && !/^(?:too|also|well|write|use|keep|make)$/.test(w)), said)
      if (added) return added
    }
    if (!join) continue
    const added = enAdded(lower.slice(at + last.length + join[0].length), said)
    if (added) return added
  }
  return undefined
}
