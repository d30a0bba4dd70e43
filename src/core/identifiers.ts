// Names from code in a rule (`send_with_retries`, GitTemporaryDirectory, mark_as_disabled,
// --analytics) are values the user's words must carry verbatim, quoted or not: "Do not modify
// simple_send_with_retries" after "don't modify `send_with_retries`" names another function, and
// "… unless the user passes --no-analytics" after "only if they do `--analytics`" another flag.
// Found on messages people typed to a coding assistant (the chat set's tune slice), where such a
// name was only a word among others and a different one passed as the user's. Words the lexicon or
// the value table knows (JavaScript, GitHub Actions' parts …) are not names from code. Only whether
// the name was said is checked here, never its polarity: chat text often runs clauses together
// ("don't use X use Y"), and reading a stance from it held the user's own words. Pure.

import { cutShort, shortWordsOf } from './cut-short.js'
import { nameWrittenAs } from './name-forms.js'
import { escapeRegExp } from './segment.js'
import { extractFeatures } from './topic.js'
import { valueMentions } from './value-classes.js'

/** snake_case, with the dotted path before it (`aider.sendchat.simple_send_with_retries`). */
const SNAKE = /(?<![\w$.-])(?:[A-Za-z_]\w*\.)*[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w$])/g
const CAMEL = /(?<![\w$.-])(?:[a-z]+(?:[A-Z][a-z0-9]+)+|(?:[A-Z][a-z0-9]+){2,})(?![\w$])/g
const FLAG = /(?<![\w-])--[a-z][a-z0-9-]+/g
/** A scoped package (`@google/gemini-cli-core`). */
const SCOPED = /(?<![\w@])@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*[a-z0-9]/gi
/** A file name or glob with an extension (`*.integration.test.ts`, `vite.config.ts`, `*.md`). */
const FILE = /(?<![\w.*/-])(?:\*|[A-Za-z0-9_-]*\*?[A-Za-z0-9_-]+)(?:\.[A-Za-z0-9_*-]+)*\.(?:[cm]?[jt]sx?|py|md|mdx|json|ya?ml|toml|go|rs|java|kt|rb|php|css|scss|html|vue|svelte|sh|lock)(?![\w.-])/g
/** A method called on something (`logger.exception()`, `ctx.runQuery(`): a dotted name before its parentheses. */
const CALL = /(?<![\w$.])[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+(?=\()/g
/** A label of an issue tracker (`E-easy`, `T-compiler`, `A-needs-test`). */
const LABEL = /(?<![\w-])[A-Z]-[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?![\w-])/g
/** A name with placeholders (`stg_<source>__<table>`): its underscores are part of it (session 21). */
const TEMPLATE = /(?<![\w$.<-])[A-Za-z][A-Za-z0-9]*(?:_+(?:<[A-Za-z0-9_-]+>|[A-Za-z0-9]+))*_+<[A-Za-z0-9_-]+>(?:_+(?:<[A-Za-z0-9_-]+>|[A-Za-z0-9]+))*(?![\w>])/g
/** A setting written as code: a key and a literal (`start: true`, `retries=3`). */
const SETTING = /(?<![\w.-])[A-Za-z_][\w-]*\s?[:=]\s?(?:true|false|null|\d+)(?![\w.-])/g

/** Known to the lexicon or the value table: a product or a concept, not a name from code. */
const known = (word: string) => [...extractFeatures(word).weights.keys()].some((k) => k.startsWith('c:')) || valueMentions(word.toLowerCase()).length > 0

/** "Node.js", "Next.js", "D3.js": a library named like a file. */
const product = (word: string) => /^[A-Za-z0-9]+\.js$/i.test(word)

/** The whole word is a naming style's name the value table knows ("snake_case", "SCREAMING_SNAKE_CASE"). */
const namingStyle = (word: string) => valueMentions(word.toLowerCase()).some((m) => m.cls === 'naming-case' && m.surface === word.toLowerCase())

/** The last texts read: one write asks for the same judgment's and message's names several times. */
const recent = new Map<string, readonly string[]>()
const RECENT = 16

/** The names from code in `text`, lower-cased, in order of first appearance. */
export function identifiersOf(text: string): readonly string[] {
  const cached = recent.get(text)
  if (cached) return cached
  const names = readIdentifiers(text)
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value!)
  recent.set(text, names)
  return names
}

function readIdentifiers(text: string): string[] {
  const found: Array<[number, string]> = []
  for (const re of [SNAKE, CAMEL, FLAG, SCOPED, FILE, CALL, LABEL, SETTING, TEMPLATE]) {
    re.lastIndex = 0
    // snake_case is code, unless it names a naming style (snake_case, UPPER_SNAKE_CASE); CamelCase may be a product name the lexicon knows.
    for (let m = re.exec(text); m; m = re.exec(text)) if (re === SNAKE ? !namingStyle(m[0]) : re === CAMEL || re === FLAG ? !known(m[0]) : re === FILE ? !product(m[0]) : true) found.push([m.index, m[0].toLowerCase().replace(/\s?([:=])\s?/, '$1 ')])
  }
  return [...new Set(found.sort((a, b) => a[0] - b[0]).map(([, name]) => name))]
}

/**
 * The names from code the judgment uses that `said` (the user's message) never wrote, as a change
 * from the user's own names when they wrote some the judgment does not use, else as added words.
 */
export function unsaidIdentifiers(judgment: string, said: string): { added: string[] } | { changed: { from: string[]; to: string[] } } | undefined {
  const saidText = said.toLowerCase().replace(/\s?([:=])\s?/g, '$1 ')
  const mine = identifiersOf(judgment)
  // A flag is said by its own word too: "no force pushes" names --force, not --no-force.
  const saidAsWord = (name: string) => name.startsWith('--') && [name.slice(2), name.slice(2).replace(/-/g, ' ')].some((w) => writes(saidText, w))
  // A CamelCase name the user cut short to its humps' initials ("WP" for WordPress) is said (cut-short.ts).
  const short = shortWordsOf(said)
  const cutByUser = (name: string) => {
    const surface = judgment.match(new RegExp(escapeRegExp(name), 'i'))?.[0]
    return surface !== undefined && short.some((s) => cutShort(s, surface))
  }
  // "Next" for Next.js, "the changelog" for CHANGELOG.md, "Response Entity" for ResponseEntity (name-forms.ts).
  const otherForm = (name: string) => nameWrittenAs(judgment.match(new RegExp(escapeRegExp(name), 'i'))?.[0] ?? name, said)
  const theirs = identifiersOf(said).filter((name) => !mine.includes(name))
  // "test_whenCondition_thenResult" for the user's "test_whenX_thenY": their placeholders filled.
  const filled = (name: string) => theirs.some((t) => fillsPlaceholders(surfaceIn(said, t), surfaceIn(judgment, name)))
  // "messageId-input-output" in both: a name read as its first part, written whole on both sides (session 45).
  const wholeToken = (name: string) => {
    const token = judgment.match(new RegExp(String.raw`${escapeRegExp(name)}(?:-[A-Za-z0-9_]+)+`, 'i'))?.[0]
    return token !== undefined && writes(saidText, token.toLowerCase())
  }
  const unsaid = mine.filter((name) => !writes(saidText, name) && !wholeToken(name) && !saidAsWord(name) && !cutByUser(name) && !otherForm(name) && !filled(name))
  if (!unsaid.length) return undefined
  return theirs.length ? { changed: { from: theirs, to: unsaid } } : { added: unsaid }
}

/** How `name` (lower-cased) is written in `text`. */
const surfaceIn = (text: string, name: string) => text.match(new RegExp(escapeRegExp(name), 'i'))?.[0] ?? name

/** A capital letter standing alone as a hump of a name (the X and Y of test_whenX_thenY): a placeholder. */
const PLACEHOLDER = /(?<=[a-z_])[A-Z](?=_|$|[A-Z][a-z])/g

/**
 * `template` (as the user wrote it) has one-letter placeholders and `name` is it with each filled by
 * a word or words in CamelCase: test_whenCondition_thenResult, test_whenUserIsAdmin_thenShowsPanel.
 */
export function fillsPlaceholders(template: string, name: string): boolean {
  if (!template.match(PLACEHOLDER)) return false
  const pattern = template.split(PLACEHOLDER).map(escapeRegExp).join('[A-Z][A-Za-z0-9]*')
  return new RegExp(`^${pattern}$`).test(name)
}

/** `text` writes `name` whole: `gemini-cli` is not written by `gemini-cli-core`, nor `send_with_retries` by `simple_send_with_retries`. */
export function writes(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1] ?? ' '
    const after = text[at + name.length] ?? ' '
    if (!/[\w-]/.test(before) && !/[\w]/.test(after) && !(after === '-' && /[\w]/.test(text[at + name.length + 1] ?? ''))) return true
  }
  return false
}

