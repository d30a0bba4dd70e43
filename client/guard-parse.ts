// What the server says about red lines' guards (docs/api.md, "Guards"), parsed defensively like
// every other response. No imports from api.ts (which uses these): the mutations are in guard-api.ts.
import type { Evidence, GuardOutcome } from '../src/core/judgment.js'
import { isObject } from '../src/core/object.js'
import type { GuardSpec, Matcher } from '../src/core/guard/types.js'
import type { Proposal as StoredProposal } from '../src/core/proposal.js'
import type { GuardMode } from '../src/guards/record.js'

export type { GuardMode, GuardSpec, Matcher }
export const GUARD_MODES: readonly GuardMode[] = ['ask', 'deny', 'warn', 'off']
const OUTCOMES: readonly GuardOutcome[] = ['allowed', 'rejected', 'refused', 'warned', 'cancelled']

export interface GuardView {
  spec: GuardSpec
  /** The guard's own setting; absent: it follows the global one. */
  mode?: GuardMode
  effectiveMode: GuardMode
  origin: 'catalogue' | 'model' | 'user'
  /** The red line's words it was accepted on (quoted when it asks). */
  words?: string
  /** The red line's words now relax or flip those: it does not ask. */
  asleep?: boolean
}

export interface GuardFields {
  /** Times the user said it was ignored, and times its guard stopped a call. */
  ignored?: number
  held?: number
  guard?: GuardView
  /** Catalogue entries its words name (a red line without a guard). */
  covers?: string[]
  /** Ignored twice: a guard (the catalogue covers it), otherwise rewording it. */
  remedy?: 'guard' | 'reword'
}

export interface CatalogueInfo { id: string; label: { zh: string; en: string }; description: { zh: string; en: string } }
export interface GuardsInfo { mode: GuardMode; catalogue: CatalogueInfo[] }

type Json = Record<string, unknown>
const isMode = (v: unknown): v is GuardMode => typeof v === 'string' && (GUARD_MODES as readonly string[]).includes(v)
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [])
const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0)

function parseSpec(v: unknown): GuardSpec {
  const spec: GuardSpec = {}
  if (!isObject(v)) return spec
  const catalogue = strings(v.catalogue)
  if (catalogue.length) spec.catalogue = catalogue as GuardSpec['catalogue']
  if (Array.isArray(v.matchers)) {
    spec.matchers = v.matchers.filter(isObject).map((m) => {
      const out: Matcher = {}
      if (typeof m.tool === 'string') out.tool = m.tool
      if (typeof m.command === 'string') out.command = m.command
      if (typeof m.path === 'string') out.path = m.path
      if (Array.isArray(m.args)) out.args = strings(m.args)
      if (Array.isArray(m.not)) out.not = strings(m.not)
      return out
    })
  }
  return spec
}

export function parseGuardFields(v: Json): GuardFields {
  const fields: GuardFields = { ignored: count(v.ignored), held: count(v.held) }
  const g = v.guard
  if (isObject(g)) {
    fields.guard = {
      spec: parseSpec(g.spec),
      effectiveMode: isMode(g.effectiveMode) ? g.effectiveMode : 'ask',
      origin: g.origin === 'catalogue' || g.origin === 'model' ? g.origin : 'user',
      ...(isMode(g.mode) ? { mode: g.mode } : {}),
      ...(typeof g.words === 'string' ? { words: g.words } : {}),
      ...(g.asleep === true ? { asleep: true } : {}),
    }
  }
  const covers = strings(v.covers)
  if (covers.length) fields.covers = covers
  if (v.remedy === 'guard' || v.remedy === 'reword') fields.remedy = v.remedy
  return fields
}

export function parseGuardsInfo(v: unknown): GuardsInfo {
  if (!isObject(v)) return { mode: 'ask', catalogue: [] }
  const localized = (x: unknown) => (isObject(x) && typeof x.zh === 'string' && typeof x.en === 'string' ? { zh: x.zh, en: x.en } : undefined)
  const catalogue = Array.isArray(v.catalogue)
    ? v.catalogue.filter(isObject).flatMap((e) => {
        const label = localized(e.label)
        return typeof e.id === 'string' && label ? [{ id: e.id, label, description: localized(e.description) ?? label }] : []
      })
    : []
  return { mode: isMode(v.mode) ? v.mode : 'ask', catalogue }
}

/** A guard decision or a violation in a trail entry (other fields were parsed by the caller). */
export function parseOccasion(e: Json, entry: Evidence): Evidence {
  if (e.occasion === 'violation') entry.occasion = 'violation'
  if (e.occasion === 'guard') {
    entry.occasion = 'guard'
    if (typeof e.call === 'string') entry.call = e.call
    const outcome = OUTCOMES.find((o) => o === e.outcome)
    if (outcome) entry.outcome = outcome
  }
  return entry
}

/** A `guard` proposal: its red line (`target`) and spec; undefined when either is missing. */
export function parseProposedGuard<P extends StoredProposal>(v: Json, proposal: P): P | undefined {
  if (!proposal.target) return undefined
  const spec = parseSpec(v.guard)
  if (!spec.catalogue?.length && !spec.matchers?.length) return undefined
  return { ...proposal, guard: spec }
}
