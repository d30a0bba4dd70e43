// What distill reads of past sessions, through the host's `sessionQuery` service: the user's own
// messages (source `user`: typed by the person, not injected context, not tool results), each with
// a bounded tail of the assistant's visible text just before it. Tool calls, tool outputs, file
// contents, reasoning and injected context are never read into a turn.

/** One message the user typed, with just enough of what it answered. */
export interface UserTurn {
  seq: number
  /** Epoch ms when it was said. */
  at: number
  text: string
  /** The tail of the assistant's visible text before it (bounded), or empty. */
  before: string
}

export interface SessionSummary {
  id: string
  createdAt: number
  cwd?: string
}

/** The slice of `ctx.sessionQuery` distill uses. */
export interface SessionQueryLike {
  listSessions(signal?: AbortSignal): Promise<Array<{ header: { id: string; createdAt: number; cwd?: string; origin?: string } }>>
  readSession(sessionId: never): Promise<{ events: ReadonlyArray<{ type: string; seq: number; time: number; data: unknown }> }>
}

export interface SourceOptions {
  /** Only sessions created at or after this epoch ms. */
  since?: number
  /** At most this many sessions, newest first. */
  maxSessions?: number
  /** Only sessions created in this working directory. */
  cwd?: string
  /** Only these sessions (a finished or compacted one, for learning after each session). */
  only?: readonly string[]
  /** Never these (sessions still running in this process). */
  exclude?: readonly string[]
}

interface MessageLike {
  role?: string
  content?: ReadonlyArray<{ type?: string; text?: unknown }>
  source?: { kind?: string }
}

const textOf = (message: MessageLike) => (message.content ?? [])
  .filter((block) => block?.type === 'text' && typeof block.text === 'string')
  .map((block) => block.text as string)
  .join('\n')
  .trim()

/** The last `maxChars` characters of `text`, cut at a word or sentence edge where one is near. */
export function tailOf(text: string, maxChars: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (maxChars <= 0) return ''
  const chars = [...flat]
  if (chars.length <= maxChars) return flat
  const tail = chars.slice(chars.length - maxChars).join('')
  const edge = tail.search(/[\s。！？.!?]/)
  return `…${edge >= 0 && edge < maxChars / 3 ? tail.slice(edge + 1).trimStart() : tail}`
}

/**
 * The user's own messages of one raw session log with seq above `afterSeq`, in order. A message of
 * the user is a `user/message` whose source is `user`; the context is the visible text of the last
 * `assistant/message` before it, cut to `contextChars`. Tool results are `tool/result` events and
 * never read.
 */
export function userTurnsOf(events: ReadonlyArray<{ type: string; seq: number; time: number; data: unknown }>, afterSeq: number, contextChars: number): UserTurn[] {
  const turns: UserTurn[] = []
  let lastAssistant = ''
  for (const event of events) {
    if (event.type === 'assistant/message') {
      // `{ turn, step, message }` in the host's log (dsh-session SessionEventMap).
      const text = textOf((event.data as { message?: MessageLike })?.message ?? {})
      if (text) lastAssistant = text
      continue
    }
    if (event.type !== 'user/message') continue
    const message = event.data as MessageLike
    if (message?.source?.kind !== 'user') continue
    const text = textOf(message)
    if (text && event.seq > afterSeq) turns.push({ seq: event.seq, at: event.time, text, before: tailOf(lastAssistant, contextChars) })
    lastAssistant = ''
  }
  return turns
}

/** Sessions to distill, newest first, filtered by date, workspace and count (subagent children skipped). */
export async function listSessions(query: SessionQueryLike, options: SourceOptions, signal?: AbortSignal): Promise<SessionSummary[]> {
  const records = await query.listSessions(signal)
  const picked: SessionSummary[] = []
  for (const { header } of records) {
    if (header.origin === 'subagent') continue
    if (options.since !== undefined && header.createdAt < options.since) continue
    if (options.cwd !== undefined && header.cwd !== options.cwd) continue
    if (options.only && !options.only.includes(header.id)) continue
    if (options.exclude?.includes(header.id)) continue
    picked.push({ id: header.id, createdAt: header.createdAt, ...(header.cwd ? { cwd: header.cwd } : {}) })
    if (options.maxSessions !== undefined && picked.length >= options.maxSessions) break
  }
  return picked
}

export async function readUserTurns(query: SessionQueryLike, sessionId: string, afterSeq: number, contextChars: number): Promise<{ turns: UserTurn[]; lastSeq: number }> {
  const log = await query.readSession(sessionId as never)
  const lastSeq = log.events.length ? log.events[log.events.length - 1]!.seq : -1
  return { turns: userTurnsOf(log.events, afterSeq, contextChars), lastSeq }
}
