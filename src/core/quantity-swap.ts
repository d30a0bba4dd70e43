// One thing made many, or many made one (issue 19, session 10): "Use several accent colors …"
// after "Use one primary accent color …", "A step can combine several actions" after
// 每个步骤只包含一个动作. The number checks read digits and number words, but "one" is mostly a
// determiner there (one PR, one thing), so a rule's "one X" against the other text's "several X"
// passes them. Here a quantifier of one and a quantifier of many before the same thing (the same
// word, or a word of the same meaning across languages: senses.ts) change the user's claim. Pure.

import { surfaceOf } from './claims.js'
import { sensesIn } from './senses.js'

/** "one X", "a single X", 一个 X, 一件事: exactly one. The Chinese thing is looked ahead at, so 「一个函数只做一件事」 reads 一件 too. */
const ONE = /(?<![a-z])(?:exactly\s+one|only\s+one|just\s+one|one|a\s+single|single)\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)|(?:一个|单个|一种|唯一(?:的)?|只有一个|一件|一项)(?=([\u3400-\u9fff]{1,6}))/gi
/** "several X", 多个 X, 好几件事: more than one. */
const MANY = /(?<![a-z])(?:several|multiple|many|various|a\s+few|numerous)\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)|(?:多个|几个|多种|若干|好几个|许多|好几件|几件|多件|多项|几项)(?=([\u3400-\u9fff]{1,6}))/gi
/** "one thing" / 一件事: the thing counted is no word the senses table can hold (事 is one character). */
const THING = /^(?:things?|事情?)/

interface Counted {
  said: string
  words: Set<string>
  senses: ReadonlySet<number>
  thing: boolean
}

function counted(text: string, pattern: RegExp): Counted[] {
  const out: Counted[] = []
  for (const m of text.matchAll(pattern)) {
    // The thing ends at a word that joins or places it ("colors and …", "actions in …").
    const thing = (m[1] ?? m[2] ?? '').replace(/\s+(?:and|or|but|for|to|in|of|with|on|at|by|from|per|the|a|an)(?:\s.*)?$/i, '')
    const said = m[1] === undefined ? m[0] + thing : m[0].slice(0, m[0].length - m[1].length) + thing
    out.push({ said: said.trim(), words: surfaceOf(thing), senses: sensesIn(thing), thing: THING.test(thing) })
  }
  return out
}

const same = (a: Counted, b: Counted) => (a.thing && b.thing) || [...a.words].some((w) => w.length > 1 && b.words.has(w)) || [...a.senses].some((s) => b.senses.has(s))

/** The user's count and the judgment's for the same thing, when one says one and the other many; or undefined. */
export function changesCount(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  const mine = { one: counted(judgment, ONE), many: counted(judgment, MANY) }
  const theirs = { one: counted(said, ONE), many: counted(said, MANY) }
  for (const [count, other] of [['one', 'many'], ['many', 'one']] as const) {
    // A text that says both about the thing ("one or several", 「一个提交只做一件事，…拆成几个提交」) has not chosen.
    for (const a of mine[count]) {
      const b = theirs[other].find((x) => same(a, x))
      if (b && !mine[other].some((x) => same(a, x)) && !theirs[count].some((x) => same(a, x))) return { from: [b.said], to: [a.said] }
    }
  }
  return undefined
}
