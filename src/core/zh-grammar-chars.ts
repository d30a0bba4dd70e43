// Chinese grammar characters that stand beside a one-character verb without making a word with it:
// an adverb of scope or time before it (只收, 都改, 再跑, 也删), a negation (不拼, 别装), a
// preposition or particle after it (留在内部, 写的, 改了, 跑过). The segmenter leaves such a verb alone
// (收 of 只收), and a restatement that spells the verb out (收集, 保留) keeps its morpheme: read by
// shared-morpheme.ts (issue 19, adds23: "ACP 结果只收集 … 保留在内部" waited as "adds 收集, 保留" after
// 只收 … 留在内部, because the bigrams 只收 and 留在 also occur in the judgment and were taken for a
// word the user kept). A closed class, short and by hand; none names a thing or an action. Pure.

/** The modals before a one-character verb: 必须开, 要存, 应该放, 一律关 (kept-on.ts reads 开 after them as turning on). */
export const MODALS_ZH: readonly string[] = ['必须', '务必', '一律', '应该', '要', '得', '都']
/** Before the verb: adverbs of scope or time, negations, and the last character of a modal; none ends a word (先 does: 优先用). */
export const GRAMMAR_BEFORE: ReadonlySet<string> = new Set([...'只都也还又再才不别没把被', ...MODALS_ZH.map((modal) => modal.at(-1)!)])
/** After the verb: prepositions and particles. */
export const GRAMMAR_AFTER: ReadonlySet<string> = new Set([...'在到给的了着过得'])
