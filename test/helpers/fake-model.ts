// A scripted OpenAI-compatible chat-completions model on 127.0.0.1, for real DSH turns without the
// internet. The host's `llm-deepseek` provider streams (`stream: true`) and, besides the turn itself,
// sends a session-title request without tools, so replies are chosen by the shape of each request,
// never by arrival order:
//   - system prompt of distill  → `distillReply(input)` (scripted JSON, an HTTP error, or a stall)
//   - system prompt of tidy     → `tidyReply(input)` (the same kinds of reply)
//   - no tools offered          → a short title
//   - last message from a tool  → the final answer (the tool's text is quoted in it)
//   - otherwise                 → the next scripted tool call (or a plain answer when none is left)
// Every request is recorded, so a test can read the system prompt the host sent each time.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface WireMessage {
  role: 'system' | 'user' | 'assistant' | 'tool'
  content: string | Array<{ type: string; text?: string }> | null
  tool_call_id?: string
  tool_calls?: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }>
}

export interface WireTool {
  type: 'function'
  function: { name: string; description?: string; parameters?: unknown }
}

export interface RecordedRequest {
  /** How the fake model classified the request, i.e. what it answered. */
  kind: 'title' | 'tool-call' | 'final' | 'answer' | 'distill' | 'tidy' | 'guard' | 'reword' | 'reading'
  body: { model?: string; messages: WireMessage[]; tools?: WireTool[]; stream?: boolean }
  /** Text of the system message(s), joined. */
  systemPrompt: string
  /** Names of the tools offered with this request. */
  toolNames: string[]
  /** For `final`: the tool results this request carried back, in order. */
  toolResults: Array<{ toolCallId: string; name?: string; content: string }>
}

export interface ScriptedToolCall {
  name: string
  /** An object is JSON-encoded; a string is sent verbatim (to send malformed arguments). */
  arguments: Record<string, unknown> | string
}

/** The first words of the plugin's distill instruction (src/model/distill-batch.ts DISTILL_MARKER). */
export const DISTILL_MARKER = 'You are the distiller of dsh-user-mirror.'

/** The first words of the plugin's tidy instruction (src/model/tidy-answer.ts TIDY_MARKER). */
export const TIDY_MARKER = 'You are the tidier of dsh-user-mirror.'

/** The first words of the plugin's guard-matchers instruction (src/model/guard-matchers.ts). */
export const GUARD_MARKER = 'You turn one of a person\'s red lines'
/** The first words of the plugin's reword instruction (src/model/reword.ts). */
export const REWORD_MARKER = 'You reword one rule a person gave their AI coding agent'
/** The first words of the plugin's grounding-reading instruction (src/model/ground-reading.ts READING_MARKER). */
export const READING_MARKER = 'You check what a person said against a sentence an AI agent wants to remember'

/** What a grounding-reading request carried: the user's messages and the sentence to check. */
export interface ReadingInput {
  messages: string[]
  sentence: string
  kind: string
  /** The stored judgment the sentence would be merged into, when there is one. */
  stored?: string
}

/** What a tidy request carried: the stored judgments and the close pairs to check first. */
export interface TidyInput {
  judgments: Array<{ id: string; text: string; kind: string; reason: string }>
  check_first?: Array<[string, string]>
}

/** What a distill request carried: the JSON after the preamble line of its user message. */
export interface DistillInput {
  sessions: Array<{ s: number; m: string[]; ctx?: Record<string, string> }>
}

/** A scripted distill answer: text to stream, an HTTP error, or a stall (the reply never comes). */
export type DistillReply = string | { status: number; message?: string } | { stall: true }

export interface FakeModel {
  /** Base URL for `DEEPSEEK_BASE_URL` (no trailing slash). */
  baseUrl: string
  requests: RecordedRequest[]
  /** Queue tool calls; each user turn takes the next entry (an array = parallel calls in one message). */
  script(...turns: Array<ScriptedToolCall | ScriptedToolCall[]>): void
  /**
   * Queue steps that follow a tool result inside the same turn (one model request each), so one
   * turn makes many requests: while this queue has entries, a request whose last message is a tool
   * result gets the next step's tool calls instead of the final answer.
   */
  chain(...steps: Array<ScriptedToolCall | ScriptedToolCall[]>): void
  /** The plain answer to a turn with no tool call scripted (default "Nothing to do."); cleared by `clearScript`. */
  answerText: string | undefined
  /** Called before each request is answered (after it is recorded); the reply waits for it. */
  beforeReply: ((request: RecordedRequest, index: number) => Promise<void> | void) | undefined
  /** Answers distill requests (default: no judgments). Called once per request, in arrival order. */
  distillReply: ((input: DistillInput, index: number) => DistillReply | Promise<DistillReply>) | undefined
  /** Answers guard-matchers requests (default: no matchers). */
  guardReply: ((input: { redLine: string }, index: number) => DistillReply | Promise<DistillReply>) | undefined
  /** Answers reword requests (default: the same rule back). */
  rewordReply: ((input: { rule: string; corrections: string[] }, index: number) => DistillReply | Promise<DistillReply>) | undefined
  /** Answers grounding-reading requests (default: `{"verdict":"unsure"}`, so the words decide). */
  readingReply: ((input: ReadingInput, index: number) => DistillReply | Promise<DistillReply>) | undefined
  /** Grounding-reading requests received, with their parsed input. */
  readingRequests(): Array<RecordedRequest & { input: ReadingInput; userText: string }>
  /** Answers tidy requests (default: nothing to tidy). */
  tidyReply: ((input: TidyInput, index: number) => DistillReply | Promise<DistillReply>) | undefined
  /** Tidy requests received, with their parsed input. */
  tidyRequests(): Array<RecordedRequest & { input: TidyInput; userText: string }>
  /** Distill requests received, with their parsed input. */
  distillRequests(): Array<RecordedRequest & { input: DistillInput; userText: string }>
  /** Scripted calls not consumed yet. */
  pending(): number
  /** Drops scripted calls not consumed yet (after a failed test). */
  clearScript(): void
  /** Requests that carried the turn's tools (title requests excluded). */
  turnRequests(): RecordedRequest[]
  /** System prompt of the most recent request that offered tools. */
  lastSystemPrompt(): string
  /** Env for the host: base URL and a dummy key. */
  env(): Record<string, string>
  close(): Promise<void>
}

