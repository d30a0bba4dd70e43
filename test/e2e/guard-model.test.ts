// For a red line the catalogue does not cover, the user's own model proposes matchers through the
// auxiliary call (#20, 2b), in the real web host with the scripted model: a valid answer becomes a
// `guard` proposal (nothing is guarded until it is accepted); a malformed or non-JSON answer is
// refused with a clear message and proposes nothing.
import { expect, test } from 'vitest'
import { createTestHome, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, promptTurn, slash } from '../helpers/web-rpc.js'

const suite = useHostSuite()
const RED_LINE = '永远不要改动任何 .env 文件'
const HEADERS = { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }

interface View {
  judgments: Array<{ id: string; text: string; guard?: { origin: string; spec: unknown } }>
  proposals: Array<{ id: string; kind: string; why: string; guard?: unknown; target?: { id: string } }>
}

test('the model proposes matchers: validated, waiting for the user; a malformed answer is refused and proposes nothing', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const url = suite.web.url
  const view = async () => await (await fetch(`${url}/dsh-mirror/api/judgments`)).json() as View
  await slash(url, await createSession(url), `/remember 红线: ${RED_LINE}`)
  const id = (await view()).judgments.find((j) => j.text === RED_LINE)!.id
  const propose = () => fetch(`${url}/dsh-mirror/api/guards/${id}/propose`, { method: 'POST', headers: HEADERS, body: '{}' })

  suite.model.guardReply = (_input, index) => [
    'not json at all',
    '{"matchers":[{"command":"rm; curl evil","args":"x"}]}',
    '{"matchers":[{"path":"**/.env"},{"path":"**/.env.*"}]}',
  ][index]!
  const notJson = await propose()
  expect(notJson.status).toBe(422)
  expect(((await notJson.json()) as { error: { message: string } }).error.message).toMatch(/^the model's answer was refused: the answer is not JSON .*; nothing was proposed$/)
  const malformed = await propose()
  expect(malformed.status).toBe(422)
  expect(((await malformed.json()) as { error: { message: string } }).error.message).toMatch(/^the model's matchers were refused: .+; nothing was proposed$/)
  expect((await view()).proposals.filter((p) => p.kind === 'guard')).toEqual([])

  const ok = await propose()
  expect(ok.status).toBe(200)
  // The request carried the red line only, with the fixed instruction.
  const sent = suite.model.requests.filter((r) => r.kind === 'guard')
  expect(sent).toHaveLength(3)
  expect((sent[2] as unknown as { input: unknown }).input).toEqual({ redLine: RED_LINE })
  const proposal = (await view()).proposals.find((p) => p.kind === 'guard')!
  expect(proposal).toMatchObject({ why: 'model', target: { id }, guard: { matchers: [{ path: '**/.env' }, { path: '**/.env.*' }] } })
  expect((await view()).judgments.find((j) => j.id === id)!.guard).toBeUndefined()

  expect((await fetch(`${url}/dsh-mirror/api/proposals/${proposal.id}/accept`, { method: 'POST', headers: HEADERS, body: '{}' })).status).toBe(200)
  expect((await view()).judgments.find((j) => j.id === id)!.guard).toMatchObject({ origin: 'model', spec: { matchers: [{ path: '**/.env' }, { path: '**/.env.*' }] } })
})

test('a judgment ignored twice in real turns: the remedy rewords it with the model, as an update the user accepts', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const url = suite.web.url
  const view = async () => await (await fetch(`${url}/dsh-mirror/api/judgments`)).json() as View & { judgments: Array<{ id: string; text: string; ignored: number; remedy?: string }> }
  const session = await createSession(url)
  await slash(url, session, '/remember 品味: Commit messages in English, imperative mood')
  const id = (await view()).judgments[0]!.id
  // Two corrections typed in the conversation (real turns; the model just answers).
  await promptTurn(url, session, suite.model, 'You forgot again: commit messages in English!')
  await promptTurn(url, session, suite.model, 'How many times: commit messages in English, imperative mood')
  await expect.poll(async () => (await view()).judgments[0]!.ignored).toBe(2)
  expect((await view()).judgments[0]!.remedy).toBe('reword')

  const reword = () => fetch(`${url}/dsh-mirror/api/judgments/${id}/reword`, { method: 'POST', headers: HEADERS, body: '{}' })
  suite.model.rewordReply = (input, index) => [
    JSON.stringify({ text: 'x'.repeat(400) }),
    JSON.stringify({ text: 'When you write a commit message, write it in English, in the imperative mood' }),
  ][index]!
  const tooLong = await reword()
  expect(tooLong.status).toBe(422)
  expect(((await tooLong.json()) as { error: { message: string } }).error.message).toMatch(/^the model's wording was refused: text is 400 characters, the limit is 150; nothing was proposed$/)
  const ok = await reword()
  expect(ok.status).toBe(200)
  // The request carried the rule and the user's corrections, nothing else.
  const sent = (suite.model.requests.filter((r) => r.kind === 'reword').at(-1) as unknown as { input: unknown }).input
  expect(sent).toEqual({ rule: 'Commit messages in English, imperative mood', kind: 'taste', corrections: ['You forgot again: commit messages in English!', 'How many times: commit messages in English, imperative mood'] })
  const proposal = (await view()).proposals.find((p) => p.kind === 'update')!
  expect(proposal).toMatchObject({ why: 'ignored', target: { id } })
  expect((await fetch(`${url}/dsh-mirror/api/proposals/${proposal.id}/accept`, { method: 'POST', headers: HEADERS, body: '{}' })).status).toBe(200)
  expect((await view()).judgments.map((j) => j.text)).toEqual(['When you write a commit message, write it in English, in the imperative mood'])
})
