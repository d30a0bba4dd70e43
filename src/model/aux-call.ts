// One auxiliary call to the user's own model, the way the host's title plugin makes one
// (`@deepseek-ai/dsh-session-title-llm`): a route from config or the host's default model, a fixed
// instruction, JSON-framed input whose size is checked before anything is sent, an output cap, a
// timeout composed with the caller's cancellation, the stream assembled, and anything but plain text
// with a `stop` finish refused. Every request is recorded (bounded, in memory) so the user can see
// what was sent where. Distill uses it; tidy can too.
import { randomUUID } from 'node:crypto'
import type { GenerateOptions, Message, StreamChunk } from '@deepseek-ai/dsh-llm'

/** The slice of the host's `llm` service this module uses. */
export interface LlmLike {
  stream(options: GenerateOptions): AsyncIterable<StreamChunk>
}

export interface ModelRoute {
  provider: string
  model: string
}

export interface AuxCallLimits {
  /** Bytes of the framed input (UTF-8); checked before dispatch. */
  maxInputBytes: number
  maxOutputTokens: number
  timeoutMs: number
}

export interface AuxCallRequest {
  /** What the call is for, shown in the request log (`distill`, `tidy`). */
  purpose: string
  /** The fixed instruction (the system slot). */
  instruction: string
  /** A sentence naming what the JSON below is; the input is appended as JSON so user text cannot break the framing. */
  preamble: string
  input: unknown
  signal?: AbortSignal
}

export interface AuxCallResult {
  text: string
  route: ModelRoute
  inputBytes: number
}

/** Why a call failed, by code: `unavailable`, `no-route`, `too-large`, `timeout`, `cancelled`, `model`, `not-text`, `max-tokens`. */
export class AuxCallError extends Error {
  /** How many requests were made before giving up (set by the retrying call, src/model/retry.ts). */
  tries?: number
  /**
   * @param retryAfterMs the provider's `Retry-After`, when it sent one
   */
  constructor(readonly code: string, message: string, readonly status?: number, readonly retryAfterMs?: number) {
    super(message)
    this.name = 'AuxCallError'
  }
}

/** One request as the user may inspect it: where it went, what it carried, how it ended. */
export interface AuxRequestRecord {
  id: string
  at: number
  purpose: string
  route?: ModelRoute
  instruction: string
  /** The framed user message exactly as sent (kept whole: it is the point of the record). */
  input: string
  inputBytes: number
  maxOutputTokens: number
  outcome: 'pending' | 'ok' | 'error'
  error?: string
  outputChars?: number
  ms?: number
}

/** The last requests, newest last, bounded by count and by total bytes of their inputs. */
export class AuxRequestLog {
  private records: AuxRequestRecord[] = []
  private bytes = 0
  total = 0

  constructor(private readonly maxRecords = 50, private readonly maxBytes = 2 * 1024 * 1024) {}

  add(record: AuxRequestRecord) {
    this.records.push(record)
    this.bytes += record.inputBytes
    this.total++
    while (this.records.length > 1 && (this.records.length > this.maxRecords || this.bytes > this.maxBytes)) {
      this.bytes -= this.records.shift()!.inputBytes
    }
  }

  list(): readonly AuxRequestRecord[] {
    return this.records
  }
}

export interface AuxCallDeps {
  /** The host's `llm` service, when the profile mounts one. */
  llm: () => LlmLike | undefined
  /** The host's default model selection, when the profile has one. */
  defaultRoute: () => ModelRoute | undefined
  /** An explicit route from config wins over the default selection. */
  configuredRoute?: ModelRoute
  log: AuxRequestLog
  /** How 429 / 5xx answers are retried (src/model/retry.ts; its default when absent). */
  retry?: { tries: number; baseDelayMs: number; maxDelayMs: number }
}

export function resolveRoute(deps: Pick<AuxCallDeps, 'configuredRoute' | 'defaultRoute'>): ModelRoute {
  if (deps.configuredRoute) return deps.configuredRoute
  let route: ModelRoute | undefined
  try {
    route = deps.defaultRoute()
  } catch {
    route = undefined
  }
  if (!route?.provider || !route.model) throw new AuxCallError('no-route', 'no model to call: the host has no default model selection; set distill.provider and distill.model together')
  return { provider: route.provider, model: route.model }
}

/** The JSON of a model's answer: strict JSON, optionally inside one Markdown code fence; else `fail(reason)` is thrown. */
export function answerJson(raw: string, fail: (message: string) => Error): unknown {
  const trimmed = raw.trim()
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/.exec(trimmed)
  try {
    return JSON.parse(fenced ? fenced[1]! : trimmed)
  } catch (error) {
    throw fail(`the answer is not JSON (${(error as Error).message.slice(0, 80)})`)
  }
}

export function frameInput(preamble: string, input: unknown): string {
  return `${preamble}\n${JSON.stringify(input)}`
}

/** A timeout and the caller's cancellation as one signal; `reason()` tells them apart. */
function deadline(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new AuxCallError('timeout', `the model did not finish within ${Math.round(timeoutMs / 1000)} s`))
  }, timeoutMs)
  const onAbort = () => controller.abort(new AuxCallError('cancelled', 'cancelled'))
  if (signal?.aborted) onAbort()
  else signal?.addEventListener('abort', onAbort, { once: true })
  return {
    signal: controller.signal,
    failure: () => (controller.signal.reason as AuxCallError | undefined) ?? new AuxCallError(timedOut ? 'timeout' : 'cancelled', timedOut ? 'timed out' : 'cancelled'),
    dispose: () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    },
  }
}

