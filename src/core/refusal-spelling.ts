// The ways people type a refusal that the gate's readers do not know by that spelling, written the
// way they do: "don`t" (a backtick or an acute accent for the apostrophe), "quit using", "is
// forbidden", "do not, under any circumstances, …", 甭, 停止使用. Read in the other spelling, each
// of "don`t use yarn", "quit using yarn", "Using yarn is forbidden" grounded "Use yarn" (the flip).
// Applied sentence by sentence (it never adds or removes a sentence end), to what the gate reads only:
// cards and evidence quote the words as the user typed them (ground.ts maps them back). Pure.

import { ENGLISH_STOP_WORDS } from './stopwords.js'

const APOSTROPHE = /([a-z])[`´‘′ʼ]([a-z])/gi

const SPELLINGS: ReadonlyArray<readonly [RegExp, string | ((...parts: string[]) => string)]> = [
  // "quit using yarn", "quit force pushing": stop doing it.
  [/\bquit(?:ting)?\s+(?=(?:[a-z]+\s+)?[a-z]+ing\b)/gi, 'stop '],
  // "it is forbidden to push", "Pushing to main is prohibited", "force pushes are banned".
  [/\b(is|are|be|been|was|were)\s+(?:strictly\s+|absolutely\s+|totally\s+)?(?:forbidden|prohibited|banned|off[-\s]limits)\b/gi, '$1 not allowed'],
  // "We forbid force pushes": ban them (a word every reader of a refusal knows).
  [/\bforbids?\b/gi, 'ban'],
  // "do not, under any circumstances, push": the aside between commas cuts the refusal from its verb.
  [/\b(do\s+not|don't|dont|never|must\s+not|mustn't|should\s+not|shouldn't)\s*,\s*((?:under|in)\s+(?:any|no)\s+(?:circumstances?|case|situation)|for\s+any\s+reason|ever|at\s+all|please|really|seriously|again)\s*,\s*/gi, '$1 $2 '],
  // "yarn is off the table", "force pushes are a no-go", "jquery is out of the question": not allowed.
  [/\b(is|are)\s+(?:(?:totally|completely|absolutely)\s+)?(?:off\s+the\s+table|a\s+no[-\s]go|(?:a\s+)?no[-\s]gos?|a\s+hard\s+no|not\s+an\s+option|out\s+of\s+the\s+question|a\s+non[-\s]?starter|a\s+dealbreaker)\b/gi, '$1 not allowed'],
  // "nobody runs apply from their laptop", "no one pushes to main": never do it.
  [/^(?:(?:and|but|so|also)\s+)?(?:nobody|no\s+one|no-one)\s+(?:here\s+|ever\s+)?([a-z]+)(?=\s)/gi, (_: string, verb: string) => `never ${/(?:s|sh|ch|x|z)es$/i.test(verb) ? verb.slice(0, -2) : /ies$/i.test(verb) ? `${verb.slice(0, -3)}y` : /[^s]s$/i.test(verb) ? verb.slice(0, -1) : verb}`],
  // "Kingfisher etc are a no", "that's a no from me": not allowed.
  [/\b(is|are|'s)\s+a\s+(?:hard\s+|firm\s+|big\s+)?no(?![\w-])(?:\s+from\s+me)?/gi, (_: string, be: string) => `${be === '\'s' ? ' is' : be} not allowed`],
  // "the last thing i want is yarn": none of it.
  [/^(?:and\s+|but\s+)?the\s+last\s+thing\s+(?:i|we)\s+(?:want|need)\s+(?:here\s+)?(?:is\s+)?(?:more\s+)?/gi, 'no '],
  // "anything but yarn", "anything except tabs", "hard pass on lodash": none of it.
  [/^(?:(?:use\s+)?anything\s+(?:but|except|other\s+than)|(?:a\s+)?hard\s+pass\s+on)\s+/gi, 'no '],
  // "i'd prefer you didn't use yarn", "i'd rather we not push to main": don't.
  [/\b(?:i'?d|i\s+would)\s+(?:prefer|rather)\s+(?:(?:if\s+)?(?:you|we|u)\s+)?(?:didn'?t|did\s+not|don'?t|do\s+not|not|never)\s+/gi, 'don\'t '],
  // "if i ever ask you to push to main, refuse": the user asks the model to refuse it.
  [/^(?:and\s+|also\s+)?(?:if|when|whenever|even\s+if)\s+i\s+(?:ever\s+)?(?:ask|tell|want)\s+(?:you\s+)?to\s+(.+?),?\s+(?:(?:just\s+)?(?:refuse|say\s+no|don'?t(?:\s+do\s+it)?|do\s+not(?:\s+do\s+it)?|push\s+back|stop\s+me|ignore\s+(?:me|it)|talk\s+me\s+out\s+of\s+it))\b.*$/gi, 'don\'t $1'],
  // "yes I know about pytest-xdist, we can't use it": the refusal names it by a pronoun; read with the name before it.
  [/^(.*?(?<![\w.+#-])([a-z][\w.+#-]*[\w+#]))\s*,\s*((?:but|and|so)\s+)?((?:we|you|u|i)\s+(?:can'?t|cannot|can\s+not|don'?t|do\s+not|won'?t|shouldn'?t|mustn'?t|never)\s+(?:use|run|install|add|enable|pull\s+in))\s+(?:it|that|them)(?![\w'])/gi, (_: string, before: string, name: string, joint: string | undefined, refusal: string) => ENGLISH_STOP_WORDS.has(name.toLowerCase()) ? _ : `${before}, ${joint ?? ''}${refusal} ${name}`],
  // "enough with the emojis", "lay off the emojis", "cut it out with the emojis": no more of them.
  [/\b(?:enough\s+with|stop\s+(?:it\s+)?with|lay\s+off|cut\s+it\s+out\s+with|none\s+of|no\s+thanks\s+(?:on|to)|spare\s+me)\s+(?:the\s+|that\s+|those\s+|all\s+the\s+)?/gi, 'no more '],
  // "get rid of lodash", "move off jest", "migrate away from enzyme", "ditch jquery": stop using it.
  [/\b(?:get\s+rid\s+of|(?:move|moved|moving)\s+(?:off(?:\s+of)?|away\s+from)|(?:migrate|migrated|migrating)\s+(?:off(?:\s+of)?|away\s+from)|switch\s+away\s+from|ditch|rip\s+out|phase\s+out)\s+/gi, 'stop using '],
  // "redux sucks", "jest is terrible", "meh on tailwind", "emojis - nope": the user dislikes it.
  [/^(?:meh\s+(?:on|to)|(?:i'?m\s+|i\s+am\s+)?not\s+(?:a|the)\s+(?:big\s+|huge\s+|great\s+)?fan\s+of)\s+/gi, 'i dislike '],
  // The clause it ends, not the sentence: "for dates always use date-fns, moment is dead" dislikes moment only (session 37).
  [/(^|[,;]\s*)([^,;]{1,40}?)\s+(?:sucks?|is\s+(?:terrible|awful|garbage|trash|horrible|the\s+worst|dead|a\s+nightmare)|are\s+(?:terrible|awful|garbage|trash|horrible|the\s+worst|dead|a\s+nightmare))(?=[\s,.!;]|$)/gi, '$1i dislike $2'],
  [/^(.{1,40}?)\s*(?:[-–—:]\s*|[?？]\s*)(?:nope|hard\s+pass|no(?:\s+thanks)?|pass)[.!]*$/gi, 'no $1'],
  // "force pushing is a fireable offense", "pushing to main = bad", "mocking the db is for amateurs",
  // "… is a terrible idea": what the user condemns is not allowed (session 22, acts probed as typed).
  [/^(.{1,40}?)\s*(?:(?:is|are)\s+(?:a\s+|an\s+)?(?:(?:terrible|bad|awful|horrible|dumb|stupid|dangerous)\s+(?:idea|practice|habit)|fireable\s+offen[cs]e|anti-?pattern|code\s+smell|for\s+amateurs|evil)|=\s*bad)(?=[\s,.!;]|$)/gi, '$1 is not allowed'],
  // "pushing to main is how we got the outage, so no", "mocking breaks everything, so don't": a reason, then the refusal.
  [/^(.{1,40}?)\s+(?:is|are|was|were|breaks?|broke|causes?|caused)\b.*?,?\s+so\s+(?:no|don'?t|do\s+not|never|not)[.!]*$/gi, '$1 is not allowed'],
  // "if you push to main again i'll lose it", "force push again and we're done": a threat refuses it.
  [/^(?:if\s+(?:you|u)\s+(?:ever\s+)?(.+?)\s+(?:again|one\s+more\s+time)\s*,?\s+|(?!(?:please|pls|plz|can|could|would|will|let'?s)\b)([a-z].+?)\s+(?:again|one\s+more\s+time)\s+and\s+)(?:(?:i'?ll|i\s+will|i'?m\s+(?:gonna|going\s+to))\s+(?:lose\s+(?:it|my\s+mind)|scream|quit|fire\s+you|uninstall\s+you|switch|be\s+(?:mad|furious|done))|(?:we'?re|i'?m|you'?re)\s+(?:done|through|fired)|it'?s\s+over)\b.*$/gi, (_: string, a?: string, b?: string) => `don't ${a ?? b}`],
  // "ugh you keep adding emojis to commit messages", 「你老是在提交信息里加 emoji」: a complaint of a habit,
  // read as the user's "stop" (session 27: "No emojis in commit messages" was held as its opposite).
  // Not praise: "you keep using pnpm, nice".
  [/^(?:(?:ugh+|argh+|omg|dude|man|seriously|come\s+on|again|hmm+)[,!.\s]+)*(?:you|u)\s+(?:keep|kept)\s+(?:on\s+)?(?=[a-z]+ing\b)(?!.*\b(?:nice|good|great|thanks|perfect|love)\b)/gi, 'stop '],
  [/^(?:唉|哎|又)?[，,\s]*你(?:老是|总是|怎么老|一直|又)(?:在)?(?=[^，,。；;！!？?]{2,})(?!.*(?:很好|不错|挺好|真棒|很棒|赞|谢谢))/g, '别'],
  // "we stopped pushing to main a year ago": no more of it; "over my dead body": never.
  [/^(?:we|i)\s+(?:stopped|quit)\s+(?=[a-z]+ing\b)/gi, 'stop '],
  [/^(.{1,40}?)\s+(?:only\s+)?over\s+my\s+dead\s+body[.!]*$/gi, 'never $1'],
  // "way too many comments", "too much logging", "commits are too long", 注释太多了: fewer, less, shorter.
  // Only a complaint: "don't add too many comments" already refuses, and reads as it is.
  [/^((?:(?!\b(?:don'?t|do\s+not|never|avoid|no|not|without)\b).)*?)\b(?:way\s+|far\s+|much\s+)?too\s+(many|much)\s+/gi, (_: string, before: string, how: string) => `${before}${how.toLowerCase() === 'many' ? 'fewer' : 'less'} `],
  [/^(.{1,40}?)\s+(?:is|are)\s+(?:way\s+|far\s+|much\s+)?too\s+(long|short|verbose)\b/gi, (_: string, what: string, how: string) => `${({ long: 'shorter', short: 'longer', verbose: 'concise' } as Record<string, string>)[how.toLowerCase()]} ${what}`],
  // Only a complaint: "别写太长" already refuses, and reads as it is.
  [/^([^别不勿没]{1,20}?)(?:也|实在|真的)?太(多|长|啰嗦)了?/g, (_: string, what: string, how: string) => `${what}要${({ 多: '少', 长: '短', 啰嗦: '简洁' } as Record<string, string>)[how]}一点`],
  // 受够了 X, X 太难用了, X 就算了, X 免了, X 什么的就不必了.
  [/受够了/g, '受不了'],
  [/^(.{1,30}?)\s*(?:太难用了?|真难用|太烂了?|真烂|不好用)/g, '讨厌$1'],
  [/^(.{1,30}?)\s*(?:什么的)?(?:就算了|就免了|免了|就不必了|就不用了|不必了)吧?[。！!]*$/g, '不要$1'],
  // 干掉 / 去掉 / 弃用 X: 不要 X; 把 X 换成 Y: 用 Y，不用 X.
  [/(?:干掉|弃用|淘汰)/g, '不要'],
  [/把\s*([^，,。；;！!？?]{1,30}?)\s*(?:换成|替换成|改成|换为)\s*([^，,。；;！!？?]{1,30})/g, '用 $2，不用 $1'],
  // 除了 yarn 都行, yarn 拉黑, 删库是禁区 / 是红线: 不要 X.
  [/^除了\s*([^，,。！!？?]{1,30}?)\s*(?:以外|之外)?[，,]?\s*(?:其他|别的)?(?:都行|都可以|都好|随便)[。！!]*$/g, '不要$1'],
  [/^(.{1,30}?)\s*(?:拉黑了?|是禁区|是红线|是大忌|免谈|属于事故|一律打回|就别想了|碰都别碰|想都别想|绝不|绝对不行|坚决不要|一律不要|一概不用)[。！!]*$/g, '不要$1'],
  // 谁推 main 谁背锅, 没人直接推 main, 再推 main 我就生气了, 推 main 太危险了，别: 不要 X.
  [/^谁\s*(.{1,30}?)\s*谁(?:背锅|负责|买单|倒霉)/g, '不要$1'],
  [/^(?:没人|没有人)(?=\S)/g, '不要'],
  [/^再\s*(.{1,30}?)\s*(?:的话)?我就(?=生气|发火|骂人|翻脸|卸载|换掉你|不客气|炸了|疯了|崩溃|不用你)/g, '不要再$1，'],
  [/^(.{1,30}?)(?:的话)?[^，,。！!？?]{0,10}[，,]\s*别[了吧。！!]*$/g, '不要$1'],
  // 规矩是不 mock 数据库, 我们早就不 mock 了: the refusal after its frame.
  [/^(?:规矩|规定|原则|约定)(?:是|就是)[:：]?\s*(?=不|别)/g, ''],
  [/早就不(?=\S)/g, '不要'],
  // 怎么又推 main 了？: a complaint that it was done again, so not again.
  [/^(?:你)?怎么又(?:是|用)\s*(.{1,30}?)了?[？?！!。]*$/g, '不要再用$1'],
  [/^(?:你)?怎么又\s*(.{1,30}?)了?[？?！!。]*$/g, '不要再$1'],
  // 用 lodash 有点多余 / 没必要: 不要用 lodash.
  [/^(?:用|使用)\s*([^，,。！!？?]{1,30}?)\s*(?:有点|有些|太|纯属|完全|真的)?(?:多余|没必要)[了吧。！!]*$/g, '不要用$1'],
  // 如果我让你推 main，拒绝 / 别听我的: the user asks the model to refuse it.
  [/^(?:如果|要是|假如|哪怕|即使)我(?:让|叫|要|要求)你\s*([^，,。！!？?]{1,40}?)\s*(?:的话)?[，,]\s*(?:你)?(?:就)?(?:拒绝|别听我的|不要听我的|别照做|不要照做|拦住我|劝我别)/g, '不要$1'],
  // 甭 is 别 in the north; 停止使用 is 别再用.
  [/甭/g, '别'],
  [/停止(?=使用|用|调用|引入|添加|加|写|在|直接|手动|往|给|把)/g, '别再'],
  // 你敢…试试 dares the model not to.
  [/你敢(?=[^，,。！？!?]{1,40}试试)/g, '你别'],
]

/** `sentence` with a refusal spelled the way the gate's readers know it. */
export function refusalSpelled(sentence: string): string {
  let out = sentence.replace(APOSTROPHE, '$1\'$2')
  for (const [pattern, to] of SPELLINGS) out = typeof to === 'string' ? out.replace(pattern, to) : out.replace(pattern, to)
  return out
}
