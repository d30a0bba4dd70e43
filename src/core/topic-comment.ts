// A Chinese topic, then what holds for it (issue 19, session 40): 「_static/ 下面那些生成的文件，没有充分理由别去动」,
// 「测试代码，不要删」. The first clause names the thing and nothing is done in it; the second refuses a bare
// act whose object is that topic. The clause splitter cut them apart, so the topic read as a clause of its
// own that chose what it named, and the faithful "Don't modify the generated files in _static/ …" was held
// as the opposite of the user's words. A clause that points back by a pronoun (这些都…, 它们…) did this
// already; a refusal with no object of its own after a topic is the same. Pure.

import { SINGLE_VERB_CHARS } from './zh-single-verbs.js'

/** A Chinese clause that opens by pointing back at the clause before it: 这些都…, 它们…, 这几个…. */
export const RESUMES = /^\s*(?:这些|这几[个样项类]|它们|以上|上面这些)/

/**
 * A refusal whose act has no object of its own: 「别去动」, 「没有充分理由别去动」, 「千万不要删」,
 * 「不许直接改」. A condition of need may open it; adverbs of manner may stand before the verb.
 */
const BARE_REFUSAL = /^\s*(?:(?:没有|没|无)(?:充分|正当|特别|足够)?的?(?:理由|原因|必要)(?:的话)?(?:就|的情况下)?\s*)?(?:千万|绝对|一律|也|都|就|请)?\s*(?:别|不要|不许|不准|不能|不得|禁止|严禁|勿)\s*(?:再|去|乱|随便|轻易|擅自|直接|自己|手动|手工)*\s*(?:动|碰|改|删|修改|改动|删除|覆盖|重写|编辑|格式化|重命名|移动|提交)(?:了|它们?)?\s*[。.!！]?\s*$/

/**
 * What makes a clause an act and not a topic: a modal, a negation, a disposal (把), a stance adverb
 * (一律, 都), a verb of one character (zh-single-verbs.ts, and 动碰走做… of rules: 走工单).
 */
const ACTS = new RegExp(`要|用|把|请|先|必须|应该|应当|得|会|能|可以|不|别|没|勿|禁|一律|统一|总是|务必|都|也|[${SINGLE_VERB_CHARS}动碰走做提推合交设配传存取]`)

/** A statement about its subject (「gen.go 是自动生成的文件」): a copula says what it is, it does not name a topic. */
const COPULA = /是|为|属于/

/** A topic: Chinese words that name a thing (what its last 的 modifies), with no act in them. */
function isTopic(clause: string): boolean {
  if (!/[\u3400-\u9fff]/.test(clause) || COPULA.test(clause)) return false
  const head = clause.slice(clause.lastIndexOf('的') + 1)
  return /[\u3400-\u9fff]/.test(head) && !ACTS.test(head)
}

/** `clause` takes up the one before it as its own object: a pronoun that points back, or a bare refusal after a topic. */
export function pointsBack(clause: string, before: string): boolean {
  return RESUMES.test(clause) || (BARE_REFUSAL.test(clause) && isTopic(before))
}
