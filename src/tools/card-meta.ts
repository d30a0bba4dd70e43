// What the tools persist with each result for their cards (`output.presentationMeta`).
import type { ForgetResult, MergeResult } from '../store.js'
import type { ForgetMeta, RememberMeta } from './cards.js'

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

export function forgetMeta(value: ForgetResult): ForgetMeta {
  if (value.outcome === 'forgotten') return { outcome: 'forgotten', id: value.judgment.id, kind: value.judgment.kind, text: value.judgment.text }
  return value
}
