// The second reading of grounding by the user's own model (config `modelReading`), in the real host
// with the scripted model on loopback answering the reading requests as a model would. What the
// reading may change: it holds a write the words-level check lets through, and it lets through a
// write the words found close but adding words, when it quotes the user's own words. It never lets
// through a write with no words of the user on its topic, and a failed reading leaves the words'
// verdict. The request carries only the user's messages and the sentence.
import { afterEach, describe, expect, test } from 'vitest'
import { groundIn } from '../../src/core/ground.js'
import { READING_MARKER as SOURCE_MARKER } from '../../src/model/ground-reading.js'
import { createTestHome, removeTestHome, runScriptedTurn } from '../helpers/dsh.js'
import { READING_MARKER } from '../helpers/fake-model.js'
import { mirrorTables, remember } from '../helpers/e2e-tables.js'
import { useFakeModel } from '../helpers/scripted-model.js'

const HEADING = '# How this user thinks (remembered judgments)'

const model = useFakeModel()
let home: string
afterEach(() => {
  model.clearScript()
  removeTestHome(home)
})

const { judgments, proposals: allProposals } = mirrorTables(() => home)
const proposals = () => allProposals().filter((p) => p.kind !== 'guard')

// Another value the words-level check lets through (our own sentences; the seventh set's if / when pair
// that stood here is held by the words since keyword-mention.ts).
const SAID_ROOT = 'For true singletons just use an object declaration'
const WRITE_ROUTE = 'Use companion objects for true singletons'
// A faithful paraphrase the words-level check holds as adding "List", "statements".
// A paraphrase the words hold for one added word (the earlier SELECT pair is live by the words alone now).
const SAID_PHP = 'Use strict typing: declare(strict_types=1);'
const WRITE_PHP = 'Start PHP files with declare(strict_types=1) for strict typing'

