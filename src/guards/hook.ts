// The `tools/pre-execute` gate of guarded red lines. Per tool call: the active guards (red lines
// the user said yes to a guard for) are matched by guard-core's decideCall; a crossed one asks the
// person through the host's own approval seam (`ctx.approval`), with the red line quoted, and the
// occasion (asked before `rm -rf build`: allowed / rejected / refused) goes into that red line's
// evidence. The plugin asks itself rather than answering `ask`: the registry's own ask turns a
// rejection into "the user rejected tool "bash"", which does not tell the model which red line, and
// tells no listener what the person answered. A call no guard covers costs one lookup and passes.
import { decideCall, widerThan, type CatalogueId, type Decision, type Guard } from '../core/guard/index.js'
import type { Evidence, GuardOutcome } from '../core/judgment.js'
import type { GuardMode } from './record.js'
import type { ActiveGuard, GuardStore } from './store.js'
import { approvalReason, refusalForModel, warnNote, type Refusal } from './words.js'

/** The pre-execute decision vocabulary of `@deepseek-ai/dsh-tools` (stated structurally). */
export type PreToolDecision = { kind: 'allow' } | { kind: 'deny'; reason: string } | { kind: 'ask'; reason?: string }

/** The part of a `ToolExecution` the gate reads. */
export interface GuardedExecution {
  readonly name: string
  readonly arguments: unknown
  readonly callId?: string
  readonly signal?: AbortSignal
  readonly agent?: unknown
}

export type ApprovalOutcome = 'allowed-once' | 'rejected' | 'cancelled' | 'unavailable'

/** The slice of `@deepseek-ai/dsh-user-approval`'s service the gate uses. */
export interface Approver {
  request(req: { agent: unknown; toolName: string; callId?: string; reason?: string; signal?: AbortSignal }): Promise<ApprovalOutcome>
}

export interface GateDeps {
  guards: () => GuardStore | undefined
  /** Records an occasion in a red line's trail (the judgment store's recordOccasion). */
  record: (redLineId: string, entry: Evidence) => Promise<unknown>
  globalMode: () => GuardMode
  /** The host's approval service, when the profile mounts one. */
  approval: () => Approver | undefined
  /** The language of the web page that answers the prompt, when known (src/commands/ui-language.ts). */
  uiLang?: () => 'zh' | 'en' | undefined
  onError?: (error: unknown) => void
  now?: () => number
}

/** What the gate decided, and what to tell the model after the call ran (warn). */
export interface GateResult {
  decision: PreToolDecision
  warn?: string
}

const RANK: Record<Exclude<GuardMode, 'off'>, number> = { warn: 0, ask: 1, deny: 2 }

/** Not gated: a `run_code` program's tool calls each come through here; the memory tools are gated by grounding. */
const PASS_THROUGH = new Set(['run_code', 'mirror_remember', 'mirror_forget'])

const sessionIdOf = (agent: unknown): string | undefined => {
  const session = (agent as { session?: { id?: unknown } } | undefined)?.session
  return typeof session?.id === 'string' ? session.id : undefined
}

const commandOf = (args: unknown): string => {
  const command = (args as { command?: unknown } | undefined)?.command
  return typeof command === 'string' ? command : ''
}

/** The guards a call crosses, each once, with the piece of the call that matched. */
function crossed(active: readonly ActiveGuard[], exec: GuardedExecution, decision: Decision): Array<{ active: ActiveGuard; why: string; entryId?: CatalogueId }> {
  const byId = new Map(active.map((a) => [a.guard.id, a]))
  const seen = new Map<string, { active: ActiveGuard; why: string; entryId?: CatalogueId }>()
  for (const match of decision.matches) {
    const a = byId.get(match.guardId)
    if (a && !seen.has(a.guard.id)) seen.set(a.guard.id, { active: a, why: match.why, ...(match.entryId ? { entryId: match.entryId } : {}) })
  }
  // A command that could not be read may cross any guard that reads commands of this tool (its
  // catalogue entries, or a matcher not bound to another tool): each applies its own setting.
  if (decision.unreadable) {
    const why = commandOf(exec.arguments).slice(0, 160) || exec.name
    const reads = (a: ActiveGuard) => Boolean(a.guard.spec.catalogue?.length) || Boolean(a.guard.spec.matchers?.some((m) => !m.tool || m.tool === exec.name))
    for (const a of active) if (!seen.has(a.guard.id) && reads(a)) seen.set(a.guard.id, { active: a, why })
  }
  return [...seen.values()]
}

