// Numbers with their unit ("under 50 characters", "五十行以内", "2 个空格") and quoted literals
// (`pnpm dlx`, “…”, 「…」) in a normalized text: the numeric and literal values of a claim
// (slots.ts). Pure.

import { chineseNumber } from './segment.js'

/**
 * A number's bound: at most (under 50, 五十字以内) or at least (at least 80 %, 以上). Informational:
 * "keep functions under 50 lines" and "split functions longer than 50 lines" say one thing.
 */
export type Bound = '<=' | '>='

/**
 * A number in digits: with thousands separators (1,000), and with the magnitude people type after it
 * (10k, 10M rows, 1000万): the count it stands for (10000000 for 10M and for 1000万).
 */
const DIGITS = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?(?:\s?[万亿]|[km](?=\s+(?:rows?|records?|users?|requests?|events?|messages?|items?|entries|lines?|documents?|docs|tokens?|files?)(?![a-z])))?`
const MAGNITUDE: Record<string, number> = { k: 1e3, m: 1e6, 万: 1e4, 亿: 1e8 }

const NUMBER_WORDS: Record<string, number> = {
  two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, eighty: 80, hundred: 100,
}
const UNIT_OF: Array<[RegExp, string]> = [
  [/^(?:%|％|percent|百分)/, 'percent'],
  [/^(?:characters?|chars?|字符|个字|字)$/, 'chars'],
  [/^(?:lines?|rows?|行)$/, 'lines'],
  [/^(?:spaces?|空格|格)$/, 'spaces'],
  [/^(?:columns?|cols?|列)$/, 'columns'],
  [/^(?:words?|词|单词)$/, 'words'],
  [/^(?:sentences?|句)$/, 'sentences'],
  [/^(?:paragraphs?|段)$/, 'paragraphs'],
  [/^(?:ms|milliseconds?|毫秒)$/, 'ms'],
  [/^(?:seconds?|secs?|s|秒)$/, 'seconds'],
  [/^(?:minutes?|mins?|分钟)$/, 'minutes'],
  [/^(?:hours?|hrs?|h|小时)$/, 'hours'],
  [/^(?:days?|d|天)$/, 'days'],
  [/^(?:weeks?|周)$/, 'weeks'],
  [/^(?:times|retries|attempts?|次)$/, 'times'],
  [/^(?:levels?|层)$/, 'levels'],
  [/^(?:params?|parameters?|arguments?|args?|个参数|参数)$/, 'params'],
  [/^(?:files?|个文件)$/, 'files'],
  [/^(?:grades?|年级)$/, 'grade'],
  [/^(?:px|rem|kb|mb|gb|tokens?|items?|commits?|bullets?|points?|steps?|条|点|步|位)$/, ''],
]
const EN_NUMBER = new RegExp(`(?<![\\w.])(${DIGITS}|${Object.keys(NUMBER_WORDS).join('|')}|one|a\\s+single)\\s*-?\\s*(?:(?:blank|empty|new|extra|separate|consecutive|leading|trailing|full|whole|straight|working|business)\\s+)?(%|percent|characters?|chars?|lines?|rows?|spaces?|columns?|cols?|words?|sentences?|paragraphs?|ms|milliseconds?|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|px|rem|kb|mb|gb|tokens?|items?|times|retries|attempts?|levels?|params?|parameters?|arguments?|args?|files?|commits?|bullets?|points?|steps?|(?<=\\d)(?:s|h|d))(?![a-z])`, 'g')
/** A school grade as a reading level: "grade 10", "10th grade". */
const EN_GRADE = /(?<![\w.])grade\s+(\d{1,2})(?![\w.])|(?<![\w.])(\d{1,2})(?:st|nd|rd|th)[\s-]+grade(?![a-z])/gi
// A unit character that begins a longer word is not the unit: 8601 格式 (format), 3 条件, 5 字段; 第一行 is a place, not a count;
// 一段声明 is "a statement" (段 a measure word before a noun), 三段以内 / 三段话 count paragraphs.
const ZH_NUMBER = new RegExp(String.raw`(?<!第\s*)(?<![统唯单])(${DIGITS}|[零〇一二两三四五六七八九十百千万亿]+)\s*(?:个)?\s*(%|％|字符(?!串|集)|字(?![段典体节号面符])|行(?![为业动政])|空格|格(?![式局子外])|列|词|单词|句|段(?=$|[^\u4e00-\u9fff]|话|落|文字|以|之|内|左右|为|或|到|至|、)|毫秒|秒|分钟|小时|天(?!到晚|天)|周(?!年)|次|层|个参数|参数|个文件|年级|条(?![件目])|点(?![击赞])|步|位(?=小数|$|[^\u4e00-\u9fff]|以上|以内|以下|及以上))`, 'g')
/** What 「N 位」 is the length of, in characters. */
const LENGTH_OF = /密码|口令|长度|验证码|密钥|passw/
const BARE_NUMBER = new RegExp(String.raw`(?<![\w.])(${DIGITS})(?![\w.%])`, 'g')
/** "8:00" is 8 o'clock (8 点); "8:30" stays as written. */
const CLOCK = /(?<![\w.:])(\d{1,2}):(\d{2})(?![\d:])/g
/** A number word before a noun of no known unit ("two reviewers"), or "两个人": a count all the same. */
const BARE_NUMBER_WORD = new RegExp(`(?<![\\w-])(${Object.keys(NUMBER_WORDS).join('|')})(?=\\s+[a-z])`, 'g')
const BARE_ZH_COUNT = /([两二三四五六七八九十]+)(?=个)/g
/** A version in Chinese numerals right after a name: 「svelte 五」, 「Vue 三」 (Svelte 5, Vue 3); not a count (「git 三次」). */
const ZH_VERSION = /(?<=[a-z][\w.+#-]*\s?)([二三四五六七八九十])(?![\u4e00-\u9fff]*?[个次条行种遍下点些样位层段句页秒分天周月年岁倍成十百千万])/g
/**
 * One person, one approval: 「一个人通过就能合并」, 「至少一个 approve」, "one approval is enough", "nah, one is
 * enough", "a single reviewer" — a count where a user's rule counts people ("至少两个人", "two approvals");
 * 一个 and "one" elsewhere are articles (session 37).
 */
const ONE_PERSON = /(?<![\w-])(?:one|a\s+single|single)\s+(?=(?:person|reviewers?|approvers?|approvals?|maintainers?|people|sign-?offs?)(?![a-z]))|(?<![\w-])one(?=\s+(?:is|will\s+do)\s+(?:enough|fine|plenty)(?![a-z]))|(?<=(?:至少|最少|最多|至多|只要|只需|仅需)\s*)一(?=\s*(?:个|位|名)?\s*(?:人|approve|approval|review|reviewer|批准|审批|通过))|(?<![\u4e00-\u9fff])一(?=(?:个人|位|名)(?:通过|审|批|同意|review|approve|就|即|\s|$))|(?<=[\u4e00-\u9fff])一(?=个人(?:通过|审|批|同意|就|即))/g
/** "An hour", "a day": one of a unit of time. */
const ONE_TIME_UNIT = /(?<![\w-])(?:an?|one)\s+(minute|hour|day|week)(?![a-z])/g
const QUOTED = /`([^`\n]{1,60})`|"([^"\n]{1,60})"|“([^”\n]{1,60})”|「([^」\n]{1,60})」|«([^»\n]{1,60})»|(?<=^|\s)'([^'\s][^'\n]{0,58})'(?=\s|$|[,.;:!?])/g

