// A catalogue guard checks the action, never where or when: for "Don't delete files outside the
// repo" it asks before `rm -rf build` inside the repo too. Such a guard is still offered, but what it
// says must be true: the proposal (tab and /remember) says it is wider than the red line, and the
// approval prompt and the model's refusal say "may cross", not "crosses" (walk13).
import * as approvalService from '@deepseek-ai/dsh-user-approval'
import { describe, expect, test } from 'vitest'
import { catalogueFor, widerThan } from '../src/core/guard/index.js'
import { registerStandInBash } from './helpers/stand-in-bash.js'
import { startWithCommands, type Slash } from './helpers/slash-commands.js'
import { useTestHost, waitFor } from './helpers/test-host.js'

describe('widerThan: the red line limits the action to a place, a time or a branch the entry does not check', () => {
  test.each([
    ['Don\'t delete files outside the repo', ['delete-files']],
    ['Never force-push to main', ['force-push']],
    ['不要删除仓库以外的文件', ['delete-files']],
    ['周五不要用 git push --force', ['force-push']],
    ['Never use sudo on the production server', ['sudo']],
  ])('%s → wider', (text, entries) => {
    expect(catalogueFor(text)).toEqual(expect.arrayContaining(entries))
    expect(widerThan(text, catalogueFor(text))).toEqual(expect.arrayContaining(entries))
  })
  test.each([
    '删东西之前必须先问我',
    'Never push to main',
    '不要直接推 main',
    'Never force-push',
    'Ask before running anything with sudo',
    'Never run rm -rf without asking me first',
  ])('%s → exact', (text) => {
    expect(catalogueFor(text).length).toBeGreaterThan(0)
    expect(widerThan(text, catalogueFor(text))).toEqual([])
  })
})

const host = useTestHost()
type Outcome = 'allowed-once' | 'rejected'
let slash: Slash | undefined
const command = (name: string, rawInput: string) => slash!(`/${name}${rawInput}`)

async function start(answer: Outcome, asked: string[]) {
  let ran: ReturnType<typeof registerStandInBash> | undefined
  slash = await startWithCommands(host, {}, {
    before: async () => {
      const ctx = host.ctx as unknown as { plugin(p: unknown, c?: unknown): unknown; on(name: string, fn: (...args: any[]) => unknown): () => void; tools: { register(d: unknown): () => void } }
      ctx.plugin((approvalService as { default: unknown }).default, {})
      await waitFor(() => (host.ctx as unknown as { approval?: unknown }).approval !== undefined, 'approval service')
      ctx.on('approval/request', async (req: { reason?: string }) => {
        asked.push(req.reason ?? '')
        return answer
      })
      ran = registerStandInBash(ctx)
    },
  })
  return ran!
}

const api = async <T>(path: string, body?: unknown): Promise<T> => {
  const res = await host.request(`/dsh-mirror/api${path}`, body === undefined ? {} : { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, ...(await res.json()) } as T
}

let seq = 0
async function bash(command: string) {
  const agent = { session: { id: 'sess-w', header: {}, events: [{ type: 'turn/start' }] as unknown[], append(type: string, data: unknown) { this.events.push({ type, data }) } } }
  const ctx = host.ctx as unknown as { tools: { execute(e: unknown): Promise<{ isError?: boolean; content: Array<{ text?: string }> }> } }
  const result = await ctx.tools.execute({ callId: `call_w${++seq}`, name: 'bash', arguments: { command, description: 'test' }, signal: new AbortController().signal, agent })
  return result.content.map((b) => b.text ?? '').join('\n')
}

/** Remember the red line and accept the catalogue guard it is offered. */
async function guarded(text: string, kind = 'redline') {
  expect((await host.call('mirror_remember', { text, kind, reason: 'the user said it' })).isError).toBe(false)
  let id: string | undefined
  await waitFor(async () => Boolean(id = (await api<{ proposals: Array<{ id: string; kind: string }> }>('/judgments')).proposals.find((p) => p.kind === 'guard')?.id), 'the guard proposal')
  expect((await api<{ status: number }>(`/proposals/${id}/accept`, {})).status).toBe(200)
}

test('a wider guard asks with "may cross" and says why; the model is not told the call crosses the red line', async () => {
  const asked: string[] = []
  const ran = await start('rejected', asked)
  const RED = 'Don\'t delete files outside the repo'
  await guarded(RED)
  const result = await bash('rm -rf build')
  expect(ran).toEqual([])
  expect(asked).toEqual([`This may cross your red line “${RED}” (rm -rf build): its guard asks before every call of the kind “Delete files”, which is wider than the red line's words. Allow it once?`])
  expect(result).toBe(`Error: the user rejected this call in the approval prompt: it may cross the user's red line "${RED}" (matched: rm -rf build; the guard covers every call of this kind, which is wider than the red line's words). Nothing ran. Do not retry it or work around it with another command; if it is still needed, ask the user in the conversation.`)
})

test('zh: 不要删除仓库以外的文件 → 「可能越过」, and /remember says the proposal is wider', async () => {
  const asked: string[] = []
  await start('rejected', asked)
  const RED = '不要删除仓库以外的文件'
  const answer = await command('remember', ` 红线: ${RED}`)
  expect(answer.text).toContain('已提议为这条红线加守卫（删除文件）')
  expect(answer.text).toContain('它比红线宽：每次删除文件前都会问，不只是红线说的那些。')
  const id = (await api<{ proposals: Array<{ id: string; kind: string }> }>('/judgments')).proposals.find((p) => p.kind === 'guard')!.id
  expect((await api<{ status: number }>(`/proposals/${id}/accept`, {})).status).toBe(200)
  await bash('rm -rf build')
  expect(asked).toEqual([`这一步可能越过你的红线「${RED}」（rm -rf build）：这个守卫在每次「删除文件」前都会问你，比红线的话宽。允许这一次吗？`])
})

test('the approval prompt speaks the language the page reports, not the red line\'s (walk13)', async () => {
  const asked: string[] = []
  await start('rejected', asked)
  const RED = 'Never run rm -rf without asking me first'
  await guarded(RED)
  // The tab reports the page's language (as it does on load and on every switch).
  expect((await host.request('/dsh-mirror/api/ui-language', { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ lang: 'zh' }) })).status).toBe(200)
  await bash('rm -rf build')
  expect(asked.at(-1)).toBe(`这一步越过了你的红线「${RED}」（rm -rf build）。允许这一次吗？`)
  await host.request('/dsh-mirror/api/ui-language', { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ lang: 'en' }) })
  await bash('rm -rf build')
  expect(asked.at(-1)).toBe(`This crosses your red line “${RED}” (rm -rf build). Allow it once?`)
})