/** Nouns that say what kind of thing a name from code is ("the send_with_retries function"). */
const CODE_KINDS = 'function functions method methods class classes variable variables var vars env environment file files flag flags option options argument arguments parameter parameters field fields module modules command commands helper hook component property attribute setting 函数 方法 类 变量 环境变量 文件 参数 选项 字段 模块 命令'

const KIND_WORDS = new Set(CODE_KINDS.split(' '))

/**
 * Feature keys of a code-kind noun right beside a name from code that the user wrote too ("the
 * send_with_retries function", "flag --analytics"): it restates what the user's name is and claims
 * nothing (for addedContent). A kind noun elsewhere ("options stores") is the judgment's own word.
 */
export function codeKindFraming(judgment: string, said: string): Set<string> {
  const saidText = said.toLowerCase()
  // "DEBUG=1": the name without the value it is set to.
  const names = identifiersOf(judgment).map((name) => name.replace(/\s*=.*$/, '')).filter((name) => name && saidText.includes(name))
  const out = new Set<string>()
  if (!names.length) return out
  const words = judgment.toLowerCase().split(/[\s`'"“”()]+/).filter(Boolean)
  for (let i = 0; i < words.length; i++) {
    // "HOMEBREW_NO_AUTO_UPDATE=1": the name, with the value it is set to.
    if (!names.includes(words[i]!.replace(/[.,;:]$/, '').replace(/=.*$/, ''))) continue
    // "the env var X", "environment variable X": a kind of two words before the name.
    const twoBefore = KIND_WORDS.has(words[i - 1]?.replace(/[.,;:]$/, '') ?? '') && words[i - 2] ? [`${words[i - 2]} ${words[i - 1]}`] : []
    for (const near of [words[i - 1], words[i + 1], ...twoBefore]) {
      const word = near?.replace(/[.,;:]$/, '')
      if (word && word.split(' ').every((w) => KIND_WORDS.has(w))) for (const key of extractFeatures(word).weights.keys()) out.add(key)
    }
  }
  return out
}
