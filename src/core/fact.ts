// Whether a line reads as a fact (where something is, what version it runs, who someone is, how
// things are) rather than a judgment (how they decide, what they insist on). This memory keeps
// judgments; a fact has its own source of truth (a README, a config, notes) and goes stale silently
// once injected into every prompt. The one check for `/remember` (a warning, and a way to keep it
// anyway) and for import (the line is left out as a fact), so both paths give one line one answer.
// Two tiers: a concrete locator (an address, a URL, a path, an e-mail, a port, a version, a host
// name, a personal detail) is a fact unless a judgment cue says otherwise (always, never, prefer,
// 一律, 不要, 先…再…); a bare statement of how things are (is/has/lives…, 我是…) is weaker evidence,
// so any instruction word at all (use, write, keep, 要, 用…) makes it a rule. A third: a line shaped
// as a description (a measurement, where something lives, what something is: description.ts),
// with its own narrower list of words that keep it a rule. Pure.
import { stanceOf } from './claims.js'
import { descriptionOf, type Description } from './description.js'

const LOCATORS: Array<[RegExp, FactLocator]> = [
  [/\b(?:\d{1,3}\.){3}\d{1,3}(?::\d{2,5})?\b/, 'address'],
  [/\b[a-z][a-z0-9+.-]*:\/\/\S+/i, 'url'],
  [/(?:^|[\s(（"'“「])(?:~|\.{1,2})?\/[\w.-]+(?:\/[\w.-]+)+|[A-Za-z]:\\\w/, 'path'],
  [/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/, 'email'],
  [/(?:\bport\b|端口)\s*[:：]?\s*\d{2,5}\b/i, 'port'],
  [/\bv?\d+\.\d+\.\d+\b/, 'version'],
  // Lower case only: "ASP.NET" is a framework, "api.example.com" a server.
  [/(?:^|[^\w.])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|internal|local|cn)(?::\d+)?(?![\w.])/, 'host'],
  [/(?:^|[^a-z])(?:my\s+name\s+is|i\s+(?:live|work)\s+(?:in|at)|lives?\s+in|works?\s+(?:at|for)|is\s+(?:located|hosted)\s+(?:in|at|on))(?![a-z])|我叫|我住在|我在[\u3400-\u9fff]{1,8}(?:工作|上班)/i, 'personal'],
]

/** Words that make a sentence a judgment even when it names a place: a preference, an order, a habit. */
const JUDGMENT_CUES = /(?:^|[^a-z])(?:prefer|rather|avoid|should|instead|before|after|when|whenever|only|ask|keep|use|put|make)(?![a-z])|喜欢|宁可|避免|应该|之前|之后|先|再|只|每次|尽量|优先|习惯|务必|记得/i

/**
 * A statement about how things are, not how to act: "Is a backend engineer living in Berlin", "The
 * project uses PostgreSQL", "我是后端工程师".
 */
const STATEMENT = /^(?:(?:the|this|our|my|his|her|their|user|he|she|i)\s+(?:[\w-]+\s+){0,4}?)?(?:is|are|was|were|am|has|have|had|lives?|living|works?|uses|owns?|speaks?|studies|studied|knows?|came|comes)(?![a-z])|^(?:我|他|她|用户|项目|这个项目)(?:是|有)|^(?:我|他|她|用户|项目|这个项目)?(?:住在|在[\u3400-\u9fff]{1,10}(?:工作|上班)|来自|会说)/i

/** Words of an instruction, a preference or a prohibition, in both languages: a statement with one is a rule. */
const INSTRUCTION = new RegExp([
  '(?:^|[^a-z])(?:always|never|must|should|shall|prefer\\w*|like[sd]?|love[sd]?|hate[sd]?|want[sd]?|avoid\\w*|use[sd]?|using|don\'?t|do\\s+not|does\\s+not|please|make\\s+sure|ensure|before|after|keep|write|run|ask|explain|check|test|add|remove|follow|respond|reply|answer|include|put|name|stick|no|only|instead|rather|dislike[sd]?|wants?|needs?|likes?|prefers?|banned|forbidden|required|mandatory)(?![a-z])',
  '^(?:be|do|give|show|tell|say|start|end|make|let|treat|leave|think|read|review|commit|push|format|document|comment|reply|answer|mention|list|lead|open|close|limit)(?![a-z])',
  '要|不要|别|必须|应该|应当|总是|一律|永远|绝不|不得|不许|不准|禁止|严禁|务必|请|先|再|用|使用|避免|保持|尽量|喜欢|偏好|讨厌|希望|倾向|习惯|优先|不用|无需|只|每次',
].join('|'), 'i')

export type FactLocator = 'address' | 'url' | 'path' | 'email' | 'port' | 'version' | 'host' | 'personal' | 'statement' | Description

/** What makes `text` read as a fact, or undefined when it reads as a judgment. */
export function factLocator(text: string): FactLocator | undefined {
  if (stanceOf(text) !== 0) return undefined
  const described = descriptionOf(text)
  if (described) return described
  if (JUDGMENT_CUES.test(text)) return undefined
  for (const [pattern, kind] of LOCATORS) if (pattern.test(text)) return kind
  if (STATEMENT.test(text) && !INSTRUCTION.test(text)) return 'statement'
  return undefined
}
