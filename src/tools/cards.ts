// What a person sees of a mirror_remember / mirror_forget call in the conversation: a card in the
// words of the tab (the kind as 红线 / Red line, what happened, how to undo), computed from the call's
// arguments and the persisted `meta` only, so it renders the same live and in log replay. The text
// the model reads is rendered elsewhere (remember.ts, forget.ts) and stays precise and English.
import type { JsonValue, ToolCallView, ToolResult, ToolResultView } from '@deepseek-ai/dsh-tools'
import { isKind, type Kind } from '../core/judgment.js'
import { KIND_INFO } from '../core/kinds.js'
import type { Brief, ForgetResult, MergeResult } from '../store.js'

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

/** The durable projection of a remember result (what presentResult reads back in replay). */
export interface RememberMeta {
  outcome: MergeResult['outcome']
  id: string
  kind: Kind
  text: string
  hits: number
  total: number
  previousText?: string
  previousKind?: Kind
  evicted?: Brief
  near?: Brief[]
}

export function rememberMeta(value: MergeResult): RememberMeta {
  const j = value.judgment
  return {
    outcome: value.outcome, id: j.id, kind: j.kind, text: j.text, hits: j.hits, total: value.total,
    ...(value.previousText !== undefined ? { previousText: value.previousText } : {}),
    ...(value.previousKind ? { previousKind: value.previousKind } : {}),
    ...(value.evicted ? { evicted: value.evicted } : {}),
    ...(value.near?.length ? { near: value.near } : {}),
  }
}

export type ForgetMeta =
  | { outcome: 'forgotten'; id: string; kind: Kind; text: string }
  | { outcome: 'ambiguous'; candidates: Brief[] }
  | { outcome: 'not-found'; near: Brief[] }

export function forgetMeta(value: ForgetResult): ForgetMeta {
  if (value.outcome === 'forgotten') return { outcome: 'forgotten', id: value.judgment.id, kind: value.judgment.kind, text: value.judgment.text }
  return value
}

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

function errorView(args: unknown, result: ToolResult, verb: { zh: string; en: string }): ToolResultView {
  const a = (args ?? {}) as Record<string, unknown>
  const lang = languageOf(str(a.text))
  const message = result.content.map((c) => ('text' in c ? String(c.text) : '')).join('')
  const paused = /paused memory|turned memory off/.test(message)
  const title = paused
    ? (lang === 'zh' ? `记忆已${/off/.test(message) ? '关闭' : '暂停'}：${verb.zh}` : `Memory is ${/off/.test(message) ? 'off' : 'paused'}: ${verb.en}`)
    : (lang === 'zh' ? `未完成：${verb.zh}` : `Not done: ${verb.en}`)
  return { card: 'generic', title, content: text([message.replace(/^Error:\s*/, '')]) }
}

export function rememberLines(m: RememberMeta, lang: Lang): { title: string; lines: string[] } {
  const k = kindWord(m.kind, lang)
  const lines: string[] = []
  let title: string
  if (lang === 'zh') {
    if (m.outcome === 'created') title = `已记住（${k}）：${m.text}`
    else if (m.outcome === 'updated') title = `已更新（${k}）：${m.text}`
    else title = `已确认（${k}，第 ${m.hits} 次）：${m.text}`
    if (m.outcome === 'updated' && m.previousText) lines.push(`原来：${q(m.previousText, lang)} → 现在：${q(m.text, lang)}`)
    if (m.previousKind) lines.push(`类别：${kindWord(m.previousKind, lang)} → ${k}`)
    if (m.evicted) lines.push(`记忆已满，挤掉了最弱的一条：${q(m.evicted.text, lang)}（可在「记忆」页恢复）`)
    if (m.near?.length) lines.push(`相近但没有合并：${briefs(m.near, lang)}`)
    lines.push(m.outcome === 'created'
      ? `撤销：输入 /forget ${m.id}，或在「记忆」页撤掉。`
      : `撤销：在「记忆」页的历史里恢复旧版本，或输入 /forget ${m.id} 整条忘掉。`)
    lines.push(`共 ${m.total} 条记忆。`)
  } else {
    if (m.outcome === 'created') title = `Remembered (${k}): ${m.text}`
    else if (m.outcome === 'updated') title = `Updated (${k}): ${m.text}`
    else title = `Confirmed (${k}, ${m.hits}×): ${m.text}`
    if (m.outcome === 'updated' && m.previousText) lines.push(`Was: ${q(m.previousText, lang)} → now: ${q(m.text, lang)}`)
    if (m.previousKind) lines.push(`Kind: ${kindWord(m.previousKind, lang)} → ${k}`)
    if (m.evicted) lines.push(`Memory was full; the weakest one was let go: ${q(m.evicted.text, lang)} (restorable in the Memory tab)`)
    if (m.near?.length) lines.push(`Close but not merged: ${briefs(m.near, lang)}`)
    lines.push(m.outcome === 'created'
      ? `Undo: type /forget ${m.id}, or revoke it in the Memory tab.`
      : `Undo: restore the earlier version from the Memory tab's history, or type /forget ${m.id} to drop it.`)
    lines.push(`${m.total} stored.`)
  }
  return { title, lines }
}

export function forgetLines(m: ForgetMeta, lang: Lang): { title: string; lines: string[] } {
  if (m.outcome === 'forgotten') {
    const k = kindWord(m.kind, lang)
    return lang === 'zh'
      ? { title: `已忘掉（${k}）：${m.text}`, lines: ['撤销：在「记忆」页的历史里恢复。'] }
      : { title: `Forgotten (${k}): ${m.text}`, lines: ['Undo: restore it from the Memory tab\'s history.'] }
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

function isRememberMeta(meta: JsonValue | undefined): meta is RememberMeta & JsonValue {
  const m = meta as Record<string, unknown> | null | undefined
  return !!m && typeof m === 'object' && typeof m.text === 'string' && isKind(m.kind) && ['created', 'updated', 'confirmed'].includes(String(m.outcome))
}

function isForgetMeta(meta: JsonValue | undefined): meta is ForgetMeta & JsonValue {
  const m = meta as Record<string, unknown> | null | undefined
  if (!m || typeof m !== 'object') return false
  if (m.outcome === 'forgotten') return typeof m.text === 'string' && isKind(m.kind)
  if (m.outcome === 'ambiguous') return Array.isArray(m.candidates)
  return m.outcome === 'not-found' && Array.isArray(m.near)
}

export function presentRememberResult(args: unknown, result: ToolResult): ToolResultView | undefined {
  if (result.isError) return errorView(args, result, { zh: '没有记下', en: 'nothing was stored' })
  if (!isRememberMeta(result.meta)) return undefined
  const m = result.meta
  const { title, lines } = rememberLines(m, languageOf(m.text))
  return { card: 'generic', title, content: text(lines) }
}

export function presentForgetResult(args: unknown, result: ToolResult): ToolResultView | undefined {
  if (result.isError) return errorView(args, result, { zh: '没有忘掉', en: 'nothing was forgotten' })
  if (!isForgetMeta(result.meta)) return undefined
  const m = result.meta
  const lang = languageOf(str((args as Record<string, unknown> | undefined)?.text), m.outcome === 'forgotten' ? m.text : undefined)
  const { title, lines } = forgetLines(m, lang)
  return { card: 'generic', title, content: text(lines) }
}
