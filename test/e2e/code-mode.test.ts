// Code Mode: with the shipped `code` agent preset the model sees only `run_code` and a generated
// SDK; a program calling `tools.mirror_remember(...)` / `tools.mirror_forget(...)` stores and
// forgets through the plugin, the next session's first request carries the judgment, and a refused call comes back
// to the program as a ToolCallError.
import { expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { createTestHome, readStorage, startWebHost, useHostSuite } from '../helpers/dsh.js'
import { createSession, promptTurn } from '../helpers/web-rpc.js'

const suite = useHostSuite()
const stored = () => Object.values(readStorage<{ judgments: Record<string, Judgment> }>(suite.home, 'dsh_user_mirror')?.tables.judgments ?? {})

const PROGRAM = `
const remembered = await tools.mirror_remember({ text: 'Never push straight to main', kind: 'redline', reason: 'Said in a Code Mode turn.' })
let refused = ''
try {
  await tools.mirror_remember({ text: 'x', kind: 'taste', reason: 'too short on purpose' })
} catch (error) {
  refused = (error instanceof ToolCallError ? 'ToolCallError' : String(error?.name)) + ' ' + error.toolName + ': ' + error.message
}
const second = await tools.mirror_remember({ text: 'Explain trade-offs before recommending a library', kind: 'principle', reason: 'Said in review.' })
const forgotten = await tools.mirror_forget({ text: 'Explain trade-offs before recommending a library', reason: 'The user took it back.' })
return { outcome: remembered.outcome, kind: remembered.judgment.kind, refused, second: second.outcome, forgotten: forgotten.outcome }
`

test('run_code calls the memory tools through the generated SDK: stored, injected next request, errors as ToolCallError', async () => {
  suite.home = createTestHome()
  suite.web = await startWebHost({ dshHome: suite.home, env: suite.model.env() })
  const session = await createSession(suite.web.url, 'code')

  suite.model.script({ name: 'run_code', arguments: { code: PROGRAM, description: 'Remember what the user said' } })
  // The user states both rules and takes the second back, so the writes are grounded in their words (#15).
  const turn = await promptTurn(suite.web.url, session, suite.model, 'Never push straight to main. Explain trade-offs before recommending a library; no, forget that one, it no longer holds.')
  const first = turn[0]!
  // Code Mode: the model is offered run_code only, and the SDK in the prompt declares the tools.
  expect(first.toolNames).toEqual(['run_code'])
  expect(first.systemPrompt).toMatch(/mirror_remember/)
  expect(first.systemPrompt).toMatch(/mirror_forget/)

  const result = turn.find((r) => r.kind === 'final')!.toolResults[0]!.content
  const value = JSON.parse(result) as Record<string, string>
  expect(value).toMatchObject({ outcome: 'created', kind: 'redline', second: 'created', forgotten: 'forgotten' })
  expect(value.refused).toMatch(/^ToolCallError mirror_remember: .*text is too short/)

  expect(stored().map((j) => [j.kind, j.text])).toEqual([['redline', 'Never push straight to main']])
  // The next session's first request carries it (a running session keeps its pinned prompt, #13).
  const [next] = await promptTurn(suite.web.url, await createSession(suite.web.url, 'code'), suite.model, 'next')
  expect(next!.systemPrompt).toContain('- [redline] Never push straight to main')
})