export interface Mention {
  cls: string
  value: string
  surface: string
  index: number
  bound?: Bound
  /** The bound was read through a negation ("should not take more than 3"): it already says what the clause allows. */
  negatedBound?: true
}

/**
 * Units a lone "one" / 一 counts: 空一行, "one blank line", 一个空格, and a time span (「先在灰度跑一周」, "one
 * day"; 一天到晚 is "all day long", ZH_NUMBER's guard). 一次, 一点, "one time" are manners of speech.
 */
const COUNTED_BY_ONE = new Set(['lines', 'spaces', 'chars', 'columns', 'words', 'sentences', 'paragraphs', 'levels', 'params', 'files', 'hours', 'days', 'weeks'])

function numberValue(word: string, unit?: string): number | null {
  if (/^(?:one|a\s+single|一)$/.test(word)) return unit !== undefined && COUNTED_BY_ONE.has(unit) ? 1 : null
  if (/^\d/.test(word)) {
    const [, digits = '', suffix] = /^([\d,.]+)\s?([km万亿])?$/.exec(word) ?? []
    const n = Number(digits.replace(/,/g, ''))
    return Number.isFinite(n) ? Math.round(n * (suffix ? MAGNITUDE[suffix]! : 1) * 1000) / 1000 : null
  }
  if (word in NUMBER_WORDS) return NUMBER_WORDS[word]!
  return chineseNumber(word)
}

