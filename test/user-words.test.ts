// A confirmation never loses the user's words: the real reason over a placeholder, the stored
// wording and language over a restatement (which goes to the evidence with its quote), a red line
// never demoted; the card says "第 2 次确认 / Confirmed (2nd time)" and "changed" only when the
// meaning changed. Over the real store in the in-process host; the e2e and browser suites drive the
// same through the real host.
import { describe, expect, it } from 'vitest'
import { confirmWording, sameAcrossLanguages } from '../src/core/confirmation.js'
import { isPlaceholderReason, REMEMBER_REASON } from '../src/core/reasons.js'
import { cardText } from '../src/tools/cards.js'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()

interface ApiJudgment { id: string; text: string; kind: string; reason: string; hits: number; evidence: Array<{ source: string; quote?: string; reason?: string; sessionId?: string; wording?: string }> }
const judgments = async () => (await (await host!.request('/dsh-mirror/api/judgments')).json() as { judgments: ApiJudgment[] }).judgments

/** The plugin's commands, through a stand-in registry (the real host's is in test/e2e/commands.test.ts). */
const start = () => startWithCommands(host)

describe('confirmWording', () => {
  const stored = { text: '图片一律上 R2，不要再往 picx 加图', kind: 'workflow' as const, reason: '用户在整理博客图床时说的' }
  it('keeps the user\'s wording and language over a restatement in another language, even one the model named with replaces', () => {
    const said = { text: 'Images go to R2, never to picx', kind: 'workflow' as const, reason: 'The user said so.' }
    expect(confirmWording(stored, said, { newer: true, explicit: true })).toEqual({ ...stored, meaning: 'same', restated: true })
    expect(sameAcrossLanguages(stored.text, said.text)).toBe(true)
  })
  it('takes a change of mind: other names across languages with replaces, other words in the same language', () => {
    const s3 = { text: 'Images go to S3 from now on', kind: 'workflow' as const, reason: 'The user moved off R2.' }
    expect(confirmWording(stored, s3, { newer: true, explicit: true })).toMatchObject({ text: s3.text, reason: s3.reason, meaning: 'changed' })
    const zh = { text: '图片一律上 S3，不要再往 picx 加图', kind: 'workflow' as const, reason: '用户换了图床' }
    expect(confirmWording(stored, zh, { newer: true, explicit: false })).toMatchObject({ text: zh.text, meaning: 'changed' })
    // An older statement (an import of an earlier export) never overrides.
    expect(confirmWording(stored, zh, { newer: false, explicit: false })).toMatchObject({ text: stored.text, meaning: 'same' })
  })
  it('keeps a real reason over a placeholder', () => {
    const redline = { text: '任何删除操作前都要先确认', kind: 'redline' as const, reason: '用户明确说任何删除操作前都要先确认，误删过一次生产数据' }
    const again = { text: '任何删除操作前都要先确认。', kind: 'redline' as const, reason: REMEMBER_REASON.zh }
    expect(confirmWording(redline, again, { newer: true, explicit: false })).toEqual({ ...redline, meaning: 'same', restated: true })
    // The other way round: a placeholder stored first gives way to the first real reason.
    expect(confirmWording(again, redline, { newer: true, explicit: false })).toMatchObject({ reason: redline.reason, meaning: 'same' })
    expect(isPlaceholderReason(REMEMBER_REASON.en)).toBe(true)
    expect(isPlaceholderReason(redline.reason)).toBe(false)
  })
})

describe('a confirmation in the store', () => {
  it('/remember (no kind typed) of a red line stored with a real reason: still a red line, the reason stays, the card says 第 2 次确认', async () => {
    const slash = await start()
    const reason = '用户明确说任何删除操作前都要先确认，误删过一次生产数据'
    expect((await host!.call('mirror_remember', { text: '任何删除操作前都要先确认', kind: 'redline', reason })).isError).toBe(false)
    const answer = await slash('/remember 任何删除操作前都要先确认', { session: { id: 'session-9', header: { id: 'session-9' } } })
    expect(answer.text.split('\n')[0]).toBe('第 2 次确认（红线）：任何删除操作前都要先确认')
    const [j] = await judgments()
    expect(j).toMatchObject({ text: '任何删除操作前都要先确认', kind: 'redline', reason, hits: 2 })
    // The /remember occasion quotes what was said and where, and does not repeat the source as a reason.
    expect(j!.evidence.at(-1)).toEqual({ at: expect.any(Number), source: 'user', quote: '任何删除操作前都要先确认', sessionId: 'session-9' })
  })

  it('an English restatement keeps the user\'s Chinese text; the restatement is in the trail and on the card', async () => {
    const slash = await start()
    await slash('/remember 做事方式: 图片一律上 R2，不要再往 picx 加图')
    const [stored] = await judgments()
    const r = await host!.call('mirror_remember', { text: 'Images go to R2, never to picx', kind: 'workflow', reason: 'The user restated it in English.', replaces: stored!.id })
    expect(r.isError).toBe(false)
    const [j] = await judgments()
    expect(j).toMatchObject({ id: stored!.id, text: '图片一律上 R2，不要再往 picx 加图', hits: 2, reason: 'The user restated it in English.' })
    expect(j!.evidence).toHaveLength(2)
    expect(j!.evidence[1]).toMatchObject({ source: 'tool', wording: 'Images go to R2, never to picx' })
    const card = cardText('mirror_remember', { args: {}, isError: false, text: '', meta: { outcome: 'confirmed', id: j!.id, kind: 'workflow', text: j!.text, hits: 2, total: 1, restated: 'Images go to R2, never to picx' } }, 'en')!
    expect(card.title).toBe('Confirmed (2nd time, Way of working): 图片一律上 R2，不要再往 picx 加图')
    expect(card.lines[0]).toBe('Said this time as “Images go to R2, never to picx”: kept under “Which times”; your original wording stays.')
  })

  it('"changed" only when the meaning changed', async () => {
    const slash = await start()
    await slash('/remember 原则: 先给结论再给理由')
    const same = await slash('/remember 原则：先给结论，再给理由')
    expect(same.text.split('\n')[0]).toBe('第 2 次确认（原则）：先给结论再给理由')
    expect(same.text).toContain('这次的说法：「先给结论，再给理由」')
    const changed = await host!.call('mirror_remember', { text: '先给理由再给结论', kind: 'principle', reason: '用户改了主意', replaces: (await judgments())[0]!.id })
    expect(changed.text).toMatch(/^Updated/)
    expect((await judgments())[0]!.text).toBe('先给理由再给结论')
    const card = cardText('mirror_remember', { args: {}, isError: false, text: '', meta: { outcome: 'updated', id: 'j_1', kind: 'principle', text: '先给理由再给结论', hits: 3, total: 1, previousText: '先给结论再给理由' } }, 'zh')!
    expect(card.title).toBe('已更新（原则）：先给理由再给结论')
  })
})
