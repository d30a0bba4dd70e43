// A name in the user's frame, replaced (issue 19, flips22): "lintkit scan --strict" after "lintkit
// verify --strict", 「接口名统一加 Base 前缀」 after 「接口名统一加 Abstract 前缀」, `cfg["db"]["port"]` after
// `cfg["db"]["host"]`. The words around the slot are the user's, copied; the name inside it is not
// the user's name there, and the user's name is gone from the judgment. The name may be a word the
// user wrote elsewhere (the type they return, the key they corrected away from), so the unsaid-word
// checks let it pass; read by position instead. Only names count: with Chinese on either side every
// Latin word is one, and so is a word spelled as code (a dot, underscore, sigil or capital inside); two
// plain English words ("use when" / "use if") are a reword as often as a swap, so they count only with
// code before the slot (a key path, an import alias) or a flag after it (a subcommand). Two spellings
// of one name (hard-code / hardcode, i / install, txs / transactions, k8s) are not swapped. Pure.

import { cutShort } from './cut-short.js'
import { swapsKeyword } from './keyword-mention.js'
import { numeronymPair } from './numeronym.js'
import { sensesIn } from './senses.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'
import { CJK } from './han.js'

/** Code-ish Latin runs (drizzle-kit, pyspark.sql.functions, @recipe, doesn't, --flag), single CJK characters, punctuation. */
const TOKEN = /(?<![\w-])--?[A-Za-z][\w-]*|[A-Za-z0-9_$@][\w$@.\-/']*[\w$/]|[A-Za-z0-9_$]|[\u3400-\u9fff]|[^\s\w\u3400-\u9fff]/g
const LATIN = /^[A-Za-z_$@]/
/** Punctuation of code around a slot: a key in brackets, a quoted literal, a block, an assignment. */
const CODE_MARK = /^[[\]"`(){}=]$/
/** Where a clause ends: nothing beyond it frames the slot. */
const BOUNDARY = /^[,.;:!?，。；：！？、)）—]$/
/** Characters of Chinese grammar, too common to frame a slot alone. */
const ZH_FILLER = new Set([...'的了是在和与或及把被就都也还很用'])
/** Placeholder words a restatement names more exactly ("the @State stuff" → "@State fields"). */
const PLACEHOLDER = new Set(['stuff', 'thing', 'things', 'one', 'ones', 'bit', 'bits', 'part', 'parts', 'something', 'etc'])

const lower = (t: string) => t.toLowerCase()
const isWord = (t: string) => LATIN.test(t) || /^--?[A-Za-z]/.test(t) || /^\d/.test(t) || CJK.test(t)
/** A word that frames a slot by itself: not grammar. */
const strong = (t: string) => isWord(t) && !ENGLISH_STOP_WORDS.has(lower(t)) && !ZH_FILLER.has(t)
/** Spelled as code: a dot, underscore, sigil or capital inside, or a command-line flag; not a hyphen or slash (first-class, I/O). */
const codeWord = (t: string) => /[_$@.]/.test(t.slice(1)) || /^[@$_]/.test(t) || /[a-z][A-Z]/.test(t) || /^--?[A-Za-z]/.test(t)
const codeFrame = (run: readonly string[]) => run.some((t) => codeWord(t) || CODE_MARK.test(t))
/** After the slot, what only code has: a flag, a bracket, a quote (a subcommand and its options, a key). */
const flagFrame = (run: readonly string[]) => run.some((t) => /^--?[A-Za-z]/.test(t) || CODE_MARK.test(t))

interface Flank { run: string[]; end: boolean }

/**
 * The tokens out from `at` in direction `step` up to and including the first word that frames by
 * itself (six at most), or the tokens up to a clause end; `end` when the clause ends first.
 */
function flank(tokens: readonly string[], at: number, step: 1 | -1): Flank {
  const run: string[] = []
  for (let i = at + step; i >= 0 && i < tokens.length && run.length < 6; i += step) {
    const t = tokens[i]!
    if (BOUNDARY.test(t)) return { run, end: true }
    run.push(t)
    if (strong(t)) return { run, end: false }
  }
  return { run, end: run.length < 6 }
}

const same = (a: Flank, b: Flank) => a.run.length > 0 && a.end === b.end && a.run.length === b.run.length && a.run.every((t, i) => lower(t) === lower(b.run[i]!))
const squeeze = (t: string) => lower(t).replace(/[-_/\s]/g, '')

/** Two spellings of one name: joined or hyphenated, a prefix, an abbreviation, a numeronym, one sense. */
function oneName(a: string, b: string): boolean {
  const [x, y] = [squeeze(a), squeeze(b)].sort((p, q) => p.length - q.length) as [string, string]
  if (x === y) return true
  // Case tells names from code apart (F / fn as import aliases); a short prefix of a long word is its abbreviation (i / install).
  if (y.startsWith(x) && (x.length > 1 || y.length > 3) && !(a.length <= 2 && b.length <= 2)) return true
  // Letters in order from the first (txs / transactions, cfg / config): a word written short.
  if (x.length > 1 && x[0] === y[0] && [...x].every(((at) => (c: string) => (at = y.indexOf(c, at) + 1) > 0)(0))) return true
  if (numeronymPair(x, y) || cutShort(x, y)) return true
  const senses = sensesIn(a)
  return [...sensesIn(b)].some((line) => senses.has(line))
}

/**
 * The user's name and the judgment's that took its slot, when a Latin word of the judgment stands
 * between words copied from the user's text where the user wrote another Latin word that the
 * judgment never uses. With Chinese on either side, or when either word is spelled as code, one
 * copied side that frames by itself and a clause end on the other are enough; two plain English
 * words need code before the slot (a key path, an import alias) or a flag after it (a subcommand).
 */
export function swapsSlot(judgment: string, said: string): { from: string[]; to: string[] } | undefined {
  // "use if to …" after "use when to …": a grammar word named as a keyword is a name (keyword-mention.ts).
  const keyword = swapsKeyword(judgment, said)
  if (keyword) return keyword
  const mine = judgment.match(TOKEN) ?? []
  const theirs = said.match(TOKEN) ?? []
  const judgmentWords = new Set(mine.filter(isWord).flatMap((t) => [lower(t), ...lower(t).split(/[-/]/)]))
  // A Latin word inside Chinese (drizzle-kit push, Async) is a name whichever language restates it.
  const inChinese = CJK.test(judgment) || CJK.test(said)
  for (let i = 0; i < mine.length; i++) {
    const x = mine[i]!
    if (!LATIN.test(x) || ENGLISH_STOP_WORDS.has(lower(x))) continue
    const left = flank(mine, i, -1)
    const right = flank(mine, i, 1)
    // The user wrote this name in this frame too (「dir="auto" 或 dir="rtl"」): one of theirs, kept.
    if (theirs.some((t, k) => lower(t) === lower(x) && (same(flank(theirs, k, -1), left) || same(flank(theirs, k, 1), right)))) continue
    for (let k = 0; k < theirs.length; k++) {
      const y = theirs[k]!
      if (!LATIN.test(y) || lower(y) === lower(x) || judgmentWords.has(lower(y)) || ENGLISH_STOP_WORDS.has(lower(y)) || PLACEHOLDER.has(lower(y))) continue
      const theirLeft = flank(theirs, k, -1)
      const theirRight = flank(theirs, k, 1)
      const leftSame = same(left, theirLeft)
      const rightSame = same(right, theirRight)
      if (!leftSame && !rightSame) continue
      const both = leftSame && rightSame
      let framed: boolean
      if (inChinese || codeWord(x) || codeWord(y)) {
        const leftThenEnd = leftSame && strong(left.run.at(-1)!) && (right.end || theirRight.end)
        const endThenRight = rightSame && strong(right.run.at(-1)!) && (left.end || theirLeft.end)
        framed = both || leftThenEnd || endThenRight
      } else {
        // Code, then a grammar word or a bracket, then the slot: an alias (as np), a key (["port"]); not a name's noun (the Next.js way).
        const afterCode = leftSame && codeFrame(left.run) && (left.run.length > 1 || flagFrame(left.run)) && (right.end || theirRight.end)
        framed = (both && (codeFrame(left.run) || flagFrame(right.run))) || afterCode
      }
      // "Never force push" after "git push --force": the user's flag said as a word, not a name put in the slot.
      if (!framed || oneName(x, y) || theirs.some((t) => /^--?[A-Za-z]/.test(t) && lower(t.replace(/^--?/, '')) === lower(x))) continue
      return { from: [y], to: [x] }
    }
  }
  return undefined
}
