// 50 mirror_remember calls in parallel through the real tools runtime, many on the same topics,
// alone and mixed with revokes and restores from the HTTP API: no lost or duplicated writes, the cap
// holds at every observed moment, same-topic calls merge, history stays consistent, and the result
// is what the file holds and what a restarted plugin reads back.
import { describe, expect, it } from 'vitest'
import { useTestHost, waitFor } from '../helpers/test-host.js'
import { expectPromptIntact, listJudgments, readStored, type StoredFile } from './support.js'

const host = useTestHost()

/** Five topics said six times each, in case and width variants that are the same text to the store. */
const HOT: string[][] = [
  ['Prefer small pull requests', 'PREFER SMALL PULL REQUESTS', 'prefer small pull requests', 'Ｐｒｅｆｅｒ small pull requests', 'Prefer Small Pull Requests', 'prefer SMALL pull requests'],
  ['先给结论再给理由', '先给结论再给理由', '先给结论再给理由', '先给结论再给理由', '先给结论再给理由', '先给结论再给理由'],
  ['Never force-push to main', 'never force-push to main', 'NEVER FORCE-PUSH TO MAIN', 'Never force-push to main', 'never Force-Push to Main', 'Never force-push to MAIN'],
  ['Commit messages in English', 'commit messages in english', 'COMMIT MESSAGES IN ENGLISH', 'Commit Messages In English', 'commit messages in English', 'Commit messages in ENGLISH'],
  ['代码注释只写为什么', '代码注释只写为什么', '代码注释只写为什么', '代码注释只写为什么', '代码注释只写为什么', '代码注释只写为什么'],
]
const HOT_KIND = ['workflow', 'principle', 'redline', 'taste', 'taste']
/** Twenty topics said once each, unrelated to each other and to the hot ones. */
const SINGLE = [
  'Use tabs in Makefiles only', 'Benchmarks report ratios, never raw timings', '图片一律上 R2', 'Dark mode by default in every UI',
  'Answer in the language of the question', '不要在周五发布', 'Name variables after what they mean', 'Keep lockfiles committed',
  '数据库迁移必须可回滚', 'Prefer SQLite for local tools', 'Explain trade-offs before recommending', '日志里不要打印密钥',
  'Use ISO dates in filenames', 'Screenshots need alt text', '测试要能单独运行', 'Wrap prose at 100 columns',
  'Avoid global mutable state', '接口错误要返回可读的消息', 'Pin exact versions of dev tools', 'Spell out acronyms on first use',
]

interface Call { text: string; kind: string; topic: string }
const key = (text: string) => text.normalize('NFKC').toLowerCase()

function burst(): Call[] {
  const calls: Call[] = []
  HOT.forEach((variants, i) => variants.forEach((text) => calls.push({ text, kind: HOT_KIND[i]!, topic: key(variants[0]!) })))
  for (const text of SINGLE) calls.push({ text, kind: 'principle', topic: key(text) })
  // A fixed shuffle, so the interleaving differs from the declaration order but every run is the same.
  let seed = 7
  for (let i = calls.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    const j = seed % (i + 1)
    ;[calls[i], calls[j]] = [calls[j]!, calls[i]!]
  }
  return calls
}

type Value = { outcome: string; judgment: { id: string; text: string; hits: number }; evicted?: { id: string } }

async function remember(call: Call) {
  const r = await host.call('mirror_remember', { text: call.text, kind: call.kind, reason: 'reliability burst' })
  return { call, isError: r.isError, text: r.text, value: r.value as Value | undefined }
}

/** What the API and the file say, in comparable form. */
async function snapshot() {
  const judgments = (await listJudgments(host)).map(({ id, text, kind, hits }) => ({ id, text, kind, hits })).sort((a, b) => a.id.localeCompare(b.id))
  const history = ((await (await host.request('/dsh-mirror/api/history')).json()).entries as { id: string; cause: string; judgment: { id: string; hits: number; text: string } }[])
    .map(({ id, cause, judgment }) => ({ id, cause, judgment: { id: judgment.id, hits: judgment.hits, text: judgment.text } })).sort((a, b) => a.id.localeCompare(b.id))
  return { judgments, history }
}

function fileView(file: StoredFile) {
  return {
    judgments: Object.values(file.tables.judgments).map(({ id, text, kind, hits }) => ({ id, text, kind, hits })).sort((a, b) => a.id.localeCompare(b.id)),
    history: Object.values(file.tables.history).map(({ id, cause, judgment }) => ({ id, cause, judgment: { id: judgment.id, hits: judgment.hits, text: judgment.text } })).sort((a, b) => a.id.localeCompare(b.id)),
  }
}

