// A named term of the user's words replaced by another in an otherwise copied rule: "Use Flask-RESTX
// for REST APIs" after "Use Flask-RESTful for REST APIs", "Use NODE_ENV …" after "Use VERCEL_ENV …",
// "set NETLIFY_IMAGE_CDN=false" after "=true", "v4 breaking change" after "v5", "交付后再跑 cargo fmt"
// after "交付前先跑 …". The value table (value-classes.ts) knows some classes of values; this check
// knows none: it aligns the judgment with the user's words token by token and looks at what was
// swapped in place. A swap counts when the two sides of one gap both name something (a code-like
// token, an acronym, a name in mid-sentence, a number, a command's sub-command, an environment,
// a branch, a time or order word), or one side does and the gap is one token each way inside the
// rule. Two named terms that trade places across the words between them ("Use AI_COMPLETE …
// (cheaper than AI_CLASSIFY)" after the other way round) swap too. What a paraphrase rewords —
// ordinary words, a verb for a verb — is not a named term, so it passes. Pure.

import { abbreviates, keyOf, sameDigits, slashSpelled } from './spelled-alike.js'
import { analyse, chineseNumber, normalize } from './segment.js'
import { valueMentions } from './value-classes.js'
import { stem } from './stem.js'
import { latinAgainstRun, sameAcrossScript } from './across-script.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'
import { mostlyChinese } from './han.js'
import { sensesIn } from './senses.js'
import { readOnce } from './reading-cache.js'

export interface Token {
  surface: string
  key: string
  named: boolean
  /** Which clause of the text (cut at . ; ! ? and their CJK forms) it stands in. */
  clause: number
  /** A part of a hyphenated word (`s-maxage`, `max-age`, `Flask-RESTful`). */
  compound?: boolean
  /** Named only as a Latin word in Chinese words that neither the lexicon nor the sense table knows (golint). */
  unknownWord?: boolean
  /** The first token after a dash between words ("never npm — our lockfile is …"), or of a remark after a comma ("…, I like it"). */
  dash?: boolean
}

/** Latin tokens (code-like ones whole: `ctx.db.patch`, `--prod`, `@Entry`, `node:20.11`), symbols of order, shell operators (`&&`, a `;` or `|` standing alone), and single CJK characters. */
const TOKEN = /(?<=\s)[;|](?=\s)|--?[A-Za-z][\w-]*|[@$#.:]?[A-Za-z0-9_](?:[\w.:@/+#]|-(?=[A-Za-z0-9]))*[\w+#]|[A-Za-z0-9]|→|->|=>|<-|←|&&|\|\||≤|≥|[\u3400-\u9fff]/g

/** Lower-case words that are values of a rule's slot (an environment, a branch, a boolean, a time or an order). */
const VALUE_WORDS = new Set(`
production prod development dev staging preview test testing devnet mainnet testnet local
main master develop release hotfix feature true false null none
before after daily weekly hourly monthly nightly yearly monday tuesday wednesday thursday friday
saturday sunday morning evening night noon midnight second seconds minute minutes hour hours day days
week weeks month months ms frontend backend client server admin storefront
`.split(/\s+/).filter(Boolean))
const VALUE_STEMS = new Set([...VALUE_WORDS].map(stem))

/** A lower-case word (or its stem) that is a value of a slot: production, develop, weekly… */
export const isValueWord = (word: string) => VALUE_WORDS.has(word) || VALUE_STEMS.has(word)

/** CJK words of the same kinds: the characters of each count as named where they stand together. */
const CJK_VALUES = ['生产', '开发', '测试', '预发', '前', '后', '每天', '每周', '每月', '早上', '晚上', '中午', '上午', '下午', '周一', '周二', '周三', '周四', '周五', '周六', '周日', '秒', '分钟', '小时', '前端', '后端', '文件', '函数', '方法', '模块', '变量', '明文']

/** Shell operators: `cmd && cmd` is not `cmd ; cmd`. */
const SHELL_OPERATORS = new Set(['&&', '||', ';', '|'])

/** Abbreviations of prose, not names. */
const LATIN_ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'vs', 'cf', 'a.k.a'])

/** Command-line tools whose next word is a sub-command (a value: `cargo test` is not `cargo clippy`). */
const TOOLS = new Set(['cargo', 'npm', 'pnpm', 'yarn', 'npx', 'git', 'docker', 'kubectl', 'vercel', 'pip', 'go', 'make', 'solana', 'ankra', 'gh', 'uv', 'poetry', 'bun', 'deno'])

