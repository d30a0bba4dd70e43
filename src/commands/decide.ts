// `/memory accept [n | id]` (接受) and `/memory reject [n | id]` (拒绝): the user's yes or no to a
// write that waits for it without the tab or the card (a headless task is not dispatched as a command:
// decide a headless run's writes in a web profile on the same storage).
// `n` is the number `/memory` shows before each waiting write; without one, the only waiting write.
// A contradiction (keep which?) is decided in the tab, where both sides are shown; here it can only
// be rejected. Only a person types a slash command: the model cannot accept its own writes this way.
import type { Proposal } from '../core/proposal.js'
import type { MirrorState } from '../state.js'
import { contradictions, replacements } from '../proposals/contradicting.js'
import { tidyProposalLine } from './tidy.js'
import { droppedAnswer, guardSentences, staleAnswer, staleNote, type PendingLook } from './pending-guard.js'
import type { Lang } from './language.js'
import type { CommandResult } from './types.js'

/** An import's file and line, as the tab says it ("~/.claude/CLAUDE.md line 3", "pasted text"). */
function importedFrom(p: Proposal, lang: Lang): string {
  const origin = [...p.evidence].reverse().find((e) => e.file)
  if (!origin?.file) return ''
  const zh = lang === 'zh'
  const line = origin.line ? (zh ? ` 第 ${origin.line} 行` : ` line ${origin.line}`) : ''
  if (zh) return origin.file === 'pasted text' ? `（来自粘贴的内容${line}）` : `（来自 ${origin.file}${line}）`
  return ` (from ${origin.file}${line})`
}

/**
 * One waiting write as `/memory` lists it: what accepting it does, in the tab's words and with the
 * text quoted, so a list of several reads as several ("1. Remember “…”; 2. Import “…” (from …)").
 * With `look`, it says what the write does to a red line's guard as the tab does (pending-guard.ts),
 * and that a write naming a judgment changed or gone since is out of date; without, "if it has one".
 */
export function pendingLine(p: Proposal, lang: Lang, look: PendingLook = {}): string {
  const line = pendingAction(p, lang, look)
  const stale = look.staleRef?.(p)
  if (stale) return `${line}${lang === 'zh' ? `（${staleNote(stale, lang)}）` : ` (${staleNote(stale, lang)})`}`
  if (p.source === 'tidy') return line
  return [line, ...guardSentences(p, lang, look)].join(lang === 'zh' ? '。' : '. ')
}

function pendingAction(p: Proposal, lang: Lang, look: PendingLook = {}): string {
  const zh = lang === 'zh'
  const quoted = (text: string) => (zh ? `「${text}」` : `“${text}”`)
  const text = quoted(p.judgment?.text ?? p.target?.text ?? '')
  if (p.source === 'tidy') {
    const guards = look.guards
    const line = tidyProposalLine(p, lang, guards ? (id) => guards.stateOf(id) : undefined)
    return zh ? line : `${line.charAt(0).toUpperCase()}${line.slice(1)}`
  }
  if (p.kind === 'guard') return zh ? `为红线加守卫${text}` : `Guard the red line ${text}`
  if (p.kind === 'forget') return zh ? `忘掉${text}` : `Forget ${text}`
  if (p.kind === 'import') return zh ? `导入${text}${importedFrom(p, lang)}` : `Import ${text}${importedFrom(p, lang)}`
  if (p.kind === 'workspace') return zh ? `把${text}写进 ${p.workspace ?? 'AGENTS.md'}` : `Add ${text} to ${p.workspace ?? 'AGENTS.md'}`
  if (p.kind === 'update' && p.target && p.target.text !== p.judgment?.text) {
    return zh ? `把${quoted(p.target.text)}改为${text}` : `Change ${quoted(p.target.text)} to ${text}`
  }
  if (p.kind === 'update') return zh ? `确认${text}` : `Confirm ${text}`
  return zh ? `记下${text}` : `Remember ${text}`
}

function pick(pending: readonly Proposal[], word: string): Proposal | undefined {
  if (!word) return pending.length === 1 ? pending[0] : undefined
  if (/^\d{1,4}$/.test(word)) return pending[Number(word) - 1]
  return pending.find((p) => p.id === word)
}

/**
 * The first `max` waiting writes, numbered as `/memory accept <n>` takes them. One that contradicts
 * another waiting write says which number (accepting both would let the second replace the first),
 * and one that would replace a rule in effect names it (contradicting.ts).
 */
export function numberedPending(pending: readonly Proposal[], stored: ReadonlyArray<{ id: string; text: string }>, lang: Lang, max: number, look: PendingLook = {}): string[] {
  const zh = lang === 'zh'
  const contradicting = contradictions(pending)
  const replacing = replacements(pending, stored)
  const number = new Map(pending.map((p, i) => [p.id, i + 1]))
  return pending.slice(0, max).map((p, i) => {
    const others = (contradicting.get(p.id) ?? []).map((c) => number.get(c.id)).filter((n) => n !== undefined)
    const replaces = replacing.get(p.id)
    const note = others.length ? (zh ? `（与第 ${others.join('、')} 条矛盾）` : ` (contradicts ${others.join(', ')})`)
      : replaces ? (zh ? `（会替换你现有的「${replaces.text}」）` : ` (would replace your “${replaces.text}”)`) : ''
    return `${i + 1}. ${pendingLine(p, lang, look)}${note}`
  })
}

