// A rule about this repository goes where workspaces keep rules: a real headless turn in a project
// folder whose model remembers "In this repo, …" gets a `workspace` proposal for that project's
// AGENTS.md, not a judgment for every session; nothing is written until the user accepts it; once
// accepted, DSH's own loader puts the line into the next turn in that workspace, and a turn in
// another folder does not get it.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import type { Proposal } from '../../src/core/proposal.js'
import { createTestHome, readStorage, runScriptedTurn, startWebHost, useHostSuite } from '../helpers/dsh.js'

const suite = useHostSuite()
const project = mkdtempSync(join(tmpdir(), 'dum-project-'))
afterAll(() => rmSync(project, { recursive: true, force: true }))
const RULE = 'In this repo, run pnpm test before every commit'

test('"in this repo …" from the model → a workspace proposal for that AGENTS.md; written only on yes; then loaded there only', async () => {
  mkdirSync(join(project, '.git'))
  suite.home = createTestHome()
  const turn = await runScriptedTurn(suite.model, suite.home, 'In this repo, run pnpm test before every commit.', [
    { name: 'mirror_remember', arguments: { text: RULE, kind: 'workflow', reason: 'The user said it about this repository.' } },
  ], { cwd: project })
  expect(turn.toolResults[0]).toContain(`is about this workspace, so it is offered to the user as a line for ${join(project, 'AGENTS.md')}`)
  const file = readStorage<{ judgments: Record<string, unknown>; proposals: Record<string, Proposal> }>(suite.home, 'dsh_user_mirror')!
  expect(file.tables.judgments ?? {}).toEqual({})
  const [proposal] = Object.values(file.tables.proposals)
  expect(proposal).toMatchObject({ kind: 'workspace', status: 'pending', workspace: join(project, 'AGENTS.md'), judgment: { text: RULE } })
  expect(existsSync(join(project, 'AGENTS.md'))).toBe(false)

  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const res = await fetch(`${suite.web.url}/dsh-mirror/api/proposals/${proposal!.id}/accept`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: '{}' })
  expect(await res.json()).toMatchObject({ outcome: 'accepted', detail: `written to ${join(project, 'AGENTS.md')}` })
  await suite.web.stop()
  suite.web = undefined
  expect(readFileSync(join(project, 'AGENTS.md'), 'utf8')).toBe(`- ${RULE}\n`)

  // DSH's loader reads it in that workspace; the judgments section never had it.
  const there = await runScriptedTurn(suite.model, suite.home, 'hello', [], { cwd: project })
  expect(JSON.stringify(there.requests[0]!.body.messages)).toContain(RULE)
  expect(there.firstPrompt).not.toContain(RULE)
  const elsewhere = await runScriptedTurn(suite.model, suite.home, 'hello')
  expect(JSON.stringify(elsewhere.requests[0]!.body.messages)).not.toContain(RULE)
})
