// What the tools persist with each result for their cards (`output.presentationMeta`).
import type { GatedMerge, PendingResult } from '../grounding/gate.js'
import type { ForgetResult } from '../store/index.js'
import type { ForgetMeta, PendingMeta, RememberMeta } from './cards.js'

/** A write that waits for the user's OK (or was declined before): what its card needs. */
export function pendingMeta(value: PendingResult): PendingMeta {
  const b = value.beyond
  return {
    outcome: value.outcome,
    action: value.action,
    text: value.proposal.text ?? value.proposal.target?.text ?? '',
    ...(value.touches ? { touches: value.touches } : {}),
    ...(value.action === 'forget' && value.proposal.target?.kind === 'redline' ? { forgetsRedline: true as const } : {}),
    proposalId: value.proposal.id,
    why: value.proposal.why,
    ...(value.readingFailed ? { readingFailed: value.readingFailed } : {}),
    ...(value.guardWould ? { guardWould: value.guardWould } : {}),
    ...(value.forgetGuard && value.action === 'forget' ? { forgetGuard: value.forgetGuard } : {}),
    ...(b?.quote && b.blocked !== 'off-topic' ? { closeTo: { quote: b.quote, blocked: b.blocked, ...(b.added ? { added: b.added } : {}), ...(b.changed ? { changed: b.changed } : {}), ...(b.note ? { note: b.note } : {}) } } : {}),
  }
}

export function rememberMeta(value: GatedMerge): RememberMeta
export function rememberMeta(value: GatedMerge | PendingResult): RememberMeta | PendingMeta
export function rememberMeta(value: GatedMerge | PendingResult): RememberMeta | PendingMeta {
  if ('action' in value) return pendingMeta(value)
  const j = value.judgment
  return {
    outcome: value.outcome, id: j.id, kind: j.kind, text: j.text, hits: j.hits, total: value.total,
    ...(value.previousText !== undefined ? { previousText: value.previousText } : {}),
    ...(value.overwrittenId ? { overwrittenId: value.overwrittenId } : {}),
    ...(value.previousKind ? { previousKind: value.previousKind } : {}),
    ...(value.evicted ? { evicted: value.evicted } : {}),
    ...(value.near?.length ? { near: value.near } : {}),
    ...(value.folded ? { folded: value.folded } : {}),
    ...(value.change ? { change: value.change } : {}),
    ...(value.restated ? { restated: value.restated } : {}),
    ...(value.apart ? { readApart: value.apart } : {}),
    ...(value.keptRedline ? { keptRedline: value.keptRedline } : {}),
    ...(value.joined ? { joined: value.joined } : {}),
    ...(value.withdrew?.length ? { withdrew: value.withdrew } : {}),
    ...(value.guardStays ? { guardStays: value.guardStays } : {}),
    ...(value.guardWords ? { guardWords: value.guardWords } : {}),
    ...(value.guardAsleep ? { guardAsleep: true } : {}),
    ...(value.guardOff ? { guardOff: true } : {}),
    ...(value.guardProposed?.length ? { guardProposed: value.guardProposed, ...value.guardWider ? { guardWider: true } : {} } : {}),
    ...(value.readingFailed ? { readingFailed: value.readingFailed } : {}),
  }
}

export function forgetMeta(value: ForgetResult): ForgetMeta
export function forgetMeta(value: ForgetResult | PendingResult): ForgetMeta | PendingMeta
export function forgetMeta(value: ForgetResult | PendingResult): ForgetMeta | PendingMeta {
  if ('action' in value) return pendingMeta(value)
  if (value.outcome === 'forgotten') return { outcome: 'forgotten', id: value.judgment.id, kind: value.judgment.kind, text: value.judgment.text }
  return value
}
