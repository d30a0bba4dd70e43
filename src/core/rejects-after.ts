// The words after which a rule turns one side of a choice away: "pnpm instead of npm", "tabs not
// spaces", "用 pnpm 而不是 npm", 「能用标准库就别引第三方包」. One form per row, read in this order at one
// position (claim-parts.ts cuts a clause there; the part after is rejected). Pure; on normalized text.

import { OVER_AS_WAY } from './ranked-over.js'
import { RANKS_ZH } from './stopwords.js'

/**
 * The single words that turn one side of a choice away ("over", "instead of", "rather than", "not",
 * "vs"), as REJECTS_AFTER reads them in context: said either way, the same choice (swaps.ts
 * valuesKept compares two texts word by word).
 */
export const CONTRAST_WORDS: ReadonlySet<string> = new Set(['over', 'than', 'instead', 'of', 'rather', 'not', 'no', 'vs', 'versus'])

/** The part after these is what the rule turns away from: "pnpm instead of npm", "用 pnpm 而不是 npm", 「能用标准库就别引第三方包」, "… much faster than scalar UDFs", "correctness trumps speed". */
export const REJECTS_AFTER = new RegExp([
  // instead of, rather than, in place of, to avoid, so that … don't
  String.raw`\s(?:instead\s+of|rather\s+than|in\s+place\s+of|(?:so\s+as\s+)?to\s+(?:avoid|prevent)|so\s+(?:that\s+)?(?:[a-z]+\s+){0,3}(?:dont|doesnt|do\s+not|does\s+not|wont|cant|cannot|never))\s`,
  // 以免
  String.raw`以免`,
  // a bare "not" that no auxiliary or "please" opens ("tabs not spaces")
  String.raw`(?<!(?:^|\s)(?:do|does|did|should|must|is|are|was|were|can|could|will|would|may|might|need|have|has|had|if|or|and|why|but|please|just|probably|definitely|certainly|absolutely))\snot\s`,
  // "prefer pnpm over npm" (not "over the wire")
  String.raw`(?<=(?:prefer(?:red|s)?|favou?r(?:ed|s)?|choose|chosen|pick|use|go\s+with|stick\s+with|opt\s+for)\b.*)(?<!(?:^|\s)${OVER_AS_WAY})\sover\s`,
  // "… unless X is really required", when the rule is not a ban itself
  String.raw`(?<!(?:^|\s)(?:avoid|never|dont|not|no|without|stop)\s.*)\s(?:unless|except\s+(?:when|where|if))\s+(?=(?:\S+\s+){1,5}(?:is|are)\s+(?:(?:really|truly|absolutely|strictly|actually)\s+)?(?:required|needed|necessary)(?![a-z]))`,
  // "(not …)", "(replaces …)"
  String.raw`\s\(\s*(?:not|no|never|replaces|replacing|supersedes|in\s+place\s+of)\s`,
  // "faster than scalar UDFs"
  String.raw`(?<=(?:faster|better|safer|cheaper|simpler|cleaner|clearer|more\s+[a-z]+))\sthan\s`,
  // "better to ask than guess"
  String.raw`(?<=(?:^|\s)(?:better|best|safer|wiser)\s+to\s+\S+(?:\s+\S+){0,3})\sthan\s`,
  // "correctness trumps speed"
  String.raw`\s(?:beats?|trumps?|outweighs?|wins\s+over)\s`,
  // "rather X than Y"
  String.raw`(?<=(?:^|\s)(?:rather|sooner)\s+\S.*)\s+than\s`,
  // "like X more than Y"
  String.raw`(?<=(?:like|love|prefer|want|use)\s.*)\s(?:(?:way|much|far|a\s+lot)\s+)?more\s+than\s(?!\d)`,
  // "cares more about X than Y"
  String.raw`(?<=(?:^|\s)cares?\s+(?:(?:much|far|a\s+lot)\s+)?more\s+about\s.*)\sthan\s(?!\d)`,
  // "X >> Y"
  String.raw`\s>>?\s(?=[a-z\u3400-\u9fff.%$@#_(\[])`,
  // "prefer X to Y" (not "prefer to use")
  String.raw`(?<=(?:prefer|favou?r)\s+\S+(?:\s+\S+){0,3}|(?:preferred|favou?red))\sto\s(?!(?:use|be|do|make|have|keep|write|avoid|get|go|see|read|run)\s)`,
  // "X replaces Y" (not "replace Y with X")
  String.raw`(?<!(?:^|\s)(?:dont|not|never|always|to|please|must|should|can|could|will|would|and|or|also|just|then|do|does|we|you|i|they|ll|cant|cannot|wont|shall|may|might))\s(?:replaces?|supersedes?)\s(?!.*\swith\s)`,
  // 而不是, 而非, 代替, 取代, 替代
  String.raw`而不是|而非|代替|取代|替代`,
  // 优先于, 胜过 … (stopwords.ts RANKS_ZH)
  String.raw`${RANKS_ZH}`,
  // 「比 … 更重要」, 「比 … 重要」, 「比 … 好」
  String.raw`比(?![较例如赛特])(?=[^，。；,;！!？?]{1,20}?(?:(?:更|还)?(?:重要|优先|要紧)|好(?![\u3400-\u9fff])))`,
  // 「用 X，不要用 Y」, 「能用 X 就别 Y」
  String.raw`(?<=(?:用|使用|采用)\s*\S.*)(?:不要用|不用|别用|不使用|而不用|就别|就不要)(?!\s*(?:问|确认))`,
].join('|'))

/** A later clause that opens with the contrast is the side turned away from: "用 async/await，而不是回调", "Use the real database, not a mock". */
export const REJECTED_CLAUSE = /^\s*(?:而不是|而非|(?:but\s+|and\s+)?(?:not(?!\s+(?:just|only|merely|simply|solely)(?![a-z]))|rather\s+than|instead\s+of|in\s+place\s+of|without)\s)/
