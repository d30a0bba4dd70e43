// What one rule line of another agent's file is: a judgment of one of the four kinds, a rule about
// one workspace, or something this memory does not keep (a fact, a one-off note, too short or too
// long), with the reason shown to the user. Deterministic: no model request. The one-occasion test
// is the grounding gate's own (claims.ts `scopeOf`); the stance is its `stanceOf`; the fact check is
// `/remember`'s (fact.ts `factLocator`). Its own: the lengths, one-off notes and lead-in lines.

import { scopeOf, stanceOf } from '../core/claims.js'
import { factLocator, type FactLocator } from '../core/fact.js'
import type { Kind } from '../core/judgment.js'
import { KIND_PREFIXES } from '../core/kinds.js'
import { charLength, MIN_JUDGMENT_CHARS } from '../core/normalize.js'
import type { LeftOut } from './left-out-words.js'

export type { LeftOut } from './left-out-words.js'
export { LEFT_OUT_WORDS } from './left-out-words.js'

export type Classified =
  | { outcome: 'rule'; kind: Kind; workspace: boolean }
  | { outcome: 'left-out'; reason: LeftOut }

const DESCRIBES: ReadonlySet<FactLocator> = new Set(['measurement', 'location', 'definition'])

/** About the thing in hand right now, not a standing rule (beyond the gate's "this time"). */
const ONE_OFF = /^(?:todo|fixme)\b|(?:^|[^a-z])(?:currently|right\s+now|this\s+week|this\s+sprint|working\s+on|for\s+the\s+current\s+task)(?![a-z])|^(?:目前|正在)|这周|本周|当前任务|^下一步|^待办/i

