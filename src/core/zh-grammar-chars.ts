// Chinese grammar characters that stand beside a one-character verb without making a word with it:
// an adverb of scope or time before it (只收, 都改, 再跑, 也删), a negation (不拼, 别装), a
// preposition or particle after it (留在内部, 写的, 改了, 跑过). The segmenter leaves such a verb alone
// (收 of 只收), and a restatement that spells the verb out (收集, 保留) keeps its morpheme: read by
// shared-morpheme.ts (issue 19, adds23: "ACP 结果只收集 … 保留在内部" waited as "adds 收集, 保留" after
// 只收 … 留在内部, because the bigrams 只收 and 留在 also occur in the judgment and were taken for a
// word the user kept). A closed class, short and by hand; none names a thing or an action. Pure.

/** Before the verb: adverbs of scope or time, negations and modals that do not end a word (先 does: 优先用; 必须开, 要开, 应该开). */
export const GRAMMAR_BEFORE: ReadonlySet<string> = new Set([...'只都也还又再才不别没把被须要该'])
/** After the verb: prepositions and particles. */
export const GRAMMAR_AFTER: ReadonlySet<string> = new Set([...'在到给的了着过得'])
