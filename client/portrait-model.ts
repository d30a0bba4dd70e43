// Shapes a snapshot into the portrait the tab draws: which judgments go in which block, the one-line
// sketch, what the model sees, and how heavy each line is. Pure functions over plain data.
import { KIND_ORDER, type JudgmentView, type Kind, type Snapshot } from './api.js'

export interface Portrait {
  /** Injected and not fading, per kind, strongest first; red lines come first in KIND_ORDER. */
  blocks: { kind: Kind; judgments: JudgmentView[] }[]
  /** Strength decayed below the server's `config.fadingBelow`. */
  fading: JudgmentView[]
  /** Stored but not injected (and not fading): over budget, too weak, too long. */
  notInjected: JudgmentView[]
  sketch?: Sketch
  sees: { injected: number; total: number; tokensUsed: number; tokenBudget: number }
}

const byStrength = (a: JudgmentView, b: JudgmentView) => b.strength - a.strength || b.lastSeenAt - a.lastSeenAt

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

export function portraitOf(snapshot: Snapshot): Portrait {
  const perKind = new Map<Kind, JudgmentView[]>(KIND_ORDER.map((k) => [k, []]))
  const fading: JudgmentView[] = []
  const notInjected: JudgmentView[] = []
  let injected = 0
  let tokens = 0
  const injectedIds = new Set<string>()
  for (const j of snapshot.judgments) {
    if (j.injected) {
      injected++
      tokens += j.tokens
      injectedIds.add(j.id)
    }
    if (j.fading) fading.push(j)
    else if (!j.injected) notInjected.push(j)
    else perKind.get(j.kind)?.push(j)
  }
  // The receipt counts the framing lines too; use it when it describes this very selection.
  const receipt = snapshot.receipt
  const receiptMatches = receipt !== null && receipt.injected.length === injectedIds.size && receipt.injected.every((id) => injectedIds.has(id))
  return {
    blocks: KIND_ORDER.map((kind) => ({ kind, judgments: (perKind.get(kind) ?? []).sort(byStrength) })).filter((b) => b.judgments.length > 0),
    fading: fading.sort(byStrength),
    notInjected: notInjected.sort(byStrength),
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
 * Visual weight 0–3 of a line. Strength is hits decayed by age: a fresh single mention is 1, each
 * confirmation adds about 1. Only the tier is shown, never the number.
 */
export function strengthTier(strength: number): 0 | 1 | 2 | 3 {
  if (strength < 0.5) return 0
  if (strength < 1.5) return 1
  if (strength < 3) return 2
  return 3
}

/**
 * Days after which a judgment mentioned once crosses the server's fading threshold, from strength =
 * hits × 0.5^(days / halfLife). Undefined when the server sent no usable threshold.
 */
export function fadingAfterDays(config: Snapshot['config']): number | undefined {
  const { fadingBelow, halfLifeDays } = config
  if (!(fadingBelow > 0 && fadingBelow < 1 && halfLifeDays > 0)) return undefined
  return Math.round(halfLifeDays * Math.log2(1 / fadingBelow))
}

/** Judgments the model learned (created or confirmed) after `since`, not counting UI restores. */
export function learnedSince(judgments: readonly JudgmentView[], since: number): number {
  let n = 0
  for (const j of judgments) if (j.source !== 'ui' && Math.max(j.createdAt, j.lastSeenAt) > since) n++
  return n
}
