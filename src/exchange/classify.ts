// What one rule line of another agent's file is: a judgment of one of the four kinds, a rule about
// one workspace, or something this memory does not keep (a fact, a one-off note, too short or too
// long), with the reason shown to the user. Deterministic: no model request. The one-occasion test
// is the grounding gate's own (claims.ts `scopeOf`); the stance is its `stanceOf`.

import { scopeOf, stanceOf } from '../core/claims.js'
import type { Kind } from '../core/judgment.js'
import { KIND_PREFIXES } from '../core/kinds.js'
import { charLength, MIN_JUDGMENT_CHARS } from '../core/normalize.js'
import type { LeftOut } from './left-out-words.js'

export type { LeftOut } from './left-out-words.js'
export { LEFT_OUT_WORDS } from './left-out-words.js'

export type Classified =
  | { outcome: 'rule'; kind: Kind; workspace: boolean }
  | { outcome: 'left-out'; reason: LeftOut }

/** Words that make a line a rule (an instruction, a preference, a prohibition), in both languages. */
const RULE_CUE = new RegExp([
  '(?:^|[^a-z])(?:always|never|must|should|shall|prefer\\w*|like[sd]?|love[sd]?|hate[sd]?|want[sd]?|avoid\\w*|use[sd]?|using|don\'?t|do\\s+not|does\\s+not|please|make\\s+sure|ensure|before|after|keep|write|run|ask|explain|check|test|add|remove|follow|respond|reply|answer|include|put|name|stick|no|only|instead|rather|dislike[sd]?|wants?|needs?|likes?|prefers?)(?![a-z])',
  '^(?:be|do|give|show|tell|say|start|end|make|let|treat|leave|think|read|review|commit|push|format|document|comment|reply|answer|mention|list|lead|open|close|limit)(?![a-z])',
  '要|不要|别|必须|应该|应当|总是|一律|永远|绝不|不得|不许|不准|禁止|严禁|务必|请|先|再|用|使用|避免|保持|尽量|喜欢|偏好|讨厌|希望|倾向|习惯|优先|不用|无需|只|每次',
].join('|'), 'i')

/** A path, an address, an account or a version: facts that have their own source of truth. */
const FACT_SHAPE = new RegExp([
  '(?:^|\\s)(?:~|\\.{1,2})?/[\\w.-]+/[\\w./-]+',
  '[A-Za-z]:\\\\\\w',
  'https?://\\S+',
  '[\\w.+-]+@[\\w-]+\\.[\\w.]+',
  '\\b\\d{1,3}(?:\\.\\d{1,3}){3}\\b',
  '(?:^|[^a-z])(?:my\\s+name\\s+is|i\\s+(?:live|work)\\s+(?:in|at)|lives?\\s+in|works?\\s+(?:at|for)|is\\s+(?:located|hosted)\\s+(?:in|at|on)|port\\s+\\d+)(?![a-z])',
  '我叫|我住在|我在[\\u3400-\\u9fff]{1,8}(?:工作|上班)|端口\\s*\\d+',
].join('|'), 'i')

/** A host name (lower case: "ASP.NET" is a framework, "api.example.com" a server). */
const HOST = /(?:^|[^\w.])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|internal|local|cn)(?::\d+)?(?![\w.])/

/**
 * A statement about how things are, not how to act: "Is a backend engineer living in Berlin", "The
 * project uses PostgreSQL", "我是后端工程师". Such a line with no instruction word is a fact.
 */
const DECLARATIVE = /^(?:(?:the|this|our|my|his|her|their|user|he|she|i)\s+(?:[\w-]+\s+){0,4}?)?(?:is|are|was|were|am|has|have|had|lives?|living|works?|uses|owns?|speaks?|studies|studied|knows?|came|comes)(?![a-z])|^(?:我|他|她|用户|项目|这个项目)?(?:是|有|住在|在[\u3400-\u9fff]{1,10}(?:工作|上班)|来自|会说)/i

