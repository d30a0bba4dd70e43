// The import screen's and the export preview's words, in Chinese and English (spread into
// client/i18n.ts as `exchange`). The left-out reasons are the server's own (src/exchange/classify.ts).
import { LEFT_OUT_WORDS } from '../src/exchange/left-out-words.js'
import type { CapacityPlan } from './exchange-api'

type Reason = keyof typeof LEFT_OUT_WORDS

export const EXCHANGE_ZH = {
  open: '从其他工具导入',
  intro: '把你在 Claude Code、Codex、Cursor、Copilot、Gemini、Windsurf 里写下的规则读进来。每一行都先成为提议，等你逐条确认；事实和一次性的备注不收，含密钥的行拒绝。',
  found: '在这台机器上找到',
  nothingFound: '家目录和当前工作区里没有找到其他工具的规则文件。',
  yours: '你自己的',
  team: '仓库团队写的',
  importedAt: (date: string) => `上次导入 ${date}`,
  importBtn: '导入',
  paste: '或者粘贴（ChatGPT 的“已保存的记忆”、任何规则列表，一行一条）',
  pasteBtn: '导入粘贴的内容',
  unchanged: (source: string) => `${source} 自上次导入后没有改动：没有新的提议。`,
  proposed: (source: string, n: number, seen: number) => n === 0
    ? `${source === 'pasted text' ? '粘贴的内容' : source}：没有新的提议${seen ? `（${seen} 条以前已提过）` : ''}。`
    : `${source === 'pasted text' ? '粘贴的内容' : source}：提出 ${n} 条，在下面“等待你确认”里${seen ? `（另有 ${seen} 条以前已提过）` : ''}。`,
  empty: (source: string) => `${source === 'pasted text' ? '粘贴的内容' : source} 是空的：没有可导入的规则。`,
  leftOut: (n: number) => `没收下 ${n} 条`,
  reason: (r: Reason) => LEFT_OUT_WORDS[r].zh,
  line: (n: number) => `第 ${n} 行`,
  acceptAll: (n: number) => `接受这 ${n} 条`,
  capacity: (adds: number, free: number, evicts: string[]) => evicts.length
    ? `接受后会新增 ${adds} 条，而记忆只剩 ${free} 个空位：会挤掉 ${evicts.map((e) => `“${e}”`).join('、')}（可在历史里恢复）。`
    : `接受后会新增 ${adds} 条，空位足够（还剩 ${free} 个），不会挤掉任何判断。`,
  // Said when more would be accepted than the memory holds, in an empty memory too (walk14: it said "full of red lines").
  blocked: ({ blocked, adds, capacity, kept }: Pick<CapacityPlan, 'blocked' | 'adds' | 'capacity' | 'kept'>) =>
    `记忆最多存 ${capacity} 条${kept ? `，其中 ${kept} 条是红线，不会被挤掉` : ''}：这 ${adds} 条里有 ${blocked} 条放不下，所以一条都没有接受。少接受几条${kept ? '，或先撤掉一条红线' : ''}，或在设置里调大容量。`,
  confirmAccept: '确认接受',
  cancel: '取消',
  accepted: (n: number) => `已接受 ${n} 条。`,
  exportTitle: '写进其他工具',
  exportIntro: '把判断写进其他工具的用户文件里的一个区块（两行标记之间）。区块外的内容一个字节都不动；写之前先看改动；旧文件留一份备份；你在区块里改的内容，下次同步时会回到这里成为提议。',
  preview: '预览改动',
  previewOf: (file: string) => `${file} 里区块的改动（区块外不变）`,
  write: '写入',
  remove: '移除区块',
  refused: (why: string) => `不能写：${why}`,
  noChange: (file: string) => `${file} 已经是当前的判断，不需要写入。`,
  nothing: (file: string) => `还没有记住任何判断：没有要写进 ${file} 的。`,
  written: (file: string, backup?: string) => `已写入 ${file}${backup ? `（备份：${backup}）` : ''}。`,
  removed: (file: string) => `已从 ${file} 移除区块。`,
  edits: (n: number) => `你在区块里改过 ${n} 行：写入时它们会成为提议。`,
  alreadyThere: (n: number) => `${n} 条判断就是从这个文件导入、而且还在文件里的规则：不会再抄进区块。`,
  guarded: (n: number, file: string) => `其中 ${n} 条红线在 DSH 里有守卫（越过它的工具调用会先问你）；写进 ${file} 的只是文字：那边没有守卫，只靠那个工具的模型照着做。`,
  newFile: '（新文件）',
  close: '关闭',
  autoLabel: '每次会话结束后，自动从中提炼判断',
  autoOff: '关闭中（默认）。打开后，会话结束或被压缩时，你在其中打的字会用你自己的模型提炼成提议，等你确认；打开之前的会话不会被读取。',
  autoOn: (date: string) => `已打开（自 ${date} 起的会话）。找到的判断都先作为提议等你确认。`,
  autoRun: (at: string, sessions: number, requests: number, tokens: number, proposed: number) => `${at}：${sessions} 个会话，${requests} 次请求，发送 ${tokens} tokens，${proposed} 条提议`,
  from: (file: string, line: number | undefined, date: string) => file === 'pasted text' ? `来自粘贴的内容${line ? ` 第 ${line} 行` : ''}（${date} 粘贴）` : `来自 ${file}${line ? ` 第 ${line} 行` : ''}（文件日期 ${date}）`,
  confirms: (text: string) => `确认你已有的一条：“${text}”`,
  into: (path: string) => `接受后追加到 ${path}`,
}

