// What a person sees of a mirror_remember / mirror_forget call in the conversation: a card in the
// words of the tab (the kind as 红线 / Red line, what happened, how to undo), computed from the call's
// arguments and the persisted `meta` only (no host or store imports: the web client bundles it too), so it renders the same live and in log replay. The text
// the model reads is rendered elsewhere (remember.ts, forget.ts) and stays precise and English.
import type { ToolCallView, ToolResult, ToolResultView } from '@deepseek-ai/dsh-tools'
import { isKind, type Kind } from '../core/judgment.js'
import { KIND_INFO } from '../core/kinds.js'
import { parseCloseTo, type CloseTo } from '../core/close-to.js'
import type { ProposalWhy } from '../core/proposal.js'

export type Lang = 'zh' | 'en'

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/

/** The language a person wrote `text` in, as far as the card needs to know: any Han character → zh. */
export function languageOf(...texts: Array<string | undefined>): Lang {
  return texts.some((t) => t && CJK.test(t)) ? 'zh' : 'en'
}

const kindWord = (kind: Kind, lang: Lang) => KIND_INFO[kind].label[lang]
const q = (text: string, lang: Lang) => lang === 'zh' ? `「${text}」` : `“${text}”`
const briefs = (list: readonly Brief[], lang: Lang) => list.map((b) => `${q(b.text, lang)} (${b.id})`).join(lang === 'zh' ? '；' : '; ')
const text = (lines: string[]) => [{ type: 'text' as const, text: lines.join('\n') }]

/** A judgment named in a card (the store's Brief). */
export interface Brief { id: string; text: string }

/** The durable projection of a remember result (what presentResult reads back in replay). */
export interface RememberMeta {
  outcome: 'created' | 'updated' | 'confirmed'
  id: string
  kind: Kind
  text: string
  hits: number
  total: number
  previousText?: string
  /** The history entry of the replaced version: "Keep both" brings it back as a judgment of its own. */
  overwrittenId?: string
  previousKind?: Kind
  evicted?: Brief
  near?: Brief[]
  /** A copy of the same text stored apart a moment ago, merged in by `replaces`. */
  folded?: Brief
  /** The update replaced `previousText` with another value (`value`) or its opposite (`inverted`). */
  change?: 'value' | 'inverted'
  /** A confirmation's own wording, kept in the evidence while the stored text stayed the user's. */
  restated?: string
}

/** A model write that waits for the user's OK in the Memory tab (or that the user declined before). */
export interface PendingMeta {
  outcome: 'pending' | 'declined-before'
  action: 'add' | 'update' | 'forget'
  text: string
  /** The live judgment it would change, evict or remove. */
  touches?: Brief
  /** The proposal the card's Accept / Edit / Reject act on (absent in logs written before it). */
  proposalId?: string
  why?: ProposalWhy
  /** The user's closest words and what the write claims beyond them; absent: nothing they said is close. */
  closeTo?: CloseTo
}

const words = (list: readonly string[] | undefined, lang: Lang) => (list ?? []).map((w) => q(w, lang)).join(lang === 'zh' ? '、' : ', ')

/** Why it waits, in the user's words: the user's setting, close words that differ, or no words at all (the card and the tab say the same). */
export function pendingWhy(m: Pick<PendingMeta, 'why' | 'closeTo'>, lang: Lang): string {
  if (m.why === 'confirm-always') return lang === 'zh' ? '你设置了每次改动都要确认。' : 'You asked to confirm every change.'
  if (m.why === 'changes-redline') return lang === 'zh' ? '它会把你的红线换成别的取值或反过来：红线只有你点头才改。' : 'It would change your red line to another value or its opposite: a red line changes only with your OK.'
  const c = m.closeTo
  if (!c) {
    return lang === 'zh'
      ? '你在本对话里没有说过这样的话（可能来自模型读到的网页或文件）。'
      : 'No words of yours in this conversation say this (it may come from a page or file the model read).'
  }
  const changes = (c.changed ?? []).map((x) => lang === 'zh' ? `把${words(x.from, lang)}改成了${words(x.to, lang)}` : `changes ${words(x.from, lang)} to ${words(x.to, lang)}`).join(lang === 'zh' ? '，' : ' and ')
  const zh: Record<CloseTo['blocked'], string> = {
    adds: `加上了${words(c.added, lang)}`,
    changes,
    opposite: '意思正好相反',
    relaxes: '放宽了你的要求',
    'one-occasion': '把你这一次的要求变成了长期规则',
    generalises: '把你针对眼前这件事的话变成了通用规则',
  }
  const en: Record<CloseTo['blocked'], string> = {
    adds: `adds ${words(c.added, lang)}`,
    changes,
    opposite: 'says the opposite',
    relaxes: 'relaxes what you asked for',
    'one-occasion': 'makes a standing rule of a request for this one time',
    generalises: 'makes a general rule of what you said about the case at hand',
  }
  return lang === 'zh'
    ? `和你说的相近——${q(c.quote, lang)}——但它${zh[c.blocked]}。`
    : `Close to what you said — ${q(c.quote, lang)} — but it ${en[c.blocked]}.`
}

