// The card of a model write that waits for the user's OK in the Memory tab (or that the user declined
// before): why it waits, in the user's words, and what Accept / Edit / Reject act on. The tab's
// proposals panel says the same (pendingWhy). Its meta comes from a log on disk and is checked field
// by field (pendingOf).
import { orderText, parseCloseTo, type CloseTo } from '../core/close-to.js'
import { forgetRedLineSentence, type GuardState } from '../core/demote.js'
import { rewordedGuardLine } from '../guards/reworded-sentence.js'
import { catalogueLabels } from '../core/guard/catalogue.js'
import type { ProposalWhy } from '../core/proposal.js'
import { isReadingFailure, readingFailedLine, type ReadingFailureCode } from '../grounding/reading-failed.js'
import { q, type Brief, type CardText, type Lang } from './card-text.js'

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
  /** The user's model was asked to read it and did not answer usably. */
  readingFailed?: ReadingFailureCode
  /** A forget of a red line: accepting it ends the red line's guard too (src/core/demote.ts). */
  forgetsRedline?: true
  /** Its guard when the forget was asked for: asking, asleep or none (absent in logs written before mends18: "if it has one"). */
  forgetGuard?: GuardState
  /** New words for a guarded red line: its guard's entries, the words it was accepted on, whether it would sleep, whether it is off. */
  guardWould?: { entries: string[]; words: string; asleep: boolean; off?: boolean }
}

const bare = (text: string) => text.trim().replace(/[\s.。!！?？;；]+$/u, '').toLowerCase()
const sameWords = (a: string, b: string) => bare(a) === bare(b)
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
  // What changed is the whole of the words just quoted (an order, a ranking): "changes that to …", not the quote twice.
  // A step the user put first, left out: "leaves out “run the tests”" names it (session 34).
  const changes = (c.changed ?? []).map((x) => {
    const whole = x.from.length === 1 && sameWords(x.from[0]!, c.quote)
    if (x.dropped?.length) return lang === 'zh' ? `去掉了${words(x.dropped, lang)}这一步` : `leaves out ${words(x.dropped, lang)}`
    // The user's list in another order (list-order.ts): both orders, read as orders.
    if (x.order) return lang === 'zh' ? `把顺序${q(orderText(x.from), lang)}改成了${q(orderText(x.to), lang)}` : `changes the order ${q(orderText(x.from), lang)} to ${q(orderText(x.to), lang)}`
    if (lang === 'zh') return whole ? `把这句改成了${words(x.to, lang)}` : `把${words(x.from, lang)}改成了${words(x.to, lang)}`
    return whole ? `changes that to ${words(x.to, lang)}` : `changes ${words(x.from, lang)} to ${words(x.to, lang)}`
  }).join(lang === 'zh' ? '，' : ' and ')
  const zh: Record<CloseTo['blocked'], string> = {
    adds: `加上了${words(c.added, lang)}`,
    changes,
    opposite: '意思正好相反',
    'taken-back': '是你随后收回的话',
    relaxes: '放宽了你的要求',
    'one-occasion': '把你这一次的要求变成了长期规则',
    generalises: '说的范围比你说的宽',
    near: c.added?.length ? `加上了${words(c.added, lang)}` : '说的不是同一件事',
    reread: c.note ? `你的模型重读你的原话后认为并不一样：${c.note}` : '你的模型重读你的原话后认为这不是你的意思',
  }
  const en: Record<CloseTo['blocked'], string> = {
    adds: `adds ${words(c.added, lang)}`,
    changes,
    opposite: 'says the opposite',
    'taken-back': 'is what you took back',
    relaxes: 'relaxes what you asked for',
    'one-occasion': 'makes a standing rule of a request for this one time',
    generalises: 'reaches more cases than you said',
    near: c.added?.length ? `adds ${words(c.added, lang)}` : 'does not say the same thing',
    reread: c.note ? `your model, reading your words again, says it is not the same: ${c.note}` : 'your model, reading your words again, says it is not what you meant',
  }
  // Said of the user's model, not of the write: "but your model, reading your words again, says …".
  if (c.blocked === 'reread') return lang === 'zh' ? `和你说的相近——${q(c.quote, lang)}——但${zh.reread}。` : `Close to what you said — ${q(c.quote, lang)} — but ${en.reread}.`
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
  // The guard as it was when the model asked; a card from an older log says "if it has one".
  const ends = m.action === 'forget' && m.forgetsRedline ? [forgetRedLineSentence(m.text, m.forgetGuard, lang)] : []
  if (m.guardWould) ends.push(rewordedGuardLine(m.guardWould, m.text, catalogueLabels(m.guardWould.entries, lang), lang, true))
  const replaces = m.why === 'changes-redline' && m.touches
  const settled = replaces
    ? (lang === 'zh' ? `模型想用${q(m.text, lang)}取代你的红线${q(m.touches!.text, lang)}` : `The model wanted ${q(m.text, lang)} to replace your red line ${q(m.touches!.text, lang)}`)
    : (lang === 'zh' ? `模型想${zhVerb} ${q(m.text, lang)}` : `The model wanted to ${enVerb} ${q(m.text, lang)}`)
  const decide = m.proposalId
    ? { proposalId: m.proposalId, edit: m.action !== 'forget', hint: lang === 'zh' ? '在「记忆」页接受、编辑或拒绝。' : 'Accept, edit or reject it in the Memory tab.', settled, ...(ends.length ? { guards: ends } : {}) }
    : undefined
  const lines = [...touches, pendingWhy(m, lang), ...ends, ...(isReadingFailure(m.readingFailed) ? [readingFailedLine(m.readingFailed, lang)] : []), ...(decide ? [] : [lang === 'zh' ? '在「记忆」页接受或拒绝。' : 'Accept or reject it in the Memory tab.'])]
  if (replaces) {
    const rest = lines.slice(touches.length)
    return lang === 'zh'
      ? { title: `等待你确认：${q(m.text, lang)}会取代你的红线${q(m.touches!.text, lang)}`, lines: rest, ...(decide ? { decide } : {}) }
      : { title: `Waiting for your OK: ${q(m.text, lang)} would replace your red line ${q(m.touches!.text, lang)}`, lines: rest, ...(decide ? { decide } : {}) }
  }
  return lang === 'zh'
    ? { title: `等待你确认：模型想${zhVerb} ${q(m.text, lang)}`, lines, ...(decide ? { decide } : {}) }
    : { title: `Waiting for your OK: the model wants to ${enVerb} ${q(m.text, lang)}`, lines, ...(decide ? { decide } : {}) }
}

