// The red lines' guards in the plugin's domain (table `guards`). Writes go through the judgment
// store's queue and cross-process guard (as the proposals' do), so two DSH processes on one home
// never lose each other's guard; another process's writes are taken in when the store resyncs.
import type { Domain, KvTable } from '@deepseek-ai/dsh-storage-domain'
import type { GuardSpec } from '../core/guard/index.js'
import type { Judgment } from '../core/judgment.js'
import type { mirrorDomain } from '../domain.js'
import type { JudgmentStore, Replacement } from '../store/index.js'
import type { GuardState } from '../core/demote.js'
import { guardSleepsOn } from '../core/guard-reword.js'
import { splitForKeepApart } from './apart.js'
import { carriedGuard, guardBeforeCarry } from './carry.js'
import { carriedProblem, parseGuardRecord, type GuardMode, type GuardOrigin, type StoredGuard } from './record.js'

/** A guard in force: its red line as stored now, the words it was accepted on (quoted when it asks), and the setting that applies. */
export interface ActiveGuard {
  guard: StoredGuard
  redLine: Judgment
  words: string
  mode: Exclude<GuardMode, 'off'>
}

/** A guard and its red line's words: the ones it was accepted on, and whether the words now relax or flip them (it sleeps). */
export interface GuardWords {
  words: string
  asleep: boolean
}

/** What a guard stands on while its red line reads `text` (src/core/guard-reword.ts); `current`: its words now, for a record without words. */
export function guardWords(guard: StoredGuard, text: string, current = text): GuardWords {
  const words = guard.words ?? current
  return { words, asleep: guardSleepsOn(words, text) }
}

export class GuardStore {
  private readonly guards = new Map<string, StoredGuard>()
  private readonly table: KvTable<string, unknown>
  revision = 0
  readonly warnings: string[] = []
  private cached: { key: string; active: ActiveGuard[] } | undefined

  constructor(domain: Domain<typeof mirrorDomain>, private readonly judgments: JudgmentStore, private readonly onChange: () => void = () => {}) {
    this.table = domain.table('guards')
    this.reload()
    judgments.onResync(() => {
      this.reload()
      this.changed()
    })
    judgments.onReplaced((event, now) => this.follow(event, now))
  }

  private reload() {
    this.guards.clear()
    this.warnings.length = 0
    for (const [key, value] of this.table.entries()) {
      const parsed = parseGuardRecord(value, key)
      if (typeof parsed === 'string') this.warnings.push(`guards/${key}: ${parsed}; skipped`)
      else this.guards.set(key, parsed)
      const problem = typeof parsed === 'string' ? undefined : carriedProblem(value)
      if (problem) this.warnings.push(`guards/${key}: ${problem}`)
    }
  }

  private changed() {
    this.revision++
    this.cached = undefined
    this.onChange()
  }

  get(id: string): StoredGuard | undefined {
    return this.guards.get(id)
  }

  list(): StoredGuard[] {
    return [...this.guards.values()]
  }

  /**
   * The words a red line's guard stands on, and whether it sleeps while the red line reads `text`
   * (default: its words now; other words: a change waiting for the user's OK). Undefined without a
   * guard or a red line.
   */
  wordsOf(id: string, text?: string): GuardWords | undefined {
    const guard = this.guards.get(id)
    const redLine = this.judgments.get(id)
    return guard && redLine?.kind === 'redline' ? guardWords(guard, text ?? redLine.text, redLine.text) : undefined
  }

  /** The guards' global setting (`guards.mode`), for a guard without its own; set where the config is known (wire.ts). */
  globalMode: () => GuardMode | undefined = () => undefined

  /**
   * Whether a red line's guard asks now (`active`), is `off` by its setting (its own, else the
   * global one), sleeps on words that relax or flip its own, or there is none.
   */
  stateOf(id: string): GuardState {
    const words = this.wordsOf(id)
    if (!words) return 'none'
    if ((this.guards.get(id)?.mode ?? this.globalMode()) === 'off') return 'off'
    return words.asleep ? 'asleep' : 'active'
  }

  /**
   * The guards in force: their red line is stored and still a red line, its words do not relax or
   * flip the words the guard was accepted on, and their setting (their own, else `globalMode`) is
   * not `off`. Cached until a judgment or a guard changes.
   */
  active(globalMode: GuardMode): ActiveGuard[] {
    const key = `${this.revision}/${this.judgments.revision}/${globalMode}`
    if (this.cached?.key === key) return this.cached.active
    const active: ActiveGuard[] = []
    for (const guard of this.guards.values()) {
      const redLine = this.judgments.get(guard.id)
      const mode = guard.mode ?? globalMode
      if (!redLine || redLine.kind !== 'redline' || mode === 'off') continue
      const { words, asleep } = guardWords(guard, redLine.text)
      if (!asleep) active.push({ guard, redLine, words, mode })
    }
    this.cached = { key, active }
    return active
  }