/**
 * Decide one call. `downstream` is what the rest of the pre-execute waterfall decided; a denial
 * there stands, and an `ask` there is folded into the one question this gate puts.
 */
export async function gateCall(deps: GateDeps, exec: GuardedExecution, downstream: PreToolDecision): Promise<GateResult> {
  if (downstream.kind === 'deny' || PASS_THROUGH.has(exec.name)) return { decision: downstream }
  const store = deps.guards()
  if (!store) return { decision: downstream }
  const active = store.active(deps.globalMode())
  if (!active.length) return { decision: downstream }
  const guards: Guard[] = active.map((a) => ({ id: a.guard.id, spec: a.guard.spec }))
  let decision: Decision
  try {
    decision = decideCall({ tool: exec.name, args: exec.arguments }, guards)
  } catch (error) {
    // decideCall promises never to throw; if it does, the call is treated as unreadable (ask).
    deps.onError?.(error)
    decision = { matches: [], unreadable: 'the guard could not decide' }
  }
  const hits = crossed(active, exec, decision)
  if (!hits.length) return { decision: downstream }

  const mode = hits.reduce<Exclude<GuardMode, 'off'>>((m, h) => (RANK[h.active.mode] > RANK[m] ? h.active.mode : m), 'warn')
  // The words each guard was accepted on, which may be older than the red line's words now.
  const redLines = hits.map((h) => h.active.words)
  const why = hits[0]!.why
  // Every guard crossed matched through a catalogue entry wider than its red line's words: the call
  // may not cross any red line, so nothing may say it does.
  const wider = hits.every((h) => h.entryId && widerThan(h.active.words, [h.entryId]).length)
    ? [...new Set(hits.map((h) => h.entryId!))]
    : []
  const now = deps.now?.() ?? Date.now()
  const sessionId = sessionIdOf(exec.agent)
  const record = async (outcome: GuardOutcome, reason?: string) => {
    await Promise.all(hits.map((h) => deps.record(h.active.guard.id, {
      at: now,
      source: 'guard',
      occasion: 'guard',
      call: h.why,
      outcome,
      ...(sessionId ? { sessionId } : {}),
      ...(reason ? { reason } : {}),
    }).catch((error) => deps.onError?.(error))))
  }
  const refuse = async (kind: Refusal, outcome: GuardOutcome, reason?: string): Promise<GateResult> => {
    await record(outcome, reason)
    return { decision: { kind: 'deny', reason: refusalForModel(kind, redLines, why, wider.length > 0) } }
  }

  if (mode === 'warn') {
    await record('warned')
    return { decision: downstream, warn: warnNote(redLines, why, wider.length > 0) }
  }
  if (mode === 'deny') return refuse('deny', 'refused', 'the guard is set to refuse')

  const approval = deps.approval()
  if (!approval || exec.agent === undefined) return refuse('unavailable', 'refused', 'no one could be asked')
  let outcome: ApprovalOutcome
  try {
    const reason = approvalReason(redLines, why, decision.unreadable, wider, deps.uiLang?.())
    outcome = await approval.request({
      agent: exec.agent,
      toolName: exec.name,
      ...(exec.callId !== undefined ? { callId: exec.callId } : {}),
      reason: downstream.kind === 'ask' && downstream.reason ? `${reason}\n${downstream.reason}` : reason,
      ...(exec.signal ? { signal: exec.signal } : {}),
    })
  } catch (error) {
    // An approval that cannot even be put (no open turn, an audit write failed) fails closed.
    deps.onError?.(error)
    outcome = 'unavailable'
  }
  switch (outcome) {
    case 'allowed-once':
      await record('allowed')
      return { decision: { kind: 'allow' } }
    case 'rejected': return refuse('rejected', 'rejected')
    case 'cancelled': return refuse('cancelled', 'cancelled')
    default: return refuse('unavailable', 'refused', 'no one could answer the approval prompt')
  }
}
