// The web client's own wire to the host, for e2e tests: unary calls are `POST /api/<method>` with a
// `client-request` envelope; Typert endpoints (`commands/list`, `commands/execute`) carry named
// `args`. This is the dispatch the composer uses for `/` lines and for ordinary messages.
import { randomUUID } from 'node:crypto'
import type { FakeModel, RecordedRequest } from './fake-model.js'

export class RpcError extends Error {}

export async function rpc<T>(baseUrl: string, method: string, payload: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'client-request', rpcId: randomUUID(), method, payload }),
  })
  if (!res.ok) throw new RpcError(`${method}: HTTP ${res.status} ${await res.text()}`)
  const body = await res.json() as { result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } } }
  if (!body.result.ok) throw new RpcError(`${method}: ${body.result.error.code}: ${body.result.error.message}`)
  return body.result.value
}

export interface CommandExecution { commandId: string; result: { kind: 'success' | 'error'; text?: string } }

export const createSession = async (baseUrl: string, agentPreset?: string) =>
  (await rpc<{ sessionId: string }>(baseUrl, 'session.create', agentPreset ? { agentPreset } : {})).sessionId

export const listCommands = (baseUrl: string, sessionId: string) =>
  rpc<Array<{ name: string; description: string; input?: { hint: string } }>>(baseUrl, 'commands/list', { args: { agentId: sessionId } })

/** A `/` line typed in the composer, dispatched the way the web client does. */
export async function slash(baseUrl: string, sessionId: string, line: string) {
  const execution = await rpc<CommandExecution | undefined>(baseUrl, 'commands/execute', { args: { agentId: sessionId, line, images: [] } })
  if (!execution) throw new RpcError(`${line}: no command matched`)
  return execution.result
}

/**
 * Sends an ordinary message and waits until the scripted model has answered the turn's last step
 * (a final answer after tool results, or a plain answer). Returns the turn's requests.
 */
export async function promptTurn(baseUrl: string, sessionId: string, model: FakeModel, text: string, timeoutMs = 60_000): Promise<RecordedRequest[]> {
  const before = model.requests.length
  await rpc(baseUrl, 'session.prompt', { sessionId, mode: 'queue', content: [{ type: 'text', text }] })
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const turn = model.requests.slice(before).filter((r) => r.kind !== 'title' && r.kind !== 'reading')
    // Tool results are stored before the model is asked for the final answer.
    if (turn.some((r) => r.kind === 'final' || r.kind === 'answer')) return turn
    if (Date.now() > deadline) throw new Error(`the turn for ${JSON.stringify(text)} did not finish within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