export function pendingLines(m: PendingMeta, lang: Lang): CardText {
  const zhVerb = { add: '记下', update: '更新为', forget: '忘掉' }[m.action]
  const enVerb = { add: 'remember', update: 'update it to', forget: 'forget' }[m.action]
  const touches = m.touches && m.action !== 'forget'
    ? [lang === 'zh' ? `会改动：${q(m.touches.text, lang)}` : `It would change: ${q(m.touches.text, lang)}`]
    : []
  if (m.outcome === 'declined-before') {
    return lang === 'zh'
      ? { title: `你之前拒绝过：没有${zhVerb}`, lines: [q(m.text, lang)] }
      : { title: `You declined this before: nothing to ${enVerb}`, lines: [q(m.text, lang)] }
  }
  const decide = m.proposalId
    ? { proposalId: m.proposalId, edit: m.action !== 'forget', hint: lang === 'zh' ? '在「记忆」页接受、编辑或拒绝。' : 'Accept, edit or reject it in the Memory tab.' }
    : undefined
  const lines = [...touches, pendingWhy(m, lang), ...(decide ? [] : [lang === 'zh' ? '在「记忆」页接受或拒绝。' : 'Accept or reject it in the Memory tab.'])]
  if (m.why === 'changes-redline' && m.touches) {
    const rest = lines.slice(touches.length)
    return lang === 'zh'
      ? { title: `等待你确认：${q(m.text, lang)}会取代你的红线${q(m.touches.text, lang)}`, lines: rest, ...(decide ? { decide } : {}) }
      : { title: `Waiting for your OK: ${q(m.text, lang)} would replace your red line ${q(m.touches.text, lang)}`, lines: rest, ...(decide ? { decide } : {}) }
  }
  return lang === 'zh'
    ? { title: `等待你确认：模型想${zhVerb} ${q(m.text, lang)}`, lines, ...(decide ? { decide } : {}) }
    : { title: `Waiting for your OK: the model wants to ${enVerb} ${q(m.text, lang)}`, lines, ...(decide ? { decide } : {}) }
}

function isPendingMeta(meta: unknown): meta is PendingMeta {
  const m = meta as Record<string, unknown> | null | undefined
  return !!m && typeof m === 'object' && (m.outcome === 'pending' || m.outcome === 'declined-before') && typeof m.text === 'string' && ['add', 'update', 'forget'].includes(String(m.action))
}

/** The meta as persisted, checked field by field (a log is data from disk: a bad field is dropped, not trusted). */
function pendingOf(meta: PendingMeta): PendingMeta {
  const m = meta as unknown as Record<string, unknown>
  const out: PendingMeta = { outcome: meta.outcome, action: meta.action, text: meta.text }
  if (meta.touches && typeof meta.touches.text === 'string' && typeof meta.touches.id === 'string') out.touches = { id: meta.touches.id, text: meta.touches.text }
  if (typeof m.proposalId === 'string' && /^p_[A-Za-z0-9]{1,40}$/.test(m.proposalId)) out.proposalId = m.proposalId
  if (m.why === 'confirm-always' || m.why === 'ungrounded' || m.why === 'changes-redline') out.why = m.why
  const closeTo = parseCloseTo(m.closeTo)
  if (closeTo) out.closeTo = closeTo
  return out
}

