// A held write said again in the user's words, in the real host with the scripted model (issue 19,
// session 23): the model's paraphrase adds a word the user never typed ("React") and waits; the tool
// result names the word and offers to say it again in the user's words; the model does, the new write
// goes live on the user's words, and the earlier one is withdrawn (gone from the queue, no "no" kept
// in the user's name). A write held for what it changes gets no such offer, and a grounded write on
// another message of the user's withdraws nothing.
import { afterEach, describe, expect, test } from 'vitest'
import { createTestHome, removeTestHome, runScriptedTurn } from '../helpers/dsh.js'
import { mirrorTables, remember } from '../helpers/e2e-tables.js'
import { useFakeModel } from '../helpers/scripted-model.js'

const model = useFakeModel()
let home: string
afterEach(() => {
  model.clearScript()
  removeTestHome(home)
})

const { judgments, proposals } = mirrorTables(() => home)

const SAID = 'haha ok yeah I personally hate redux boilerplate, I\'d rather just use context or zustand for small stuff like this'
const ADDS = 'For small UI state like this, prefer React context or Zustand over Redux'
const THEIRS = 'Prefer context or zustand over redux for small stuff'

describe('a held write said again in the user\'s words', () => {
  test('the model is told which words to leave out; said again without them, it is live and the held one is withdrawn', async () => {
    home = createTestHome()
    const turn = await runScriptedTurn(model, home, SAID, [
      remember(ADDS, 'taste', 'the user prefers light state tools'),
      remember(THEIRS, 'taste', 'the user said it'),
    ])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “For small UI state like this, prefer React context or Zustand over Redux” is waiting for the user's OK \(close to what the user said .*, but it adds “React”, which they did not say\)/)
    expect(turn.toolResults[0]).toContain('If the user\'s words already say it without “React”, call mirror_remember again with it in their words; that write is checked the same way, and this one is then withdrawn.')
    const held = /Proposal (p_\S+)\./.exec(turn.toolResults[0]!)![1]
    expect(turn.toolResults[1]).toMatch(/^Stored j_\S+ \[taste\] “Prefer context or zustand over redux for small stuff”/)
    expect(turn.toolResults[1]).toContain(`Withdrew ${held} “${ADDS}”, the earlier wording that waited for the user's OK: this one, in their words, stands in its place.`)
    expect(judgments().map((j) => j.text)).toEqual([THEIRS])
    // Withdrawn, not rejected: nothing is kept that would refuse the same words later.
    expect(proposals()).toEqual([])
  })

  test('a write held for what it changes gets no offer; a grounded write from another message withdraws nothing', async () => {
    home = createTestHome()
    const first = await runScriptedTurn(model, home, 'Please do not run commands with sudo unless I say so.', [
      remember('Run every command with sudo', 'workflow', 'the user mentioned sudo'),
    ])
    expect(first.toolResults[0]).toMatch(/^Not done yet: /)
    expect(first.toolResults[0]).not.toContain('call mirror_remember again')
    const second = await runScriptedTurn(model, home, SAID, [remember(ADDS, 'taste', 'the user prefers light state tools')])
    expect(second.toolResults[0]).toMatch(/^Not done yet: /)
    const third = await runScriptedTurn(model, home, 'From now on: never push straight to main.', [remember('Never push straight to main', 'redline', 'said it')])
    expect(third.toolResults[0]).toMatch(/^Stored j_\S+ \[redline\]/)
    expect(third.toolResults[0]).not.toContain('Withdrew')
    expect(proposals().filter((p) => p.kind === 'add').map((p) => p.judgment?.text).sort()).toEqual([ADDS, 'Run every command with sudo'].sort())
  })
})
