// `/memory [subcommand]`: status, pause, resume, off, on. Subcommands live in one table so later
// ones (`/memory distill`, `/memory tidy`) are one entry each.
import { KINDS, type Kind } from '../core/judgment.js'
import { KIND_INFO } from '../core/kinds.js'
import { promptView } from '../prompt/injection.js'
import type { MemoryMode } from '../state.js'
import { COMMAND_COPY, type CopyLang } from './copy.js'
import { answerLanguage, type Lang } from './language.js'
import { storeError } from './shared.js'
import { DISTILL_SUBCOMMAND, invokingSession } from './distill.js'
import { AUTO_DISTILL_SUBCOMMAND, EXPORT_SUBCOMMAND, IMPORT_SUBCOMMAND } from './exchange.js'
import { TIDY_SUBCOMMAND } from './tidy.js'
import { ACCEPT_SUBCOMMAND, numberedPending, pendingLookOf, REJECT_SUBCOMMAND } from './decide.js'
import { KEEP_BOTH_SUBCOMMAND, keepBothHint } from './keep-both.js'
import type { CommandDefinition, CommandDeps, CommandResult } from './types.js'

export interface MemorySubcommand {
  /** Words that select it (English first; a Chinese alias answers in Chinese). */
  names: readonly string[]
  summary: Record<Lang, string>
  /** `agent`: the host agent whose conversation the command was typed in, when the host says. */
  run(deps: CommandDeps, rest: string, lang: Lang, agent?: unknown): Promise<CommandResult> | CommandResult
}

const WHY: Record<string, Record<Lang, string>> = {
  'over-budget': { zh: '超出预算', en: 'over the token budget' },
  'too-weak': { zh: '太弱', en: 'too weak' },
  'too-long': { zh: '太长', en: 'too long' },
}

const MODE_LINE: Record<MemoryMode, Record<Lang, string>> = {
  on: { zh: '记忆：开启', en: 'Memory: on' },
  paused: { zh: '记忆：已暂停（模型不会记下或忘掉什么；已有的判断仍会注入）', en: 'Memory: paused (the model stores and forgets nothing; stored judgments are still injected)' },
  off: { zh: '记忆：已关闭（什么都不注入，模型也不会记下什么）', en: 'Memory: off (nothing is injected and the model stores nothing)' },
}