/** A grammar word capitalised mid-sentence ("Write Short Functions That Only Do One Thing"): capitals there name nothing. */
function titleCase(raw: ReadonlyArray<{ surface: string; start: boolean; colon: boolean }>): boolean {
  return raw.some((r) => !r.start && !r.colon && /^[A-Z][a-z]+$/.test(r.surface) && ENGLISH_STOP_WORDS.has(r.surface.toLowerCase()))
}

/** After a comma, the start of a remark about what came before ("…, I like it", "…, it's faster", "…, bc CI is slow"): an aside, as after a dash. */
const REMARK_START = /^(?:i|we|it|its|that|thats|this|they|which|since|because|bc|cuz|coz)$/i

/** A Latin word the lexicon reads as a concept or the sense table knows: a word, not a name. */
const knownWord = (word: string) => analyse(word).units.some((u) => u.key[0] === 'c') || sensesIn(word).size > 0

export function tokensOf(text: string): Token[] {
  const raw: Array<{ surface: string; start: boolean; colon: boolean; clause: number; compound: boolean; dash: boolean }> = []
  let sentenceStart = true
  let clause = 0
  let last = 0
  for (const m of text.matchAll(TOKEN)) {
    const between = text.slice(last, m.index)
    if (/[.!?;。！？；\n(（]/.test(between) || /^\s*[-*•]\s/.test(between)) sentenceStart = true
    // After "Label:" a capital may start a sentence or name the label's value ("Framework: Ktor").
    const colon = /[:：]/.test(between)
    if (/[.!?;。！？；\n]/.test(between)) clause++
    last = m.index + m[0].length
    // Hyphenated words split ("Flask-RESTful" = flask + RESTful), flags stay whole.
    const parts = m[0].startsWith('-') ? [m[0]] : m[0].split(/-(?=[A-Za-z0-9])/)
    for (const p of parts) {
      raw.push({ surface: p, start: sentenceStart, colon: colon && p === parts[0], clause, compound: parts.length > 1, dash: p === parts[0] && (/[—–]|\s-\s/.test(between) || (/[,，]/.test(between) && REMARK_START.test(p))) })
      sentenceStart = false
    }
  }
  const titled = titleCase(raw)
  const covered = new Set<number>()
  for (const word of CJK_VALUES) {
    for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) for (let k = 0; k < word.length; k++) covered.add(i + k)
  }
  const out: Token[] = []
  let offset = 0
  const chinese = mostlyChinese(text)
  for (const [i, r] of raw.entries()) {
    const s = r.surface
    const at = text.indexOf(s, offset)
    if (at >= 0) offset = at + s.length
    const lower = s.toLowerCase()
    const previous = raw[i - 1]?.surface.toLowerCase()
    const named = LATIN_ABBREVIATIONS.has(lower) ? false : /^[\u3400-\u9fff]$/.test(s)
      ? covered.has(at)
      : /\d/.test(s) || /[._@/:#+$]/.test(s) || s.startsWith('--') || SHELL_OPERATORS.has(s)
        || (/[a-z][A-Z]|[A-Z]{2}/.test(s) && !ENGLISH_STOP_WORDS.has(lower) && !(s === s.toUpperCase() && s.length > 5))
        || (/^[A-Z][a-z]+$/.test(s) && !r.start && !titled && !ENGLISH_STOP_WORDS.has(lower))
        || VALUE_WORDS.has(lower)
        || (previous !== undefined && TOOLS.has(previous) && /^[a-z]+$/.test(s) && !ENGLISH_STOP_WORDS.has(lower))
    // 「提交前先运行 golint」: in Chinese words a Latin word neither table knows (no concept of the lexicon, no
    // sense) is a name however it is cased; "tag", "commit message" translate (session 38's review).
    const unknownWord = !named && chinese && /^[A-Za-z][\w.-]+$/.test(s) && !ENGLISH_STOP_WORDS.has(lower) && !LATIN_ABBREVIATIONS.has(lower) && !readOnce(knownWord, s)
    out.push({ surface: s, key: keyOf(s), named: named || unknownWord, clause: r.clause, ...(unknownWord ? { unknownWord } : {}), ...(r.compound ? { compound: true } : {}), ...(r.dash ? { dash: true } : {}) })
  }
  return out
}

/** Pairs (i, j) of the longest common subsequence of the two key lists. */
export function align(a: readonly Token[], b: readonly Token[]): Array<[number, number]> {
  const n = a.length
  const m = b.length
  const table: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0))
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) table[i]![j] = a[i]!.key === b[j]!.key ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!)
  }
  const pairs: Array<[number, number]> = []
  for (let i = 0, j = 0; i < n && j < m;) {
    if (a[i]!.key === b[j]!.key) {
      pairs.push([i, j])
      i++
      j++
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++
    else j++
  }
  return pairs
}

