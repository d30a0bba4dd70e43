// The auxiliary call's own rules, against a stream of the host's chunk protocol (the real `llm`
// service and provider are exercised end to end in test/e2e/distill.test.ts).
import type { GenerateOptions, StreamChunk } from '@deepseek-ai/dsh-llm'
import { describe, expect, it } from 'vitest'
import { auxCall, AuxCallError, AuxRequestLog, type AuxCallDeps } from '../src/model/aux-call.js'

const limits = { maxInputBytes: 1000, maxOutputTokens: 50, timeoutMs: 5_000 }
const request = { purpose: 'distill', instruction: 'INSTRUCTION', preamble: 'Input:', input: { m: ['删东西之前先问我'] } }

function streaming(chunks: StreamChunk[], seen: GenerateOptions[] = [], delayMs = 0) {
  return {
    async* stream(options: GenerateOptions) {
      seen.push(options)
      for (const chunk of chunks) {
        if (delayMs) await new Promise((r, j) => {
          const t = setTimeout(r, delayMs)
          options.signal?.addEventListener('abort', () => { clearTimeout(t); j(options.signal!.reason) })
        })
        yield chunk
      }
    },
  }
}

const text = (t: string): StreamChunk[] => [
  { type: 'block-start', index: 0, blockType: 'text' },
  { type: 'text-delta', index: 0, text: t.slice(0, 3) },
  { type: 'text-delta', index: 0, text: t.slice(3) },
  { type: 'finish', reason: { kind: 'stop' } },
]

const deps = (llm: AuxCallDeps['llm'], log = new AuxRequestLog()): AuxCallDeps => ({ llm, defaultRoute: () => ({ provider: 'deepseek', model: 'm1' }), log })

describe('the auxiliary call', () => {
  it('sends the fixed instruction and JSON-framed input to the default route, with the output cap, and records it', async () => {
    const seen: GenerateOptions[] = []
    const log = new AuxRequestLog()
    const result = await auxCall(deps(() => streaming(text('{"judgments":[]}'), seen), log), request, limits)
    expect(result.text).toBe('{"judgments":[]}')
    expect(seen[0]).toMatchObject({ provider: 'deepseek', model: 'm1', system: 'INSTRUCTION', maxTokens: 50 })
    expect(seen[0]!.tools).toBeUndefined()
    expect(seen[0]!.messages[0]!.content).toEqual([{ type: 'text', text: 'Input:\n{"m":["删东西之前先问我"]}' }])
    expect(log.list()[0]).toMatchObject({ purpose: 'distill', outcome: 'ok', route: { provider: 'deepseek', model: 'm1' }, input: 'Input:\n{"m":["删东西之前先问我"]}' })
  })

  it('a configured route wins over the default selection', async () => {
    const seen: GenerateOptions[] = []
    await auxCall({ ...deps(() => streaming(text('ok'), seen)), configuredRoute: { provider: 'p2', model: 'm2' } }, request, limits)
    expect(seen[0]).toMatchObject({ provider: 'p2', model: 'm2' })
  })

  it('checks the input size before anything is sent', async () => {
    const seen: GenerateOptions[] = []
    const big = { ...request, input: { m: ['x'.repeat(2000)] } }
    await expect(auxCall(deps(() => streaming(text('ok'), seen)), big, limits)).rejects.toMatchObject({ code: 'too-large' })
    expect(seen).toHaveLength(0)
  })

  it('refuses tool calls, the output cap and error finishes, each by code', async () => {
    const toolCall: StreamChunk[] = [{ type: 'tool-call-delta', index: 0, id: 'c1' as never, name: 'x', argumentsDelta: '{}' }, { type: 'finish', reason: { kind: 'tool-calls' } }]
    await expect(auxCall(deps(() => streaming(toolCall)), request, limits)).rejects.toMatchObject({ code: 'not-text' })
    await expect(auxCall(deps(() => streaming([{ type: 'finish', reason: { kind: 'max-tokens' } }])), request, limits)).rejects.toMatchObject({ code: 'max-tokens' })
    const error: StreamChunk[] = [{ type: 'finish', reason: { kind: 'error', failure: { message: 'Unauthorized', code: 'AUTH', status: 401 } } }]
    const failure = await auxCall(deps(() => streaming(error)), request, limits).catch((e: AuxCallError) => e)
    expect(failure).toMatchObject({ code: 'model', status: 401 })
    expect((failure as Error).message).toMatch(/HTTP 401 \(AUTH\): Unauthorized/)
  })

  it('times out, and the caller cancels, through one signal', async () => {
    const slow = () => streaming(text('late answer'), [], 200)
    await expect(auxCall(deps(slow), request, { ...limits, timeoutMs: 50 })).rejects.toMatchObject({ code: 'timeout' })
    const controller = new AbortController()
    setTimeout(() => controller.abort(), 30)
    await expect(auxCall(deps(slow), { ...request, signal: controller.signal }, limits)).rejects.toMatchObject({ code: 'cancelled' })
  })

  it('says so when the profile has no model service or no route', async () => {
    await expect(auxCall(deps(() => undefined), request, limits)).rejects.toMatchObject({ code: 'unavailable' })
    await expect(auxCall({ llm: () => streaming(text('ok')), defaultRoute: () => undefined, log: new AuxRequestLog() }, request, limits)).rejects.toMatchObject({ code: 'no-route' })
  })

  it('keeps a bounded log', () => {
    const log = new AuxRequestLog(3, 10_000)
    for (let i = 0; i < 5; i++) log.add({ id: String(i), at: i, purpose: 'distill', instruction: '', input: 'x', inputBytes: 1, maxOutputTokens: 1, outcome: 'ok' })
    expect(log.list().map((r) => r.id)).toEqual(['2', '3', '4'])
    expect(log.total).toBe(5)
  })
})
