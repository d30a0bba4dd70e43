// What a distill or tidy run says when it did not go through: a skipped batch is not marked read
// (the next run sends it again), a run whose every batch was skipped is "failed", the first progress
// already carries the session count, 429 / 5xx are retried with a capped, abortable backoff, and
// every reason is said in zh or en without the thrower's English line.
import type { GenerateOptions, StreamChunk } from '@deepseek-ai/dsh-llm'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AuxCallError, AuxRequestLog, type AuxCallDeps } from '../src/model/aux-call.js'
import { DistillJob } from '../src/model/distill.js'
import { auxCallRetrying, retryDelay } from '../src/model/retry.js'
import { problemOf, problemText, type ProblemCode } from '../src/model/run-problem.js'
import { distillSummary, tidySummary } from '../src/model/run-text.js'
import { DEFAULT_SETTINGS, MemoryCursors, MemorySink, sessionLog, sessionQueryOf } from './helpers/distill-memory.js'

type Reply = string | { status: number; retryAfterMs?: number }

/** A model that plays `replies` in order, one per request (a status is a provider failure). */
function scriptedModel(replies: Reply[]) {
  const seen: GenerateOptions[] = []
  return {
    seen,
    async* stream(options: GenerateOptions): AsyncIterable<StreamChunk> {
      seen.push(options)
      const reply = replies.shift() ?? '{"judgments":[]}'
      if (typeof reply !== 'string') {
        yield { type: 'finish', reason: { kind: 'error', failure: { message: `HTTP ${reply.status}`, status: reply.status, ...(reply.retryAfterMs !== undefined ? { providerRetryAfterMs: reply.retryAfterMs } : {}) } } } as unknown as StreamChunk
        return
      }
      yield { type: 'text-delta', index: 0, text: reply } as StreamChunk
      yield { type: 'finish', reason: { kind: 'stop' } } as StreamChunk
    },
  }
}

const FAST = { tries: 4, baseDelayMs: 5, maxDelayMs: 40 }

function job(replies: Reply[], settings = {}) {
  const model = scriptedModel(replies)
  const cursors = new MemoryCursors()
  const sink = new MemorySink()
  const sessions = [
    sessionLog('session-a', Date.parse('2026-01-05'), [{ user: '删东西之前必须先问我，这是底线' }]),
    sessionLog('session-b', Date.parse('2026-02-05'), [{ user: 'Never force-push to a shared branch, ever.' }]),
  ]
  const aux: AuxCallDeps = { llm: () => model, defaultRoute: () => ({ provider: 'scripted', model: 'm' }), log: new AuxRequestLog(), retry: FAST }
  const distill = new DistillJob({
    query: () => sessionQueryOf(sessions),
    aux,
    sink: () => sink,
    judgments: () => [],
    cursors: () => cursors,
    lockPath: join(mkdtempSync(join(tmpdir(), 'dum-honest-')), 'distill.lock'),
    exclusions: [],
    // One session per batch.
    settings: { ...DEFAULT_SETTINGS, maxInputBytes: 120, ...settings },
  })
  return { distill, model, cursors, sink }
}

const good = (s: number, quote: string) => JSON.stringify({ judgments: [{ kind: 'redline', text: quote.slice(0, 20), reason: 'said as a rule', evidence: [{ s, i: 0, quote }] }] })
/** Latin words of four letters or more: what an English reason leaves in a Chinese line. */
const ENGLISH_WORD = /[A-Za-z]{4,}/

describe('a distill run that could not read a batch', () => {
  it('says so, does not mark the batch read, and sends it again on the next run', async () => {
    const { distill, cursors } = job(['not json', 'still not json', good(1, 'Never force-push to a shared branch, ever.')])
    expect((await distill.estimate({})).requests).toBe(2)
    await distill.start({})
    await distill.settled()
    const p = distill.progress()
    expect(p.status).toBe('done')
    expect(p.skipped).toEqual([{ batch: 1, sessions: 1, messages: 1, problem: expect.objectContaining({ code: 'not-json' }) }])
    expect(cursors.get('session-a')).toBeUndefined()
    expect(cursors.get('session-b')).toBeDefined()
    const zh = distillSummary(p, 'zh', 'tab')
    expect(zh.join('\n')).toContain('有 1 批（1 条消息）没有读成：模型的回答不是要求的 JSON。')
    expect(zh.join('\n')).toContain('下次提炼会重新发送')
    for (const line of zh) expect(line.replace('JSON', '')).not.toMatch(ENGLISH_WORD)
    expect(distillSummary(p, 'en', 'tab').join('\n')).toContain('1 batch (1 message) could not be read: the model\'s answer was not the JSON asked for.')
    // The next run sends the skipped batch (and only it) again.
    expect(await distill.estimate({})).toMatchObject({ sessionsWithNew: 1, requests: 1 })
  })

  it('is "failed", not "done", when no batch could be read; no "waiting for your OK" is pointed at', async () => {
    const { distill } = job(['x', 'x', 'x', 'x'])
    await distill.start({})
    await distill.settled()
    const p = distill.progress()
    expect(p).toMatchObject({ status: 'failed', problem: { code: 'not-json' }, proposed: 0 })
    const zh = distillSummary(p, 'zh', 'tab')
    expect(zh[0]).toBe('提炼失败：模型的回答不是要求的 JSON。')
    expect(zh.join()).not.toContain('等待你确认')
    expect(zh.join()).not.toContain('提炼完成')
    expect(distillSummary(p, 'en', 'chat')[0]).toBe('Distill failed: the model\'s answer was not the JSON asked for.')
  })

  it('announces the session count of its plan in the first progress, not 0 / 0', async () => {
    const { distill } = job([])
    const estimate = await distill.estimate({})
    const started = await distill.start({})
    expect(started).toMatchObject({ status: 'running', sessionsTotal: estimate.sessionsWithNew, batchesTotal: estimate.requests, estimate })
    expect(estimate.sessionsWithNew).toBe(2)
    await distill.settled()
  })
})

