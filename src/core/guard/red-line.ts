// Which catalogue entries a red line's words name, so the host can propose the guard. The
// concept lexicon (src/core/lexicon.ts, its table in lexicon-table.ts) reads the Chinese and English verbs and objects (删 /
// delete / rm, 推送 / push, 主分支 / main …); a few phrases the lexicon has no concept for
// (--no-verify, curl | sh, reset --hard) are read here. A red line must restrict (不要, 先问我,
// never, ask before …): a sentence that recommends the action names no guard.

import { analyse } from '../segment.js'
import { deletesFiles } from './deleted-objects.js'
import { laterObjects } from './each-object.js'
import type { CatalogueId } from './types.js'

const RESTRICTS = /不要|不许|不准|不能|不得|不可|禁止|严禁|别|勿|千万|问我|问一下|先问|确认|同意|批准|征得|之前|以前|前必须|\bno\b|\bnot\b|\bnever\b|\bdont\b|\bdon't\b|\bavoid\b|\bmust not\b|\bmustn'?t\b|\bask\b|\bapproval\b|\bpermission\b|\bbefore\b|\bwithout\b/

/**
 * "drop the production database", "drop any tables in prod", 「drop 生产库」: up to three words
 * between "drop" (or truncate, wipe) and what is dropped. Not a preposition or "support" (that is
 * "drop support for …"), and not a table of contents; a message, a shadow or a feature is no table.
 */