/** What the chat list knows of the guards and of stale writes, from the plugin's state. */
export const pendingLookOf = (state: MirrorState): PendingLook => ({
  ...state.guards ? { guards: state.guards } : {},
  ...state.proposals ? { staleRef: (p: Proposal) => state.proposals?.staleRef(p) } : {},
})

const numbered = (state: MirrorState, pending: readonly Proposal[], lang: Lang) => numberedPending(pending, state.proposals?.stored() ?? [], lang, 9, pendingLookOf(state)).join('\n')

export async function runDecide(state: MirrorState, accept: boolean, rest: string, lang: Lang, now = Date.now()): Promise<CommandResult> {
  const zh = lang === 'zh'
  const proposals = state.proposals
  if (!proposals) return { kind: 'error', text: zh ? '这个配置里没有等待确认的写入。' : 'Nothing waits for an OK in this profile.' }
  const pending = proposals.pending()
  const word = rest.trim()
  const target = pick(pending, word)
  const verb = accept ? 'accept' : 'reject'
  if (!target) {
    if (!pending.length) return { kind: 'error', text: zh ? '没有等待你确认的写入。' : 'Nothing is waiting for your OK.' }
    const which = word
      ? (zh ? `没有第 ${word} 条等待确认的写入。` : `No waiting write ${word}.`)
      : (zh ? `有 ${pending.length} 条在等你确认，说哪一条：/memory ${accept ? '接受' : '拒绝'} <编号>` : `${pending.length} writes wait for your OK; say which: /memory ${verb} <number>`)
    return { kind: 'error', text: `${which}\n${numbered(state, pending, lang)}` }
  }
  if (accept && target.kind === 'resolve') {
    return { kind: 'error', text: zh ? '这是一对互相矛盾的判断，留哪条请在「记忆」标签页里选；也可以 /memory reject 拒绝。' : 'This is a contradiction: choose which to keep in the Memory tab, or /memory reject it.' }
  }
  // Read before deciding: a stale write is dropped by the decision, and the answer names its words.
  const staleRef = proposals.staleRef(target)
  const result = accept ? await proposals.decide(target.id, { accept: true }, now, 'command') : await proposals.decide(target.id, { accept: false, dropStale: true }, now)
  // The bare write: what a waiting line adds ("to keep it, reject this") is no answer to a decision.
  const line = pendingAction(target, lang)
  if (!result) return { kind: 'error', text: zh ? `已经不在等待了：${line}。` : `No longer waiting: ${line}.` }
  if (result.outcome === 'stale') return { kind: 'error', text: staleAnswer(staleRef, result.detail, lang) }
  if (result.outcome === 'dropped') return { kind: 'success', text: droppedAnswer(line, staleRef, result.detail, lang) }
  if (result.outcome === 'rejected') return { kind: 'success', text: zh ? `已拒绝：${line}。不会再问这一条。` : `Rejected: ${line}. It will not be asked again.` }
  return { kind: 'success', text: zh ? `已接受：${line}。${acceptedEffect(target, lang)}` : `Accepted: ${line}. ${acceptedEffect(target, lang)}` }
}

/**
 * When an accepted write holds: a guard at the next tool call, a forget at once (running
 * conversations are told), anything the prompt carries from the next conversation (it is pinned).
 */
function acceptedEffect(p: Proposal, lang: Lang): string {
  const zh = lang === 'zh'
  if (p.kind === 'guard') return zh ? '现在起生效：越过它的工具调用会先问你。' : 'It holds from now on: a tool call that crosses it asks you first.'
  if (p.kind === 'forget') return zh ? '新对话不再带它，正在进行的对话会在下一次请求时被告知。' : 'New conversations no longer get it, and a running one is told with its next request.'
  return zh ? '从下一个对话起生效。' : 'It takes effect from the next conversation.'
}

export const ACCEPT_SUBCOMMAND = {
  names: ['accept', '接受'] as const,
  summary: { zh: '接受一条等你确认的写入（[编号]）', en: 'say yes to a write that waits for your OK ([number])' },
  run: (deps: { state: MirrorState }, rest: string, lang: Lang) => runDecide(deps.state, true, rest, lang),
}

export const REJECT_SUBCOMMAND = {
  names: ['reject', '拒绝'] as const,
  summary: { zh: '拒绝一条等你确认的写入（[编号]）', en: 'say no to a write that waits for your OK ([number])' },
  run: (deps: { state: MirrorState }, rest: string, lang: Lang) => runDecide(deps.state, false, rest, lang),
}
