// The words that open a correction, written once for every reader of one (review of session 22: four
// readers carried their own copies, and a new spelling such as "actualy" had to be added to each).
// Source strings, not expressions: each reader anchors them where it reads (self-corrected.ts inside
// a message, correction-applied.ts at a message's start, corrected-later.ts anywhere in it,
// correction-unnamed.ts before "not" and "make it"). Chinese cues differ by where they are read (其实
// starts a correction at a message's start and is a plain adverb inside one), so each reader keeps
// its own; they share CORRECTS_ZH, the ones that take back wherever they stand. Pure.

/** Sounds a correction may open with: "hmm", "oh", "ok". */
export const FILLER_EN = String.raw`hmm+|um+|uh|erm|oh|ah|ok(?:ay)?`
/** Words that take back what was just said: "actually" (typed "actualy", "actully"), "scratch that", "on second thought". */
export const TAKE_BACK_EN = String.raw`actu?al+y|actully|scratch\s+that|correction|on\s+second\s+thought`
/** "I mean", "I meant": the user saying what they meant instead. */
export const MEANT_EN = String.raw`i\s+mean(?:t)?`
/** "make that", "make it": the new value put in place of the old. */
export const MAKE_IT_EN = String.raw`make\s+(?:that|it)`
/** A bare "no" before the correction: "no, pnpm", "nah", "nope". */
export const NO_EN = 'no|nah|nope'
/** Chinese words that take back wherever they stand: 不对, 等等, 更正; 等下 / 等一下 with a comma ("wait,"; without one it is "in a moment"). */
export const CORRECTS_ZH = '不对|等等|更正|等一?下(?=\\s*[，,])'

/**
 * What a message that corrects the one before opens with, after its fillers: "actually", "wait", "no
 * wait", "sorry", "I meant", "make that", "change it to", "no"; 不对, 算了, 其实, 改成, 换成, 还是, 不是.
 * One list for the readers of such a message (correction-applied.ts, replaced-later.ts: session 27's
 * review found two copies that had drifted apart).
 */
export const CORRECTION_OPENS_EN = String.raw`${TAKE_BACK_EN}|wait|no\s+wait|sorry|${MEANT_EN}|${MAKE_IT_EN}|change\s+(?:that|it)\s+to|switch\s+(?:that|it)\s+to|${NO_EN}`
export const CORRECTION_OPENS_ZH = `${CORRECTS_ZH}|算了|其实|哦不|改成|改为|换成|还是|不是`
/** A correction is short: the new thing and a reason at most. */
export const CORRECTION_MAX_CHARS = 140

/**
 * Words that say yes, at a message's start: an answer to a yes/no question (words-read.ts) and, with
 * the words that agree to an offer ("sure", "go ahead", 好的), a yes to a rule the model proposed
 * (said-yes.ts). One list (session 27's review: two lists of yes-words).
 */
export const AFFIRMS_EN = 'yes|yeah|yep|yup|ya|right|correct|exactly'
export const AFFIRMS_ZH = '对|是的|没错|嗯+'

/**
 * A correction that gives its reason and asks to follow it: 「后端其他服务都是 snake_case，跟他们统一吧」,
 * "the rest of the monorepo is on pnpm, go with that". Its other words are the reason, not a rule.
 */
export const ALIGNS = /(?<![a-z])(?:match|go\s+with|stay\s+consistent|be\s+consistent|keep\s+(?:it\s+)?consistent|align|same\s+as|like\s+(?:the\s+)?(?:rest|others?))(?![a-z])|统一|一致|保持一样|跟[^，,。]{0,8}一样/i

/**
 * A permission said of a thing ("any is ok", "fine in tests", "ok to force push …", "you can skip …",
 * 可以), not an "ok" that answers ("haha ok yeah"): read with `ACKNOWLEDGES` taken off the message's start.
 */
export const PERMITS = /(?<![a-z])(?:(?:is|are|'s|’s)\s+(?:fine|ok|okay|allowed|acceptable)|(?:fine|ok|okay|allowed|acceptable)\s+(?:in|for|inside|within|on|under|to\s+(?!be(?![a-z]))[a-z]+)|(?:you|u)\s+(?:can|may)\s+(?!not|never|only)[a-z]+)(?![a-z])|可以|也行|没关系/i
/** An answer the message opens with: "ok,", "sure.", 「好的，」. */
export const ACKNOWLEDGES = /^\s*(?:(?:ok(?:ay)?|sure|yes|yeah|yep|thanks|thx|cool|great|fine|好的?|行|嗯)\s*[,.!，。！]+\s*)+/i

/**
 * Words a correction says besides its value: the cue, a filler, a plain verb, a word that finds the
 * value good enough ("is fine", "is enough", 就行, 也行) and a pointer to here ("for this repo"):
 * "sorry, 4", 「算了还是用 axios 吧」, "actually chinese is fine for this repo", "vitest please". What is
 * left names a thing of its own (「其实代码注释还是用英文」 after 「回复用中文」).
 */
export const CORRECTION_FILLER = /(?<![a-z])(?:actually|wait|sorry|no|nah|nope|yeah|hmm+|oh|eh|ok(?:ay)?|make|that|it|use|using|go|with|scratch|i|mean|instead|then|pls|please|just|let's|lets|on\s+second\s+thought|is|are|be|fine|enough|good|for\s+(?:this|the)\s+(?:repo|project|one|codebase)|here)(?![a-z])|算了|不对|其实|等等|等一?下|还是|改成|改为|用|改|换|吧|呢|啊|就行|也行|就|够了|可以|这里/gi