export function memoryStatus(deps: CommandDeps, lang: Lang): CommandResult {
  const { state, cache } = deps
  const store = state.requireStore()
  const view = promptView(state, cache)
  const selection = cache.current()
  const judgments = store.list()
  const byId = new Map(judgments.map((j) => [j.id, j]))
  const counts = KINDS.map((kind) => [kind, judgments.filter((j) => j.kind === kind).length] as [Kind, number]).filter(([, n]) => n > 0)
  const kindList = counts.map(([kind, n]) => `${KIND_INFO[kind].label[lang]} ${n}`).join(' · ')
  const receipt = selection?.receipt
  const injected = view.mode === 'off' ? [] : (receipt?.injected ?? [])
  const lines = [MODE_LINE[view.mode][lang]]
  if (lang === 'zh') {
    lines.push(`已存 ${judgments.length} 条${kindList ? `（${kindList}）` : ''}；这一轮注入 ${injected.length} 条，用了 ${view.mode === 'off' ? 0 : receipt?.tokensUsed ?? 0} / ${receipt?.tokenBudget ?? 0} tokens。`)
  } else {
    lines.push(`${judgments.length} stored${kindList ? ` (${kindList})` : ''}; this turn the model sees ${injected.length}, using ${view.mode === 'off' ? 0 : receipt?.tokensUsed ?? 0} / ${receipt?.tokenBudget ?? 0} tokens.`)
  }
  for (const id of injected) {
    const j = byId.get(id)
    if (j) lines.push(`- [${KIND_INFO[j.kind].label[lang]}] ${j.text}`)
  }
  const skipped = view.mode === 'off' ? [] : receipt?.skipped ?? []
  if (skipped.length) {
    const list = skipped.slice(0, 5).map((s) => `${byId.get(s.id)?.text ?? s.id}（${WHY[s.why]?.[lang] ?? s.why}）`)
    lines.push(lang === 'zh' ? `没注入：${list.join('；')}${skipped.length > 5 ? ` 等 ${skipped.length} 条` : ''}` : `Left out: ${list.join('; ').replace(/（/g, ' (').replace(/）/g, ')')}${skipped.length > 5 ? ` and ${skipped.length - 5} more` : ''}`)
  }
  // Writes the user has not said yes to (an ungrounded model write, a distilled proposal).
  const pending = state.proposals?.pending() ?? []
  if (pending.length) {
    const list = numberedPending(pending, state.proposals?.stored() ?? [], lang, 5, pendingLookOf(state))
    lines.push(lang === 'zh'
      ? `等待你确认 ${pending.length} 条（在「记忆」标签页，或 /memory 接受 <编号> / 拒绝 <编号>）：${list.join('；')}${pending.length > 5 ? ' 等' : ''}`
      : `Waiting for your OK: ${pending.length} (in the Memory tab, or /memory accept <number> / reject <number>): ${list.join('; ')}${pending.length > 5 ? ' …' : ''}`)
  }
  // A recent merge that replaced a rule with a different one can be undone here too (the tab has a button).
  const keepBoth = keepBothHint(deps.state, lang)
  if (keepBoth) lines.push(keepBoth)
  // Pairs the tools saw as close but did not merge: the next tidy looks at them first.
  const openPairs = state.nearPairs?.size ?? 0
  if (openPairs) lines.push(lang === 'zh' ? `工具见过 ${openPairs} 对相近但没有合并的判断：/memory tidy 让你的模型看看。` : `${openPairs} close pair${openPairs === 1 ? '' : 's'} the tools saw but did not merge: /memory tidy asks your model about ${openPairs === 1 ? 'it' : 'them'}.`)
  lines.push(lang === 'zh'
    ? '全部内容、历史和撤销：打开对话上方的「记忆」标签页。所有命令：/memory help'
    : 'Everything, history and undo: open the Memory tab above the conversation. Every command: /memory help')
  return { kind: 'success', text: lines.join('\n') }
}

/** Every command and `/memory` subcommand, one per line, from the table itself (nothing left out). */
export function memoryHelp(lang: Lang): string {
  const zh = lang === 'zh'
  const subs = [...new Set(MEMORY_SUBCOMMANDS.values())]
  const name = (sub: MemorySubcommand) => sub.names.filter((n) => n && /^[a-z]/.test(n)).join(' | ')
  return [
    zh ? '记忆的命令：' : 'Memory commands:',
    zh ? '- /remember [红线:|原则:|做事方式:|品味:] <一句话>：用你自己的话记下一条判断' : '- /remember [redline:|principle:|workflow:|taste:] <one sentence>: remember a judgment in your own words',
    zh ? '- /forget <原话、大意或 id>：忘掉一条' : '- /forget <the words, a paraphrase or an id>: forget one',
    ...subs.map((sub) => `- /memory ${name(sub) || ''}`.trimEnd() + `${zh ? '：' : ': '}${sub.summary[lang]}`),
    zh ? '中文别名也可以：/memory 状态、暂停、恢复、关闭、提炼、整理、接受、拒绝、两条都留、帮助。' : 'Chinese aliases work too: /memory 状态, 暂停, 恢复, 关闭, 提炼, 整理, 接受, 拒绝, 两条都留, 帮助.',
  ].join('\n')
}

function switchMode(target: MemoryMode): MemorySubcommand['run'] {
  return async ({ state }, _rest, lang) => {
    const previous = await state.setMode(target)
    const same = previous === target
    const text: Record<MemoryMode, Record<Lang, string>> = {
      paused: {
        zh: same ? '记忆本来就是暂停的。' : '已暂停记忆：模型不会再记下或忘掉什么，已有的判断仍会注入。/memory resume 恢复。',
        en: same ? 'Memory was already paused.' : 'Memory paused: the model will store and forget nothing; stored judgments are still injected. /memory resume to resume.',
      },
      on: {
        zh: same ? '记忆本来就是开启的。' : '记忆已恢复：模型又可以记下和忘掉判断了。',
        en: same ? 'Memory was already on.' : 'Memory is on again: the model may store and forget judgments.',
      },
      off: {
        zh: same ? '记忆本来就是关闭的。' : '已关闭记忆：新对话什么都不注入，进行中的对话会被告知不再参考；模型也不会记下什么。数据都还在；/memory on 打开。',
        en: same ? 'Memory was already off.' : 'Memory is off: new conversations get nothing injected, running ones are told to disregard it, and the model stores nothing. Your data is kept; /memory on to turn it back on.',
      },
    }
    return { kind: 'success', text: text[target][lang] }
  }
}

