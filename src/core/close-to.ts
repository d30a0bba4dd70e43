// What a pending write claims beyond the closest words of the user (see proposal.ts `closeTo`):
// plain data with its parser, importing only the one object test, so the web client can bundle it
// with the cards.

import { isObject } from './object.js'

/**
 * What a held write changes of the user's words: theirs (`from`) and its own (`to`); and, when it
 * leaves out a step the user put first ("Push your changes" after "run the tests before pushing"),
 * that step, so the card says "leaves out “run the tests”" (session 34); `order` when the write lists the
 * user's items in another order (list-order.ts), so the card says "changes the order" (session 44).
 */
export interface Changed {
  from: string[]
  to: string[]
  dropped?: string[]
  order?: true
}

/** A list's items as an order, for the card and the model to read: 标准库 → 第三方 → 本地. */
export const orderText = (items: readonly string[]): string => items.join(' → ')

/** How a write the user's words did not back differs from the closest of them. */
export const CLOSE_BLOCKS = ['adds', 'changes', 'generalises', 'one-occasion', 'relaxes', 'opposite', 'taken-back', 'reread', 'near'] as const
export type CloseBlock = typeof CLOSE_BLOCKS[number]

/**
 * Not backed, yet close to what the user said: their words (redacted), and what the write adds
 * (`sudo`), changes (`yarn` → `pnpm`) or does otherwise beyond them. A write with nothing close
 * has no `closeTo`: no words of the user in that conversation are on its topic.
 */
export interface CloseTo {
  quote: string
  blocked: CloseBlock
  added?: string[]
  changed?: Changed[]
  /** For `reread` (the user's model, reading their words again, says the write is not what they said): what it changes, in the model's words. */
  note?: string
}

const isText = (v: unknown, max = 10_000): v is string => typeof v === 'string' && v.length > 0 && v.length <= max
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.length <= 20 && v.every((x) => isText(x, 500))

/** A stored or received `closeTo`, or undefined when it is not one (an old record has none). */
export function parseCloseTo(value: unknown): CloseTo | undefined {
  if (!isObject(value) || !isText(value.quote, 2000) || !(CLOSE_BLOCKS as readonly unknown[]).includes(value.blocked)) return undefined
  const out: CloseTo = { quote: value.quote, blocked: value.blocked as CloseBlock }
  if (isTextList(value.added) && value.added.length) out.added = value.added
  if (Array.isArray(value.changed)) {
    const changed = value.changed.filter((c): c is Changed => isObject(c) && isTextList(c.from) && isTextList(c.to)).slice(0, 10)
      .map((c) => ({ from: c.from, to: c.to, ...(isTextList(c.dropped) && c.dropped.length ? { dropped: c.dropped } : {}), ...(c.order === true ? { order: true as const } : {}) }))
    if (changed.length) out.changed = changed
  }
  if (out.blocked === 'reread' && isText(value.note, 500)) out.note = value.note
  return out
}