export type ForgetMeta =
  | { outcome: 'forgotten'; id: string; kind: Kind; text: string }
  | { outcome: 'ambiguous'; candidates: Brief[] }
  | { outcome: 'not-found'; near: Brief[] }

const str = (v: unknown) => typeof v === 'string' ? v : undefined

export function presentRememberCall(args: unknown): ToolCallView {
  const a = (args ?? {}) as Record<string, unknown>
  const t = str(a.text) ?? ''
  const lang = languageOf(t)
  const kind = isKind(a.kind) ? kindWord(a.kind, lang) : undefined
  const title = lang === 'zh' ? `记住${kind ? `（${kind}）` : ''}：${t}` : `Remember${kind ? ` (${kind})` : ''}: ${t}`
  return { card: 'generic', title, kind: 'other' }
}

export function presentForgetCall(args: unknown): ToolCallView {
  const a = (args ?? {}) as Record<string, unknown>
  const t = str(a.text) ?? str(a.id) ?? ''
  const lang = languageOf(t)
  return { card: 'generic', title: lang === 'zh' ? `忘掉：${t}` : `Forget: ${t}`, kind: 'delete' }
}

/**
 * A card's words; `undo` and `decide` are what UI buttons would do (text-only surfaces print their
 * hint): undo a write, or accept / edit / reject a pending one (the tab's proposal routes).
 */
export interface CardText {
  title: string
  lines: string[]
  undo?: { action: 'revoke' | 'restore'; id: string; hint: string }
  /** An update that replaced another text: keep both as two judgments (`POST judgments/:id/keep-apart`). */
  apart?: { id: string; historyId: string; hint: string }
  /** A write the model could not make while memory was paused or off, which the user may keep with one click. */
  keep?: { text: string; kind: Kind; reason: string; mode: 'paused' | 'off' }
  decide?: { proposalId: string; edit: boolean; hint: string }
}

const ordinal = (n: number) => {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'
  return `${n}${suffix}`
}

/** The card as plain lines, for surfaces without buttons (slash-command answers, other UIs). */
export const cardLines = (card: CardText) => [card.title, ...card.lines, ...(card.undo ? [card.undo.hint] : []), ...(card.decide ? [card.decide.hint] : [])]

export function rememberLines(m: RememberMeta, lang: Lang): CardText {
  const k = kindWord(m.kind, lang)
  const lines: string[] = []
  // Meta is persisted with the log: only the two known values count.
  const change = m.change === 'value' || m.change === 'inverted' ? m.change : undefined
  let title: string
  if (lang === 'zh') {
    if (m.outcome === 'created') title = `已记住（${k}）：${m.text}`
    else if (change && m.previousText) title = `${q(m.text, lang)}取代了${q(m.previousText, lang)}（${k}）`
    else if (m.outcome === 'updated') title = `已更新（${k}）：${m.text}`
    else title = `第 ${m.hits} 次确认（${k}）：${m.text}`
    if (m.restated) lines.push(`这次的说法：${q(m.restated, lang)}，记在“看是哪几次”里；你原来的说法不变。`)
    if (change) lines.push(`你改了主意：${change === 'value' ? '同一件事换了取值' : '和原来的说法相反'}；旧的一条在「记忆」页的历史里，可以恢复。`)
    else if (m.outcome === 'updated' && m.previousText) lines.push(`原来：${q(m.previousText, lang)} → 现在：${q(m.text, lang)}`)
    if (m.previousKind) lines.push(`类别：${kindWord(m.previousKind, lang)} → ${k}`)
    if (m.evicted) lines.push(`记忆已满，挤掉了最弱的一条：${q(m.evicted.text, lang)}（可在「记忆」页恢复）`)
    if (m.near?.length) lines.push(`相近但没有合并：${briefs(m.near, lang)}`)
    if (m.folded) lines.push(`刚才另存的那条已并入：${q(m.folded.text, lang)}（可在「记忆」页恢复）`)
    lines.push(`共 ${m.total} 条记忆。`)
  } else {
    if (m.outcome === 'created') title = `Remembered (${k}): ${m.text}`
    else if (change && m.previousText) title = `${q(m.text, lang)} replaces ${q(m.previousText, lang)} (${k})`
    else if (m.outcome === 'updated') title = `Changed (${k}): ${m.text}`
    else title = `Confirmed (${ordinal(m.hits)} time, ${k}): ${m.text}`
    if (m.restated) lines.push(`Said this time as ${q(m.restated, lang)}: kept under “Which times”; your original wording stays.`)
    if (change) lines.push(`A change of mind: ${change === 'value' ? 'another value on the same subject' : 'the opposite of the earlier one'}; the earlier one is in the Memory tab's history, restorable.`)
    else if (m.outcome === 'updated' && m.previousText) lines.push(`Was: ${q(m.previousText, lang)} → now: ${q(m.text, lang)}`)
    if (m.previousKind) lines.push(`Kind: ${kindWord(m.previousKind, lang)} → ${k}`)
    if (m.evicted) lines.push(`Memory was full; the weakest one was let go: ${q(m.evicted.text, lang)} (restorable in the Memory tab)`)
    if (m.near?.length) lines.push(`Close but not merged: ${briefs(m.near, lang)}`)
    if (m.folded) lines.push(`The copy stored apart a moment ago was merged in: ${q(m.folded.text, lang)} (restorable in the Memory tab)`)
    lines.push(`${m.total} stored.`)
  }
  return { title, lines, undo: rememberUndo(m, lang), ...keepBoth(m, lang) }
}