describe('the user\'s model reads a write against the user\'s words', () => {
  test('the scripted model tells the reading request by the plugin\'s own instruction', () => {
    expect(READING_MARKER).toBe(SOURCE_MARKER)
  })

  test('a write the words let through but the reading says differs waits, saying what it changes; the request carried only the user\'s words and the sentence', async () => {
    expect(groundIn(WRITE_ROUTE, [{ text: SAID_ROOT }]).grounded).toBe(true)
    home = createTestHome()
    model.readingReply = () => JSON.stringify({ verdict: 'differs', quote: '', differs: 'companion objects, where you said an object declaration.' })
    const turn = await runScriptedTurn(model, home, `Remember: ${SAID_ROOT}.`, [remember(WRITE_ROUTE, 'principle', 'said while writing CI')])
    expect(turn.toolResults[0]).toMatch(/^Not done yet: Remembering “Use companion objects for true singletons” is waiting for the user's OK \(close to what the user said \(“[^”]*For true singletons just use an object declaration\.?”\), but the user's model, reading their words again in a separate call, says it is not what they said: “companion objects, where you said an object declaration”\)/)
    expect(judgments()).toEqual([])
    expect(proposals()).toEqual([expect.objectContaining({ kind: 'add', why: 'ungrounded', closeTo: expect.objectContaining({ blocked: 'reread', note: 'companion objects, where you said an object declaration' }) })])
    const reading = model.readingRequests().at(-1)
    expect(reading!.input).toEqual({ messages: [`Remember: ${SAID_ROOT}.`], sentence: WRITE_ROUTE, kind: 'principle' })
    // Nothing of the conversation but the user's words: no system prompt of the turn, no tool result.
    expect(reading!.systemPrompt.startsWith(READING_MARKER)).toBe(true)
    expect(reading!.body.messages.map((m) => m.role)).toEqual(['system', 'user'])
    expect(reading!.body.tools ?? []).toEqual([])
  })

  test('a paraphrase the words hold goes live when the reading quotes the user\'s words, and its trail says so', async () => {
    const words = groundIn(WRITE_PHP, [{ text: SAID_PHP }])
    expect(words).toMatchObject({ grounded: false, blocked: 'adds' })
    home = createTestHome()
    model.readingReply = () => JSON.stringify({ verdict: 'same', quote: ' use strict typing ' })
    const turn = await runScriptedTurn(model, home, `${SAID_PHP} Please.`, [remember(WRITE_PHP, 'principle', 'said while reviewing a file')])
    expect(turn.toolResults[0]).toMatch(/^Stored j_\S+ \[principle\] “Start PHP files with declare\(strict_types=1\) for strict typing”/)
    const [j] = judgments()
    expect(j!.evidence).toEqual([expect.objectContaining({ source: 'tool', reading: 'found', quote: 'use strict typing', sessionId: expect.stringMatching(/^session-/), seq: expect.any(Number) })])
    expect((await runScriptedTurn(model, home, 'hi')).firstPrompt).toContain(`- [principle] ${WRITE_PHP}`)
  })

  test('a "same" whose quote is not the user\'s words changes nothing: the paraphrase waits as the words said', async () => {
    home = createTestHome()
    model.readingReply = () => JSON.stringify({ verdict: 'same', quote: 'Start PHP files with declare' })
    const turn = await runScriptedTurn(model, home, SAID_PHP, [remember(WRITE_PHP, 'principle', 'said while reviewing a file')])
    expect(turn.toolResults[0]).toMatch(/waiting for the user's OK \(close to what the user said \(“Use strict typing: declare\(strict_types=1\);?”\), but it adds “PHP”/)
    expect(judgments()).toEqual([])
    expect(proposals()).toEqual([expect.objectContaining({ closeTo: expect.objectContaining({ blocked: 'adds' }) })])
  })

  test('a write with no words of the user on its topic is never read: it waits, whatever the model would say', async () => {
    home = createTestHome()
    model.readingReply = () => JSON.stringify({ verdict: 'same', quote: 'Summarize the README for me.' })
    const before = model.readingRequests().length
    const turn = await runScriptedTurn(model, home, 'Summarize the README for me.', [remember('Run every command with sudo', 'workflow', 'the README says so')])
    expect(turn.toolResults[0]).toMatch(/waiting for the user's OK \(no words of the user in this conversation back it\)/)
    expect(model.readingRequests()).toHaveLength(before)
    expect(judgments()).toEqual([])
  })

  test('the reading agrees: live, and the trail says the user\'s model read it the same', async () => {
    home = createTestHome()
    model.readingReply = (input) => JSON.stringify({ verdict: 'same', quote: input.messages[0] })
    await runScriptedTurn(model, home, 'From now on: never push straight to main.', [remember('Never push straight to main', 'redline', 'said while releasing')])
    expect(judgments()[0]!.evidence).toEqual([expect.objectContaining({ reading: 'confirmed', quote: 'From now on: never push straight to main.' })])
  })

  test('a failed reading (HTTP 500, an answer that is not JSON) leaves the words\' verdict, and the write is live', async () => {
    home = createTestHome()
    let asked = 0
    model.readingReply = () => asked++ === 0 ? { status: 500, message: 'overloaded' } : 'I think so, yes.'
    const turn = await runScriptedTurn(model, home, 'From now on: never push straight to main. 以后周五不要上线。', [
      remember('Never push straight to main', 'redline', 'said while releasing'),
      remember('Never deploy on Fridays', 'redline', 'said in Chinese'),
    ])
    expect(asked).toBeGreaterThanOrEqual(2)
    expect(judgments().map((j) => j.text).sort()).toEqual(['Never deploy on Fridays', 'Never push straight to main'])
    expect(judgments().every((j) => j.evidence![0]!.reading === undefined)).toBe(true)
    // The model and the card are told the reading did not come, and why.
    const said = turn.toolResults.join('\n')
    expect(said).toContain('The user\'s model was asked to read it against their words and could not (the request failed); the word check decided alone.')
    expect(said).toContain('The user\'s model was asked to read it against their words and could not (its answer was not a reading); the word check decided alone.')
    expect((await runScriptedTurn(model, home, 'hi')).firstPrompt).toContain(HEADING)
  })

  test('modelReading: false (or confirm: never) makes no reading request: the words decide alone', async () => {
    home = createTestHome()
    model.readingReply = () => JSON.stringify({ verdict: 'differs', differs: 'not what you said' })
    const before = model.readingRequests().length
    const off = '- id: dsh-user-mirror\n  config:\n    modelReading: false\n'
    await runScriptedTurn(model, home, `${SAID_ROOT}.`, [remember(WRITE_ROUTE, 'principle', 'said it')], { extraPatch: off })
    expect(model.readingRequests()).toHaveLength(before)
    expect(judgments().map((j) => j.text)).toEqual([WRITE_ROUTE])
    removeTestHome(home)
    home = createTestHome()
    const never = '- id: dsh-user-mirror\n  config:\n    confirm: never\n'
    await runScriptedTurn(model, home, 'Summarize the README for me.', [remember('Run every command with sudo', 'workflow', 'the README says so')], { extraPatch: never })
    expect(model.readingRequests()).toHaveLength(before)
    expect(judgments().map((j) => j.text)).toEqual(['Run every command with sudo'])
  })

  test('two rules the matcher would merge stay two when the reading says they are different rules; a restatement still merges', async () => {
    home = createTestHome()
    // Two rules of one file the matcher merges (a false merge of the corpus tune slice).
    const GLOBAL = 'When creating a service, always make methods async'
    const PURE = 'Use proper async/await'
    model.readingReply = (input) => JSON.stringify({ verdict: 'same', quote: input.messages.at(-1), ...(input.stored ? { stored: 'different' } : {}) })
    await runScriptedTurn(model, home, `${GLOBAL}.`, [remember(GLOBAL, 'taste', 'said while reviewing')])
    const turn = await runScriptedTurn(model, home, `${PURE}.`, [remember(PURE, 'taste', 'said while reviewing')])
    const first = judgments().find((j) => j.text === GLOBAL)!
    expect(model.readingRequests().at(-1)!.input).toMatchObject({ sentence: PURE, stored: GLOBAL })
    expect(turn.toolResults[0]).toMatch(/^Stored j_\S+ \[taste\] “Use proper async\/await”/)
    expect(turn.toolResults[0]).toContain(`Not merged into ${first.id} “${GLOBAL}”: the user's model reads the two as different rules, so both are kept. If they are one rule, call mirror_remember again with replaces=${first.id}.`)
    expect(judgments().map((j) => j.text).sort()).toEqual([GLOBAL, PURE].sort())
    const prompt = (await runScriptedTurn(model, home, 'hi')).firstPrompt
    expect(prompt).toContain(`- [taste] ${GLOBAL}`)
    expect(prompt).toContain(`- [taste] ${PURE}`)

    // The reading says the next one restates the stored rule: it merges, as the matcher decided.
    model.readingReply = (input) => JSON.stringify({ verdict: 'same', quote: input.messages.at(-1), ...(input.stored ? { stored: 'restates' } : {}) })
    const again = await runScriptedTurn(model, home, 'Use proper async/await, please.', [remember('Use proper async/await', 'taste', 'said again')])
    expect(again.toolResults[0]).not.toContain('Not merged into')
    expect(judgments()).toHaveLength(2)
  })

  test('a near candidate the matcher only listed is read with the write: read as the same rule said again, they merge; otherwise both stay', async () => {
    home = createTestHome()
    const FIRST = 'Use UPPER_CASE for constants'
    const AGAIN = 'Use ALL_CAPS for constants and macros'
    model.readingReply = (input) => JSON.stringify({ verdict: 'same', quote: input.messages.at(-1), ...(input.stored ? { stored: 'restates' } : {}) })
    await runScriptedTurn(model, home, `${FIRST}.`, [remember(FIRST, 'taste', 'said while reviewing')])
    const turn = await runScriptedTurn(model, home, `${AGAIN}.`, [remember(AGAIN, 'taste', 'said while reviewing')])
    expect(model.readingRequests().at(-1)!.input).toMatchObject({ sentence: AGAIN, stored: FIRST })
    const [only] = judgments()
    expect(judgments()).toHaveLength(1)
    expect(only!.hits).toBe(2)
    expect(turn.toolResults[0]).toContain(`Merged into ${only!.id}: the user's model reads it as “${FIRST}” said again (the word match had only found it close).`)

    // Read as another rule (or with no reading), the near one stays apart, as the matcher left it.
    removeTestHome(home)
    home = createTestHome()
    model.readingReply = (input) => JSON.stringify({ verdict: 'same', quote: input.messages.at(-1), ...(input.stored ? { stored: 'different' } : {}) })
    await runScriptedTurn(model, home, `${FIRST}.`, [remember(FIRST, 'taste', 'said while reviewing')])
    const apart = await runScriptedTurn(model, home, `${AGAIN}.`, [remember(AGAIN, 'taste', 'said while reviewing')])
    expect(judgments().map((j) => j.text).sort()).toEqual([AGAIN, FIRST].sort())
    expect(apart.toolResults[0]).not.toContain('Merged into')
  })
})