describe('429 and 5xx from the user\'s model', () => {
  it('are retried with backoff before the run goes on', async () => {
    const { distill, model } = job([{ status: 500 }, { status: 429, retryAfterMs: 10 }, good(1, '删东西之前必须先问我，这是底线'), good(1, 'Never force-push to a shared branch, ever.')])
    await distill.start({})
    await distill.settled()
    expect(distill.progress()).toMatchObject({ status: 'done', retries: 2, proposed: 2, skipped: [] })
    expect(model.seen).toHaveLength(4)
  })

  it('end the run after a bounded number of tries, with the reason and the tries in the user\'s language', async () => {
    const { distill, model } = job([{ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }])
    await distill.start({})
    await distill.settled()
    const p = distill.progress()
    expect(p).toMatchObject({ status: 'failed', problem: { code: 'server-error', status: 503, tries: 4 } })
    expect(model.seen).toHaveLength(4)
    expect(distillSummary(p, 'zh', 'chat')[0]).toBe('提炼失败：你的模型服务出错（HTTP 503），试了 4 次。')
    expect(distillSummary(p, 'en', 'chat')[0]).toBe('Distill failed: your model provider failed (HTTP 503), after 4 tries.')
  })

  it('do not wait for a Retry-After beyond the cap, and a cancel ends the pause at once', async () => {
    const model = scriptedModel([{ status: 429, retryAfterMs: 120_000 }])
    const deps: AuxCallDeps = { llm: () => model, defaultRoute: () => ({ provider: 'p', model: 'm' }), log: new AuxRequestLog(), retry: FAST }
    const limits = { maxInputBytes: 10_000, maxOutputTokens: 100, timeoutMs: 10_000 }
    const request = { purpose: 'test', instruction: 'i', preamble: 'p', input: {} }
    const error = await auxCallRetrying(deps, request, limits).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AuxCallError)
    expect(problemOf(error)).toMatchObject({ code: 'rate-limited', status: 429 })
    expect(model.seen).toHaveLength(1)

    const slow = scriptedModel([{ status: 502 }, { status: 502 }])
    const controller = new AbortController()
    const pending = auxCallRetrying({ ...deps, llm: () => slow, retry: { tries: 4, baseDelayMs: 60_000, maxDelayMs: 60_000 } }, { ...request, signal: controller.signal }, limits)
    await new Promise((r) => setTimeout(r, 20))
    controller.abort()
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' })
    expect(slow.seen).toHaveLength(1)
  })

  it('wait a doubling pause capped at the maximum, or the provider\'s Retry-After within it', () => {
    const policy = { tries: 5, baseDelayMs: 1000, maxDelayMs: 8000 }
    expect([1, 2, 3, 4, 5].map((n) => retryDelay(policy, n))).toEqual([1000, 2000, 4000, 8000, 8000])
    expect(retryDelay(policy, 1, 3000)).toBe(3000)
    expect(retryDelay(policy, 1, 30_000)).toBeUndefined()
  })
})

describe('reasons in the user\'s language', () => {
  const codes: ProblemCode[] = ['not-json', 'bad-shape', 'invalid-items', 'max-tokens', 'not-text', 'too-large', 'timeout', 'rate-limited', 'server-error', 'auth', 'model', 'unavailable', 'no-route', 'no-history', 'store-closed', 'busy', 'unknown']
  it('never carry an English word in Chinese (beyond HTTP, JSON, API key and config names)', () => {
    for (const code of codes) {
      const zh = problemText({ code, status: 500, detail: 'the English detail' }, 'zh').replace(/HTTP|JSON|API key|distill\.provider|distill\.model/g, '')
      expect(zh, code).not.toMatch(ENGLISH_WORD)
      expect(problemText({ code, status: 500, detail: 'the English detail' }, 'en')).not.toContain('the English detail')
    }
  })

  it('a failed tidy is one line in one language', () => {
    const p = { status: 'failed' as const, judgments: 3, pairs: 0, requests: 2, proposed: 0, gathered: 0, declinedBefore: 0, notes: [], retries: 0, problem: problemOf(Object.assign(new Error('the answer is not JSON (Unexpected token)'), { name: 'TidyAnswerError' })) }
    expect(tidySummary(p, 'zh', 'tab')).toEqual(['整理失败：模型的回答不是要求的 JSON。记忆没有任何改变。'])
    expect(tidySummary(p, 'en', 'tab')).toEqual(['Tidy failed: the model\'s answer was not the JSON asked for. Nothing in memory changed.'])
  })
})
