// What a person sees of a mirror_remember / mirror_forget call in the conversation: a card in the
// words of the tab (the kind as 红线 / Red line, what happened, how to undo), computed from the call's
// arguments and the persisted `meta` only (no host or store imports: the web client bundles it too), so it renders the same live and in log replay. The text
// the model reads is rendered elsewhere (remember.ts, forget.ts) and stays precise and English.
// The words all cards share are in card-text.ts; the card of a write waiting for the user's OK is
// in pending-card.ts (both re-exported here).
import type { ToolCallView, ToolResult, ToolResultView } from '@deepseek-ai/dsh-tools'
import { rewordedGuardLine } from '../guards/reworded-sentence.js'
import { guardProposedSentence } from '../core/guard-proposed.js'
import { catalogueLabels } from '../core/guard/catalogue.js'
import { isKind, type Kind } from '../core/judgment.js'
import { isReadingFailure, readingFailedLine, type ReadingFailureCode } from '../grounding/reading-failed.js'
import { briefList, briefs, cardLines, kindWord, languageOf, q, type Brief, type CardText, type Lang } from './card-text.js'
import { isPendingMeta, pendingLines, pendingOf } from './pending-card.js'
import { countLine } from './card-count.js'
import { FORGOTTEN_UNDO_HINT, matchedByLine, type ForgetTyped } from './forget-typed.js'

export { cardLines, languageOf, type Brief, type CardText, type Lang } from './card-text.js'
export { pendingLines, pendingWhy, type PendingMeta } from './pending-card.js'

const text = (lines: string[]) => [{ type: 'text' as const, text: lines.join('\n') }]

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
  /** Not merged into this judgment the matcher chose: the user's model read them as two different rules. */
  readApart?: Brief
  /** The kind the model named for a red line's restatement; the red line stayed a red line. */
  keptRedline?: Kind
  /** The user's model was asked to read it and did not answer usably. */
  readingFailed?: ReadingFailureCode
  /** Merged into this near candidate: the user's model read it as the same rule said again. */
  joined?: Brief
  /** The model's earlier wordings of it, held for words the user never typed, withdrawn (src/grounding/restated.ts). */
  withdrew?: Brief[]
  /** A guarded red line's new words: the catalogue entries of its guard, the words it was accepted on, and whether it now sleeps. */
  guardStays?: string[]
  guardWords?: string
  guardAsleep?: boolean
  /** Its setting was off when the change was made: it asks nothing now (mends20). */
  guardOff?: boolean
  /** The catalogue entries of the guard proposed for this red line (waiting for the user's OK). */
  guardProposed?: string[]
  guardWider?: boolean
}

export type ForgetMeta =
  | { outcome: 'forgotten'; id: string; kind: Kind; text: string }
  /** `tooLoose`: the text the forget was given, which names too little of any candidate (src/store/forget-match.ts). */
  | { outcome: 'ambiguous'; candidates: Brief[]; tooLoose?: string }
  /** `waiting`: a write that only waits for the user's OK and matches what was to be forgotten (src/proposals/waiting-write.ts). */
  | { outcome: 'not-found'; near: Brief[]; waiting?: Brief }

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

const ordinal = (n: number) => {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'
  return `${n}${suffix}`
}

