// Red lines that hold where no one can answer (#20): a headless turn (the way a cron job runs DSH)
// with the guard of 删东西之前必须先问我 refuses the bash call `rm -rf build` — the folder survives,
// the model's next request carries the refusal naming the red line, and the occasion is in the red
// line's trail. A `run_code` program calling the same command is caught the same way (Code Mode
// sub-calls run the same pipeline). `guardMode: warn` (a cron user's other choice) lets it run,
// records it and tells the model.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, runScriptedTurn, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, slash } from '../helpers/web-rpc.js'

const suite = useHostSuite()
const RED_LINE = '删东西之前必须先问我'

const trailOf = () => {
  const judgments = Object.values(readStorage<{ judgments: Record<string, Judgment> }>(suite.home, 'dsh_user_mirror')!.tables.judgments)
  return judgments.find((j) => j.text === RED_LINE)!.evidence!
}

/** The user states the red line with /remember in the web host and accepts the guard it proposes. */
async function guardedHome(keepWeb = false) {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const url = suite.web.url
  const session = await createSession(url)
  const answer = await slash(url, session, `/remember 红线: ${RED_LINE}`)
  expect(answer.text).toContain('已提议为这条红线加守卫（删除文件）')
  expect((await slash(url, session, '/memory')).text).toContain(`为红线加守卫「${RED_LINE}」`)
  const view = await (await fetch(`${url}/dsh-mirror/api/judgments`)).json() as { proposals: Array<{ id: string; kind: string; target?: { text: string } }> }
  const proposal = view.proposals.find((p) => p.kind === 'guard')!
  expect(proposal.target?.text).toBe(RED_LINE)
  const accepted = await fetch(`${url}/dsh-mirror/api/proposals/${proposal.id}/accept`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: '{}' })
  expect(accepted.status).toBe(200)
  if (!keepWeb) {
    await suite.web.stop()
    suite.web = undefined
  }
  // The headless turn runs in the home: the bash tool's working directory.
  mkdirSync(join(suite.home, 'build'))
  writeFileSync(join(suite.home, 'build', 'out.js'), 'built\n')
}

test('a headless turn refuses the guarded call: the folder survives and the model is told which red line', async () => {
  // The web UI stays open meanwhile (the cron job and the person share one home).
  await guardedHome(true)
  const turn = await runScriptedTurn(suite.model, suite.home, 'clean up the build output', [
    { name: 'bash', arguments: { command: 'rm -rf build', description: 'Remove the build folder' } },
  ])
  expect(existsSync(join(suite.home, 'build', 'out.js'))).toBe(true)
  expect(turn.toolResults[0]).toBe(`Error: refused: it crosses the user's red line "${RED_LINE}" (matched: rm -rf build), and no one can approve it here (this session has no approval prompt, e.g. a headless or scheduled run). Nothing ran. Do not retry it or work around it with another command; if it is still needed, tell the user what you wanted to run and why.`)
  expect(trailOf().filter((e) => e.occasion === 'guard')).toEqual([expect.objectContaining({ source: 'guard', call: 'rm -rf build', outcome: 'refused' })])
  // The open tab learns of it from the other process's write, without a restart.
  const held = async () => ((await (await fetch(`${suite.web!.url}/dsh-mirror/api/judgments`)).json()) as { judgments: Array<{ text: string; held: number }> }).judgments.find((j) => j.text === RED_LINE)?.held
  await expect.poll(held).toBe(1)
  // A command no catalogue entry covers runs as before.
  const other = await runScriptedTurn(suite.model, suite.home, 'list it', [{ name: 'bash', arguments: { command: 'ls build', description: 'List the build folder' } }])
  expect(other.toolResults[0]).toContain('out.js')
})

test('a run_code program calling the same command is caught: its sub-call is refused and the folder survives', async () => {
  await guardedHome()
  // The headless profile mounts a code runtime; its tools row only needs the mode.
  const codeMode = `- id: tools
  config:
    mode: code
`
  const program = `
let refused = ''
try {
  await tools.bash({ command: 'rm -rf build', description: 'Remove the build folder' })
} catch (error) {
  refused = error.toolName + ': ' + error.message
}
return refused
`
  const turn = await runScriptedTurn(suite.model, suite.home, 'clean up with code', [
    { name: 'run_code', arguments: { code: program, description: 'Remove the build folder' } },
  ], { extraPatch: codeMode })
  expect(turn.requests[0]!.toolNames).toEqual(['run_code'])
  expect(turn.toolResults[0]).toContain(`bash: refused: it crosses the user's red line "${RED_LINE}" (matched: rm -rf build)`)
  expect(existsSync(join(suite.home, 'build', 'out.js'))).toBe(true)
  expect(trailOf().filter((e) => e.occasion === 'guard').map((e) => e.outcome)).toEqual(['refused'])
})

test('guardMode: warn (set in the headless profile only) lets the call run, records it, and tells the model', async () => {
  await guardedHome()
  const warn = `- id: dsh-user-mirror
  config:
    guardMode: warn
`
  const turn = await runScriptedTurn(suite.model, suite.home, 'clean up the build output', [
    { name: 'bash', arguments: { command: 'rm -rf build', description: 'Remove the build folder' } },
  ], { extraPatch: warn })
  expect(existsSync(join(suite.home, 'build'))).toBe(false)
  expect(turn.toolResults[0]).toContain(`Note (dsh-user-mirror): this call crossed the user's red line "${RED_LINE}" (matched: rm -rf build). Its guard is set to warn, so it ran`)
  expect(trailOf().filter((e) => e.occasion === 'guard')).toEqual([expect.objectContaining({ call: 'rm -rf build', outcome: 'warned' })])
})