const DROP_WORDS_BETWEEN = /\b(drop|truncate|wipe)\s+(?:(?!(?:for|from|of|to|in|on|with|by|and|or|support)\b)[\w'’-]+\s+){0,3}(databases?|dbs?|tables?|schemas?)\b(?!\s+of\b)|\bdrop\s*(掉)?\s*(任何|所有|生产|线上|正式)?(环境)?的?\s*(表|数据库|库)/

/**
 * "drop support for Node 18", "remove IE11 support", 「去掉对 IE11 的支持」: ending support for a
 * platform deletes nothing. Such a phrase is taken out before the words are read for deleting files.
 */
const ENDS_SUPPORT = /\b(?:drop|dropp(?:ing|ed)|drops|remov(?:e|es|ed|ing)|delet(?:e|es|ed|ing)|kill(?:s|ed|ing)?)\s+(?:(?!(?:and|or|but|then|files?|folders?|director(?:y|ies)|dirs?|drop\w*|remov\w*|delet\w*)\b)[\w.+'’-]+\s+){0,3}?support\b(?=\s*$|\s*[,.;:!?)—–-]|\s+(?:for|of|on|in|and|or|until|before|unless|without|because|while|yet|now|anymore|entirely|completely)\b)|(?:删除?|删掉|移除|去掉|去除|砍掉|丢掉|放弃|取消)\s*对?[^，,。；;、]{0,24}?的?\s*支持(?!文件|目录|文件夹|数据|库|表)/g

/**
 * "never drop a user's message", "don't drop the user's context", "never truncate the user's message",
 * 「不要删掉用户的消息」: the words
 * of a conversation (messages, context, history, replies …) are no files, so dropping or deleting
 * them names no delete-files guard. "drop" reads as deleting (the lexicon's delete concept), and a
 * deletion whose object is not listed as a non-file used to name the guard. Such a phrase is taken
 * out before the words are read for deleting files, as ENDS_SUPPORT's are; one whose object is
 * followed by a file word ("the message queue files", 「会话文件」) stays, and so does a deletion
 * beside it ("never drop a message or delete files").
 */
const DROPS_WORDS = /\b(?:drop|dropp(?:ing|ed)|drops|truncat(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|delet(?:e|es|ed|ing)|discard(?:s|ed|ing)?|kill(?:s|ed|ing)?|eras(?:e|es|ed|ing)|los(?:e|es|ing)|lost)\s+(?:(?!(?:and|or|but|then|files?|folders?|director(?:y|ies)|dirs?|drop\w*|remov\w*|delet\w*)\b)[\w'’-]+\s+){0,3}?(?:messages?|context|conversations?|history|chats?|threads?|turns?|repl(?:y|ies)|responses?|answers?|prompts?|instructions?|questions?|inputs?|requests?)\b(?![\s\w'’-]{0,24}\b(?:files?|folders?|director(?:y|ies)|dirs?)\b)|(?:删除?|删掉|丢掉|丢弃|去掉|移除|清除|抹掉)[^，,。；;、]{0,12}?(?:消息|上下文|对话|聊天记录|聊天|历史记录|历史|会话|提问|回复|指令)(?!文件|目录|文件夹)/g

/**
 * "push notifications", "web push", "push-ups", "push back on", "push your luck", "array.push()",
 * "push onto the stack", 推迟、推断、推广、消息推送: words with "push" (推) that are no git push.
 * They are taken out before the words are read for pushing ("Don't drop support for push
 * notifications" named the Push guard); "push notification changes to main" is still a push.
 */
const NOT_GIT_PUSH = /\bpush[- ]?(?:notifications?|notifs?|alerts?|messaging|subscriptions?|tokens?|apis?|services?|providers?|payloads?|certificates?|certs?|channels?|servers?|badges?|permissions?|registrations?|payments?)\b(?!\s+(?:changes?|code|commits?|branch(?:es)?|fix(?:es)?|work|patch(?:es)?|tags?)\b)|\b(?:web|server|browser|mobile)[- ]push\b|\bpush[- ]?ups?\b|\bpush(?:es|ed|ing)?\s+back\b|\bpush(?:es|ed|ing)?\s+(?:the\s+|your\s+|my\s+|our\s+)?(?:luck|limits?|boundar(?:y|ies)|envelope)\b|\.push\b|\bpush\s*\(\s*\)|\b(?:array|list)\s*push\b|\bpush(?:es|ed|ing)?\s+(?:[^\s,.;]+\s+){0,3}?(?:on ?to|into|to)\s+(?:(?:the|an?|that|this|its|their|[\w-]+)\s+){0,2}?(?:arrays?|stacks?|lists?|queues?|buffers?|state)\b|推迟|推断|推理|推导|推广|推进|推荐|推动|推出|推翻|推测|推算|推敲|推行|推销|推卸|推辞|推移|推论|推演|推倒|推开|推脱|推托|推给|推介|推崇|推选|推举|类推|(?:消息|通知|提醒)推送|推送(?:通知|消息|提醒|服务|功能|权限|渠道|设置)/g

const PHRASES: Record<Exclude<CatalogueId, 'delete-files' | 'push' | 'push-main'>, RegExp> = {
  'force-push': /force[- ]?push|push\s+(-f|--force)\b|强推|强制推|改写.{0,4}历史|覆盖远端|rewrite (the )?history/,
  'reset-hard': /reset\s+--hard|git reset|(丢弃|丢掉|扔掉|抹掉|清掉).{0,8}(改动|修改|变更)|(改动|修改|变更).{0,6}(丢弃|丢掉|扔掉|抹掉|清掉)|(discard|throw away|throw out|wipe out)\s+(?:[\w'’-]+\s+){0,3}?(changes|edits|modifications|work)\b|(discard|throw away|lose|wipe out).{0,24}(uncommitted|local|unstaged)|(未|没)提交的(改动|修改|变更)|git checkout --|git restore/,
  sudo: /\bsudo\b|\bdoas\b|\bas root\b|\broot 权限|root权限|管理员权限|提权|超级用户/,
  publish: /\bpublish|发布.{0,4}(包|npm|pypi|crate|版本)|发版|发包|npm publish|cargo publish|twine upload|release to (npm|pypi|crates)/,
  'destructive-sql': /drop\s+(table|database|schema)s?|\btruncate\b|删表|删库|清空.{0,4}(数据库|表|库)|destructive sql|delete\s+(from|without)|without a where|drop tables?|删除.{0,4}(表|数据库)|(数据库|database).{0,12}(drop|truncate|删|清空|wipe)|(drop|truncate|wipe|清空|删掉?).{0,12}(数据库|database)/,
  'skip-hooks': /no-verify|跳过.{0,6}(钩子|hook|检查|校验)|skip.{0,12}hooks?|bypass.{0,12}hooks?/,
  'pipe-to-shell': /(curl|wget).{0,12}\|\s*(ba|z)?sh\b|pipe.{0,40}(shell|bash|\bsh\b)|管道给?.{0,4}(shell|bash|sh)|下载.{0,10}(直接)?(执行|运行)/,
  'add-dependency': /npm install|npm i |pip install|yarn add|pnpm add|cargo add|加依赖|引入.{0,8}(库|包|依赖)|新包|第三方库|new (dependency|dependencies|package|library)|adding a (dependency|package|library)|add (a |any )?(new )?(dependency|dependencies|package|library)/,
}

/** The catalogue entries a red line's words name; a deleting verb with two objects is read for each ("never truncate a message or a table", each-object.ts). */
export function catalogueFor(redLineText: string): CatalogueId[] {
  if (typeof redLineText !== 'string' || !redLineText.trim()) return []
  const later = laterObjects(redLineText.slice(0, 2000))
  return later === undefined ? entriesNamed(redLineText) : [...new Set([...entriesNamed(redLineText), ...entriesNamed(later)])]
}

const BARE_DELETING = /清理|清空|\brm\b|\bgit (clean|rm)\b/
const conceptsOf = (text: string) => new Set(analyse(text).units.filter((u) => u.key.startsWith('c:')).map((u) => u.key.slice(2)))

function entriesNamed(redLineText: string): CatalogueId[] {
  const text = redLineText.slice(0, 2000).normalize('NFKC').toLowerCase()
  if (!RESTRICTS.test(text)) return []
  const concepts = conceptsOf(text)
  const out = new Set<CatalogueId>()
  // "Never truncate the user's message": cutting the words of a conversation is no SQL and no file.
  // "push notifications", 推迟: no git push, for the phrases and the lexicon's push concept alike.
  const gitText = text.replace(NOT_GIT_PUSH, ' ')
  const spoken = gitText.replace(DROPS_WORDS, ' ')
  const pushConcepts = gitText === text ? concepts : conceptsOf(gitText)
  for (const [id, phrase] of Object.entries(PHRASES) as [CatalogueId, RegExp][]) if (phrase.test(spoken)) out.add(id)
  if (DROP_WORDS_BETWEEN.test(text)) out.add('destructive-sql')
  if (pushConcepts.has('force-push')) out.add('force-push')
  if (concepts.has('sudo')) out.add('sudo')
  if (concepts.has('dependency') && (concepts.has('add') || concepts.has('install')) && !/dependenc(y|ies) between/.test(text)) out.add('add-dependency')
  const pushes = pushConcepts.has('push') && !/stash push/.test(text)
  if (pushes && !out.has('force-push')) out.add(concepts.has('main-branch') ? 'push-main' : 'push')
  // "… by removing X" recommends the deletion as a means; it does not restrict it.
  const rest = text.replace(ENDS_SUPPORT, ' ').replace(DROPS_WORDS, ' ')
  const deleting = rest === text ? concepts.has('delete') : analyse(rest).units.some((u) => u.key === 'c:delete')
  const deletes = (deleting || BARE_DELETING.test(rest)) && !/\bby (removing|deleting|cleaning|dropping)\b/.test(text)
  // Each object of the deleting verb on its own: "Never remove comments or files" deletes files (deleted-objects.ts).
  const stillDeletes = (residue: string) => BARE_DELETING.test(residue) || analyse(residue).units.some((u) => u.key === 'c:delete')
  if (deletes && !out.has('destructive-sql') && deletesFiles(rest, text, concepts, stillDeletes)) out.add('delete-files')
  return [...out]
}