async function expectSurvivesRestart(before: Awaited<ReturnType<typeof snapshot>>) {
  // Memory equals the file before the restart...
  expect(fileView(await readStored(host))).toEqual(before)
  await host.stopPlugin()
  await host.startPlugin()
  // ...and the restarted plugin reads exactly that back.
  expect(await snapshot()).toEqual(before)
}

describe('50 parallel mirror_remember calls', () => {
  it('under the cap: every call lands once, same-topic calls merge into one judgment with one hit each', async () => {
    await host.start({ capacity: 30 })
    const calls = burst()
    expect(calls).toHaveLength(50)
    const results = await Promise.all(calls.map(remember))
    for (const r of results) expect(r.isError, r.text).toBe(false)

    const state = await snapshot()
    expect(state.judgments).toHaveLength(HOT.length + SINGLE.length)
    // The only history is spelling changes: a newer spelling of the same text wins and the old one is kept.
    const updates = results.filter((r) => r.value!.outcome === 'updated').length
    expect(state.history.map((e) => e.cause)).toEqual(Array(updates).fill('overwritten'))
    for (const [i, variants] of HOT.entries()) {
      const topic = key(variants[0]!)
      const mine = results.filter((r) => r.call.topic === topic)
      // One created, five merged (confirmed, or updated to a new spelling), all on the same id; six hits.
      expect(mine.filter((r) => r.value!.outcome === 'created'), topic).toHaveLength(1)
      expect(mine.filter((r) => ['confirmed', 'updated'].includes(r.value!.outcome)), topic).toHaveLength(5)
      if (new Set(variants).size === 1) expect(mine.filter((r) => r.value!.outcome === 'updated'), topic).toEqual([])
      expect(new Set(mine.map((r) => r.value!.judgment.id)).size, topic).toBe(1)
      const stored = state.judgments.filter((j) => key(j.text) === topic)
      expect(stored, topic).toEqual([expect.objectContaining({ hits: 6, kind: HOT_KIND[i] })])
    }
    // The tool told each caller a consistent hit count: the confirmations saw 2..6, each once.
    const confirmedHits = results.filter((r) => r.call.topic === key(HOT[0]![0]!) && r.value!.outcome !== 'created').map((r) => r.value!.judgment.hits).sort()
    expect(confirmedHits).toEqual([2, 3, 4, 5, 6])
    expect(state.judgments.reduce((sum, j) => sum + j.hits, 0)).toBe(50)
    await expectPromptIntact(host, 'after the burst')
    await expectSurvivesRestart(state)
  })

  it('beyond the cap, mixed with HTTP revokes and restores: cap holds throughout, no write lost or doubled, history consistent', async () => {
    const capacity = 8
    await host.start({ capacity })
    const calls = burst()
    let done = false
    let maxLive = 0
    const observed: number[] = []
    const mutate = (action: string, id: string) => host.request(`/dsh-mirror/api/judgments/${id}/${action}`, { method: 'POST', mutation: true })
    const pairs: { id: string; revoke: number; restore?: number }[] = []

    const watcher = (async () => {
      while (!done) {
        const live = (await listJudgments(host)).length
        observed.push(live)
        maxLive = Math.max(maxLive, live)
        await new Promise((resolve) => setTimeout(resolve, 2))
      }
    })()
    const ui = (async () => {
      for (let i = 0; pairs.length < 15 && i < 500; i++) {
        const live = await listJudgments(host)
        const target = live[i % Math.max(1, live.length)]
        if (!target) {
          await new Promise((resolve) => setTimeout(resolve, 5))
          continue
        }
        const revoke = await mutate('revoke', target.id)
        const pair: (typeof pairs)[number] = { id: target.id, revoke: revoke.status }
        if (revoke.status === 200) pair.restore = (await mutate('restore', target.id)).status
        pairs.push(pair)
      }
    })()
    const results = await Promise.all(calls.map(remember))
    await ui
    done = true
    await watcher

    // Every tool call succeeded (no red-line-full refusal is possible: only one hot topic is a red line).
    for (const r of results) expect(r.isError, r.text).toBe(false)
    // The UI's writes: a revoke races with eviction at worst (404), a restore after a revoke always works.
    for (const p of pairs) {
      expect([200, 404], JSON.stringify(p)).toContain(p.revoke)
      if (p.revoke === 200) expect(p.restore, JSON.stringify(p)).toBe(200)
    }
    expect(pairs.filter((p) => p.revoke === 200).length).toBeGreaterThan(5)

    const state = await snapshot()
    // The cap held at every observed moment, and at the end.
    expect(maxLive, `observed sizes: ${observed.join(',')}`).toBeLessThanOrEqual(capacity)
    expect(state.judgments.length).toBeLessThanOrEqual(capacity)
    expect(observed.length).toBeGreaterThan(10)

    // Every id the tool handed out is live or in history; the store holds no id nobody created.
    const created = new Set(results.filter((r) => r.value!.outcome === 'created').map((r) => r.value!.judgment.id))
    const live = new Set(state.judgments.map((j) => j.id))
    const inHistory = new Set(state.history.map((e) => e.judgment.id))
    for (const id of created) expect(live.has(id) || inHistory.has(id), `${id} vanished`).toBe(true)
    for (const id of [...live, ...inHistory]) expect(created.has(id), `${id} appeared from nowhere`).toBe(true)
    // Every evicted judgment the tool reported is in history as evicted (unless restored since).
    for (const r of results) {
      const evicted = r.value!.evicted?.id
      if (evicted) expect(live.has(evicted) || state.history.some((e) => e.judgment.id === evicted && e.cause === 'evicted'), evicted).toBe(true)
    }
    // No write lost or doubled: each call added exactly one hit to one judgment, so the last known
    // version of every id (live, else its newest history entry) carries all 50 hits between them.
    const lastHits = new Map<string, number>()
    const history = (await (await host.request('/dsh-mirror/api/history')).json()).entries as { judgment: { id: string; hits: number } }[]
    for (const e of history) if (!lastHits.has(e.judgment.id)) lastHits.set(e.judgment.id, e.judgment.hits)
    for (const j of state.judgments) lastHits.set(j.id, j.hits)
    expect([...lastHits.values()].reduce((a, b) => a + b, 0)).toBe(50)
    // Same-topic calls merged: a hot topic was created again only after its judgment had left memory.
    for (const variants of HOT) {
      const topic = key(variants[0]!)
      const ids = new Set(results.filter((r) => r.call.topic === topic).map((r) => r.value!.judgment.id))
      const departures = state.history.filter((e) => ids.has(e.judgment.id) && (e.cause === 'evicted' || e.cause === 'revoked')).length
      const restored = pairs.filter((p) => ids.has(p.id) && p.restore === 200).length
      expect(ids.size, topic).toBeLessThanOrEqual(1 + departures + restored)
      const liveOfTopic = state.judgments.filter((j) => key(j.text) === topic)
      expect(liveOfTopic.length, topic).toBeLessThanOrEqual(1 + restored)
    }
    console.log(`[reliability] burst beyond the cap: ${results.length} tool calls, ${pairs.length} revoke/restore pairs (${pairs.filter((p) => p.revoke === 404).length} raced with eviction), live ≤ ${maxLive}/${capacity} over ${observed.length} observations, ${state.history.length} history entries`)
    await expectPromptIntact(host, 'after the mixed burst')
    await expectSurvivesRestart(state)
  })
})

