// Shapes a snapshot into the portrait the tab draws: which judgments go in which block, the one-line
// sketch, what the model sees, and how heavy each line is. Pure functions over plain data.
import { KIND_ORDER, type JudgmentView, type Kind, type Snapshot } from './api.js'

export interface Portrait {
  /** Per kind, most confirmed first: red lines always; the rest when injected (or, in off mode, selected) and not fading. */
  blocks: { kind: Kind; judgments: JudgmentView[] }[]
  /** Not confirmed for the server's `config.fadingAfterDays` (the server's `fading`). */
  fading: JudgmentView[]
  /** Stored but not injected (and not fading): over budget, too weak, too long. */
  notInjected: JudgmentView[]
  sketch?: Sketch
  sees: { injected: number; total: number; tokensUsed: number; tokenBudget: number }
}

const byStrength = (a: JudgmentView, b: JudgmentView) => b.strength - a.strength || b.lastSeenAt - a.lastSeenAt
/** Most confirmed first, then the fresher one. */
const byWeight = (a: JudgmentView, b: JudgmentView) => b.hits - a.hits || b.lastSeenAt - a.lastSeenAt

/**
 * The one-line headline and what it may truthfully claim: `most` only when one judgment was said
 * more often than any other, `often` when it was said several times but shares the top, `latest`
 * when nothing was said twice (then it is simply the most recent one, not the "most stressed").
 */
export interface Sketch {
  judgment: JudgmentView
  claim: 'most' | 'often' | 'latest'
}

export function sketchOf(judgments: readonly JudgmentView[]): Sketch | undefined {
  let best: JudgmentView | undefined
  let runnerUp = 0
  for (const j of judgments) {
    if (!best || j.hits > best.hits || (j.hits === best.hits && byStrength(j, best) < 0)) {
      if (best) runnerUp = Math.max(runnerUp, best.hits)
      best = j
    } else {
      runnerUp = Math.max(runnerUp, j.hits)
    }
  }
  if (!best) return undefined
  if (best.hits < 2) {
    const latest = judgments.reduce((a, b) => (b.lastSeenAt > a.lastSeenAt ? b : a))
    return { judgment: latest, claim: 'latest' }
  }
  return { judgment: best, claim: best.hits > runnerUp ? 'most' : 'often' }
}

/**
 * Which block a judgment sits in. Red lines always stand in their own block (never folded away,
 * not in off mode, not when over budget: a note says what the model gets). Off mode shows every
 * judgment greyed in the place it would take when on; only what the selection itself left out
 * (over budget, too weak, too long) goes to the "left out" fold.
 */
export function portraitOf(snapshot: Snapshot): Portrait {
  const perKind = new Map<Kind, JudgmentView[]>(KIND_ORDER.map((k) => [k, []]))
  const fading: JudgmentView[] = []
  const notInjected: JudgmentView[] = []
  const off = snapshot.mode === 'off'
  let injected = 0
  let tokens = 0
  const injectedIds = new Set<string>()
  for (const j of snapshot.judgments) {
    if (j.injected) {
      injected++
      tokens += j.tokens
      injectedIds.add(j.id)
    }
    const selected = j.injected || (off && !j.skipped)
    if (j.kind === 'redline') perKind.get(j.kind)?.push(j)
    else if (j.fading) fading.push(j)
    else if (!selected) notInjected.push(j)
    else perKind.get(j.kind)?.push(j)
  }
  // The receipt counts the framing lines too; use it when it describes this very selection.
  const receipt = snapshot.receipt
  const receiptMatches = receipt !== null && receipt.injected.length === injectedIds.size && receipt.injected.every((id) => injectedIds.has(id))
  return {
    blocks: KIND_ORDER.map((kind) => ({ kind, judgments: (perKind.get(kind) ?? []).sort(byWeight) })).filter((b) => b.judgments.length > 0),
    fading: fading.sort(byWeight),
    notInjected: notInjected.sort(byWeight),
    sketch: sketchOf(snapshot.judgments),
    sees: {
      injected,
      total: snapshot.judgments.length,
      tokensUsed: receiptMatches ? receipt.tokensUsed : tokens,
      tokenBudget: snapshot.config.tokenBudget || receipt?.tokenBudget || 0,
    },
  }
}

/**
 * Visual weight 1–3 of a line: how often the user confirmed it (hits), not its decayed strength, so a
 * judgment confirmed three times stays heavy however long ago that was (its age shows in the fading
 * fold instead). Said once 1, twice 2, three times or more 3.
 */
export function weightTier(hits: number): 1 | 2 | 3 {
  if (hits >= 3) return 3
  if (hits >= 2) return 2
  return 1
}

/** Days unconfirmed after which the portrait folds a judgment away as fading (the server's `config.fadingAfterDays`). */
export function fadingAfterDays(config: Snapshot['config']): number | undefined {
  return config.fadingAfterDays > 0 ? config.fadingAfterDays : undefined
}

/** Whole days since the user last confirmed a judgment. */
export function daysUnconfirmed(j: Pick<JudgmentView, 'lastSeenAt'>, now: number): number {
  return Math.floor(Math.max(0, now - j.lastSeenAt) / 86_400_000)
}

/** Judgments the model learned (created or confirmed) after `since`, not counting UI restores. */
export function learnedSince(judgments: readonly JudgmentView[], since: number): number {
  let n = 0
  for (const j of judgments) if (j.source !== 'ui' && Math.max(j.createdAt, j.lastSeenAt) > since) n++
  return n
}
