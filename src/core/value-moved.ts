// A value of the user's put on their other subject (issue 19, flips24): 「commit message 全部用英文写」
// after 「commit message 用中文写，前面的 feat/fix 前缀保留英文」, "Write the README in English" after
// "comments in english, but chinese is fine in the readme". The user gave two values of one class
// to two subjects, one clause each; the judgment names one of those values only, on the subject of
// the other clause. Every value is the user's, so claim-check.ts sees nothing, and a clause of
// theirs is copied nearly whole, so the topic score is high; roles-crossed.ts needs two judgment
// clauses crossed. Read by the words that tell the user's two clauses apart (those of one clause
// only, the values' own words left out): the judgment takes such words from the clause of the
// value it does not name and none from the clause of the value it names. A Chinese character
// counts half (写 is a subject's word by chance more often than "readme"). Surface words as
// claims.ts compares clauses; across zh/en also the meanings of the senses table (接口文档 / "API
// docs"), each meaning of one clause only counting as a word. Pure.

import { surfaceOf } from './claims.js'
import { sensesIn } from './senses.js'
import type { ClaimSlots, ValueSlot } from './slots.js'
import { CJK } from './han.js'
import { POSITIVE_STANCES } from './claim-parts.js'

/** Clauses: sentence punctuation, commas, and "but" / "while" / 但 / 而 before a second part. */
const CLAUSE_END = /[;；。!?！？\n，,]+|\.(?=\s|$)|(?<![a-z])(?:but|while|whereas|except)(?![a-z])|但是?|而且?|不过/i
/** Words of no subject: verbs and grammar any clause of either value may carry. */
const NO_SIDE = new Set(['us', 'use', 'write', 'written', 'keep', 'should', 'must', 'alway', 'can', 'may', 'fine', 'ok', 'all', 'everi', 'everyth', 'too', 'also', 'onli', 'just', 'pleas', 'pl', 'from', 'now', 'on', 'instead', '全', '部', '都', '一', '律', '用', '写', '吧', '以', '后', '要', '请', '就', '可'])

const clausesOf = (text: string) => text.split(CLAUSE_END).map((c) => c?.trim() ?? '').filter(Boolean)

/** A clause without the values' own words. */
function withoutValues(clause: string, values: readonly ValueSlot[]): string {
  let text = clause.toLowerCase()
  for (const v of values) text = text.split(v.surface.toLowerCase()).join(' ')
  return text
}

/** A clause's subject words: its surface words without the values' own and the words of no side. */
const subjectWords = (clause: string, values: readonly ValueSlot[]) => new Set([...surfaceOf(withoutValues(clause, values))].filter((w) => !NO_SIDE.has(w)))

const says = (clause: string, v: ValueSlot) => clause.toLowerCase().includes(v.surface.toLowerCase())
const weigh = (words: Iterable<string>) => [...words].reduce((sum, w) => sum + (CJK.test(w) ? 0.5 : 1), 0)

/** The user's value and the judgment's, when the judgment put one of two values of the user's on the other's subject; or undefined. */
export function movesValue(judgment: ClaimSlots, said: ClaimSlots): { from: string[]; to: string[] } | undefined {
  for (const cls of new Set(judgment.values.map((v) => v.cls))) {
    const mine = judgment.values.filter((v) => v.cls === cls)
    const named = new Set(mine.map((v) => v.value))
    if (named.size !== 1) continue
    const theirs = said.values.filter((v) => v.cls === cls)
    const kept = theirs.filter((v) => named.has(v.value))
    // A value the user refused is no value of another subject ("stored in local time rn which is wrong. store them in utc").
    const other = theirs.filter((v) => !named.has(v.value) && POSITIVE_STANCES.has(v.stance))
    if (!kept.length || !other.length || new Set(other.map((v) => v.value)).size !== 1) continue
    const clauses = clausesOf(said.text)
    const keptClauses = clauses.filter((c) => kept.some((v) => says(c, v)) && !other.some((v) => says(c, v)))
    const otherClauses = clauses.filter((c) => other.some((v) => says(c, v)) && !kept.some((v) => says(c, v)))
    if (keptClauses.length !== 1 || otherClauses.length !== 1) continue
    const all = [...said.values, ...judgment.values]
    const keptWords = subjectWords(keptClauses[0]!, all)
    const otherWords = subjectWords(otherClauses[0]!, all)
    const apart = (a: Set<string>, b: Set<string>) => new Set([...a].filter((w) => !b.has(w)))
    const own = subjectWords(judgment.text, all)
    const onOther = [...apart(otherWords, keptWords)].filter((w) => own.has(w))
    const onKept = [...apart(keptWords, otherWords)].filter((w) => own.has(w))
    // Across languages, the meanings of one clause only that the judgment says too.
    const across = CJK.test(judgment.text) !== CJK.test(said.text)
    const [mineS, keptS, otherS] = across ? [judgment.text, keptClauses[0]!, otherClauses[0]!].map((t) => sensesIn(withoutValues(t, all))) : [new Set<number>(), new Set<number>(), new Set<number>()]
    const sensesOnOther = [...otherS!].filter((x) => !keptS!.has(x) && mineS!.has(x)).length
    const sensesOnKept = [...keptS!].filter((x) => !otherS!.has(x) && mineS!.has(x)).length
    if (onKept.length || sensesOnKept || weigh(onOther) + sensesOnOther < 1) continue
    return { from: [other[0]!.surface], to: [mine[0]!.surface] }
  }
  return undefined
}