/** Words that bound a number: "under 50", "at most 50", "50 字以内" (≤); "at least 80 %", "80 % 以上" (≥). */
export const AT_MOST = /(?:under|below|at\s+most|(?:no|not)\s+(?:more|longer|larger|bigger|greater|higher|wider)\s+than|(?:less|fewer|shorter|smaller|lower|narrower)\s+than|up\s+to|max(?:imum)?(?:\s+of)?|within|limit(?:ed)?\s+to|cap(?:ped)?\s+at|不超过|(?:不能|不得|不可|不应|不要)(?:超过|多于|大于|高于)|不多于|不大于|最多|少于|小于|控制在|限制在|≤|<=?)\s*(?:要|得|需要|需|应|应该|必须|是|达到|为|在|保持在)?\s*$/
export const AT_LEAST = /(?:at\s+least|(?:no|not)\s+(?:less|fewer|shorter|smaller|lower|narrower)\s+than|(?:more|longer|larger|bigger|greater|higher|wider)\s+than|exceed(?:s|ing)?|over|above|min(?:imum)?(?:\s+of)?|至少|不少于|不低于|(?:不能|不得|不可|不应|不要)(?:低于|少于|小于)|大于|多于|超过|≥|>=?)\s*(?:要|得|需要|需|应|应该|必须|是|达到|为|在|保持在)?\s*$/
const AT_MOST_AFTER = /^\s*(?:以内|之内|以下|或更少|or\s+(?:less|fewer))/
const AT_LEAST_AFTER = /^\s*(?:以上|或更多|or\s+more)/

/** A negation, apostrophe or not ("shouldn't", normalized "shouldnt"). */
const NEG = String.raw`(?:not|never|cannot|(?:do|does|did|should|must|ca|wo|is|are|could|would)n'?t)`
const MORE = 'more|greater|longer|larger|bigger|higher|wider|over'
const LESS = 'less|fewer|shorter|smaller|lower|narrower'
/** "should not take more than 3", "must never exceed 50": a negated comparator is the other bound. */
const NOT_MORE = new RegExp(String.raw`(?<![a-z])${NEG}\s+(?:[a-z]+\s+){0,2}?(?:(?:${MORE})\s+than|exceed(?:ing)?)\s*$`)
const NOT_LESS = new RegExp(String.raw`(?<![a-z])${NEG}\s+(?:[a-z]+\s+){0,2}?(?:${LESS})\s+than\s*$`)

/** `<=`, `>=` or '' (exactly, or not said). */
/** The bound a negated comparator before a number allows, or '' when none. */
const negatedBoundOf = (wide: string): Bound | '' => NOT_MORE.test(wide) ? '<=' : NOT_LESS.test(wide) ? '>=' : ''

function boundOf(before: string, after: string, negated: Bound | ''): Bound | '' {
  if (negated) return negated
  if (AT_MOST.test(before) || AT_MOST_AFTER.test(after)) return '<='
  if (AT_LEAST.test(before) || AT_LEAST_AFTER.test(after)) return '>='
  return ''
}

function unitClass(unit: string): string | undefined {
  for (const [re, name] of UNIT_OF) if (re.test(unit)) return name
  return undefined
}

