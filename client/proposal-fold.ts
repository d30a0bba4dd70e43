// "等待你确认 / Waiting for your OK" folded when many wait: an import of team rule files proposed 55,
// and at 360 px the page was over 8,000 px of proposals before the first remembered judgment
// (walk14). The list shows the first few and "展开全部 N 条 / Show all N"; "accept all of a kind"
// still takes the folded ones. A proposal that needs the user's eye (a red line written, changed,
// demoted or forgotten, a guard, one that contradicts another or replaces a rule in effect) comes
// before the ordinary ones, so the fold never hides one behind lines of taste.
import type { Proposal } from './api.js'
import { changesWords } from './held-back.js'

/** How many proposals a folded list shows. */
export const FOLDED_SHOWN = 5

/** Whether accepting it without reading could cost the user something: shown before the rest. */
export function needsAttention(p: Proposal): boolean {
  if (p.stale) return false
  if (p.kind === 'guard') return true
  if (p.contradicts?.length || p.replaces || changesWords(p)) return true
  // A red line written, changed, forgotten, merged or weighed against another.
  return p.judgment?.kind === 'redline' || p.target?.kind === 'redline' || Boolean(p.pair?.some((r) => r.kind === 'redline'))
}

export interface Folded {
  /** The proposals on screen, those needing attention first, each group in the panel's order. */
  shown: Proposal[]
  /** How many are folded away (0 when expanded or when there is nothing worth folding). */
  hidden: number
  /** Of those, how many need attention (only when more need it than a folded list shows). */
  hiddenAttention: number
  /** Whether the list is long enough to fold at all (the toggle is offered). */
  folds: boolean
}

export function foldProposals(proposals: readonly Proposal[], expanded: boolean): Folded {
  const first = proposals.filter(needsAttention)
  const ordered = first.length ? [...first, ...proposals.filter((p) => !needsAttention(p))] : [...proposals]
  // Folding away a single proposal saves less than the toggle costs.
  const folds = ordered.length > FOLDED_SHOWN + 1
  if (!folds || expanded) return { shown: ordered, hidden: 0, hiddenAttention: 0, folds }
  return { shown: ordered.slice(0, FOLDED_SHOWN), hidden: ordered.length - FOLDED_SHOWN, hiddenAttention: Math.max(0, first.length - FOLDED_SHOWN), folds }
}

const zh = {
  showAll: (n: number, attention: number) => `展开全部 ${n} 条${attention ? `（还有 ${attention} 条需要你留意）` : ''}`,
  showFewer: `收起，只看前 ${FOLDED_SHOWN} 条`,
}

export type FoldStrings = typeof zh

const en: FoldStrings = {
  showAll: (n, attention) => `Show all ${n}${attention ? ` (${attention} more ${attention === 1 ? 'needs' : 'need'} your attention)` : ''}`,
  showFewer: `Show only the first ${FOLDED_SHOWN}`,
}

export const FOLD_STRINGS = { zh, en }
