import { describe, expect, it } from 'vitest'
import { changeOfMind } from '../src/core/change-of-mind.js'
import { rememberMeta } from '../src/tools/card-meta.js'
import { cardLines, cardText } from '../src/tools/cards.js'
import { useTestHost } from './helpers/test-host.js'

// Issue 19: a newer statement with another value on the same subject (yarn → pnpm) replaces the
// older one, and everything a person reads says so; a red line is not replaced this way without
// the user's OK; two siblings (CORS / Docker setup) are two rules.

const host = useTestHost()
const start = async (config = {}) => {
  await host.start(config)
  return host
}
const remember = (text: string, kind = 'principle') => host.call('mirror_remember', { text, kind, reason: 'the user said so in review' })
const judgments = async () => ((await (await host.request('/dsh-mirror/api/judgments')).json()) as { judgments: { text: string; kind: string }[] }).judgments
const card = (value: unknown, lang: 'zh' | 'en', text: string) =>
  cardLines(cardText('mirror_remember', { args: { text }, isError: false, text: '', meta: rememberMeta(value as never) }, lang)!).join('\n')

describe('a change of mind', () => {
  it('names the two outcomes that count: another value, the opposite; not a restatement or another rule', () => {
    expect(changeOfMind('Always use pnpm', 'Always use yarn')).toMatchObject({ kind: 'value', changed: [{ from: ['yarn'], to: ['pnpm'] }] })
    expect(changeOfMind('缩进用 4 个空格', '缩进用 2 个空格')?.kind).toBe('value')
    expect(changeOfMind('Run every command with sudo', 'Please do not run commands with sudo unless I say so')?.kind).toBe('inverted')
    expect(changeOfMind('Always use pnpm', 'Always use pnpm')).toBeUndefined()
    expect(changeOfMind('Commit messages under 50 characters', 'Commit messages should be short, under 50 characters')).toBeUndefined()
  })

  it('replaces `Always use yarn` with `Always use pnpm` and says so in the tool result, the card (zh, en) and the history', async () => {
    await start()
    await remember('Always use yarn')
    const r = await remember('Always use pnpm')
    expect(r.isError).toBe(false)
    expect(r.text).toContain('“Always use pnpm” replaces “Always use yarn”')
    expect(r.text).toContain('a change of mind')
    expect(card(r.value, 'en', 'Always use pnpm')).toContain('“Always use pnpm” replaces “Always use yarn”')
    expect(card(r.value, 'zh', 'Always use pnpm')).toContain('取代了「Always use yarn」')
    expect((await judgments()).map((j) => j.text)).toEqual(['Always use pnpm'])
    const { entries } = await (await host.request('/dsh-mirror/api/history')).json() as { entries: { replacedBy?: string; change?: string; judgment: { text: string } }[] }
    expect(entries).toEqual([expect.objectContaining({ replacedBy: 'Always use pnpm', change: 'value', judgment: expect.objectContaining({ text: 'Always use yarn' }) })])
  })

  it('a plain restatement is an ordinary update: no "replaces"', async () => {
    await start()
    await remember('图片一律上 R2，不要再往 picx 加图', 'workflow')
    const r = await remember('图片走 R2，picx 不再接受新图', 'workflow')
    expect(r.text).toContain('Updated')
    expect(r.text).not.toContain('replaces')
    const { entries } = await (await host.request('/dsh-mirror/api/history')).json() as { entries: { change?: string }[] }
    expect(entries[0]!.change).toBeUndefined()
  })

  it('never replaces a red line with another value or its opposite without the user: it waits as a proposal, even with confirm: never', async () => {
    await start()
    await remember('Never run commands with sudo', 'redline')
    const r = await remember('Always run commands with sudo', 'redline')
    expect(r.text).toContain('Not done yet')
    expect(r.text).toContain('red lines')
    expect((await judgments()).map((j) => j.text)).toEqual(['Never run commands with sudo'])
    const zh = card(r.value, 'zh', 'Always run commands with sudo')
    expect(zh).toContain('会取代你的红线「Never run commands with sudo」')
    const state = await (await host.request('/dsh-mirror/api/judgments')).json() as { proposals: { why: string; kind: string; target?: { text: string } }[] }
    // The guard feature proposes a guard for the kept red line too; the change of mind is the one update.
    expect(state.proposals.filter((p) => p.kind !== 'guard')).toEqual([expect.objectContaining({ why: 'changes-redline', kind: 'update' })])
    expect(state.proposals.filter((p) => p.kind === 'guard').map((p) => p.target?.text)).toEqual(['Never run commands with sudo'])
  })

  it('keeps two siblings of one template (`Use proper CORS setup`, `Use proper Docker setup`) as two rules', async () => {
    await start()
    await remember('Use proper CORS setup')
    const r = await remember('Use proper Docker setup')
    expect(r.text).toMatch(/^Stored /)
    expect((await judgments()).map((j) => j.text).sort()).toEqual(['Use proper CORS setup', 'Use proper Docker setup'])
  })
})
