import type { InjectionReceipt } from '../core/select.js'
import type { HistoryEntry, Judgment, Kind } from '../core/judgment.js'

/**
 * What the plugin contributes to one session's system prompt, pinned at the session's first
 * request: the duty text and the judgments section's body. DeepSeek (like every provider with a
 * prefix cache) reuses cached input only up to the first changed token, so rewriting the system
 * prompt mid-session would recompute the whole conversation on the next request.
 */
export interface Snapshot {
  sessionId: string
  pinnedAt: number
  /** Store revision the snapshot was taken at. */
  revision: number
  duty: string
  /** The judgments section body ('' when nothing is injected). */
  judgments: string
  receipt: InjectionReceipt | undefined
  /** The injected judgments as they were, so a later take-back can name them. */
  lines: ReadonlyMap<string, { kind: Kind; text: string }>
  /** The memory mode the pinned duty text describes. */
  mode: MemoryMode
  /** Ids of withdrawn judgments a runtime note has carried to the session's model so far. */
  told?: Set<string>
  /** The memory mode as of the session's latest request (what its runtime note told the model). */
  toldMode?: MemoryMode
}

/** `on`: learn and inject; `paused`: inject, tools refuse; `off`: neither. */
export type MemoryMode = 'on' | 'paused' | 'off'

export interface SnapshotSource {
  /** Current section body and receipt, or undefined while the store is not ready. */
  current(): { text: string; receipt: InjectionReceipt } | undefined
  duty(mode: MemoryMode): string
  mode(): MemoryMode
  revision(): number
  live(id: string): Judgment | undefined
  /** Newest history entry first. */
  history(): readonly HistoryEntry[]
}

/** At most this many sessions keep a snapshot; the least recently used one goes first. */
export const MAX_SNAPSHOTS = 256

/** Structural view of the host's AssembleContext: `agent.id` is the session id. */
export interface AssemblyLike { agent?: { id?: unknown } }

export const sessionIdOf = (context: AssemblyLike | undefined): string | undefined => {
  const id = context?.agent?.id
  return typeof id === 'string' && id ? id : undefined
}

/**
 * Per-session snapshots of the plugin's prompt contribution. New sessions get the current state;
 * a running session keeps its own bytes, and what the user takes back reaches it as a runtime note
 * (`noteFor`), which the host appends after the conversation instead of rewriting the prefix.
 */
export class SessionSnapshots {
  private readonly snapshots = new Map<string, Snapshot>()

  constructor(private readonly source: SnapshotSource, private readonly max = MAX_SNAPSHOTS) {}

  /** The session's snapshot, taken now if this is its first request. Undefined without a session or a store. */
  for(context: AssemblyLike | undefined, now = Date.now()): Snapshot | undefined {
    const sessionId = sessionIdOf(context)
    if (!sessionId) return undefined
    const known = this.snapshots.get(sessionId)
    if (known) {
      // Refresh recency: Map keeps insertion order, so re-inserting moves it to the end.
      this.snapshots.delete(sessionId)
      this.snapshots.set(sessionId, known)
      return known
    }
    const current = this.source.current()
    // A store still opening is not pinned: the session picks memory up once it is open.
    if (!current) return undefined
    const mode = this.source.mode()
    const lines = new Map<string, { kind: Kind; text: string }>()
    for (const id of current.receipt.injected) {
      const j = this.source.live(id)
      if (j) lines.set(id, { kind: j.kind, text: j.text })
    }
    const snapshot: Snapshot = {
      sessionId,
      pinnedAt: now,
      revision: this.source.revision(),
      duty: this.source.duty(mode),
      judgments: mode === 'off' ? '' : current.text,
      receipt: mode === 'off' ? undefined : current.receipt,
      lines: mode === 'off' ? new Map() : lines,
      mode,
    }
    this.snapshots.set(sessionId, snapshot)
    while (this.snapshots.size > this.max) this.snapshots.delete(this.snapshots.keys().next().value!)
    return snapshot
  }

  get(sessionId: string): Snapshot | undefined {
    return this.snapshots.get(sessionId)
  }

  /** Forget a session (it ended, or the user asked for the current memory in it). */
  drop(sessionId: string) {
    return this.snapshots.delete(sessionId)
  }

  clear() {
    this.snapshots.clear()
  }

  get size() {
    return this.snapshots.size
  }

  /** The memory mode now (the session's note compares it with the pinned one). */
  modeNow(): MemoryMode {
    return this.source.mode()
  }

  /** Judgments this session was given that the user has since revoked (and not restored). */
  withdrawn(snapshot: Snapshot): { id: string; kind: Kind; text: string }[] {
    const out: { id: string; kind: Kind; text: string }[] = []
    let revoked: Set<string> | undefined
    for (const [id, line] of snapshot.lines) {
      if (this.source.live(id)) continue
      revoked ??= this.revokedSince(snapshot.pinnedAt)
      if (revoked.has(id)) out.push({ id, ...line })
    }
    return out
  }

  private revokedSince(since: number): Set<string> {
    const ids = new Set<string>()
    const seen = new Set<string>()
    for (const entry of this.source.history()) {
      if (entry.at < since) break
      // The newest entry of a judgment decides: evicted by the cap is not a take-back.
      if (seen.has(entry.judgment.id)) continue
      seen.add(entry.judgment.id)
      if (entry.cause === 'revoked') ids.add(entry.judgment.id)
    }
    return ids
  }

  /** The runtime note for a session: '' while nothing the session was given has been taken back. */
  noteFor(context: AssemblyLike | undefined): string {
    const sessionId = sessionIdOf(context)
    const snapshot = sessionId ? this.snapshots.get(sessionId) : undefined
    if (!snapshot) return ''
    const withdrawn = this.withdrawn(snapshot)
    // Assembled for one of the session's requests: from now on its model has been told these.
    for (const w of withdrawn) (snapshot.told ??= new Set()).add(w.id)
    snapshot.toldMode = this.source.mode()
    return renderNote(snapshot.mode, this.source.mode(), withdrawn)
  }
}

export function renderNote(pinned: MemoryMode, mode: MemoryMode, withdrawn: readonly { kind: Kind; text: string }[]): string {
  const lines: string[] = []
  if (mode === 'off' && pinned !== 'off') {
    lines.push('The user turned memory off during this session: disregard the remembered judgments listed in the system prompt, and do not call mirror_remember or mirror_forget.')
  } else {
    if (withdrawn.length) {
      lines.push('The user took back these remembered judgments during this session; they no longer apply, although the system prompt still lists them:')
      for (const w of withdrawn) lines.push(`- [${w.kind}] ${w.text}`)
    }
    if (mode === 'paused' && pinned !== 'paused') lines.push('The user paused memory during this session: do not call mirror_remember or mirror_forget until they resume it.')
    if (mode === 'on' && pinned === 'paused') lines.push('The user resumed memory during this session: mirror_remember and mirror_forget work again.')
    if (mode !== 'off' && pinned === 'off') lines.push('The user turned memory back on during this session; remembered judgments apply from the next session.')
  }
  return lines.length ? ['# Memory changes in this session (dsh-user-mirror)', ...lines].join('\n') : ''
}