  /**
   * A red line went away into another record the user said yes to (an accepted tidy merge, a
   * stored copy folded in): its guard is carried into the surviving record while that one is a red
   * line (carry.ts). Into anything milder it is not carried; the merge proposal said so
   * (src/core/demote.ts). A past version restored takes back what a carry added since.
   */
  private async follow(event: Replacement, now: number) {
    if (event.cause === 'kept-apart') return this.keptApart(event, now)
    if (event.cause === 'reworded') {
      // A guard from before its words were kept was accepted on the words the red line had until now.
      const guard = this.guards.get(event.judgment.id)
      if (guard && !guard.words) await this.put({ ...guard, words: event.previousText })
      return
    }
    if (event.cause === 'restored') {
      const guard = this.guards.get(event.judgment.id)
      const before = guard && guardBeforeCarry(guard, event.historyId, now)
      if (before === null) await this.remove(event.judgment.id)
      else if (before) await this.put(before)
      return
    }
    const from = this.guards.get(event.from.id)
    if (!from || event.from.kind !== 'redline' || event.into.kind !== 'redline' || from.id === event.into.id) return
    const next = carriedGuard(event.into.id, this.guards.get(event.into.id), from, event.historyId, now, event.into.text)
    // Over the limits when united: the merged-away guard stays with its red line in history.
    if (typeof next === 'string') this.warnings.push(`guards/${event.into.id}: the guard of ${from.id} could not be carried into it (${next}); it holds again if ${from.id} is restored`)
    else await this.put(next)
  }

  /** Keep both: the older red line takes back the guard it had when merged; the live one keeps what the merge brought (apart.ts). */
  private async keptApart(event: Extract<Replacement, { cause: 'kept-apart' }>, now: number) {
    const guard = this.guards.get(event.judgment.id)
    const split = guard && splitForKeepApart(guard, event.historyId, event.mergedAt, event.restored.id, (id) => this.guards.get(id), now)
    if (!split) return
    // Each keeps the words it was accepted on: the older its own, the live one the merged words.
    if (split.older) await this.put({ ...split.older, words: event.restored.text })
    if (split.live) await this.put({ ...split.live, words: event.judgment.text })
    else await this.remove(event.judgment.id)
  }

  private async put(next: StoredGuard) {
    await this.judgments.guardedWrite(() => this.table.put(next.id, next))
    this.guards.set(next.id, next)
    this.changed()
    return next
  }

  /** Attach (or replace) the guard of a red line: the user said yes to it, on these words. */
  attach(redLine: Pick<Judgment, 'id' | 'text'>, spec: GuardSpec, origin: GuardOrigin, mode?: GuardMode, now = Date.now()) {
    const existing = this.guards.get(redLine.id)
    return this.put({
      id: redLine.id,
      spec,
      ...(mode ? { mode } : existing?.mode ? { mode: existing.mode } : {}),
      origin,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
      words: redLine.text,
    })
  }

  /**
   * Change a guard's setting (`undefined`: follow the global one) or its spec. Undefined when there
   * is no such guard. A new spec is the user's yes to the guard on the red line's words as they are.
   */
  async update(id: string, change: { mode?: GuardMode | null; spec?: GuardSpec }, now = Date.now()) {
    const existing = this.guards.get(id)
    if (!existing) return undefined
    // What the user writes into a guard is theirs: undoing a merge no longer rewrites it (no `carried`).
    const { mode: _, carried, ...rest } = existing
    const mode = change.mode === undefined ? existing.mode : change.mode ?? undefined
    const text = change.spec ? this.judgments.get(id)?.text : undefined
    return this.put({ ...rest, ...(carried && !change.spec ? { carried } : {}), ...(mode ? { mode } : {}), ...(change.spec ? { spec: change.spec, origin: 'user' as const } : {}), ...(text ? { words: text } : {}), updatedAt: now })
  }

  async remove(id: string): Promise<boolean> {
    if (!this.guards.has(id)) return false
    await this.judgments.guardedWrite(() => this.table.delete(id))
    this.guards.delete(id)
    this.changed()
    return true
  }
}
