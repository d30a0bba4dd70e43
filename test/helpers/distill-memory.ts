// Distill's seams filled in memory, for the command test and the bench: session logs in the host's
// event shape behind a `sessionQuery`-like reader, an instant model speaking the host's stream-chunk
// protocol, and plain maps for proposals and cursors. The real services are in test/e2e/distill.test.ts.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { GenerateOptions, StreamChunk } from '@deepseek-ai/dsh-llm'
import type { Proposal } from '../../src/core/proposal.js'
import { fingerprintOf } from '../../src/core/proposal.js'
import type { ProposeInput, ProposeResult } from '../../src/proposals/store.js'
import { AuxRequestLog } from '../../src/model/aux-call.js'
import { DistillJob, type DistillCursors, type DistillSettings, type ProposalSink } from '../../src/model/distill.js'
import type { SessionQueryLike } from '../../src/model/session-source.js'
import type { DistillWiring } from '../../src/model/wire.js'

export interface MemorySession {
  id: string
  createdAt: number
  cwd?: string
  events: Array<{ type: string; seq: number; time: number; data: unknown }>
}

export function sessionQueryOf(sessions: MemorySession[]): SessionQueryLike {
  return {
    listSessions: async () => [...sessions].sort((a, b) => b.createdAt - a.createdAt).map((s) => ({ header: { id: s.id, createdAt: s.createdAt, ...(s.cwd ? { cwd: s.cwd } : {}) } })),
    readSession: async (id) => ({ events: sessions.find((s) => s.id === (id as unknown as string))!.events }),
  }
}

/** A model that answers at once: `answer(framedInput)` is streamed back as text. */
export function instantModel(answer: (input: string) => string) {
  const seen: GenerateOptions[] = []
  return {
    seen,
    async* stream(options: GenerateOptions): AsyncIterable<StreamChunk> {
      seen.push(options)
      const text = answer((options.messages[0]!.content[0] as { text: string }).text)
      yield { type: 'block-start', index: 0, blockType: 'text' }
      yield { type: 'text-delta', index: 0, text }
      yield { type: 'finish', reason: { kind: 'stop' } }
    },
  }
}

export class MemorySink implements ProposalSink {
  readonly proposals = new Map<string, Proposal>()
  private next = 0
  async propose(input: ProposeInput): Promise<ProposeResult> {
    const fingerprint = fingerprintOf(input)
    const existing = [...this.proposals.values()].find((p) => p.fingerprint === fingerprint)
    if (existing) {
      existing.evidence.push(...input.evidence)
      return { outcome: 'gathered', proposal: existing }
    }
    const proposal: Proposal = { id: `p_${++this.next}`, status: 'pending', createdAt: 0, updatedAt: 0, fingerprint, ...input, evidence: [...input.evidence] }
    this.proposals.set(proposal.id, proposal)
    return { outcome: 'proposed', proposal }
  }

  pending() {
    return [...this.proposals.values()]
  }
}

export class MemoryCursors implements DistillCursors {
  readonly seqs = new Map<string, number>()
  get(id: string) { return this.seqs.get(id) }
  async set(id: string, seq: number) { this.seqs.set(id, seq) }
}

export const DEFAULT_SETTINGS: DistillSettings = { maxInputBytes: 48_000, maxOutputTokens: 2000, timeoutMs: 120_000, contextChars: 120, contextShare: 0.1, maxTurnChars: 1500, maxChars: 150, maxReasonChars: 300 }

/** A distill job over memory: the same DistillJob class the plugin runs. */
export function memoryDistill(sessions: MemorySession[], answer: (input: string) => string, settings: Partial<DistillSettings> = {}) {
  const model = instantModel(answer)
  const sink = new MemorySink()
  const cursors = new MemoryCursors()
  const log = new AuxRequestLog()
  const job = new DistillJob({
    query: () => sessionQueryOf(sessions),
    aux: { llm: () => model, defaultRoute: () => ({ provider: 'scripted', model: 'instant' }), log },
    sink: () => sink,
    judgments: () => [],
    cursors: () => cursors,
    lockPath: join(mkdtempSync(join(tmpdir(), 'dum-distill-')), 'distill.lock'),
    exclusions: [],
    settings: { ...DEFAULT_SETTINGS, ...settings },
  })
  const aux = { llm: () => model, defaultRoute: () => ({ provider: 'scripted', model: 'instant' }), log }
  const wiring: DistillWiring = { job, log, aux, cursors, stop: async () => { job.cancel(); await job.settled() } }
  return { job, model, sink, cursors, log, wiring }
}

/** One raw session log: per turn, the assistant's reply (with a tool call and its output) then the user's message. */
export function sessionLog(id: string, createdAt: number, turns: Array<{ user: string; assistant?: string; toolOutput?: string }>, cwd?: string): MemorySession {
  const events: MemorySession['events'] = []
  let seq = 0
  const push = (type: string, data: unknown) => events.push({ type, seq: seq++, time: createdAt + seq * 1000, data })
  for (const turn of turns) {
    if (turn.assistant) {
      push('assistant/message', { turn: 1, step: 0, message: { role: 'assistant', content: [{ type: 'text', text: turn.assistant }, { type: 'tool-call', id: `c${seq}`, name: 'read', arguments: '{}' }], source: { kind: 'model' } } })
      if (turn.toolOutput) push('tool/result', { turn: 1, step: 0, message: { role: 'user', content: [{ type: 'tool-result', callId: `c${seq}`, content: [{ type: 'text', text: turn.toolOutput }] }], source: { kind: 'tool', callId: `c${seq}` } } })
    }
    push('user/message', { role: 'user', content: [{ type: 'text', text: turn.user }], source: { kind: 'user' } })
  }
  return { id, createdAt, ...(cwd ? { cwd } : {}), events }
}