/** A merge that replaced another text may have joined two different rules: keep both. */
function keepBoth(m: RememberMeta, lang: Lang): Pick<CardText, 'apart'> {
  if (m.outcome !== 'updated' || !m.previousText || typeof m.overwrittenId !== 'string') return {}
  const hint = lang === 'zh' ? `两条不是一回事？点「两条都留」，${q(m.previousText, lang)}会作为单独一条回来。` : `Two different rules? “Keep both” brings back ${q(m.previousText, lang)} as a judgment of its own.`
  return { apart: { id: m.id, historyId: m.overwrittenId, hint } }
}

function rememberUndo(m: RememberMeta, lang: Lang): CardText['undo'] {
  if (m.outcome === 'created') {
    return { action: 'revoke', id: m.id, hint: lang === 'zh' ? `撤销：输入 /forget ${m.id}，或在「记忆」页撤掉。` : `Undo: type /forget ${m.id}, or revoke it in the Memory tab.` }
  }
  if (m.outcome === 'updated' || m.previousKind) {
    return { action: 'restore', id: m.id, hint: lang === 'zh' ? '撤销：在「记忆」页的历史里恢复旧版本。' : 'Undo: restore the earlier version from the Memory tab\'s history.' }
  }
  return undefined
}

export function forgetLines(m: ForgetMeta, lang: Lang): CardText {
  if (m.outcome === 'forgotten') {
    const k = kindWord(m.kind, lang)
    const undo = { action: 'restore' as const, id: m.id, hint: lang === 'zh' ? '撤销：在「记忆」页的历史里恢复。' : 'Undo: restore it from the Memory tab\'s history.' }
    return lang === 'zh'
      ? { title: `已忘掉（${k}）：${m.text}`, lines: [], undo }
      : { title: `Forgotten (${k}): ${m.text}`, lines: [], undo }
  }
  if (m.outcome === 'ambiguous') {
    return lang === 'zh'
      ? { title: '没有忘掉：有几条同样接近', lines: [`请指明是哪一条：${briefs(m.candidates, lang)}`] }
      : { title: 'Nothing forgotten: several match equally', lines: [`Say which one: ${briefs(m.candidates, lang)}`] }
  }
  const near = m.near.length ? [lang === 'zh' ? `最接近的：${briefs(m.near, lang)}` : `Closest: ${briefs(m.near, lang)}`] : []
  return lang === 'zh'
    ? { title: '没有忘掉：没有匹配的记忆', lines: near }
    : { title: 'Nothing forgotten: no stored judgment matches', lines: near }
}