/** About one repository: belongs in that workspace's AGENTS.md, not in every session. */
const WORKSPACE = /(?:^|[^a-z])(?:(?:in|for|of|within|across)\s+this\s+(?:repo|repository|project|codebase|workspace|monorepo|package)|this\s+(?:repo|repository|project|codebase|monorepo)(?:'s)?\s|here\s+in\s+this)(?![a-z])|(?:在)?(?:这个|本|该|此)(?:项目|仓库|代码库|工程|repo)(?:里|中|内|下)?/i

const REDLINE = /(?:^|[^a-z])(?:never|under\s+no\s+circumstances?|must\s+not|mustn'?t|forbidden|not\s+allowed|red\s+line|do\s+not\s+ever|at\s+no\s+time)(?![a-z])|绝不|绝对不|严禁|禁止|不得|千万不要|红线|底线|坚决不|永远不|永不/i
const DESTRUCTIVE = /(?:^|[^a-z])(?:delet\w*|drop\w*|force[\s-]?push\w*|rm\s+-rf|secrets?|passwords?|credentials?|production|prod|irreversible)(?![a-z])|删|密钥|密码|凭据|生产环境|不可逆/i
const WORKFLOW = /(?:^|[^a-z])(?:before|after|first|then|commit\w*|push\w*|branch\w*|pull\s+request|PR|review\w*|tests?|testing|deploy\w*|release|run|build|lint\w*|ci|step|steps|workflow|process|plan|ask|confirm|check)(?![a-z])|之前|之后|先|再|提交|测试|部署|发布|流程|步骤|确认|检查|评审|分支|计划/i
const TASTE = /(?:^|[^a-z])(?:style|styles|naming|names?|formats?|formatting|tone|concise|terse|verbose|emoji|comments?|indent\w*|quotes?|semicolons?|tabs|spaces|wording|prose|language|reply|replies|answers?|colou?rs?|font|design|readable|short|brief)(?![a-z])|风格|简洁|命名|格式|语气|注释|缩进|引号|分号|措辞|中文|英文|回复|回答|颜色|字体|设计|简短|啰嗦/i

/**
 * A verb whose object is on another line ("Prefer over web search for library docs." under a
 * "Context7" heading, "Avoid for data fetching or state management."): alone it tells nothing.
 */
const ELLIPTICAL = /^(?:(?:do\s+not|don'?t|never|always)\s+)?(?:use|prefer|call|run|apply|invoke|avoid|choose|pick|recommend)s?\s+(?:only\s+)?(?:over|for|with|in|instead\s+of|rather\s+than|only)\s/i
/**
 * An entry of a list of names ("`context7-mcp` — full Context7 usage guide", "node-server — default
 * Node.js server", "appStore — workspaces, panels, sidebar", "/src -- main library source code"):
 * what something is, not what to do.
 */
const NAMED_ENTRY = /^`?(?:[A-Za-z0-9][\w.@/]*[-_./][\w.@/-]*|[A-Za-z]*[a-z][A-Z][\w.@/]*|[./][\w.@/-]+)`?\s+(?:—|–|--?)\s+(\S.*)$/
/** What makes a described name a rule after all ("`--no-verify` — never"). */
const INSTRUCTS = /(?:^|[^a-z])(?:always|never|must|should|don'?t|do\s+not|avoid|prefer|use|ensure|make\s+sure)(?![a-z])/i

const HEADING_KIND: Array<[RegExp, Kind]> = [
  [/red\s*lines?|never|don'?t|forbidden|prohibit|禁止|红线|底线|不要/i, 'redline'],
  [/workflow|process|git|testing|tests|review|commit|release|流程|工作方式|做事|测试|提交/i, 'workflow'],
  [/style|taste|tone|format|writing|naming|风格|品味|格式|写作|命名|语气/i, 'taste'],
  [/principle|philosophy|values|原则|理念/i, 'principle'],
]

/**
 * A choice between two of a kind, its other side named with "never" or "not" ("Always use pnpm,
 * never npm.", "Prefer interfaces, not types"): a preference, not a prohibition. The other side is a
 * name of at most three words, not something to do ("…; never implement custom authentication" is a
 * prohibition).
 */
const CHOICE = /^(?:always\s+)?(?:use|prefer|choose|pick)\s+[^,;—–]+?\s*(?:[,;]|\s[—–-])\s*(?:but\s+)?(?:never|not)\s+(?:use\s+|with\s+)?(?!(?:implement|modify|write|edit|change|commit|push|call|run|create|add|hard\w*|store|log|expose|leave|skip|bypass|disable|mutate|touch|put|return|rely|depend|access|import|install|remove|delete|override)\b)[^\s,;.]+(?:\s+[^\s,;.]+){0,2}\s*[.!]?$/i

/** The kind of a rule line: its own words first (a prohibition is a red line), then its heading. */
export function guessKind(text: string, headings: readonly string[] = []): Kind {
  // A prohibition, or an insistence about something that cannot be undone, is a red line.
  const choice = CHOICE.test(text.trim()) && !DESTRUCTIVE.test(text)
  if (!choice && (REDLINE.test(text) || (stanceOf(text) !== 0 && DESTRUCTIVE.test(text)))) return 'redline'
  for (const heading of [...headings].reverse()) {
    for (const [pattern, kind] of HEADING_KIND) if (heading && pattern.test(heading)) return kind
  }
  if (WORKFLOW.test(text)) return 'workflow'
  if (TASTE.test(text)) return 'taste'
  return 'principle'
}

export function aboutWorkspace(text: string): boolean {
  return WORKSPACE.test(text)
}

/** A line that names its kind the way `/remember` does ("红线：…", "Principle: …"): that kind, and the rest. */
export function kindPrefixOf(text: string): { kind: Kind; text: string } | undefined {
  for (const [prefix, kind] of KIND_PREFIXES) if (prefix.test(text)) return { kind, text: text.replace(prefix, '').trim() }
  return undefined
}

export function classifyRule(text: string, headings: readonly string[], maxChars: number): Classified {
  const length = charLength(text)
  if (length < MIN_JUDGMENT_CHARS) return { outcome: 'left-out', reason: 'too-short' }
  if (length > maxChars) return { outcome: 'left-out', reason: 'too-long' }
  if (scopeOf(text) === 'this-time' || ONE_OFF.test(text)) return { outcome: 'left-out', reason: 'one-off' }
  // The same fact check as `/remember`'s (core/fact.ts), so one line gets one answer on both paths;
  // a measurement, a location or a definition (core/description.ts) is said as a description.
  const fact = factLocator(text)
  if (fact) return { outcome: 'left-out', reason: DESCRIBES.has(fact) ? 'description' : 'fact' }
  // "In this repo, every query goes through the builder" is how that repository works: its rule.
  if (aboutWorkspace(text)) return { outcome: 'rule', kind: guessKind(text, headings), workspace: true }
  if (/[:：]$/.test(text)) return { outcome: 'left-out', reason: 'not-a-rule' }
  const entry = NAMED_ENTRY.exec(text)
  if (entry && !INSTRUCTS.test(entry[1]!)) return { outcome: 'left-out', reason: 'not-a-rule' }
  if (ELLIPTICAL.test(text)) return { outcome: 'left-out', reason: 'needs-context' }
  return { outcome: 'rule', kind: guessKind(text, headings), workspace: aboutWorkspace(text) }
}