/** Longest side of a gap that still reads as one slot swapped. */
export const GAP_TOKENS = 4
/** A word that carries content: not a stop word, unless it is a part of a hyphenated name (`me-2`, the margin-end class). */
export const content = (t: Token) => (!ENGLISH_STOP_WORDS.has(t.surface.toLowerCase()) || t.compound === true) && (t.surface.length > 1 || /[\u3400-\u9fff]/.test(t.surface))

const latinNamed = (t: Token) => t.named && !/[\u3400-\u9fff]/.test(t.surface)
/** 100 and 一百: one number in two scripts (claim-numbers.ts compares numbers). */
const sameNumber = (a: readonly Token[], b: readonly Token[]) => {
  const value = (list: readonly Token[]) => {
    const text = list.map((t) => t.surface).join('')
    return /^\d+$/.test(text) ? Number(text) : chineseNumber(text)
  }
  const x = value(a)
  return x !== null && x === value(b)
}

/**
 * Opposite words that a restatement may cross with its verb ("Keep functions short" = "Break up
 * long functions", so antonyms.ts leaves them out) but never swaps in place: "Write long functions
 * that …" after "Write short functions that …". Keys as keyOf makes them (stems).
 */
const IN_PLACE_OPPOSITES = [['short', 'long'], ['small', 'larg', 'big'], ['more', 'less', 'fewer'], ['mani', 'few', 'one'], ['high', 'low'], ['higher', 'lower'], ['fast', 'slow'], ['strong', 'weak'], ['sync', 'async'], ['synchron', 'asynchron'], ['with', 'without'], ['短', '长'], ['大', '小'], ['多', '少'], ['同', '异']]
const opposite = (a: Token, b: Token) => IN_PLACE_OPPOSITES.some((row) => row.includes(a.key) && row.includes(b.key) && a.key !== b.key)

const tally = (list: readonly Token[], key: string) => list.filter((t) => t.key === key).length

/** A plain name joined by `/` or `.`, no sigil or path slash at either end (`View/ViewModel`, `pyspark.sql`). */
const JOINED = /^[a-z0-9]\w*(?:[./][a-z0-9]\w*)+$/
/** The parts of a joined name, each keyed as a word. */
const partsOf = (key: string) => key.split(/[./]/).map((p) => (/^[a-z]+$/.test(p) ? stem(p) : p))
/** The user's keys, and the parts of their joined names: "View/ViewModel" says View and ViewModel. */
const saidParts = (tokens: readonly Token[]) => new Set(tokens.flatMap((t) => [t.key, ...(JOINED.test(t.key) ? partsOf(t.key) : [])]))
/** Two words the user wrote, joined by a slash ("SEARCH/REPLACE" after "SEARCH … REPLACE"). */
export const pairOfSaid = (t: Token, said: ReadonlySet<string>) => /^[a-z]\w*\/[a-z]\w*$/.test(t.key) && partsOf(t.key).every((p) => said.has(p))
/**
 * A token the user wrote: whole, or a joined name of theirs with a last part they wrote elsewhere
 * ("pyspark.sql.Window" after "from pyspark.sql import Window"; not "src/pages" after "src/routes").
 */
const saidWhole = (t: Token, whole: ReadonlySet<string>, parts: ReadonlySet<string>) => parts.has(t.key) || pairOfSaid(t, whole)
  || (JOINED.test(t.key) && whole.has(t.key.slice(0, t.key.search(/[./][^./]*$/))) && parts.has(partsOf(t.key).at(-1)!))

