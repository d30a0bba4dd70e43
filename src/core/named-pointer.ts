// A Chinese demonstrative that points at a name the user wrote, not at the thing in front of them
// (issue 19, para21): 「直接用 /add-cdn-bundle 这个 skill」, 「就用那个 replay-crashes.nu 脚本」,
// 「VS Code 里那个 "Run Extension" 的 debug 配置」. 这个 / 那个 there says "the one called …": the
// name says which one, and a judgment that keeps the name is as narrow as the user's words. Only a
// name that reads as one (quoted, or with a symbol, a digit or an inner capital), never a plain word
// or an acronym ("这个 project", 这个 PR still point at this project, this PR). Pure.

import { scopeOf } from './claims.js'
import { ENGLISH_STOP_WORDS } from './stopwords.js'

const DEMONSTRATIVE = '(?:这个|那个|这些|那些)'
/** A quoted name, or a run of Latin letters with the marks of a name from code or a product. */
const NAME = '(?:"[^"\\n]{1,40}"|“[^”\\n]{1,40}”|\'[^\'\\n]{1,40}\'|`[^`\\n]{1,40}`|[A-Za-z0-9_./@+:#-]*[A-Za-z][A-Za-z0-9_./@+:#-]*)'
const BEFORE_NAME = new RegExp(`${DEMONSTRATIVE}\\s*(${NAME})`, 'g')
const AFTER_NAME = new RegExp(`(${NAME})\\s*${DEMONSTRATIVE}`, 'g')

/**
 * A clause that ends on a name, then a demonstrative standing for it as the next clause's subject:
 * 「别用 ElementHandle，那个不会自动重试」 ("that one doesn't retry") says why of the name, not of a thing in front of them.
 */
const NAME_THEN_PRONOUN = new RegExp(`(${NAME})\\s*[，,]\\s*${DEMONSTRATIVE}(?=\\s*(?:不|没|会|是|就|也|太|很|老|总|一直|容易|经常|有|已经|早就|还))`, 'g')

/** A name, then a demonstrative and a noun of the kind of thing it names: 「playwright 这个包」, 「lint-staged 那个工具」. */
const NAMED_KIND = new RegExp(`(${NAME})\\s*${DEMONSTRATIVE}(?=\\s*(?:包|库|工具|脚本|命令|插件|模块|组件|函数|方法|服务|框架|文件|仓库|项目|skill|hook))`, 'g')

/** Reads as a name: quoted, or carries a symbol, a digit or a capital after a small letter (not an acronym: 这个 PR). */
const looksLikeName = (name: string) => /^["“'`]/.test(name) || /[0-9_./@+:#-]/.test(name) || /[a-z][A-Z]/.test(name)

const bare = (name: string) => name.replace(/^["“'`]|["”'`]$/g, '').toLowerCase()

/**
 * The user's `said` points at something only through demonstratives beside names that `judgment`
 * keeps: read without them, it points at nothing.
 */
export function pointsOnlyAtKeptNames(judgment: string, said: string): boolean {
  const kept = judgment.toLowerCase()
  let found = false
  const drop = (whole: string, name: string) => {
    if (!looksLikeName(name) || !kept.includes(bare(name))) return whole
    found = true
    return ` ${name} `
  }
  // 「playwright 这个包」: a Latin word before the demonstrative and a noun of a kind is the thing's name, however plain.
  const dropNamed = (whole: string, name: string) => {
    if (!/^[A-Za-z][\w.-]{2,}$/.test(name) || ENGLISH_STOP_WORDS.has(name.toLowerCase()) || !kept.includes(name.toLowerCase())) return drop(whole, name)
    found = true
    return ` ${name} `
  }
  const without = said.replace(BEFORE_NAME, drop).replace(NAMED_KIND, dropNamed).replace(NAME_THEN_PRONOUN, drop).replace(AFTER_NAME, drop)
  return found && scopeOf(without) !== 'pointed'
}
