// The labelled grounding set: (user messages, judgment, grounded?) pairs in zh, en and mixed.
// The hold-out slice is fixed by a hash of the pair (before any tuning) and never tuned on.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { GROUNDING_THRESHOLD, groundIn } from '../src/core/ground.js'
import { fixtureFile } from './fixture-file.js'

export interface GroundingPair {
  lang: string
  messages: string[]
  judgment: string
  grounded: boolean
  note: string
}

const FIXTURE = 'test/fixtures/grounding-pairs.jsonl'

export const groundingPairs = (file = fixtureFile(FIXTURE)): GroundingPair[] =>
  readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as GroundingPair)

/** One pair in four, by hash of its text, is held aside. */
export const sliceOf = (p: GroundingPair) =>
  createHash('sha256').update(`${p.messages.join('\n')}\u0000${p.judgment}`).digest()[0]! % 4 === 0 ? 'holdout' : 'tune'

export interface GroundingRow {
  slice: string
  grounded: number
  ungrounded: number
  /** Grounded judgments wrongly held pending. */
  heldPending: number
  /** Ungrounded (planted) judgments that would go live. */
  wentLive: number
  wrong: Array<{ pair: GroundingPair; score: number; blocked?: string }>
  /** Ungrounded pairs by class (the pair's note): how many, and how many went live. */
  byClass: Map<string, { n: number; live: number }>
}

export function groundingQuality(pairs = groundingPairs(), threshold = GROUNDING_THRESHOLD): GroundingRow[] {
  const rows = new Map<string, GroundingRow>()
  for (const pair of pairs) {
    for (const slice of [sliceOf(pair), 'all']) {
      let row = rows.get(slice)
      if (!row) rows.set(slice, row = { slice, grounded: 0, ungrounded: 0, heldPending: 0, wentLive: 0, wrong: [], byClass: new Map() })
      const result = groundIn(pair.judgment, pair.messages.map((text) => ({ text })), threshold)
      if (pair.grounded) row.grounded++
      else row.ungrounded++
      if (pair.grounded && !result.grounded) row.heldPending++
      if (!pair.grounded && result.grounded) row.wentLive++
      if (pair.grounded !== result.grounded) row.wrong.push({ pair, score: result.score, ...(result.blocked ? { blocked: result.blocked } : {}) })
      if (!pair.grounded) {
        const c = row.byClass.get(pair.note) ?? { n: 0, live: 0 }
        c.n++
        if (result.grounded) c.live++
        row.byClass.set(pair.note, c)
      }
    }
  }
  return ['tune', 'holdout', 'all'].map((s) => rows.get(s)!).filter(Boolean)
}
