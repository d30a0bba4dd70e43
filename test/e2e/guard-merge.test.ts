// A guard the user accepted survives a tidy merge the user accepted (#19, mends14): in the real web
// host, 删东西之前必须先问我 gets its guard, tidy (the scripted model) proposes merging it into an
// older red line, the user accepts; then a headless turn (no one to answer) running `rm -rf build`
// is still refused, quoting the merged red line, and the folder survives. Before the fix the
// guard stayed behind with the merged-away red line and the call ran unasked.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { createTestHome, runScriptedTurn, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, slash } from '../helpers/web-rpc.js'

const suite = useHostSuite()
const DELETE = '删东西之前必须先问我'
const FORCE = 'Never force-push to shared branches'
const MERGED = 'Ask before deleting files or force-pushing'

async function api(path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${suite.web!.url}/dsh-mirror/api/${path}`, body === undefined
    ? {}
    : { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: await res.json() }
}

test('accept a guard, accept a tidy merge of its red line into another: a crossing call is still held', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const url = suite.web.url
  const session = await createSession(url)
  // The older red line is the one tidy keeps (same hits, created first); the guarded one goes.
  await slash(url, session, `/remember 红线: ${FORCE}`)
  expect((await slash(url, session, `/remember 红线: ${DELETE}`)).text).toContain('已提议为这条红线加守卫（删除文件）')
  const guardProposal = (await api('proposals')).body.proposals.find((p: any) => p.kind === 'guard' && p.target?.text === DELETE)
  expect((await api(`proposals/${guardProposal.id}/accept`, {})).status).toBe(200)

  suite.model.tidyReply = (input) => {
    const id = (text: string) => input.judgments.find((j) => j.text === text)!.id
    return JSON.stringify({ merge: [{ ids: [id(DELETE), id(FORCE)], text: MERGED, kind: 'redline', reason: 'Both ask before destroying work.' }], contradict: [], forget: [] })
  }
  expect((await slash(url, session, '/memory tidy')).text).toContain(`→ “${MERGED}”`)
  const merge = (await api('proposals')).body.proposals.find((p: any) => p.kind === 'merge')
  expect(merge.pair.map((r: { text: string }) => r.text)).toEqual([FORCE, DELETE])
  expect((await api(`proposals/${merge.id}/accept`, {})).status).toBe(200)
  const view = (await api('judgments')).body
  expect(view.judgments.map((j: { text: string }) => j.text)).toEqual([MERGED])
  await suite.web.stop()
  suite.web = undefined

  mkdirSync(join(suite.home, 'build'))
  writeFileSync(join(suite.home, 'build', 'out.js'), 'built\n')
  const turn = await runScriptedTurn(suite.model, suite.home, 'clean up the build output', [
    { name: 'bash', arguments: { command: 'rm -rf build', description: 'Remove the build folder' } },
  ])
  expect(turn.toolResults[0]).toContain(`Error: refused: it crosses the user's red line "${MERGED}" (matched: rm -rf build), and no one can approve it here`)
  expect(existsSync(join(suite.home, 'build', 'out.js'))).toBe(true)
})