/** About the thing in hand right now, not a standing rule (beyond the gate's "this time"). */
const ONE_OFF = /^(?:todo|fixme)\b|(?:^|[^a-z])(?:currently|right\s+now|this\s+week|this\s+sprint|working\s+on|for\s+the\s+current\s+task)(?![a-z])|^(?:目前|正在)|这周|本周|当前任务|^下一步|^待办/i

/** About one repository: belongs in that workspace's AGENTS.md, not in every session. */
const WORKSPACE = /(?:^|[^a-z])(?:(?:in|for|of|within|across)\s+this\s+(?:repo|repository|project|codebase|workspace|monorepo|package)|this\s+(?:repo|repository|project|codebase|monorepo)(?:'s)?\s|here\s+in\s+this)(?![a-z])|(?:在)?(?:这个|本|该|此)(?:项目|仓库|代码库|工程|repo)(?:里|中|内|下)?/i

const REDLINE = /(?:^|[^a-z])(?:never|under\s+no\s+circumstances?|must\s+not|mustn'?t|forbidden|not\s+allowed|red\s+line|do\s+not\s+ever|at\s+no\s+time)(?![a-z])|绝不|绝对不|严禁|禁止|不得|千万不要|红线|底线|坚决不/i
const DESTRUCTIVE = /(?:^|[^a-z])(?:delet\w*|drop\w*|force[\s-]?push\w*|rm\s+-rf|secrets?|passwords?|credentials?|production|prod|irreversible)(?![a-z])|删|密钥|密码|凭据|生产环境|不可逆/i
const WORKFLOW = /(?:^|[^a-z])(?:before|after|first|then|commit\w*|push\w*|branch\w*|pull\s+request|PR|review\w*|tests?|testing|deploy\w*|release|run|build|lint\w*|ci|step|steps|workflow|process|plan|ask|confirm|check)(?![a-z])|之前|之后|先|再|提交|测试|部署|发布|流程|步骤|确认|检查|评审|分支|计划/i
const TASTE = /(?:^|[^a-z])(?:style|styles|naming|names?|formats?|formatting|tone|concise|terse|verbose|emoji|comments?|indent\w*|quotes?|semicolons?|tabs|spaces|wording|prose|language|reply|replies|answers?|colou?rs?|font|design|readable|short|brief)(?![a-z])|风格|简洁|命名|格式|语气|注释|缩进|引号|分号|措辞|中文|英文|回复|回答|颜色|字体|设计|简短|啰嗦/i

const HEADING_KIND: Array<[RegExp, Kind]> = [
  [/red\s*lines?|never|don'?t|forbidden|prohibit|禁止|红线|底线|不要/i, 'redline'],
  [/workflow|process|git|testing|tests|review|commit|release|流程|工作方式|做事|测试|提交/i, 'workflow'],
  [/style|taste|tone|format|writing|naming|风格|品味|格式|写作|命名|语气/i, 'taste'],
  [/principle|philosophy|values|原则|理念/i, 'principle'],
]

/** The kind of a rule line: its own words first (a prohibition is a red line), then its heading. */
export function guessKind(text: string, headings: readonly string[] = []): Kind {
  // A prohibition, or an insistence about something that cannot be undone, is a red line.
  if (REDLINE.test(text) || (stanceOf(text) !== 0 && DESTRUCTIVE.test(text))) return 'redline'
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
  if (FACT_SHAPE.test(text) || HOST.test(text)) return { outcome: 'left-out', reason: 'fact' }
  // "In this repo, every query goes through the builder" is how that repository works: its rule.
  if (aboutWorkspace(text)) return { outcome: 'rule', kind: guessKind(text, headings), workspace: true }
  if (/[:：]$/.test(text)) return { outcome: 'left-out', reason: 'not-a-rule' }
  if (DECLARATIVE.test(text) && !RULE_CUE.test(text)) return { outcome: 'left-out', reason: 'fact' }
  return { outcome: 'rule', kind: guessKind(text, headings), workspace: aboutWorkspace(text) }
}