const STATUS = /\b(401|403|429|5\d\d)\b/

/** A terminal failure as the host's `llm` reports it, with the HTTP status where one is known. */
function finishFailure(failure: ModelFailure | undefined): AuxCallError {
  const message = failure?.message ?? 'the model call failed'
  const status = failure?.status ?? Number(STATUS.exec(message)?.[1] ?? NaN)
  const code = failure?.code ? ` (${failure.code})` : ''
  const retryAfter = typeof failure?.providerRetryAfterMs === 'number' && Number.isFinite(failure.providerRetryAfterMs) ? failure.providerRetryAfterMs : undefined
  return new AuxCallError('model', `the model call failed${Number.isFinite(status) ? ` with HTTP ${status}` : ''}${code}: ${message}`, Number.isFinite(status) ? status : undefined, retryAfter)
}

/** A failure the `llm` service threw instead of finishing with it: its status where it names one. */
function thrownFailure(error: unknown): AuxCallError {
  const e = error as { message?: string; status?: unknown; failure?: ModelFailure } | undefined
  const message = e?.message ?? String(error)
  const status = typeof e?.status === 'number' ? e.status : e?.failure?.status ?? Number(STATUS.exec(message)?.[1] ?? NaN)
  return new AuxCallError('model', `the model call failed: ${message}`, Number.isFinite(status) ? status : undefined, e?.failure?.providerRetryAfterMs)
}

/** The host's terminal failure (`LlmFailure` of dsh-llm): status and `Retry-After` where the provider gave them. */
interface ModelFailure { message?: string; code?: string; status?: number; providerRetryAfterMs?: number }

/** Make one auxiliary call and return its text. Throws {@link AuxCallError}; records the request either way. */
export async function auxCall(deps: AuxCallDeps, request: AuxCallRequest, limits: AuxCallLimits): Promise<AuxCallResult> {
  request.signal?.throwIfAborted()
  const llm = deps.llm()
  if (!llm) throw new AuxCallError('unavailable', 'this profile has no model service (llm); nothing was sent')
  const framed = frameInput(request.preamble, request.input)
  const inputBytes = Buffer.byteLength(framed, 'utf8')
  if (inputBytes > limits.maxInputBytes) throw new AuxCallError('too-large', `input is ${inputBytes} bytes, over the cap of ${limits.maxInputBytes}; nothing was sent`)
  const route = resolveRoute(deps)
  const record: AuxRequestRecord = {
    id: randomUUID(),
    at: Date.now(),
    purpose: request.purpose,
    route,
    instruction: request.instruction,
    input: framed,
    inputBytes,
    maxOutputTokens: limits.maxOutputTokens,
    outcome: 'pending',
  }
  deps.log.add(record)
  const started = performance.now()
  const timer = deadline(request.signal, limits.timeoutMs)
  try {
    const message = Object.freeze({
      id: randomUUID(),
      role: 'user',
      content: [{ type: 'text', text: framed }],
      source: { kind: 'plugin', plugin: 'dsh-user-mirror' },
    }) as unknown as Message
    const options: GenerateOptions = {
      provider: route.provider,
      model: route.model,
      messages: [message],
      system: request.instruction,
      maxTokens: limits.maxOutputTokens,
      signal: timer.signal,
    }
    let text = ''
    let toolCall = false
    let finish: { kind: string; failure?: ModelFailure } | undefined
    for await (const chunk of llm.stream(options)) {
      if (timer.signal.aborted) throw timer.failure()
      if (chunk.type === 'text-delta') text += chunk.text
      else if (chunk.type === 'tool-call-delta') toolCall = true
      else if (chunk.type === 'block-end' && chunk.block.type === 'tool-call') toolCall = true
      else if (chunk.type === 'finish') finish = chunk.reason as typeof finish
    }
    if (timer.signal.aborted) throw timer.failure()
    if (!finish) throw new AuxCallError('model', 'the model stream ended without a finish')
    if (finish.kind === 'aborted') throw timer.signal.aborted ? timer.failure() : finishFailure(finish.failure)
    if (finish.kind === 'error') throw finishFailure(finish.failure)
    if (finish.kind === 'max-tokens') throw new AuxCallError('max-tokens', `the answer reached the output cap of ${limits.maxOutputTokens} tokens`)
    if (finish.kind === 'tool-calls' || toolCall) throw new AuxCallError('not-text', 'the model asked for a tool; this call takes text only')
    if (finish.kind !== 'stop') throw new AuxCallError('model', `unsupported finish reason "${finish.kind}"`)
    record.outcome = 'ok'
    record.outputChars = text.length
    return { text, route, inputBytes }
  } catch (error) {
    const failure = error instanceof AuxCallError ? error : timer.signal.aborted ? timer.failure() : thrownFailure(error)
    record.outcome = 'error'
    record.error = failure.message
    throw failure
  } finally {
    record.ms = Math.round(performance.now() - started)
    timer.dispose()
  }
}
