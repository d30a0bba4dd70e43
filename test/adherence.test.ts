// Ignored judgments become visible (#20): a user message that restates a stored judgment as a
// correction records one violation in its trail, with the user's words; a cue about something else
// ("again, please") or the rule stated for the first time records none; twice ignored offers the
// remedy. Driven through the host's own `session/event` feed (what the session service emits on
// every append); the real web turn is in test/browser/guard.test.ts.
import { describe, expect, test } from 'vitest'
import { correctedJudgment, correctionCue } from '../src/core/correction.js'
import { userText } from '../src/adherence/watch.js'
import type { Judgment } from '../src/core/judgment.js'
import { useTestHost, waitFor } from './helpers/test-host.js'

describe('what counts as a correction', () => {
  const judgments = [
    { text: '删东西之前必须先问我' },
    { text: 'Commit messages in English, imperative mood' },
    { text: '图片一律上 R2，不要再往 picx 加图' },
  ]
  const hit = (message: string) => correctedJudgment(message, judgments)?.judgment.text

  test('a cue and the topic of a stored judgment, in zh and en', () => {
    expect(hit('我不是说了删东西之前要先问我吗')).toBe('删东西之前必须先问我')
    expect(hit('说过多少次了，删东西之前先问我')).toBe('删东西之前必须先问我')
    expect(hit('I told you to ask before deleting')).toBe('删东西之前必须先问我')
    expect(hit('怎么又往 picx 加图了')).toBe('图片一律上 R2，不要再往 picx 加图')
    expect(hit('you forgot: commit messages in English!')).toBe('Commit messages in English, imperative mood')
  })

  test('a cue about something else, a plain "again", or the rule said the first time: none', () => {
    expect(hit('again, please')).toBeUndefined()
    expect(hit('Run the tests again, please')).toBeUndefined()
    expect(hit('again, please: commit messages in English')).toBeUndefined()
    expect(hit('删东西之前必须先问我')).toBeUndefined()
    expect(hit('I told you the meeting is at 3')).toBeUndefined()
    expect(correctionCue('又来了一个新需求')).toBe('又来了')
    expect(hit('又来了一个新需求')).toBeUndefined()
  })

  test('only the user\'s own messages in a top-level session are read', () => {
    const session = { id: 's1', header: {} }
    const message = (source: unknown, text = 'hi') => ({ type: 'user/message', seq: 4, data: { content: [{ type: 'text', text }], source } })
    expect(userText(session, message({ kind: 'user' }))).toEqual({ text: 'hi', sessionId: 's1', seq: 4 })
    expect(userText(session, message({ kind: 'plugin', plugin: 'x' }))).toBeUndefined()
    expect(userText({ id: 's2', header: { delegationDepth: 1 } }, message({ kind: 'user' }))).toBeUndefined()
    expect(userText(session, { type: 'assistant/message', data: {} })).toBeUndefined()
    expect(userText(session, null)).toBeUndefined()
  })
})

describe('violations in the trail', () => {
  const host = useTestHost()
  type View = { judgments: Array<Judgment & { ignored: number; remedy?: string }>; proposals: Array<{ kind: string; why: string }> }
  const view = async () => await (await host.request('/dsh-mirror/api/judgments')).json() as View
  let seq = 0
  const say = (text: string, sessionId = 'sess-7') => (host.ctx as unknown as { emit(name: string, ...args: unknown[]): void })
    .emit('session/event', { id: sessionId, header: {} }, { type: 'user/message', seq: ++seq, data: { content: [{ type: 'text', text }], source: { kind: 'user' } } })

  test('one violation per correcting message, with the user\'s words; "again, please" records none; twice ignored → remedy', async () => {
    await host.start()
    await host.call('mirror_remember', { text: '删东西之前必须先问我', kind: 'redline', reason: '用户说的' })
    await host.call('mirror_remember', { text: 'Commit messages in English, imperative mood', kind: 'taste', reason: 'review' })
    const find = async (text: string) => (await view()).judgments.find((j) => j.text === text)!

    say('again, please')
    say('我不是说了删东西之前要先问我吗')
    // Messages are looked at in order: once the correction is in, "again, please" was looked at too.
    await waitFor(async () => (await find('删东西之前必须先问我')).ignored === 1, 'the violation')
    const red = await find('删东西之前必须先问我')
    expect(red.evidence!.filter((e) => e.occasion === 'violation')).toEqual([
      { at: expect.any(Number), source: 'user', occasion: 'violation', quote: '我不是说了删东西之前要先问我吗', sessionId: 'sess-7', seq: 2 },
    ])
    expect(red.hits).toBe(1)
    expect((await find('Commit messages in English, imperative mood')).ignored).toBe(0)
    expect(red.remedy).toBeUndefined()

    say('说过多少次了，删东西之前先问我')
    await waitFor(async () => (await find('删东西之前必须先问我')).ignored === 2, 'the second violation')
    // Ignored twice, no guard yet, and the catalogue covers it: the remedy is a guard.
    expect((await find('删东西之前必须先问我')).remedy).toBe('guard')
    expect((await view()).proposals.filter((p) => p.kind === 'guard')).toHaveLength(1)

    say('you forgot: commit messages in English!')
    say('I told you: commit messages in English')
    await waitFor(async () => (await find('Commit messages in English, imperative mood')).ignored === 2, 'the taste ignored twice')
    expect((await find('Commit messages in English, imperative mood')).remedy).toBe('reword')
  })
})
