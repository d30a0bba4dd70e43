// "Not needed" that qualifies a thing, not a duty waived (issue 19, turns23): "Use locals rather than
// instance variables you don't need" restates "… over unnecessary instance variables", "Prevent
// components from re-rendering when they don't need to" restates "Avoid unnecessary re-renders",
// and 「不用没声明过的 $emit」 (don't use an undeclared $emit) restates "no untyped $emit". The words
// that waive a duty ("you don't need to write tests", 不用写测试) read those as licences (claims.ts
// `relaxes`); here the qualifier is taken out first: a "don't need (to)" that closes its clause
// after a word of the sentence (the waived act would follow it), and a 不用 before a phrase that
// ends in 的 (a noun's modifier: 不用没声明过的 X). Also read here: "can stay as they are", a
// licence to leave a thing as it is, which 「可以保持原样」 says in Chinese. Pure.

/** "instance variables you don't need", "when they don't need to": the clause ends after "need (to)". */
const NEED_QUALIFIER = /(?<=[a-z0-9)]\s+)(?:(?:that|which|when|where|if)\s+)?(?:you|they|it|we|one|u)\s+(?:don'?t|doesn'?t|do\s+not|does\s+not)\s+(?:really\s+|actually\s+)?need(?:\s+to|\s+it|\s+them)?(?=\s*(?:[.,;:!?)]|$))/gi
/** 不用 before a modifier ending in 的: "don't use the … kind of X", not "no need". */
const ZH_USE_MODIFIED = /不用(?=[^，,。；;：:\s]{1,10}的)/g
/** "the old ones can stay as they are", "can be left as is": leave it unchanged, a licence. */
export const LEAVE_AS_IS = /(?<![a-z])(?:can|may)\s+(?:stay|remain|be\s+left|be\s+kept)\s+(?:as\s+(?:they|it)\s+(?:are|is)|as\s+is|unchanged|untouched)(?![a-z])/i

/** `text` without the qualifiers that say "unnecessary" in other words. */
export function withoutNeedQualifiers(text: string): string {
  return text.replace(NEED_QUALIFIER, ' ').replace(ZH_USE_MODIFIED, '  ')
}
