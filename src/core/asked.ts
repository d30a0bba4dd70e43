// A question the user asks states no rule of theirs. "why are you using yarn?" is a complaint about
// yarn, "should we mock the database?" weighs it, "is it ok to push to main?" asks leave: none of them
// says "use yarn", "mock the database" or "push to main", and read as statements they ground exactly
// those rules (the flip the gate exists to hold). A request put as a question ("can you use pnpm from
// now on?", "能不能别用 yarn？") does say what the user wants and is read as before. Pure.

/**
 * A sentence that ends asking: ? or ？ (repeated, or with ! after), or 吗 (什么 and 呢 end statements
 * too: 说明你在做什么。). A ? that the text goes on after without a space ("user_signed_in?,", "code?:")
 * belongs to a name; wordsRead passes what follows the sentence.
 */
export const ENDS_ASKING = /(?:[?？][?？!！]*|吗[。.]?)\s*$/

/** Opens as a request: "can you …", "please …?", "你能不能…", "麻烦…". */
const REQUEST = new RegExp([
  String.raw`^(?:(?:ok(?:ay)?|so|and|also|now|hey|hi|then|but|actually)[,\s]+)*(?:(?:can|could|would|will|won'?t)\s+(?:you|u|ya)|(?:would|do)\s+you\s+mind|please|pls|plz|kindly)(?![a-z])`,
  String.raw`\b(?:please|pls|plz)[?？!.\s]*$`,
  '^(?:那|好|行|另外|还有|然后)?[，,]?(?:你|您)?(?:能不能|能否|可不可以|可否|能|可以|麻烦|请|帮我|帮忙)',
].join('|'), 'i')

/**
 * A challenge asks whatever its mark: "why are you still using var", "who told you to push",
 * "谁让你用 var 的", "你为什么又直接推 main", "who still uses yarn in 2026 lol", 「谁还在用 yarn 啊」. What it
 * names is what the user objects to.
 */
const CHALLENGE = /^(?:(?:so|and|but|hey|wait|um+|uh+)[,\s]+)*(?:why\s+(?:(?:are|did|do|would|is|were|does|have|has)\s+(?:you|u|it|we|anyone|anybody|someone|people)|(?:the\s+hell|on\s+earth)\s)|who\s+(?:told|asked)\s+(?:you|u)|who\s+(?:still|even|actually|seriously|in\s+their\s+right\s+mind)|what\s+are\s+you\s+doing)(?![a-z])|^(?:你|您)?(?:为什么|为啥|干嘛|干吗|凭什么|谁让你|谁叫你|谁允许你|谁还|哪还有人|怎么还在)/i

/**
 * A suggestion put as a question says to do it: "why not use pnpm?", "why don't we use pnpm?", "how
 * about pnpm?", "can we use pnpm instead?", "要不用 pnpm 吧？". Its opening is dropped for the reading:
 * left in, "why don't" reads as a refusal of what it proposes.
 */
const SUGGESTS = new RegExp([
  String.raw`^(?:(?:ok(?:ay)?|so|and|also|hmm+|maybe|but)[,\s]+)*(?:`,
  String.raw`why\s+(?:not|don'?t\s+(?:you|we|u))|how\s+about|what\s+about|(?:can|could|shall)\s+we|let'?s`,
  // Asked the other way round: "shouldn't this use pnpm?", "wouldn't it be better to …", "can't we just …".
  String.raw`|(?:shouldn'?t|can'?t|couldn'?t)\s+(?:we|you|u|it|this|that|these|they)(?:\s+just)?`,
  String.raw`|(?:wouldn'?t|isn'?t)\s+it\s+(?:be\s+)?(?:better|nicer|cleaner|simpler|safer|easier)\s+(?:to|if\s+(?:we|you))`,
  String.raw`|don'?t\s+you\s+think\s+(?:we|you|it)\s+should(?:\s+be)?`,
  // A reminder: "didn't i say never push to main?" says it again.
  String.raw`|(?:didn'?t|did\s+not|haven'?t|have\s+not)\s+i\s+(?:already\s+)?(?:say|said|tell\s+you|told\s+you|ask(?:ed)?\s+you)(?:\s+(?:that|to))?`,
  String.raw`)\s+`,
  '|^(?:要不|不如|要不然)(?:就|还是)?',
  '|^(?:我)?不是(?:已经)?(?:说过|说了|讲过|讲了|告诉过你|跟你说过|交代过)(?:了)?[，,]?',
].join(''), 'i')

/**
 * A statement with a question tagged on: "use pnpm, ok?", "always run the tests first, got it?",
 * "用 pnpm，好吗？". What comes before the tag is said, not asked.
 */
const TAGGED = /[,，]\s*(?:ok(?:ay)?|right|yeah|yes|got\s+it|understood|alright|all\s+right|clear|agreed?|deal|capisce)\s*[?？]+$|[,，]?\s*(?:好吗|好不好|行吗|行不行|可以吗|对吧|对不对|懂了吗|懂吗|明白吗|明白了吗|听到没有?|记住了吗|记住没|知道了吗|知道吗)\s*[?？]*$/i

/** The sentence challenges what it names ("why are you using yarn?", "谁让你用 var 的"): no answer makes it the user's rule. */
export const challenges = (sentence: string) => CHALLENGE.test(sentence.trim())

/** Wondering, not saying: "idk if we should use pnpm", "not sure whether …", 「pnpm 还是 yarn 呢」. */
const WONDERS = /^(?:(?:hmm+|so|well)[,\s]+)*(?:idk|i\s+don'?t\s+know|not\s+sure|i'?m\s+not\s+sure|i\s+wonder|wondering|unsure)\s+(?:if|whether)(?![a-z])|还是[^，,。]*呢[？?]?\s*$/i

/** The sentence asks (a question or a challenge), and is not a request put as a question. `next`: the character the text goes on with after it. */
export function asks(sentence: string, next = ''): boolean {
  const s = sentence.trim()
  if (SUGGESTS.test(s) || TAGGED.test(s)) return false
  if (CHALLENGE.test(s) || WONDERS.test(s)) return true
  if (next && !/[\s"'”’)）]/.test(next) && /\?$/.test(s)) return false
  return ENDS_ASKING.test(s) && !REQUEST.test(s)
}

/** The sentence as read: a suggestion without its opening ("why not use pnpm?" → "use pnpm?"), anything else as it is. */
export const suggestionRead = (sentence: string) => {
  const s = sentence.trim()
  const opening = SUGGESTS.exec(s)
  return opening && s.length > opening[0].length + 1 ? s.slice(opening[0].length) : sentence
}

/**
 * The question the model's message before the user's ends on (`UserUtterance.before`): its last
 * sentence, when it asks; "Should I save this to memory.md?" is one ("." inside a name ends nothing).
 */
export function modelQuestion(before: string | undefined): string | undefined {
  const asked = before?.trim()
  if (!asked || !ENDS_ASKING.test(asked)) return undefined
  return (asked.split(/(?<=[。！\n])\s*|(?<=[.!])\s+/).pop() ?? asked).trim()
}
