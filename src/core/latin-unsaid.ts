// A name written in Latin letters inside a judgment that the user's words never wrote, when either
// side is Chinese: "服务端数据用 SWR 缓存" after "…那是 React Query 的事". Against a Chinese text the
// added-content check skips English words (a Chinese writer may have said them in Chinese, so a
// translation cannot be checked word by word), but a Chinese writer names a tool, a library or an
// acronym in Latin letters as it is spelled: a named Latin term both texts could show, in the
// judgment alone, is a value the user did not name. Pure.

import { COMPOUND_NAME, nameWrittenAs } from './name-forms.js'
import { saysSameAs, sensesIn } from './senses.js'
import { readOnce } from './reading-cache.js'
import { extractFeatures } from './topic.js'
import { normalize } from './segment.js'
import { pairOfSaid, tokensOf, type Token } from './term-swap.js'
import { mostlyChinese } from './han.js'

export { mostlyChinese }

// A method read off its receiver (Status().Apply() → .Apply) is a name as much as its receiver.
const latinName = (t: Token) => t.named && /^\.?[A-Za-z][\w.@/+#:-]*$/.test(t.surface) && t.surface.length > 1

/** Named by its spelling (RxJS, @recipe, v5, async/await), not by being a value word: an English judgment translates those (before = 之前). */
const spelledAsName = (t: Token) => /[a-z][A-Z]|[A-Z]{2}|\d|[._@/:#+$]/.test(t.surface)

/** A place noun after a word of the judgment ("the utils directory"): the word names the place. */
const PLACE_NOUN_EN = /^(?:dir|directory|directories|folder|folders|package|packages|module|modules|branch|branches|bucket|buckets|namespace|namespaces)$/i
/** The user names such places in Latin letters (「components 目录」, 「放到 src/lib 下」): a place the judgment names is spelled as theirs would be. */
const LATIN_PLACE_ZH = /[A-Za-z][\w.-]*\/?\s*(?:目录|文件夹|包|模块|分支)|[A-Za-z][\w.-]*\/[\w.-]*\s*下/

/** Words written as code: a key in brackets (`@recipe['quantity']`) or a word in backticks. */
const codeWords = (text: string) => new Set([...text.matchAll(/\[\s*['"]([A-Za-z_][\w-]*)['"]\s*\]|`([A-Za-z_][\w-]*)`/g)].map((m) => m[1] ?? m[2]!))

/** 「page、layout 这类特殊文件」: names listed as examples of a kind the judgment names after them. */
const EXAMPLES_OF_KIND = /[A-Za-z][\w.-]*(?:[\s、,，/]+[A-Za-z][\w.-]*)*(?=\s*(?:这类|这些|这几类|之类|等))/g
const examplesOfKind = (judgment: string): ReadonlySet<string> => new Set([...judgment.matchAll(EXAMPLES_OF_KIND)].flatMap((m) => m[0].split(/[\s、,，/]+/)))

/**
 * The judgment's Latin names that the user's words never wrote (nor a name the lexicon reads the
 * same), when either side is Chinese: a Chinese writer spells a name in Latin letters, and an
 * English writer's words show every Latin name they meant ("禁止直接向 release 分支提交" after "No direct
 * commits to protected branches (main, develop)"). An English judgment of Chinese words counts only
 * names spelled as names: its ordinary words translate the user's.
 */
export function unsaidLatinNames(judgment: string, said: string): string[] {
  const chineseJudgment = mostlyChinese(judgment)
  // 「基于 opendal_core::services 实现 Layer」 after English words: Chinese around code, too little of it to be
  // mostly Chinese, is still a translation; names spelled as names show.
  const across = /[\u3400-\u9fff]/.test(judgment) !== /[\u3400-\u9fff]/.test(said)
  const text = normalize(said)
  const compounds = /[\u3400-\u9fff]/.test(judgment) ? unsaidCompounds(judgment, said, text) : []
  if (!chineseJudgment && !mostlyChinese(said) && !across) return compounds
  const saidKeys = new Set(tokensOf(said).map((t) => t.key))
  const saidUnits = extractFeatures(said).weights
  const found: string[] = [...compounds]
  const code = codeWords(judgment)
  let senses: ReadonlySet<number> | undefined
  let listed: ReadonlySet<string> | undefined
  const tokens = tokensOf(judgment)
  const placesInLatin = !chineseJudgment && LATIN_PLACE_ZH.test(said)
  for (const [i, t] of tokens.entries()) {
    // "Put shared components in the utils directory" after 「共享组件放到 components 目录下」 (session 37).
    const place = placesInLatin && /^[a-z][\w-]*$/i.test(t.surface) && PLACE_NOUN_EN.test(tokens[i + 1]?.surface ?? '')
    // 「提交前先运行 golint」 after 「跑一下 go vet 再提交」: a Latin word neither table knows, in Chinese words, is
    // named (term-swap.ts tokensOf), unless the judgment lists it as an example of a kind it names.
    const listedWord = t.unknownWord && (listed ??= examplesOfKind(judgment)).has(t.surface)
    const name = code.has(t.surface) || place || (latinName(t) && !listedWord && (chineseJudgment || spelledAsName(t)))
    if (!name || saidKeys.has(t.key) || pairOfSaid(t, saidKeys) || text.includes(t.surface.toLowerCase()) || nameWrittenAs(t.surface, said)) continue
    // A concept the lexicon knows in both scripts (TS / TypeScript / 类型脚本): said in other words.
    if ([...extractFeatures(t.surface).weights.keys()].some((k) => k[0] === 'c' && saidUnits.has(k))) continue
    // "CREATE INDEX CONCURRENTLY" after 「加索引要用 CONCURRENTLY」: an ordinary word in capitals, said in Chinese (索引).
    if (/^[A-Z]+$/.test(t.surface) && [...extractFeatures(t.surface.toLowerCase()).weights.keys()].some((k) => saysSameAs(k, (senses ??= readOnce(sensesIn, said))))) continue
    if (!found.includes(t.surface)) found.push(t.surface)
  }
  return found
}

/**
 * 「表单统一用 react-final-form」 after 「…统一用 react-hook-form」: tokensOf reads a compound as its parts, each an
 * ordinary word; in Chinese words the compound is one name, and a part of it the user never wrote makes it another.
 */
function unsaidCompounds(judgment: string, said: string, text: string): string[] {
  const out: string[] = []
  for (const [name] of judgment.matchAll(COMPOUND_NAME)) {
    if (out.includes(name) || text.includes(name.toLowerCase()) || nameWrittenAs(name, said)) continue
    if (name.toLowerCase().split('-').some((part) => part.length >= 3 && !text.includes(part))) out.push(name)
  }
  return out
}