export const messageText = (content: WireMessage['content']): string => {
  if (content == null) return ''
  if (typeof content === 'string') return content
  return content.map((part) => part.text ?? '').join('')
}

function classify(body: RecordedRequest['body']): RecordedRequest['kind'] {
  if (body.messages.some((m) => m.role === 'system' && messageText(m.content).startsWith(DISTILL_MARKER))) return 'distill'
  if (body.messages.some((m) => m.role === 'system' && messageText(m.content).startsWith(TIDY_MARKER))) return 'tidy'
  if (body.messages.some((m) => m.role === 'system' && messageText(m.content).startsWith(GUARD_MARKER))) return 'guard'
  if (body.messages.some((m) => m.role === 'system' && messageText(m.content).startsWith(REWORD_MARKER))) return 'reword'
  if (body.messages.some((m) => m.role === 'system' && messageText(m.content).startsWith(READING_MARKER))) return 'reading'
  if (!body.tools || body.tools.length === 0) return 'title'
  // Tool results answer the last assistant step, even when a runtime-context note follows them.
  const lastAssistant = body.messages.map((m) => m.role).lastIndexOf('assistant')
  if (lastAssistant >= 0 && body.messages.slice(lastAssistant + 1).some((m) => m.role === 'tool')) return 'final'
  return 'tool-call'
}

