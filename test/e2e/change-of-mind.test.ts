// Issue 19 in the real host, with the scripted model: the user changing their mind (yarn → pnpm)
// replaces the rule and the tool result says so; two siblings of one template are both kept; a red
// line changed to its opposite waits for the user's OK.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import type { HistoryEntry } from '../../src/core/judgment.js'
import type { Proposal } from '../../src/core/proposal.js'
import { createTestHome, readStorage, removeTestHome, runScriptedTurn } from '../helpers/dsh.js'
import { startFakeModel, type FakeModel } from '../helpers/fake-model.js'

type Tables = { judgments: Record<string, Judgment>; history?: Record<string, HistoryEntry>; proposals?: Record<string, Proposal> }

let model: FakeModel
let home: string
beforeAll(async () => { model = await startFakeModel() })
afterAll(async () => { await model?.close() })
afterEach(() => {
  model.clearScript()
  removeTestHome(home)
})

const stored = () => readStorage<Tables>(home, 'dsh_user_mirror')
const texts = () => Object.values(stored()?.tables.judgments ?? {}).map((j) => j.text).sort()
const remember = (text: string, kind = 'workflow') => ({ name: 'mirror_remember', arguments: { text, kind, reason: 'the user said it' } })

describe('a change of mind in the real host', () => {
  test('`Always use yarn`, then the user says `Always use pnpm`: one rule, and the tool result says it replaces the yarn one', async () => {
    home = createTestHome()
    const first = await runScriptedTurn(model, home, 'Always use yarn.', [remember('Always use yarn')])
    expect(first.toolResults[0]).toMatch(/^Stored j_\S+ \[workflow\] “Always use yarn”/)
    const second = await runScriptedTurn(model, home, 'I changed my mind: always use pnpm.', [remember('Always use pnpm')])
    expect(second.toolResults[0]).toMatch(/^Replaced j_\S+: “Always use pnpm” replaces “Always use yarn” \(another value on the same subject: a change of mind/)
    expect(texts()).toEqual(['Always use pnpm'])
    expect(Object.values(stored()!.tables.history ?? {})).toEqual([expect.objectContaining({ cause: 'overwritten', replacedBy: 'Always use pnpm', judgment: expect.objectContaining({ text: 'Always use yarn' }) })])
    // The next session's prompt carries only the newer rule.
    const next = await runScriptedTurn(model, home, 'hi')
    expect(next.firstPrompt).toContain('Always use pnpm')
    expect(next.firstPrompt).not.toContain('Always use yarn')
  })

  test('two siblings, `Use proper CORS setup` and `Use proper Docker setup`, are both kept', async () => {
    home = createTestHome()
    await runScriptedTurn(model, home, 'Use proper CORS setup.', [remember('Use proper CORS setup', 'principle')])
    const second = await runScriptedTurn(model, home, 'Use proper Docker setup.', [remember('Use proper Docker setup', 'principle')])
    expect(second.toolResults[0]).toMatch(/^Stored j_\S+ \[principle\] “Use proper Docker setup” \(2 stored\)\./)
    expect(second.toolResults[0]).toContain('Close but not merged: ')
    expect(texts()).toEqual(['Use proper CORS setup', 'Use proper Docker setup'])
  })

  test('a red line changed to its opposite waits for the user, even when the user said it', async () => {
    home = createTestHome()
    await runScriptedTurn(model, home, 'Never run commands with sudo.', [remember('Never run commands with sudo', 'redline')])
    const flipped = await runScriptedTurn(model, home, 'Always run commands with sudo.', [remember('Always run commands with sudo', 'redline')])
    expect(flipped.toolResults[0]).toMatch(/^Not done yet: Changing j_\S+ “Never run commands with sudo” to “Always run commands with sudo” is waiting for the user's OK \(it would replace one of the user's red lines/)
    expect(texts()).toEqual(['Never run commands with sudo'])
    // The guard feature proposes a guard for the kept red line too; the change of mind is the one update.
    const proposals = Object.values(stored()!.tables.proposals ?? {}) as { kind: string; target?: { text: string } }[]
    expect(proposals.filter((p) => p.kind !== 'guard')).toEqual([expect.objectContaining({ kind: 'update', why: 'changes-redline', status: 'pending' })])
    expect(proposals.filter((p) => p.kind === 'guard').map((p) => p.target?.text)).toEqual(['Never run commands with sudo'])
  })
})
