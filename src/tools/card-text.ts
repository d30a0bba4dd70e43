// The words every mirror tool card is made of (cards.ts, pending-card.ts): the language a person
// wrote in, a kind's label, quoting in each language, and the card's shape. No host or store
// imports: the web client bundles it too.
import type { Kind } from '../core/judgment.js'
import { KIND_INFO } from '../core/kinds.js'

export type Lang = 'zh' | 'en'

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/

/** The language a person wrote `text` in, as far as the card needs to know: any Han character → zh. */
export function languageOf(...texts: Array<string | undefined>): Lang {
  return texts.some((t) => t && CJK.test(t)) ? 'zh' : 'en'
}

export const kindWord = (kind: Kind, lang: Lang) => KIND_INFO[kind].label[lang]
export const q = (text: string, lang: Lang) => lang === 'zh' ? `「${text}」` : `“${text}”`
export const briefs = (list: readonly Brief[], lang: Lang) => list.map((b) => `${q(b.text, lang)} (${b.id})`).join(lang === 'zh' ? '；' : '; ')

/** A judgment named in a card (the store's Brief). */
export interface Brief { id: string; text: string }

/** Meta is persisted with the log: a list of briefs counts only when every entry is one (else none). */
export function briefList(v: unknown): Brief[] {
  return Array.isArray(v) && v.every((b) => typeof (b as Brief | null)?.id === 'string' && typeof (b as Brief).text === 'string') ? v as Brief[] : []
}

/**
 * A card's words; `undo` and `decide` are what UI buttons would do (text-only surfaces print their
 * hint): undo a write, or accept / edit / reject a pending one (the tab's proposal routes).
 */
export interface CardText {
  title: string
  lines: string[]
  /**
   * `historyId`: the version a restore brings back; `expect`: whether the judgment must be live (undo
   * of a change) or gone (undo of a forget) for it to make sense, so a card clicked after the tab
   * already did or undid it says so instead of restoring something else (client/card-undo.ts).
   */
  undo?: { action: 'revoke' | 'restore'; id: string; hint: string; historyId?: string; expect?: 'live' | 'gone' }
  /** An update that replaced another text: keep both as two judgments (`POST judgments/:id/keep-apart`). */
  apart?: { id: string; historyId: string; hint: string }
  /** A write the model could not make while memory was paused or off, which the user may keep with one click. */
  keep?: { text: string; kind: Kind; reason: string; mode: 'paused' | 'off' }
  /**
   * `guards`: the lines about a red line's guard, no longer true once the proposal is out of date (the
   * card hides them then); `settled`: the title once the user decided (no longer "waiting for your OK").
   */
  decide?: { proposalId: string; edit: boolean; hint: string; guards?: string[]; settled?: string }
}

/** The card as plain lines, for surfaces without buttons (slash-command answers, other UIs). */
export const cardLines = (card: CardText) => [card.title, ...card.lines, ...(card.undo ? [card.undo.hint] : []), ...(card.decide ? [card.decide.hint] : [])]