/** Numbers with their unit (indentation widths become `indent` values), then bare numbers. */
export function numberMentions(text: string, taken: Array<[number, number]>): Mention[] {
  const out: Mention[] = []
  const free = (a: number, b: number) => !taken.some(([x, y]) => a < y && x < b)
  for (const re of [EN_NUMBER, ZH_NUMBER]) {
    re.lastIndex = 0
    for (let m = re.exec(text); m; m = re.exec(text)) {
      // 「密码至少 12 位」: a length of a password or a code counts characters; 「2 位小数」 counts nothing named;
      // any other 位 (「只留后四位」) is read as before this reading (session 46): no unit of its own.
      const digits = m[2] === '位' && !text.startsWith('小数', m.index + m[0].length)
      if (digits && !LENGTH_OF.test(text)) continue
      const unit = digits ? 'chars' : unitClass(m[2]!)
      const n = numberValue(m[1]!, unit)
      if (n === null || unit === undefined || !free(m.index, m.index + m[0].length)) continue
      taken.push([m.index, m.index + m[0].length])
      const negated = negatedBoundOf(text.slice(Math.max(0, m.index - 48), m.index))
      const bound = boundOf(text.slice(Math.max(0, m.index - 16), m.index), text.slice(m.index + m[0].length, m.index + m[0].length + 6), negated)
      const negatedBound = negated !== ''
      out.push(unit === 'spaces'
        ? { cls: 'indent', value: `${n}-spaces`, surface: m[0], index: m.index }
        : { cls: unit ? `number:${unit}` : 'number', value: String(n), surface: m[0], index: m.index, ...(bound ? { bound } : {}), ...(negatedBound ? { negatedBound } : {}) })
    }
  }
  // "grade 10", "10th grade": the unit before the number, or an ordinal (十年级 is ZH_NUMBER's).
  EN_GRADE.lastIndex = 0
  for (let m = EN_GRADE.exec(text); m; m = EN_GRADE.exec(text)) {
    if (!free(m.index, m.index + m[0].length)) continue
    taken.push([m.index, m.index + m[0].length])
    out.push({ cls: 'number:grade', value: String(Number(m[1] ?? m[2])), surface: m[0], index: m.index })
  }
  ONE_PERSON.lastIndex = 0
  for (let m = ONE_PERSON.exec(text); m; m = ONE_PERSON.exec(text)) {
    if (!free(m.index, m.index + m[0].length)) continue
    taken.push([m.index, m.index + m[0].length])
    out.push({ cls: 'number', value: '1', surface: m[0].trim(), index: m.index })
  }
  ONE_TIME_UNIT.lastIndex = 0
  for (let m = ONE_TIME_UNIT.exec(text); m; m = ONE_TIME_UNIT.exec(text)) {
    if (!free(m.index, m.index + m[0].length)) continue
    taken.push([m.index, m.index + m[0].length])
    out.push({ cls: `number:${unitClass(m[1]!)}`, value: '1', surface: m[0], index: m.index })
  }
  CLOCK.lastIndex = 0
  for (let m = CLOCK.exec(text); m; m = CLOCK.exec(text)) {
    if (!free(m.index, m.index + m[0].length)) continue
    taken.push([m.index, m.index + m[0].length])
    out.push({ cls: 'number', value: m[2] === '00' ? String(Number(m[1])) : `${Number(m[1])}:${m[2]}`, surface: m[0], index: m.index })
  }
  for (const re of [BARE_NUMBER, BARE_NUMBER_WORD, BARE_ZH_COUNT, ZH_VERSION]) {
    re.lastIndex = 0
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const n = numberValue(m[1]!)
      if (n === null || !free(m.index, m.index + m[0].length)) continue
      taken.push([m.index, m.index + m[0].length])
      out.push({ cls: 'number', value: String(n), surface: m[0], index: m.index })
    }
  }
  return out
}

export function literalMentions(text: string): Mention[] {
  const out: Mention[] = []
  QUOTED.lastIndex = 0
  for (let m = QUOTED.exec(text); m; m = QUOTED.exec(text)) {
    const inner = m.slice(1).find((g) => g !== undefined)!.trim()
    if (inner) out.push({ cls: 'literal', value: inner, surface: m[0], index: m.index })
  }
  return out
}

/** Comparators carry a bound, not a polarity: "no more than 3", "不超过五十行". */
export const COMPARATORS = /(?:no|not|(?:shouldn'?t|should\s+not|mustn'?t|must\s+not|can'?t|cannot|don'?t|do\s+not|never|won'?t)\s+(?:be\s+)?)\s*(?:more|less|fewer|longer|shorter|greater|larger|bigger|higher|lower|wider)\s+than|(?:shouldn'?t|should\s+not|mustn'?t|must\s+not|don'?t|do\s+not|never)\s+exceed|(?:不能|不得|不可|不应|不要)(?:超过|多于|大于|高于|低于|少于|小于)|不超过|不多于|不少于|不低于|不大于|不高于|不长于/g