export function rememberLines(m: RememberMeta, lang: Lang): CardText {
  const k = kindWord(m.kind, lang)
  const lines: string[] = []
  // Meta is persisted with the log: only the two known values count.
  const change = m.change === 'value' || m.change === 'inverted' ? m.change : undefined
  let title: string
  const near = briefList(m.near)
  const withdrew = briefList(m.withdrew)
  if (lang === 'zh') {
    if (m.outcome === 'created') title = `已记住（${k}）：${m.text}`
    else if (change && m.previousText) title = `${q(m.text, lang)}取代了${q(m.previousText, lang)}（${k}）`
    else if (m.outcome === 'updated') title = `已更新（${k}）：${m.text}`
    else title = `第 ${m.hits} 次确认（${k}）：${m.text}`
    if (m.restated) lines.push(`这次的说法：${q(m.restated, lang)}，记在“看是哪几次”里；你原来的说法不变。`)
    if (change) lines.push(`你改了主意：${change === 'value' ? '同一件事换了取值' : '和原来的说法相反'}；旧的一条在「记忆」页的历史里，可以恢复。`)
    else if (m.outcome === 'updated' && m.previousText) lines.push(`原来：${q(m.previousText, lang)} → 现在：${q(m.text, lang)}`)
    if (m.previousKind) lines.push(`类别：${kindWord(m.previousKind, lang)} → ${k}`)
    if (isKind(m.keptRedline)) lines.push(`仍是红线：模型把它记成了「${kindWord(m.keptRedline, lang)}」，但模型不能改红线的类别；要改，输入 /remember ${kindWord(m.keptRedline, lang)}：<这句话>。`)
    if (m.evicted) lines.push(`记忆已满，挤掉了最弱的一条：${q(m.evicted.text, lang)}（可在「记忆」页恢复）`)
    if (typeof m.joined?.text === 'string') lines.push(`你的模型读来这是${q(m.joined.text, lang)}的又一次说法，已并入。`)
    if (readApart(m)) lines.push(`没有并入${q(m.readApart!.text, lang)}：你的模型读来是两条不同的规则，两条都留着。`)
    if (near.length) lines.push(`相近但没有合并：${texts(near, lang)}`)
    if (m.folded) lines.push(`刚才另存的那条已并入：${q(m.folded.text, lang)}（可在「记忆」页恢复）`)
    if (withdrew.length) lines.push(`先前等你确认的说法已撤回：${texts(withdrew, lang)}；这一句有你的话为据，代替了它。`)
    lines.push(countLine(m.total, lang))
  } else {
    if (m.outcome === 'created') title = `Remembered (${k}): ${m.text}`
    else if (change && m.previousText) title = `${q(m.text, lang)} replaces ${q(m.previousText, lang)} (${k})`
    else if (m.outcome === 'updated') title = `Changed (${k}): ${m.text}`
    else title = `Confirmed (${ordinal(m.hits)} time, ${k}): ${m.text}`
    if (m.restated) lines.push(`Said this time as ${q(m.restated, lang)}: kept under “Which times”; your original wording stays.`)
    if (change) lines.push(`A change of mind: ${change === 'value' ? 'another value on the same subject' : 'the opposite of the earlier one'}; the earlier one is in the Memory tab's history, restorable.`)
    else if (m.outcome === 'updated' && m.previousText) lines.push(`Was: ${q(m.previousText, lang)} → now: ${q(m.text, lang)}`)
    if (m.previousKind) lines.push(`Kind: ${kindWord(m.previousKind, lang)} → ${k}`)
    if (isKind(m.keptRedline)) lines.push(`Still a red line: the model called it ${q(kindWord(m.keptRedline, lang), lang)}, but the model cannot change a red line's kind; to change it, type /remember ${m.keptRedline}: <the sentence>.`)
    if (m.evicted) lines.push(`Memory was full; the weakest one was let go: ${q(m.evicted.text, lang)} (restorable in the Memory tab)`)
    if (typeof m.joined?.text === 'string') lines.push(`Your model reads it as ${q(m.joined.text, lang)} said again: merged into it.`)
    if (readApart(m)) lines.push(`Not merged into ${q(m.readApart!.text, lang)}: your model reads them as two different rules, so both are kept.`)
    if (near.length) lines.push(`Close but not merged: ${texts(near, lang)}`)
    if (m.folded) lines.push(`The copy stored apart a moment ago was merged in: ${q(m.folded.text, lang)} (restorable in the Memory tab)`)
    if (withdrew.length) lines.push(`The earlier wording that waited for your OK was withdrawn: ${texts(withdrew, lang)}; this one, backed by your words, takes its place.`)
    lines.push(countLine(m.total, lang))
  }
  if (isReadingFailure(m.readingFailed)) lines.splice(lines.length - 1, 0, readingFailedLine(m.readingFailed, lang))
  // Meta is persisted with the log: the guard's entries count only as a list of strings.
  if (Array.isArray(m.guardStays) && m.guardStays.every((id) => typeof id === 'string')) {
    const guard = { words: typeof m.guardWords === 'string' ? m.guardWords : m.text, asleep: m.guardAsleep === true, off: m.guardOff === true }
    lines.splice(lines.length - 1, 0, rewordedGuardLine(guard, m.text, catalogueLabels(m.guardStays, lang), lang))
  }
  if (Array.isArray(m.guardProposed) && m.guardProposed.length && m.guardProposed.every((id) => typeof id === 'string')) lines.splice(lines.length - 1, 0, guardProposedSentence(m.guardProposed, m.guardWider === true, lang))
  return { title, lines, undo: rememberUndo(m, lang), ...keepBoth(m, lang) }
}

