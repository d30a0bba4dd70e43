// Whether a red line's deleting words are about files, each object of the verb read on its own
// (#20, mends21). The reading used to look for a non-file word anywhere in the text: "Never remove
// comments or files" (and 「不要删除注释或文件」, "Never delete test files") named no delete-files
// guard because "comments" (or "test") stood somewhere in it. Now a deleting verb's objects are
// split at "or", "and", commas, 或、和 … and the head of each decides:
// - a file word as the head ("files", "the logs folder", 测试文件, README.md): files;
// - otherwise a non-file word in the object ("comments", "test cases", 注释): not files, and its
//   unknown siblings go with it ("comments, docstrings or type hints" is one kind of thing);
// - only unknown objects ("the README", "anything", 东西): files, as before.
// "discard" and "throw away" delete files only when their object says so: "discard my uncommitted
// changes" is git checkout / restore / reset --hard (the catalogue's reset-hard), and "discard
// errors" deletes nothing. A deleting word this reading cannot place (a bare "before deleting",
// "rm -rf", a passive "files must not be deleted") is read as before, over the whole text.

import { analyse } from '../segment.js'

/** Objects of deleting that are not files: removing a comment or a test is an edit. */
export const NOT_FILES = new Set(['comment', 'doc-comment', 'commented-out', 'test', 'code', 'function', 'variable', 'log', 'line', 'paragraph', 'sentence', 'heading', 'list', 'table', 'database', 'branch', 'dependency', 'field'])
export const NOT_FILES_WORDS = /注释|测试|代码|日志|任务|计划|函数|变量|\btasks?\b|\bplan\b|\bcomments?\b|\bcode\b|\bfunctionalit|\btests?\b|\blogs?\b|\bbranch/
/** Inside one object only: a change to the working tree is not a file either ("delete my changes"). */
const NOT_FILES_OBJECT = /改动|修改|变更|\bchanges?\b|\bedits?\b|\bmodifications?\b/

const STRONG_EN = String.raw`delet(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|eras(?:e|es|ed|ing)|drop(?:s|ped|ping)?|wip(?:e|es|ed|ing)|purg(?:e|es|ed|ing)|(?:get|gets|getting|got)\s+rid\s+of|(?:deletion|removal)s?\s+of`
const WEAK_EN = String.raw`discard(?:s|ed|ing)?|(?:throw|throws|throwing|threw|thrown)\s+away`
const VERB_EN = new RegExp(String.raw`\b(?:(${STRONG_EN})|(${WEAK_EN}))\b`, 'g')
const VERB_ZH = '删除掉?|删掉|删去|删|移除|去掉|清除|清掉|抹掉|清理掉?|清空'
const AFTER_ZH = new RegExp(`(?:${VERB_ZH})`, 'g')
/** 「不要把注释或文件删掉」: the object stands between 把 and the verb. */
const BA_ZH = new RegExp(`把([^，,。；;：:！!？?\\n]{1,20}?)(?:都|全|全部|给|随便|擅自)?(?:${VERB_ZH})`, 'g')
/** 「注释和文件都不要删」: the object stands before the red line's "don't". */
const TOPIC_ZH = new RegExp(`([^，,。；;：:！!？?\\n]{1,20}?)(?:都|也|一律|一概)?(?:千万)?(?:不要|不许|不准|不能|不得|禁止|严禁|别)(?:随便|擅自|轻易)?(?:${VERB_ZH})(?=$|[，,。；;！!？?\\n]|之前|以前|前|时)`, 'g')
/** Where a Chinese object ends: punctuation, or "before / when / after" (删东西之前). */
const END_ZH = /[，,。；;：:！!？?（()\n]|之前|以前|的时候|时候|之后|以后|前(?=先|必须|要|请|一定|务必|得|都|[，,。]|$)|时(?=先|必须|要|请|[，,。]|$)|再|而|但|就/