export function isPendingMeta(meta: unknown): meta is PendingMeta {
  const m = meta as Record<string, unknown> | null | undefined
  return !!m && typeof m === 'object' && (m.outcome === 'pending' || m.outcome === 'declined-before') && typeof m.text === 'string' && ['add', 'update', 'forget'].includes(String(m.action))
}

/** The meta as persisted, checked field by field (a log is data from disk: a bad field is dropped, not trusted). */
export function pendingOf(meta: PendingMeta): PendingMeta {
  const m = meta as unknown as Record<string, unknown>
  const out: PendingMeta = { outcome: meta.outcome, action: meta.action, text: meta.text }
  if (meta.touches && typeof meta.touches.text === 'string' && typeof meta.touches.id === 'string') out.touches = { id: meta.touches.id, text: meta.touches.text }
  if (typeof m.proposalId === 'string' && /^p_[A-Za-z0-9]{1,40}$/.test(m.proposalId)) out.proposalId = m.proposalId
  if (m.why === 'confirm-always' || m.why === 'ungrounded' || m.why === 'changes-redline') out.why = m.why
  const closeTo = parseCloseTo(m.closeTo)
  if (closeTo) out.closeTo = closeTo
  if (isReadingFailure(m.readingFailed)) out.readingFailed = m.readingFailed
  if (m.forgetsRedline === true && meta.action === 'forget') out.forgetsRedline = true
  if (out.forgetsRedline && (m.forgetGuard === 'active' || m.forgetGuard === 'asleep' || m.forgetGuard === 'off' || m.forgetGuard === 'none')) out.forgetGuard = m.forgetGuard
  const g = m.guardWould as Record<string, unknown> | undefined
  if (meta.action === 'update' && g && Array.isArray(g.entries) && g.entries.every((e) => typeof e === 'string') && typeof g.words === 'string' && typeof g.asleep === 'boolean') out.guardWould = { entries: g.entries as string[], words: g.words, asleep: g.asleep, ...g.off === true ? { off: true } : {} }
  return out
}