/** Judgments named to the user by their words (an id means nothing to them; the model's text has the ids). */
const texts = (list: readonly Brief[], lang: Lang) => list.map((b) => q(b.text, lang)).join(lang === 'zh' ? '；' : '; ')

/** Meta is persisted with the log: a `readApart` counts only with its text. */
const readApart = (m: RememberMeta) => typeof m.readApart?.text === 'string'

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
    const version = typeof m.overwrittenId === 'string' ? { historyId: m.overwrittenId } : {}
    return { action: 'restore', id: m.id, ...version, expect: 'live', hint: lang === 'zh' ? '撤销：在「记忆」页的历史里恢复旧版本。' : 'Undo: restore the earlier version from the Memory tab\'s history.' }
  }
  return undefined
}

/** `typed`: the words the forget was asked by, and by whom (none for a forget by id). */
export function forgetLines(m: ForgetMeta, lang: Lang, typed?: ForgetTyped): CardText {
  if (m.outcome === 'forgotten') {
    const k = kindWord(m.kind, lang)
    const undo = { action: 'restore' as const, id: m.id, expect: 'gone' as const, hint: FORGOTTEN_UNDO_HINT[lang] }
    const lines = matchedByLine(typed, m.text, lang)
    return lang === 'zh'
      ? { title: `已忘掉（${k}）：${m.text}`, lines, undo }
      : { title: `Forgotten (${k}): ${m.text}`, lines, undo }
  }
  if (m.outcome === 'ambiguous' && typeof m.tooLoose === 'string') return tooLoose(m.tooLoose, m.candidates, lang)
  if (m.outcome === 'ambiguous') {
    return lang === 'zh'
      ? { title: '没有忘掉：有几条同样接近', lines: [`请指明是哪一条：${briefs(m.candidates, lang)}`] }
      : { title: 'Nothing forgotten: several match equally', lines: [`Say which one: ${briefs(m.candidates, lang)}`] }
  }
  const waiting = typeof m.waiting?.text === 'string' ? m.waiting.text : undefined
  if (waiting !== undefined) {
    return lang === 'zh'
      ? { title: `没有忘掉：「${waiting}」还没有生效`, lines: ['它还在等你确认；不要的话，在它的卡片上或「记忆」页点“拒绝”，或用 /memory 拒绝。'] }
      : { title: `Nothing forgotten: “${waiting}” is not in effect yet`, lines: ['It is waiting for your OK; if you do not want it, reject it on its card or in the Memory tab, or with /memory reject.'] }
  }
  const near = m.near.length ? [lang === 'zh' ? `最接近的：${texts(m.near, lang)}` : `Closest: ${texts(m.near, lang)}`] : []
  return lang === 'zh'
    ? { title: '没有忘掉：没有匹配的记忆', lines: near }
    : { title: 'Nothing forgotten: no stored judgment matches', lines: near }
}

/** A forget's text on a judgment's topic that names too little of it: which one, and how to say so. */
function tooLoose(typed: string, candidates: readonly Brief[], lang: Lang): CardText {
  const one = candidates.length === 1 ? candidates[0]!.id : undefined
  return lang === 'zh'
    ? { title: `没有忘掉：「${typed}」说得太少，认不出是哪一条`, lines: [`可能是：${briefs(candidates, lang)}`, `${one ? `要忘掉它，输入 /forget ${one}` : '要忘掉其中一条，输入 /forget 加它的 id'}，或写出它更多的原话；红线要几乎全部的原话。`] }
    : { title: `Nothing forgotten: “${typed}” says too little to tell which one`, lines: [`Perhaps: ${briefs(candidates, lang)}`, `${one ? `To forget it, type /forget ${one}` : 'To forget one, type /forget and its id'}, or more of its words; a red line needs nearly all of them.`] }
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
  if (!isForgetMeta(call.meta)) return undefined
  // Asked by id, the model named the judgment itself; asked by words, say what they matched.
  const a = (call.args ?? {}) as Record<string, unknown>
  const words = str(a.id) ? undefined : str(a.text)
  return forgetLines(call.meta, lang, words ? { words, by: 'model' } : undefined)
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
