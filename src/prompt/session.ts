import type { Context } from '@deepseek-ai/cordis'
import type {} from '@deepseek-ai/dsh-system-prompt'
import type { Config } from '../config/index.js'
import { dutyText, type InjectionCache, VARIABLE_NAME } from './section.js'
import { promptView } from './injection.js'
import { type AssemblyLike, SessionSnapshots } from './snapshot.js'
import type { MirrorState } from '../state.js'

/** The host's agent events this file listens to (typed locally: dsh-agent is not a dependency). */
interface AgentEvents {
  on(name: 'agent/disposed', listener: (payload: { agent: { id: string } }) => void): () => void
  on(name: 'agent/session-start', listener: (payload: { agent: { id: string }; source: string }) => void): () => void
}

/**
 * Registers the plugin's prompt contribution, pinned per session: the duty and judgments sections
 * render the session's snapshot byte for byte for its whole life, and what the user takes back
 * arrives as a runtime-context note, which the host appends after the conversation (the cached
 * prefix stays valid). Assemblies without a session (diagnostics) see the current state.
 */
export function registerSessionPrompt(ctx: Context, config: Config, state: MirrorState, cache: InjectionCache) {
  const snapshots = new SessionSnapshots({
    current: () => (state.store ? cache.current() : undefined),
    duty: dutyText,
    mode: () => state.mode,
    revision: () => state.store?.revision ?? 0,
    live: (id) => state.store?.get(id),
    history: () => state.store?.historyEntries() ?? [],
  })

  // A session without a snapshot (diagnostics, or the store still opening) sees what a new session
  // would: the one rule for that is promptView.
  const duty = (context: AssemblyLike) => {
    if (!state.store) return ''
    return snapshots.for(context)?.duty ?? promptView(state, cache).duty
  }
  const judgments = (context: AssemblyLike) => snapshots.for(context)?.judgments ?? promptView(state, cache).judgments

  // The section text is a fixed variable reference; the judgments are the variable's value, which
  // the host substitutes without scanning it again, so stored text can never act as a template.
  ctx.systemPrompt.variable(VARIABLE_NAME, (context) => judgments(context))
  ctx.systemPrompt.section({ name: 'dsh-user-mirror:duty', order: config.order - 1, text: (context) => duty(context) })
  ctx.systemPrompt.section({ name: 'dsh-user-mirror:judgments', order: config.order, text: (context) => judgments(context) ? `{{${VARIABLE_NAME}}}` : '' })
  ctx.systemPrompt.context({ name: 'dsh-user-mirror:changes', order: config.order, text: (context) => snapshots.noteFor(context) })

  const events = ctx as unknown as AgentEvents
  // Listeners end with the plugin (Cordis disposes them with the calling fiber).
  events.on('agent/disposed', ({ agent }) => { snapshots.drop(agent.id) })
  // A cleared or compacted session re-sends its history uncached anyway: it picks up current memory.
  events.on('agent/session-start', ({ agent, source }) => {
    if (source === 'clear' || source === 'compact') snapshots.drop(agent.id)
  })
  ctx.effect(() => () => snapshots.clear(), 'dsh-user-mirror: snapshots')
  return snapshots
}