function chunk(delta: Record<string, unknown>, finishReason: string | null = null, usage?: Record<string, number>) {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
    ...(usage ? { usage } : {}),
  })}\n\n`
}

const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 }

function streamText(res: ServerResponse, text: string) {
  res.write(chunk({ role: 'assistant', content: '' }))
  // Two deltas, so the host's stream assembly is exercised rather than a single blob.
  const middle = Math.ceil(text.length / 2)
  res.write(chunk({ content: text.slice(0, middle) }))
  res.write(chunk({ content: text.slice(middle) }))
  res.write(chunk({}, 'stop', usage))
  res.end('data: [DONE]\n\n')
}

let callCounter = 0
function streamToolCalls(res: ServerResponse, calls: ScriptedToolCall[]) {
  res.write(chunk({ role: 'assistant', content: '' }))
  calls.forEach((call, index) => {
    const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments)
    const id = `call_fake_${++callCounter}`
    const cut = Math.ceil(args.length / 2)
    res.write(chunk({ tool_calls: [{ index, id, type: 'function', function: { name: call.name, arguments: args.slice(0, cut) } }] }))
    res.write(chunk({ tool_calls: [{ index, function: { arguments: args.slice(cut) } }] }))
  })
  res.write(chunk({}, 'tool_calls', usage))
  res.end('data: [DONE]\n\n')
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = []
  for await (const part of req) parts.push(part as Buffer)
  return Buffer.concat(parts).toString('utf8')
}

/** Final answers quote the tool results, so a headless turn's printed answer shows what the model saw. */
export const FINAL_ANSWER_PREFIX = 'Done. Tool said: '

export async function startFakeModel(): Promise<FakeModel> {
  const requests: RecordedRequest[] = []
  const queue: ScriptedToolCall[][] = []
  const chained: ScriptedToolCall[][] = []

  const server: Server = createServer(async (req, res) => {
    try {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { message: `fake model: no route ${req.method} ${req.url}` } }))
        return
      }
      const body = JSON.parse(await readBody(req)) as RecordedRequest['body']
      let kind = classify(body)
      let calls = kind === 'tool-call' ? queue.shift() : undefined
      if (kind === 'tool-call' && !calls) kind = 'answer'
      if (kind === 'final' && chained.length) {
        calls = chained.shift()
        kind = 'tool-call'
      }
      const idToName = new Map<string, string>()
      for (const message of body.messages) {
        for (const call of message.tool_calls ?? []) idToName.set(call.id, call.function.name)
      }
      // Only the results after the last assistant message belong to this request's step.
      const lastAssistant = body.messages.map((m) => m.role).lastIndexOf('assistant')
      const toolResults = body.messages.slice(lastAssistant + 1)
        .filter((message) => message.role === 'tool')
        .map((message) => ({
          toolCallId: message.tool_call_id ?? '',
          name: idToName.get(message.tool_call_id ?? ''),
          content: messageText(message.content),
        }))
      requests.push({
        kind,
        body,
        systemPrompt: body.messages.filter((m) => m.role === 'system').map((m) => messageText(m.content)).join('\n'),
        toolNames: (body.tools ?? []).map((tool) => tool.function.name),
        toolResults,
      })
      if (kind === 'distill' || kind === 'tidy' || kind === 'guard' || kind === 'reword' || kind === 'reading') {
        const userText = body.messages.filter((m) => m.role === 'user').map((m) => messageText(m.content)).join('\n')
        const json = userText.slice(userText.indexOf('\n') + 1)
        Object.assign(requests.at(-1)!, { userText, input: JSON.parse(json) as DistillInput })
      }
      await model.beforeReply?.(requests.at(-1)!, requests.length - 1)
      if (kind === 'distill' || kind === 'tidy' || kind === 'guard' || kind === 'reword' || kind === 'reading') {
        const entry = requests.at(-1)! as RecordedRequest & { input?: unknown; userText?: string }
        const index = requests.filter((r) => r.kind === kind).length - 1
        const input = entry.input as { redLine: string; rule: string; corrections: string[] }
        const reply = kind === 'reading'
          ? (model.readingReply ? await model.readingReply(entry.input as ReadingInput, index) : '{"verdict":"unsure"}')
          : kind === 'reword'
            ? (model.rewordReply ? await model.rewordReply(input, index) : JSON.stringify({ text: input.rule }))
            : kind === 'guard'
              ? (model.guardReply ? await model.guardReply(input, index) : '{"matchers":[]}')
              : kind === 'tidy'
                ? (model.tidyReply ? await model.tidyReply(entry.input as TidyInput, index) : '{"merge":[],"contradict":[],"forget":[]}')
                : (model.distillReply ? await model.distillReply(entry.input as DistillInput, index) : '{"judgments":[]}')
        if (typeof reply === 'string') {
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
          return streamText(res, reply)
        }
        if ('stall' in reply) {
          res.writeHead(200, { 'content-type': 'text/event-stream' })
          res.write(chunk({ role: 'assistant', content: '' }))
          return
        }
        res.writeHead(reply.status, { 'content-type': 'application/json' })
        return void res.end(JSON.stringify({ error: { message: reply.message ?? `fake model: scripted ${reply.status}`, type: 'scripted' } }))
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
      if (kind === 'title') streamText(res, 'Mirror test session')
      else if (kind === 'final') streamText(res, `${FINAL_ANSWER_PREFIX}${toolResults.map((r) => r.content).join(' | ')}`)
      else if (kind === 'answer') streamText(res, model.answerText ?? 'Nothing to do.')
      else streamToolCalls(res, calls!)
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { message: `fake model: ${String(error)}` } }))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const baseUrl = `http://127.0.0.1:${port}`

  const model: FakeModel = {
    baseUrl,
    requests,
    script: (...turns) => { for (const turn of turns) queue.push(Array.isArray(turn) ? turn : [turn]) },
    chain: (...steps) => { for (const step of steps) chained.push(Array.isArray(step) ? step : [step]) },
    answerText: undefined,
    beforeReply: undefined,
    distillReply: undefined,
    tidyReply: undefined,
    guardReply: undefined,
    rewordReply: undefined,
    readingReply: undefined,
    tidyRequests: () => requests.filter((r) => r.kind === 'tidy') as Array<RecordedRequest & { input: TidyInput; userText: string }>,
    distillRequests: () => requests.filter((r) => r.kind === 'distill') as Array<RecordedRequest & { input: DistillInput; userText: string }>,
    readingRequests: () => requests.filter((r) => r.kind === 'reading') as Array<RecordedRequest & { input: ReadingInput; userText: string }>,
    pending: () => queue.length + chained.length,
    clearScript: () => {
      queue.length = 0
      chained.length = 0
      model.answerText = undefined
      model.beforeReply = undefined
      model.distillReply = undefined
      model.tidyReply = undefined
      model.guardReply = undefined
      model.rewordReply = undefined
      model.readingReply = undefined
    },
    turnRequests: () => requests.filter((r) => r.kind !== 'title' && r.kind !== 'distill' && r.kind !== 'tidy' && r.kind !== 'guard' && r.kind !== 'reword' && r.kind !== 'reading'),
    lastSystemPrompt: () => {
      const last = requests.filter((r) => r.kind !== 'title' && r.kind !== 'guard' && r.kind !== 'reword' && r.kind !== 'reading').at(-1)
      if (!last) throw new Error('fake model: no turn request recorded yet')
      return last.systemPrompt
    },
    env: () => ({ DEEPSEEK_BASE_URL: baseUrl, DEEPSEEK_API_KEY: 'sk-fake-model-for-tests' }),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
  return model
}