/** Words after which an English object has ended: prepositions, clause words, adverbs of the verb. */
const END_EN = new Set(['without', 'unless', 'before', 'after', 'when', 'whenever', 'while', 'if', 'until', 'because', 'since', 'so', 'then', 'but', 'to', 'that', 'which', 'who', 'where', 'even', 'just', 'only', 'instead', 'first', 'yourself', 'manually', 'automatically', 'unnecessarily', 'in', 'from', 'on', 'at', 'of', 'with', 'within', 'under', 'inside', 'outside', 'into', 'across', 'for', 'by', 'via', 'during', 'except', 'as', 'than', 'is', 'are', 'was', 'were', 'be', 'can', 'could', 'should', 'must', 'will', 'would', 'may', 'might', 'ever', 'again', 'anymore', 'entirely', 'completely', 'permanently', 'silently', 'please'])
/** After "or" / "and": a new clause, not the verb's next object ("remove comments and rename files"). */
const CLAUSE_EN = /^(?:never|don'?t|do|does|not|always|ask|please|also|i|you|we|it|they|use|keep|make|run|rename|move|modify|change|edit|create|add|update|write|touch|overwrite|commit|push|install|leave|alter|rewrite|reformat|refactor|skip|disable|ignore|break|replace|copy|rename|mess|introduce|tell|check|confirm)$/
/** A second verb that shares the deleting verb's objects: "delete or modify comments". */
const SHARED_VERB = /^(?:modify|modifying|change|changing|edit|editing|rename|renaming|move|moving|overwrite|overwriting|touch|touching|alter|altering|rewrite|rewriting|replace|replacing|truncate|truncating)$/
const VERB_ALONE = new RegExp(`^(?:${STRONG_EN}|${WEAK_EN})$`)
/** "any of the files", "the contents of a folder": the object goes on after "of". */
const QUANTIFIER = /^(?:any|all|some|one|each|none|either|both|most|many|several|contents?|rest|parts?|copies|copy)$/
const FILE_HEAD_EN = /^(?:files?|folders?|director(?:y|ies)|dirs?|filesystem)$/
/** A file's name or path: README.md, .env, src/old, *.log. */
const FILE_NAME = /^\.?[\w*-]+(?:\.[\w*-]+)*\.[a-z][\w]{0,5}$|^\.[\w-]+$|\//i
const FILE_HEAD_ZH = /(?:文件|文件夹|目录)(?:了|吧|啊|呢|掉)?$/

export interface Deletion {
  objects: string[]
  /** discard, throw away: files only when the object says so. */
  weak: boolean
  /** Where the verb and its objects stand in the text. */
  start: number
  end: number
}

const TOKEN = /\p{Script=Han}+|\.?[\w*'’/-]+(?:\.[\w*/-]+)*|[^\s\w]/gu

/** The objects after an English deleting verb: split at commas and conjunctions, ended by a clause. */
function objectsAfter(text: string, from: number): { objects: string[]; end: number } {
  const objects: string[][] = [[]]
  let end = from
  TOKEN.lastIndex = from
  for (let m = TOKEN.exec(text), n = 0; m && n < 40; m = TOKEN.exec(text), n++) {
    const word = m[0]
    const current = objects[objects.length - 1]!
    // "delete or rename files": the two verbs share their objects.
    if ((word === 'or' || word === 'and') && objects.length === 1 && !current.length) {
      const next = /^\s+([\w'’-]+)/.exec(text.slice(m.index + word.length))
      if (next && (SHARED_VERB.test(next[1]!) || VERB_ALONE.test(next[1]!))) {
        TOKEN.lastIndex = m.index + word.length + next[0].length
        continue
      }
    }
    if (word === ',' || word === 'or' || word === 'and' || word === 'nor' || word === 'and/or') {
      if (!current.length && word !== ',' && objects.length > 1) break
      if (current.length) objects.push([])
      TOKEN.lastIndex = m.index + word.length
      const next = /^\s*,?\s*([\w'’-]+)/.exec(text.slice(TOKEN.lastIndex))?.[1]
      if (!next || CLAUSE_EN.test(next) || VERB_ALONE.test(next) || END_EN.has(next)) break
      continue
    }
    if (word === 'of' && current.length && current.every((w) => QUANTIFIER.test(w) || /^(?:the|a|an)$/.test(w))) continue
    if (/^[^\w*]$/.test(word) || END_EN.has(word) || current.length >= 6) break
    current.push(word)
    end = m.index + word.length
  }
  return { objects: objects.filter((o) => o.length).map((o) => o.join(' ')), end }
}

const splitZh = (object: string) => object.split(/或者|或是|或|以及|和|及|与|、|跟|还有/).map((o) => o.trim()).filter(Boolean)

/** Every deleting verb in the text with the objects it takes (none when nothing stands after it). */
export function deletionsIn(text: string): Deletion[] {
  const out: Deletion[] = []
  for (const m of text.matchAll(VERB_EN)) {
    const after = m.index + m[0].length
    const { objects, end } = objectsAfter(text, after)
    out.push({ objects, weak: Boolean(m[2]), start: m.index, end })
  }
  for (const m of text.matchAll(TOPIC_ZH)) out.push({ objects: splitZh(m[1]!), weak: false, start: m.index, end: m.index + m[0].length })
  for (const m of text.matchAll(BA_ZH)) out.push({ objects: splitZh(m[1]!), weak: false, start: m.index, end: m.index + m[0].length })
  for (const m of text.matchAll(AFTER_ZH)) {
    if (out.some((d) => m.index >= d.start && m.index < d.end)) continue
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 24)
    const cut = END_ZH.exec(rest)
    const object = (cut ? rest.slice(0, cut.index) : rest).replace(/^掉/, '').trim()
    out.push({ objects: splitZh(object), weak: false, start: m.index, end: m.index + m[0].length + object.length })
  }
  return out
}

const hasFileHead = (object: string) => {
  if (FILE_HEAD_ZH.test(object)) return true
  const words = object.split(/\s+/)
  // A file name heads the object only as its last word: "package.json" is a file, "package.json entries" and "console.log calls" are not.
  const last = words[words.length - 1]!
  return FILE_HEAD_EN.test(last) || FILE_NAME.test(last)
}
const saysNotFiles = (object: string) =>
  NOT_FILES_WORDS.test(object) || NOT_FILES_OBJECT.test(object) || analyse(object).units.some((u) => u.key.startsWith('c:') && NOT_FILES.has(u.key.slice(2)))

/** One verb's objects: a file head names files; else a non-file object (or a weak verb) names none. */
function aboutFiles(d: Deletion): boolean {
  if (d.objects.some(hasFileHead)) return true
  if (d.weak) return false
  return !d.objects.some(saysNotFiles)
}

/** The whole text has no non-file word (the reading before objects were read one by one). */
export function noNonFileWord(text: string, concepts: ReadonlySet<string>): boolean {
  return ![...concepts].some((c) => NOT_FILES.has(c)) && !NOT_FILES_WORDS.test(text)
}

/**
 * Whether the deleting words of `text` (a red line already read as deleting) are about files;
 * `whole` is the red line before phrases that delete nothing were taken out, read as before.
 * `stillDeletes(residue)` tells whether the text with the read verbs and objects taken out still
 * deletes: a deletion this reading could not place is read over the whole text, as before.
 */
export function deletesFiles(text: string, whole: string, concepts: ReadonlySet<string>, stillDeletes: (residue: string) => boolean): boolean {
  const read = deletionsIn(text).filter((d) => d.objects.length)
  if (read.some(aboutFiles)) return true
  let residue = text
  for (const d of [...read].sort((a, b) => b.start - a.start)) residue = residue.slice(0, d.start) + ' ' + residue.slice(d.end)
  return (!read.length || stillDeletes(residue)) && noNonFileWord(whole, concepts)
}