describe('a plugin restart in the middle of a burst', () => {
  it('every call either lands (and is in the file) or says it did not; the restarted plugin reads back the file', async () => {
    await host.start({ capacity: 30 })
    const calls = burst()
    const pending = calls.map(remember)
    // Stop once some calls have landed and the rest are still queued behind the store's write queue.
    await waitFor(async () => (await listJudgments(host)).length >= 8, 'the first writes')
    await host.stopPlugin()
    const results = await Promise.all(pending)
    const landed = results.filter((r) => !r.isError)
    const refused = results.filter((r) => r.isError)
    for (const r of refused) expect(r.text, r.text).toMatch(/memory store closed before this change was written.*It was not stored; try again|not ready yet|unknown tool "mirror_remember"/)
    await host.startPlugin({ capacity: 30 })
    const state = await snapshot()
    expect(fileView(await readStored(host))).toEqual(state)
    // Every call that said it stored something is in the file with at least that many hits.
    for (const r of landed) {
      const j = state.judgments.find((s) => s.id === r.value!.judgment.id)
      expect(j, `${r.call.text} was acknowledged but is not stored`).toBeDefined()
      expect(j!.hits).toBeGreaterThanOrEqual(r.value!.judgment.hits)
    }
    // And nothing landed that nobody was told about, beyond the calls in flight at the stop.
    const hits = state.judgments.reduce((sum, j) => sum + j.hits, 0)
    expect(hits).toBeGreaterThanOrEqual(landed.length)
    expect(hits).toBeLessThanOrEqual(50)
    console.log(`[reliability] restart mid-burst: ${landed.length} calls landed, ${refused.length} were told they did not (${[...new Set(refused.map((r) => r.text.replace(/j_\w+/g, 'j_…').slice(0, 80)))].join(' | ')}), ${hits} hits on disk`)
    await expectPromptIntact(host, 'after a restart mid-burst')
  })
})