/** The surfaces of the judgment's values that the user named in other words ("snake_case" for "lowercase with underscores"). */
function namedInOtherWords(judgment: string, said: string): Set<string> {
  const theirs = valueMentions(normalize(said))
  if (!theirs.length) return new Set()
  return new Set(valueMentions(normalize(judgment)).filter((m) => theirs.some((t) => t.cls === m.cls && t.value === m.value)
    && !theirs.some((t) => t.surface === m.surface)).map((m) => m.surface))
}

/** The user's named term and the judgment's that took its place, or undefined. */
export function swapsTerm(judgment: string, piece: string, said: string): { from: string[]; to: string[] } | undefined {
  const mine = tokensOf(judgment)
  const theirs = tokensOf(piece)
  if (!mine.length || !theirs.length) return undefined
  const saidTokens = tokensOf(said)
  const saidWholeKeys = new Set(saidTokens.map((t) => t.key))
  const saidKeys = saidParts(saidTokens)
  // A value the user named in other words ("snake_case" for "lowercase with underscores") is theirs.
  // Only in other words: the same word is the user's or not by the alignment itself (react in react-router-dom).
  // Read only when a gap has a word of the judgment's the user did not write (the value table is one large pattern).
  let valuesSaid: Set<string> | undefined
  const valueSaid = (t: Token) => (valuesSaid ??= namedInOtherWords(judgment, said)).has(t.surface.toLowerCase())
  const mineKeys = new Set(mine.map((t) => t.key))
  const pairs = align(mine, theirs)
  if (pairs.length < 2) return undefined
  const bounds: Array<[number, number]> = [[-1, -1], ...pairs, [mine.length, theirs.length]]
  for (let g = 1; g < bounds.length; g++) {
    const [i0, j0] = bounds[g - 1]!
    const [i1, j1] = bounds[g]!
    const to = mine.slice(i0 + 1, i1).filter((t) => !saidWhole(t, saidWholeKeys, saidKeys) && !valueSaid(t))
    // A word the judgment has elsewhere is still dropped here when the user wrote it more often ("Use Enums … instead of Java-style enums").
    // After the judgment's last word the user's may run on past a dash into an aside ("— our lockfile is …"): not a swapped ending.
    const ranOn = i1 === mine.length ? theirs.slice(j0 + 1, j1).findIndex((t) => t.dash) : -1
    const from = theirs.slice(j0 + 1, ranOn >= 0 ? j0 + 1 + ranOn : j1).filter((t) => !mineKeys.has(t.key) || (t.named && tally(theirs, t.key) > tally(mine, t.key)))
    if (!to.length || !from.length || to.length > GAP_TOKENS) continue
    // At the end of the judgment, the user's side may run on into words the judgment left out.
    if (from.length > GAP_TOKENS && i1 !== mine.length) continue
    const interior = g > 1 && g < bounds.length - 1
    // The judgment's last words after two or more of the user's in order: a swapped ending.
    const ending = g === bounds.length - 1 && pairs.length >= 2 && from.length <= GAP_TOKENS
    const both = to.some((t) => t.named) && from.slice(0, GAP_TOKENS).some((t) => t.named)
    const mineContent = to.filter(content)
    const theirContent = from.slice(0, GAP_TOKENS).filter(content)
    // "e.g." alone where the judgment has words is prose, not a term of the user's swapped out.
    if (theirContent.length && theirContent.every((t) => LATIN_ABBREVIATIONS.has(t.surface.toLowerCase()))) continue
    const one = (interior || ending) && mineContent.length && theirContent.length && mineContent.length <= 3 && theirContent.length <= 3
      && (mineContent.some(latinNamed) || theirContent.some(latinNamed)) && !sameNumber(mineContent, theirContent)
    const flipped = (interior || ending) && to.length === 1 && from.length === 1 && opposite(to[0]!, from[0]!)
    // "Tailwind CSS" for "tailwindcss": the judgment's whole gap spells the user's word.
    // 「代码注释用英文」 after 「… 用 English」: one thing in two scripts.
    const pair = latinAgainstRun(to, from)
    const acrossScript = pair !== undefined && sameAcrossScript(pair.latin, pair.run)
    if (((both || one) && !acrossScript && !pluralOfName(to, from) && !abbreviates(to, from) && !abbreviates(mine.slice(i0 + 1, i1), from) && !slashSpelled(from, mine) && !sameDigits(to, from.slice(0, GAP_TOKENS))) || flipped) return { from: from.slice(0, GAP_TOKENS).map((t) => t.surface), to: to.map((t) => t.surface) }
  }
  return tradesPlaces(mine, theirs)
}

