// "Keep both" (两条都留): a merge joined two different rules, and the person keeps both. The call to
// `POST judgments/:id/keep-apart` and the words of its buttons, for the conversation's card and the
// history sheet.
import { MUTATION_HEADERS, request } from './api'
import { parseKeptApartGuards, type KeptApartGuards } from '../src/core/keep-apart-guards'
import { isObject } from '../src/core/object'

/** The route's answer: the version back as its own judgment, the live one's text now, where the guards went. */
export interface KeptApart {
  restored?: { id: string; text: string }
  live?: string
  guards: KeptApartGuards
}

export async function keepApart(id: string, historyId: string): Promise<KeptApart> {
  const body = await request(`/judgments/${encodeURIComponent(id)}/keep-apart`, { method: 'POST', headers: MUTATION_HEADERS, body: JSON.stringify({ historyId }) })
  const restored = isObject(body) && isObject(body.restored) ? body.restored : undefined
  const judgment = isObject(body) && isObject(body.judgment) ? body.judgment : undefined
  const guards = parseKeptApartGuards(isObject(body) ? body.guards : undefined)
  return {
    ...restored && typeof restored.id === 'string' && typeof restored.text === 'string' ? { restored: { id: restored.id, text: restored.text } } : {},
    ...judgment && typeof judgment.text === 'string' ? { live: judgment.text } : {},
    guards,
  }
}

export interface KeepApartStrings {
  button: string
  busy: string
  done: string
  failed: string
  label: (text: string) => string
  kept: (older: string, newer: string) => string
}

export const KEEP_APART_STRINGS: Record<'zh' | 'en', KeepApartStrings> = {
  zh: {
    button: '两条都留',
    busy: '正在分开保存…',
    done: '已分开保存',
    failed: '没能分开保存，再试一次',
    label: (text) => `两条都留：${text}`,
    kept: (older, newer) => `已分开保存：「${older}」和「${newer}」现在是两条`,
  },
  en: {
    button: 'Keep both',
    busy: 'Keeping both…',
    done: 'Kept both',
    failed: 'Could not keep both; try again',
    label: (text) => `Keep both: ${text}`,
    kept: (older, newer) => `Kept both: “${older}” and “${newer}” are two judgments now`,
  },
}
