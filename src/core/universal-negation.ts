// 一律不写进 is "never write into" (issue 19, near23): a Chinese word of insisting (一律, 一概, 必须,
// 务必, 绝对) put before a bare 不 says the refusal for every case, it insists on nothing. The stance
// reading (claims.ts) saw only the 一律 and read "密钥一律不写进日志" as "always", the opposite of
// the user's "日志里绝对不要记录密钥", and held the paraphrase as `off-topic`. Pure.

/**
 * An insisting word, then 不 before a verb (not 不同, 不错, 不仅 … which only start with 不; 不用 only
 * before a name, 一律不用 var, since 不用 alone waives).
 */
const UNIVERSAL_NEGATION = /(?:一律|一概|必须|务必|绝对)(?:都|全都|也)?(?:不用(?=\s*[a-z0-9@])|不(?![同错过少久断仅但管如然论是确清必用])[\u3400-\u9fff])/gi

/** The text's universally negated verbs (一律不写), or none. */
export function saysNeverAs(text: string): boolean {
  UNIVERSAL_NEGATION.lastIndex = 0
  return UNIVERSAL_NEGATION.test(text)
}

/** The text without its universal negations, for reading what else it insists on. */
export const withoutUniversalNegation = (text: string) => text.replace(UNIVERSAL_NEGATION, ' ')