/** The subcommand table; `''` is bare `/memory`. Other issues add `distill` and `tidy` here. */
export const MEMORY_SUBCOMMANDS = new Map<string, MemorySubcommand>()

export function addMemorySubcommand(sub: MemorySubcommand) {
  for (const name of sub.names) {
    if (MEMORY_SUBCOMMANDS.has(name)) throw new Error(`/memory ${name} is already defined`)
    MEMORY_SUBCOMMANDS.set(name, sub)
  }
}

addMemorySubcommand({ names: ['', 'status', '状态'], summary: { zh: '现在记着什么、这一轮注入了什么、什么在等你确认', en: 'what is stored, what this turn injects, what waits for your OK' }, run: (deps, _rest, lang) => memoryStatus(deps, lang) })
addMemorySubcommand({ names: ['pause', '暂停'], summary: { zh: '模型不再记下或忘掉什么，已有的判断仍注入', en: 'the model stores and forgets nothing; stored judgments are still injected' }, run: switchMode('paused') })
addMemorySubcommand({ names: ['resume', 'on', '恢复', '开启', '打开'], summary: { zh: '恢复或打开记忆', en: 'resume, or turn memory back on' }, run: switchMode('on') })
addMemorySubcommand({ names: ['off', '关闭'], summary: { zh: '关闭记忆：什么都不注入，数据都保留', en: 'turn memory off: nothing is injected; your data is kept' }, run: switchMode('off') })
addMemorySubcommand({
  ...DISTILL_SUBCOMMAND,
  summary: { zh: '从过往会话中提炼判断（[since YYYY-MM-DD] [max N] [here]，status，stop）', en: 'distill judgments from past sessions ([since YYYY-MM-DD] [max N] [here], status, stop)' },
})
addMemorySubcommand({ ...TIDY_SUBCOMMAND, summary: { zh: '让你的模型找出重复、矛盾和事实（status，stop）', en: 'your model looks for duplicates, contradictions and facts (status, stop)' } })
addMemorySubcommand(IMPORT_SUBCOMMAND)
addMemorySubcommand(EXPORT_SUBCOMMAND)
addMemorySubcommand(AUTO_DISTILL_SUBCOMMAND)
addMemorySubcommand(KEEP_BOTH_SUBCOMMAND)
addMemorySubcommand(ACCEPT_SUBCOMMAND)
addMemorySubcommand(REJECT_SUBCOMMAND)
addMemorySubcommand({ names: ['help', '帮助', '?'], summary: { zh: '列出所有命令', en: 'list every command' }, run: (_deps, _rest, lang) => ({ kind: 'success', text: memoryHelp(lang) }) })

export async function runMemory(deps: CommandDeps, rawInput: string, agent?: unknown): Promise<CommandResult> {
  const input = rawInput.trim()
  const [word = '', ...rest] = input.split(/\s+/)
  const lang = answerLanguage(input, deps.state.store?.list().map((j) => j.text), process.env, deps.ui?.current(invokingSession(agent).id))
  const sub = MEMORY_SUBCOMMANDS.get(word.toLowerCase())
  if (!sub) return { kind: 'error', text: `${lang === 'zh' ? `没有 /memory ${word} 这个子命令。` : `No subcommand /memory ${word}.`}\n${memoryHelp(lang)}` }
  try {
    return await sub.run(deps, rest.join(' '), lang, agent)
  } catch (error) {
    return storeError(error, lang)
  }
}

export function memoryCommand(deps: CommandDeps, lang: CopyLang = 'both'): CommandDefinition {
  return {
    name: 'memory',
    description: COMMAND_COPY.memory[lang].description,
    input: { hint: COMMAND_COPY.memory[lang].hint },
    handler: (invocation) => runMemory(deps, invocation.rawInput, invocation.agent),
  }
}
