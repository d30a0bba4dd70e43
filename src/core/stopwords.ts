// Words that carry no topic in a stated judgment. Besides grammar words this includes the
// modal and polarity cues (always, never, 不要, 禁止 …): "use emoji" and "never use emoji" are
// the same topic (a contradiction must overwrite), so polarity must not separate them.

/** English stop words, compared after lower-casing and apostrophe removal (don't → dont). */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(`
a about above after again against all also always am an and any anything anywhere are as at
be because been before being below between both but by can cannot could did do does doing done
dont doesnt didnt down during each either else even ever every everything few first for from
further get gets go had has have having he her here hers him his how however i if in instead
into is isnt it its itself just least less let lets like ll make makes may me might more most
much must mustnt my myself need needs never no nor not now of off often on once one only onto or
other our ours out over own per please prefer preferably rather re really same shall she should
shouldnt so some something still such than that the their them then there these they thing
things this those through to too under until up upon us use used uses using ve very via want
wants was we were what when whenever where which while who whom why will with without wont
would yes yet you your yours yourself anymore avoid avoided ban banned stop stopped
forbid forbidden allowed allow okay ok fine good better best bad worse worst new keep kept try
tries give gives take takes look looks write writes written say says tell put get set show need
needed really default leave sure great step steps thing done aim aims strive
across throughout whatever
pls plz thx lol btw imo imho tbh
theyre theyve theyll youre youve youll weve ive im itll thats theres whats heres hes shes
arent wasnt werent hasnt havent hadnt wouldnt couldnt cant
`.split(/\s+/).filter(Boolean))

/**
 * Chinese stop words, matched against whole words from the segmenter (never as substrings,
 * so 中 in 中文 is untouched).
 */
export const CHINESE_STOP_WORDS: ReadonlySet<string> = new Set(`
的 地 得 了 着 过 是 在 有 我 你 您 他 她 它 我们 你们 他们 咱们 自己 这 那 这个 那个 这种 那种 这类
这些 那些 这样 那样 一个 一些 一下 一点 一点儿 一律 一概 统一 都 也 就 还 又 再 才 只 仅 请 把 被
给 让 叫 用 使用 采用 要 不要 别 不 没 没有 不许 不准 不得 不能 不可 不可以 不用 无需 禁止 严禁
千万 永远 一定 必须 务必 总是 始终 一直 尽量 最好 应该 应当 可以 能 会 需要 得 先 后 然后 之前
以前 之后 以后 前 时 时候 的时候 里 里面 中 上 下 内 外 和 与 及 以及 或 或者 跟 同 对 对于 从
到 往 向 于 为 为了 因为 所以 但 但是 而 而且 并 并且 如果 就是 即使 吧 呢 啊 哦 嗯 呀 嘛 么 吗
很 太 更 最 非常 比较 特别 多 少 一些 所有 任何 每 每个 每次 各 各种 东西 事情 事 什么 怎么
这么 那么 其他 其它 之 者 所 个 些 来 去 做 弄 搞 写 写成 写上 改 改成 改为 换 换成 换为 变成
记得 记住 注意 喜欢 希望 习惯 觉得 认为 不再 再也 直接 随便 随意 乱 瞎 顺便 就行 就好 行
可 以 之类 一遍 一次 一下子 几个 多个 出来 开始 对不对 要写 要用 要有 这样子 本身 已经 一下子 起 当 时 后面 前面 放 放在 加上 出现 带 带上 保持 注意到
而不是 而非 比如 例如 譬如 诸如 不做 不去 可能 也许 或许
`.split(/\s+/).filter(Boolean))

/**
 * 别 as "don't", a regex source to build into other patterns: not inside a word that holds the character
 * (分别 特别 区别 类别 级别 识别 告别 性别 差别 个别 派别 离别 辨别 鉴别 错别字 别名 别人 别的 别处).
 */
export const BIE = '(?<![分特区类级识告性差个派离辨鉴错])别(?!处(?!理)|人|的|名)'

/**
 * 不 before a verb negates it (不上线, 不加), and before a verb in Latin letters (「release 分支不 squash」,
 * 「测试不 mock 数据库」, session 35); the words that only start with it (不同, 不错, 不过 …) do not.
 * The source, for patterns that build on it (claim-parts.ts NEGATES), and the compiled pattern
 * (claims.ts, howto-refused.ts); text lower-cased or not.
 */
export const BARE_NEGATION_ZH = String.raw`不(?!可变|必要的)(?![同错过少久断仅但管如然论是确清知])[\u3400-\u9fff]|不\s*(?=[A-Za-z])`

/** A question of A-not-A asks whether, it negates nothing: 一不一致, 要不要, 过没过 are read as 是否一致, 是否要, 是否过. */
export const askingWhether = (text: string): string => text.replace(/([\u3400-\u9fff])[不没]\1/g, '是否$1')
export const BARE_NEGATION = new RegExp(BARE_NEGATION_ZH)
/** 「不是所有函数都要写注释」: not every one, as "not every function needs a docstring" (session 45; 不是 alone contrasts). */
export const NOT_ALL_ZH = String.raw`(?:并)?不是(?:所有|每个|每一|全部|什么都|都)|并非(?:所有|每个|全部|都)|不一定都|未必都|不必都|不需要都|不用都`

/**
 * Verbs that say the user dislikes what follows, a "don't" ("I hate em dashes", "can't stand long
 * answers"): on raw or normalized text (the apostrophe optional). claims.ts, claim-parts.ts,
 * clause-flip.ts, kept-on.ts and scale-restated.ts build on this one list, and on the Chinese one.
 */
export const DISLIKE_VERBS = String.raw`hate|hates|dislike|dislikes|can'?t\s+stand`
/** The same in Chinese: 「讨厌冗长的回答」, 「受不了 class 组件」, 「最烦你跳过测试」, 「烦死 class 组件了」 (not 麻烦死). */
export const DISLIKE_ZH = '讨厌|受不了|最烦|(?<!麻)烦死'
/** "X is overkill" turns X away: "redux is overkill here" says don't use Redux (claims.ts, claim-parts.ts). */
export const OVERKILL = String.raw`(?:is|are|seems?|feels?|sounds?)\s+(?:\w+\s+)?overkill`

/** A ranking in Chinese, the first thing above the second: 「可读性优先于性能」 (order-swap.ts reads the order, claim-parts.ts the side turned away). */
export const RANKS_ZH = '优先于|优于|胜于|胜过|重于'

/** Polarity cues, recorded on the features for callers that want to tell a contradiction apart. */
export const NEGATION_CUES = new RegExp(String.raw`不要|不许|不准|不能|不得|不用|禁止|严禁|${BIE}|勿|少用|少引|少装|避免|\b(?:no|not|never|dont|doesnt|shouldnt|mustnt|cannot|cant|wont|isnt|arent|didnt|couldnt|wouldnt|neither|nor|avoid|ban|stop|without)\b`)