function isRememberMeta(meta: unknown): meta is RememberMeta {
  const m = meta as Record<string, unknown> | null | undefined
  return !!m && typeof m === 'object' && typeof m.text === 'string' && isKind(m.kind) && ['created', 'updated', 'confirmed'].includes(String(m.outcome))
}

function isForgetMeta(meta: unknown): meta is ForgetMeta {
  const m = meta as Record<string, unknown> | null | undefined
  if (!m || typeof m !== 'object') return false
  if (m.outcome === 'forgotten') return typeof m.text === 'string' && isKind(m.kind)
  if (m.outcome === 'ambiguous') return Array.isArray(m.candidates)
  return m.outcome === 'not-found' && Array.isArray(m.near)
}

/** The parts of a settled call a card is made of: what replay has (arguments, error text, meta). */
export interface SettledCall {
  args: unknown
  isError: boolean
  /** The model-facing text (for an error: the error message). */
  text: string
  meta: unknown
}

export type MirrorToolName = 'mirror_remember' | 'mirror_forget'

/**
 * The card of one settled call in `lang`, or undefined when there is nothing better than the generic
 * row (a nested Code Mode call has no meta). Shared by the server presenters and the web client.
 */
export function cardText(tool: MirrorToolName, call: SettledCall, lang: Lang): CardText | undefined {
  if (call.isError) {
    const a = (call.args ?? {}) as Record<string, unknown>
    const verb = tool === 'mirror_remember' ? { zh: '没有记下', en: 'nothing was stored' } : { zh: '没有忘掉', en: 'nothing was forgotten' }
    const off = /turned memory off/.test(call.text)
    const paused = off || /paused memory/.test(call.text)
    const title = paused
      ? (lang === 'zh' ? `记忆已${off ? '关闭' : '暂停'}：${verb.zh}` : `Memory is ${off ? 'off' : 'paused'}: ${verb.en}`)
      : (lang === 'zh' ? `未完成：${verb.zh}` : `Not done: ${verb.en}`)
    const subject = str(a.text) ?? str(a.id)
    // Paused / off is the user's own choice: say it in the UI's words. Other refusals (too long, no
    // such id) keep the tool's exact message, which the model reads and acts on.
    const why = paused
      ? (lang === 'zh'
          ? `模型想${tool === 'mirror_remember' ? '记下' : '忘掉'}这条，但记忆${off ? '已关闭' : '已暂停'}。${off ? '/memory on' : '/memory resume'} 或在「记忆」页恢复。`
          : `The model tried to ${tool === 'mirror_remember' ? 'remember' : 'forget'} this, but memory is ${off ? 'off' : 'paused'}. ${off ? '/memory on' : '/memory resume'} or the Memory tab turns it back on.`)
      : call.text.replace(/^Error:\s*/, '')
    const keep = paused && tool === 'mirror_remember' && typeof a.text === 'string' && isKind(a.kind)
      ? { keep: { text: a.text, kind: a.kind, reason: str(a.reason) ?? '', mode: off ? 'off' as const : 'paused' as const } }
      : {}
    return { title, lines: [...(subject ? [q(subject, lang)] : []), why], ...keep }
  }
  if (isPendingMeta(call.meta)) return pendingLines(pendingOf(call.meta), lang)
  if (tool === 'mirror_remember') return isRememberMeta(call.meta) ? rememberLines(call.meta, lang) : undefined
  return isForgetMeta(call.meta) ? forgetLines(call.meta, lang) : undefined
}

const resultText = (result: ToolResult) => result.content.map((c) => ('text' in c ? String(c.text) : '')).join('')

function present(tool: MirrorToolName, args: unknown, result: ToolResult): ToolResultView | undefined {
  const meta = result.meta as Record<string, unknown> | undefined
  const lang = languageOf(str((args as Record<string, unknown> | undefined)?.text), str(meta?.text))
  const card = cardText(tool, { args, isError: result.isError, text: resultText(result), meta }, lang)
  if (!card) return undefined
  return { card: 'generic', title: card.title, content: text(cardLines(card).slice(1)) }
}

export const presentRememberResult = (args: unknown, result: ToolResult) => present('mirror_remember', args, result)
export const presentForgetResult = (args: unknown, result: ToolResult) => present('mirror_forget', args, result)