/** "the console.logs" said as "console.log statements": a name of code in the plural, said with a noun for what it is (session 46). */
const pluralOfName = (to: readonly Token[], from: readonly Token[]) =>
  from.length === 1 && to.length <= 2 && !to[1]?.named && from[0]!.surface.toLowerCase() === `${to[0]!.surface.toLowerCase()}s`

/**
 * Words between the chosen and the passed-over thing (keys: stemmed). Not "rather": "I'd rather use
 * context for small stuff" after "hate redux" compares nothing; "rather than" pivots on its "than".
 */
const PIVOTS = new Set(['over', 'than', 'instead', 'then', 'vs', '→', '->', '=>', '←', '<-'])

/** Of the judgment's content words, at least this share line up once the two terms are swapped back (the user's may run on). */
const TRADED_COPY_SHARE = 0.75

/**
 * Swapping x and y back in the judgment lines it up with the user's words better than before, and
 * then the judgment is the user's sentence nearly word for word: a restatement that rebuilds the
 * sentence ("Build the UI from … Svelte components" after "Use Svelte's … for … UI elements") puts
 * the two names in other roles, it does not trade them.
 */
function alignsWhenSwapped(mine: readonly Token[], theirs: readonly Token[], x: string, y: string): boolean {
  const back = mine.map((t) => t.key === x ? { ...t, key: y } : t.key === y ? { ...t, key: x } : t)
  const pairs = align(back, theirs)
  if (pairs.length <= align(mine, theirs).length) return false
  const copied = pairs.filter(([i]) => content(back[i]!)).length
  return copied >= TRADED_COPY_SHARE * back.filter(content).length
}

/**
 * Two named terms that occur once in each text and cross each other over words both texts keep
 * between them: "Use AI_COMPLETE for classification (cheaper than AI_CLASSIFY)" after "Use
 * AI_CLASSIFY for classification (cheaper than AI_COMPLETE)", "D1 → Clerk" after "Clerk → D1".
 */
function tradesPlaces(mine: readonly Token[], theirs: readonly Token[]): { from: string[]; to: string[] } | undefined {
  const once = (list: readonly Token[]) => {
    const count = new Map<string, number>()
    for (const t of list) count.set(t.key, (count.get(t.key) ?? 0) + 1)
    return new Map(list.map((t, i) => [t.key, i] as const).filter(([k]) => count.get(k) === 1))
  }
  const a = once(mine)
  const b = once(theirs)
  const shared = [...a.keys()].filter((k) => b.has(k) && content(mine[a.get(k)!]!) && (mine[a.get(k)!]!.named || mine[a.get(k)!]!.compound || k.length > 2))
  // A part of a hyphenated word names like a name does: `max-age` and `s-maxage` trading places.
  const named = new Set(shared.filter((k) => mine[a.get(k)!]!.named || (mine[a.get(k)!]!.compound && theirs[b.get(k)!]!.compound)))
  for (const x of shared) {
    for (const y of shared) {
      if (x === y || b.get(x)! > b.get(y)! || a.get(x)! < a.get(y)!) continue
      // Within one clause on both sides: clauses put in another order move whole.
      if (mine[a.get(x)!]!.clause !== mine[a.get(y)!]!.clause || theirs[b.get(x)!]!.clause !== theirs[b.get(y)!]!.clause) continue
      // x before y in the user's words, after it in the judgment's: which kept words are between them in both?
      const kept = [...a.keys()].filter((z) => b.has(z) && z !== x && z !== y
        && b.get(x)! < b.get(z)! && b.get(z)! < b.get(y)! && a.get(y)! < a.get(z)! && a.get(z)! < a.get(x)!)
      // Across "over" / "than" / "→" the two are the chosen and the passed-over: crossing it swaps them.
      const pivot = kept.some((z) => PIVOTS.has(z))
      // Ordinary words cross only over a pivot ("Implement first, then write the test" after "Test first, then implement").
      if (!(named.has(x) && named.has(y)) && !pivot) continue
      if (pivot || (kept.length && alignsWhenSwapped(mine, theirs, x, y))) return { from: [theirs[b.get(x)!]!.surface, theirs[b.get(y)!]!.surface], to: [mine[a.get(y)!]!.surface, mine[a.get(x)!]!.surface] }
    }
  }
  return undefined
}
