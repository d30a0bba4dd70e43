// Tidy in the real host with the scripted model, through `/memory tidy` (the web client's command
// dispatch) and the HTTP routes: exactly what the model received (the judgments and the
// instruction, no session words), proposals, accept / reject / restore, a second tidy that does not
// ask again, and a model error and a malformed answer that leave the store untouched.
import { expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import type { Proposal } from '../../src/core/proposal.js'
import { tidyInstruction, TIDY_PREAMBLE } from '../../src/model/tidy-answer.js'
import { createTestHome, readStorage, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, slash } from '../helpers/web-rpc.js'
import { MERGED_TEXT, PLANTED, plantedImport, SESSION_CANARY, tidyAnswer } from '../fixtures/tidy-store.js'

const suite = useHostSuite()
type Tables = { judgments: Record<string, Judgment>; proposals: Record<string, Proposal>; history: Record<string, { cause: string; judgment: Judgment }> }
const tables = () => readStorage<Tables>(suite.home, 'dsh_user_mirror')!.tables

async function api(path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${suite.web!.url}/dsh-mirror/api/${path}`, body === undefined
    ? {}
    : { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: await res.json() }
}

async function boot() {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const imported = await api('import', plantedImport())
  expect(imported.body).toMatchObject({ ok: true, created: 6 })
  return { url: suite.web.url, session: await createSession(suite.web.url) }
}
const byText = (text: string) => Object.values(tables().judgments).find((j) => j.text === text)

test('/memory tidy sends only the judgments and the instruction; proposals are accepted, rejected, and a merged-away judgment restored', async () => {
  const { url, session } = await boot()
  suite.model.tidyReply = (input) => tidyAnswer(input)
  const before = tables().judgments
  const answer = await slash(url, session, '/memory tidy')
  expect(answer.kind).toBe('success')
  expect(answer.text).toMatch(/^Tidy done: 3 new proposals; accept or reject each in the Memory tab\. Nothing in memory has changed yet\./)
  expect(answer.text).toContain(`merge “${PLANTED.short}” + “${PLANTED.concise}” → “${MERGED_TEXT}”`)
  expect(answer.text).toContain(`contradict, keep which? “${PLANTED.tabs}” / “${PLANTED.spaces}”`)
  expect(answer.text).toContain(`“${PLANTED.fact}” is a fact or a one-off request, forget it?`)
  expect(tables().judgments).toEqual(before)

  // Exactly what the model received: the fixed instruction, then the judgments as JSON; nothing else.
  const [request] = suite.model.tidyRequests()
  expect(request!.toolNames).toEqual([])
  expect(request!.body.messages.map((m) => m.role)).toEqual(['system', 'user'])
  expect(request!.systemPrompt).toBe(tidyInstruction({ maxChars: 150, maxReasonChars: 300 }))
  const expected = Object.values(before).map((j) => ({ id: j.id, text: j.text, kind: j.kind, reason: j.reason }))
  expect(request!.userText).toBe(`${TIDY_PREAMBLE}\n${JSON.stringify({ judgments: request!.input.judgments })}`)
  expect([...request!.input.judgments].sort((a, b) => a.id.localeCompare(b.id))).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)))
  expect(request!.userText).not.toContain(SESSION_CANARY)
  expect((await api('tidy/requests')).body.requests.at(-1)).toMatchObject({ purpose: 'tidy', outcome: 'ok', input: request!.userText })

  // `/memory` lists them too.
  expect((await slash(url, session, '/memory')).text).toMatch(/Waiting for your OK: 3/)

  const proposals: Proposal[] = (await api('proposals')).body.proposals
  const merge = proposals.find((p) => p.kind === 'merge')!
  const resolve = proposals.find((p) => p.kind === 'resolve')!
  const forget = proposals.find((p) => p.kind === 'forget')!
  // The more confirmed of the two keeps its id.
  expect(merge.pair!.map((r) => r.text)).toEqual([PLANTED.short, PLANTED.concise])
  expect(resolve.prefer).toBe(byText(PLANTED.spaces)!.id)
  expect((await api(`proposals/${merge.id}/accept`, {})).status).toBe(200)
  expect((await api(`proposals/${resolve.id}/reject`, {})).status).toBe(200)
  expect((await api(`proposals/${forget.id}/accept`, {})).status).toBe(200)
  const merged = byText(MERGED_TEXT)!
  expect(merged.id).toBe(merge.pair![0].id)
  expect(merged.hits).toBe(4)
  expect(byText(PLANTED.concise)).toBeUndefined()
  expect(byText(PLANTED.fact)).toBeUndefined()
  expect(byText(PLANTED.tabs) && byText(PLANTED.spaces)).toBeTruthy()

  // A second tidy: the rejected pair is not proposed again.
  const second = await slash(url, session, '/memory tidy')
  expect(second.text).toMatch(/^Tidy done: no new proposals, 1 you rejected before \(not asked again\)\. Nothing in memory changed\./)
  expect(Object.values(tables().proposals).filter((p) => p.status === 'pending')).toEqual([])

  // The merged-away judgment is restorable from history like any revoked one.
  const gone = merge.pair![1].id
  expect(Object.values(tables().history).find((e) => e.judgment.id === gone)?.cause).toBe('revoked')
  expect((await api(`judgments/${gone}/restore`, {})).status).toBe(200)
  expect(tables().judgments[gone]?.text).toBe(PLANTED.concise)
})

test('a model error and a twice-malformed answer leave the store untouched, with a clear message', async () => {
  const { url, session } = await boot()
  const before = JSON.stringify(readStorage<Tables>(suite.home, 'dsh_user_mirror')!.tables)
  suite.model.tidyReply = () => ({ status: 500, message: 'upstream exploded' })
  const asked = suite.model.tidyRequests().length
  const failed = await slash(url, session, '/memory tidy')
  expect(failed.kind).toBe('error')
  // A 500 is tried again with a pause (1, 2, 4 s) before the run gives up, saying so in one language.
  expect(failed.text).toBe('Tidy failed: your model provider failed (HTTP 500), after 4 tries. Nothing in memory changed.')
  expect(suite.model.tidyRequests().length - asked).toBe(4)

  const sent = suite.model.tidyRequests().length
  suite.model.tidyReply = (_input, i) => (i % 2 === 0 ? 'Sure! Here are the duplicates: …' : '{"merge":[{"ids":["j_000000000000","j_111111111111"],"text":"x","reason":"r"}]}')
  const malformed = await slash(url, session, '/memory 整理')
  expect(malformed.kind).toBe('error')
  expect(malformed.text).toBe('整理失败：模型的回答不是要求的 JSON。记忆没有任何改变。')
  expect(suite.model.tidyRequests().length - sent).toBe(2)
  expect((await slash(url, session, '/memory tidy status')).text).toMatch(/^Tidy failed: the model's answer was not the JSON asked for\./)
  expect(JSON.stringify(readStorage<Tables>(suite.home, 'dsh_user_mirror')!.tables)).toBe(before)
})
