// What the user is told, in the real web profile through the web client's dispatch: slash commands
// in the page's language with a full help, a credential refused as an answer and kept out of the
// session log, a fact warned about, a confirmation that keeps the user's Chinese and reason; a 500 of
// the user's model retried; a batch the model answered badly kept unread and sent again; the command
// and the estimate route counting the same sessions.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, promptTurn, slash } from '../helpers/web-rpc.js'

const suite = useHostSuite()
type Tables = { judgments: Record<string, Judgment>; distilled?: Record<string, { seq: number }> }
const tables = () => readStorage<Tables>(suite.home, 'dsh_user_mirror')?.tables
const stored = () => Object.values(tables()?.judgments ?? {})
const KEY = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123456789'

async function boot() {
  suite.home ||= createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: { ...suite.model.env(), LANG: 'en_US.UTF-8', LC_ALL: undefined, LC_MESSAGES: undefined, LANGUAGE: undefined } })
  return { url: suite.web.url, session: await createSession(suite.web.url) }
}

const api = async (path: string, body?: unknown) => {
  const res = await fetch(`${suite.web!.url}/dsh-mirror/api/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: await res.json() as any }
}

/** Every file under the home, read as text (session logs, storage, settings). */
function everyFile(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    const stat = statSync(path, { throwIfNoEntry: false })
    if (!stat) return []
    if (stat.isDirectory()) return name === 'node_modules' ? [] : everyFile(path)
    return stat.size < 5_000_000 ? [path] : []
  })
}

async function ended(path: 'distill' | 'tidy') {
  const deadline = Date.now() + 60_000
  for (;;) {
    const { body } = await api(path)
    if (body.progress.status !== 'running') return body.progress
    if (Date.now() > deadline) throw new Error(`${path} did not end: ${JSON.stringify(body.progress)}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

test('commands answer in the page\'s language with a full help; a credential is an answer, not a throw, and is in no file of the home', async () => {
  const { url, session } = await boot()
  expect((await slash(url, session, '/memory')).text).toMatch(/^Memory: on/)
  // The plugin's client reports the page's language (client/ui-language.ts); commands follow it.
  expect((await api('ui-language', { lang: 'zh' })).status).toBe(200)
  const status = await slash(url, session, '/memory')
  expect(status.text).toMatch(/^记忆：开启\n已存 0 条/)
  expect(status.text).toContain('/memory help')
  const help = await slash(url, session, '/memory help')
  for (const name of ['status', 'pause', 'resume', 'off', 'on', 'distill', 'tidy', 'help']) expect(help.text).toContain(name)
  expect((help.text ?? '').split('\n').length).toBeGreaterThan(8)

  const refused = await slash(url, session, `/remember 部署用这个 key ${KEY} 就行`)
  expect(refused).toMatchObject({ kind: 'error', text: expect.stringMatching(/^没有记下：这句话里有密钥或凭据/) })
  expect(refused.text).not.toContain(KEY)
  await suite.web!.stop()
  suite.web = undefined
  for (const file of everyFile(suite.home)) expect(readFileSync(file, 'utf8').includes(KEY), file).toBe(false)
})

test('a fact gets a warning and a way to keep it; a confirmation keeps the user\'s Chinese and the real reason', async () => {
  const { url, session } = await boot()
  const fact = await slash(url, session, '/remember The staging server is at 10.0.0.5')
  expect(fact).toMatchObject({ kind: 'error', text: expect.stringMatching(/^Not stored: this reads as a fact/) })
  expect(fact.text).toContain('/remember --keep The staging server is at 10.0.0.5')
  expect(stored()).toEqual([])

  // The user's own words, with a real reason the model gave.
  suite.model.script({ name: 'mirror_remember', arguments: { text: '图片一律上 R2，不要再往 picx 加图', kind: 'workflow', reason: '用户在整理博客图床时明确说的，以后都适用' } })
  await promptTurn(url, session, suite.model, '以后图片一律上 R2，不要再往 picx 加图')
  const [first] = stored()
  expect(first).toMatchObject({ text: '图片一律上 R2，不要再往 picx 加图' })
  // Later the user says it in English, and the model restates it, naming the stored one.
  suite.model.script({ name: 'mirror_remember', arguments: { text: 'Images go to R2, never to picx', kind: 'workflow', reason: 'The user said so.', replaces: first!.id } })
  await promptTurn(url, session, suite.model, 'Remember: images go to R2, never to picx.')
  const [after] = stored()
  expect(after).toMatchObject({ id: first!.id, text: '图片一律上 R2，不要再往 picx 加图', reason: '用户在整理博客图床时明确说的，以后都适用', hits: 2 })
  // The restatement is in the trail: its wording, and the user's words that ground it.
  expect(after!.evidence!.at(-1)).toMatchObject({ source: 'tool', wording: 'Images go to R2, never to picx', quote: expect.any(String), sessionId: session })
  // /remember of the same: still the reason, and "第 3 次确认".
  expect((await api('ui-language', { lang: 'zh' })).status).toBe(200)
  const again = await slash(url, session, '/remember 做事方式: 图片一律上 R2，不要再往 picx 加图')
  expect((again.text ?? '').split('\n')[0]).toBe('第 3 次确认（做事方式）：图片一律上 R2，不要再往 picx 加图')
  expect(stored()[0]).toMatchObject({ reason: '用户在整理博客图床时明确说的，以后都适用', hits: 3 })
  expect(stored()[0]!.evidence!.at(-1)).toMatchObject({ source: 'user', quote: '图片一律上 R2，不要再往 picx 加图', sessionId: session })
})

test('distill: the command counts what the estimate counts; a 500 is retried; a badly answered batch stays unread and is sent again', async () => {
  const { url, session } = await boot()
  await promptTurn(url, session, suite.model, 'Never force-push to a shared branch, that is a rule for me.')
  await promptTurn(url, await createSession(url), suite.model, '删东西之前必须先问我，这是底线。')
  const estimate = (await api('distill/estimate', {})).body.estimate
  expect(estimate).toMatchObject({ sessionsWithNew: 2, requests: 1 })

  // The model first answers 500, then not JSON twice: the run retries the 500 and skips the batch.
  const replies: Array<{ status: number } | string> = [{ status: 500 }, 'not json', 'still not json']
  suite.model.distillReply = () => replies.shift() ?? '{"judgments":[]}'
  const started = await slash(url, session, '/memory distill')
  expect(started.kind).toBe('success')
  expect(started.text).toContain(`Reads ${estimate.messages} of your messages in ${estimate.sessionsWithNew} sessions`)
  const failed = await ended('distill')
  expect(failed).toMatchObject({ status: 'failed', retries: 1, sessionsTotal: 2, problem: { code: 'not-json' }, skipped: [{ batch: 1, sessions: 2 }] })
  expect((await slash(url, session, '/memory distill status')).text).toMatch(/^Distill failed: the model's answer was not the JSON asked for\.\nMessages not read are not marked done; the next run sends them again\./)
  expect(tables()?.distilled ?? {}).toEqual({})
  // Nothing was marked read: the estimate still has both sessions, and the next run reads them.
  expect((await api('distill/estimate', {})).body.estimate).toMatchObject({ sessionsWithNew: 2, requests: 1 })
  suite.model.distillReply = () => '{"judgments":[]}'
  await api('distill/start', {})
  expect(await ended('distill')).toMatchObject({ status: 'done', skipped: [] })
  expect(Object.keys(tables()?.distilled ?? {})).toHaveLength(2)
})
