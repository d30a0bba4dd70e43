// A verb made from a noun with -ize says the noun's meaning: "parameterized queries" is 参数化查询,
// "tokenized" is read with "token" (issue 19, adds23: "数据库访问都用参数化查询" waited as "adds 参数"
// after "Use parameterized queries"). The stemmer strips -ized to the noun ("parameter") but the
// sense table holds the noun's own stem ("paramet"), so the two never met. Read by senses.ts for a
// Latin word the table does not know as it is. Not for -alize: its base is an adjective of another
// meaning (localize is not local, normalize not normal, finalize not final). Pure.

import { stem } from './stem.js'

/** -ize / -ise and their inflections, not -alize / -alise. */
const IZE = /(?<!al)i[sz](?:e|es|ed|ing|ation|ations|er|ers)$/

/** The stem the noun under `word` (an -ize verb of it) has in the table's spelling, or undefined. */
export function izeBase(word: string): string | undefined {
  if (!IZE.test(word) || word.length < 8) return undefined
  const once = stem(word)
  const twice = stem(once)
  return twice !== once ? twice : undefined
}