export type ExchangeStrings = typeof EXCHANGE_ZH

export const EXCHANGE_EN: ExchangeStrings = {
  open: 'Import from other tools',
  intro: 'Read in the rules you wrote for Claude Code, Codex, Cursor, Copilot, Gemini or Windsurf. Each line becomes a proposal for you to accept one by one; facts and one-off notes are left out, lines carrying a key are refused.',
  found: 'Found on this machine',
  nothingFound: 'No other tool\'s rule files in your home or the current workspace.',
  yours: 'yours',
  team: 'by the repository\'s team',
  importedAt: (date) => `imported ${date}`,
  importBtn: 'Import',
  paste: 'Or paste (ChatGPT\'s saved memories, any list of rules, one per line)',
  pasteBtn: 'Import the pasted text',
  unchanged: (source) => `${source} has not changed since the last import: nothing new.`,
  proposed: (source, n, seen) => n === 0
    ? `${source}: nothing new to propose${seen ? ` (${seen} were proposed before)` : ''}.`
    : `${source}: ${n} proposed, below under "Waiting for your OK"${seen ? ` (${seen} more were proposed before)` : ''}.`,
  empty: (source) => `${source} is empty: there is no rule in it to import.`,
  leftOut: (n) => `Left out ${n}`,
  reason: (r) => LEFT_OUT_WORDS[r].en,
  line: (n) => `line ${n}`,
  acceptAll: (n) => `Accept these ${n}`,
  capacity: (adds, free, evicts) => evicts.length
    ? `Accepting adds ${adds} judgments and memory has ${free} free places: it would evict ${evicts.map((e) => `“${e}”`).join(', ')} (restorable from history).`
    : `Accepting adds ${adds} judgments; there is room (${free} free), nothing is evicted.`,
  blocked: ({ blocked, adds, capacity, kept }) =>
    `Memory holds at most ${capacity} judgments${kept ? `, ${kept} of them red lines that are never evicted` : ''}: ${blocked} of these ${adds} would not fit, so none was accepted. Accept fewer${kept ? ', revoke a red line first' : ''}, or raise the capacity in settings.`,
  confirmAccept: 'Accept',
  cancel: 'Cancel',
  accepted: (n) => `Accepted ${n}.`,
  exportTitle: 'Write into other tools',
  exportIntro: 'Writes your judgments into a block (between two marker lines) of another tool\'s user file. Nothing outside the block changes; you see the change before it is written; the old file is backed up; what you edit inside the block comes back here as proposals on the next sync.',
  preview: 'Preview the change',
  previewOf: (file) => `The block's change in ${file} (nothing outside it changes)`,
  write: 'Write',
  remove: 'Remove the block',
  refused: (why) => `Cannot write: ${why}`,
  noChange: (file) => `${file} already holds the current judgments; nothing to write.`,
  nothing: (file) => `Nothing is remembered yet: nothing to write into ${file}.`,
  written: (file, backup) => `Wrote ${file}${backup ? ` (backup: ${backup})` : ''}.`,
  removed: (file) => `Removed the block from ${file}.`,
  edits: (n) => `You edited ${n} line${n === 1 ? '' : 's'} inside the block: writing turns them into proposals.`,
  alreadyThere: (n) => `${n} judgment${n === 1 ? ' is a rule' : 's are rules'} imported from this file and still in it: not copied into the block again.`,
  guarded: (n, file) => `${n} of these red lines ${n === 1 ? 'has a guard' : 'have guards'} in DSH (a tool call that crosses ${n === 1 ? 'it' : 'them'} asks you first); ${file} gets ${n === 1 ? 'its' : 'their'} words only: nothing there stops a call, only that tool's model reading them.`,
  newFile: '(new file)',
  close: 'Close',
  autoLabel: 'Learn from each session when it ends',
  autoOff: 'Off (the default). When on, what you typed in a session that ends or is compacted goes to your own model and comes back as proposals for you to accept; sessions from before you turn it on are never read.',
  autoOn: (date) => `On (sessions from ${date} on). What it finds waits as proposals for your OK.`,
  autoRun: (at, sessions, requests, tokens, proposed) => `${at}: ${sessions} session${sessions === 1 ? '' : 's'}, ${requests} request${requests === 1 ? '' : 's'}, ${tokens} tokens sent, ${proposed} proposal${proposed === 1 ? '' : 's'}`,
  from: (file, line, date) => file === 'pasted text' ? `From pasted text${line ? ` line ${line}` : ''} (pasted ${date})` : `From ${file}${line ? ` line ${line}` : ''} (file dated ${date})`,
  confirms: (text) => `Confirms one you already have: “${text}”`,
  into: (path) => `accepting appends it to ${path}`,
}

/** The exchange's words in the tab's language (kept out of i18n.ts so the page bundle stays small). */
export const exchangeStrings = (lang: 'zh' | 'en'): ExchangeStrings => (lang === 'zh' ? EXCHANGE_ZH : EXCHANGE_EN)
