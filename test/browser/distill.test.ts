// The tab's "从过往会话中提炼 / Distill from past sessions" in the real host and Chromium: headless
// sessions plus a two-message web session (so one message follows an assistant reply), estimate →
// start → summary, the distilled proposals with their quotes and dates, zh and en, 1280 and 360 px.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { runScriptedTurn } from '../helpers/dsh.js'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice, screenshotWhole, typeInComposer } from '../helpers/web-page.js'
import { scriptedDistill, SESSIONS } from '../fixtures/distill-sessions.js'

const { model, host, chromium } = useMemoryHost({
  seed: async (home, model) => {
    for (const session of [SESSIONS[0]!, SESSIONS[1]!, SESSIONS[13]!, SESSIONS[16]!]) await runScriptedTurn(model, home, session.prompt)
  },
})

const send = typeInComposer

async function openConversation(page: Page, messages: string[]) {
  await page.goto(host.url)
  await dismissNotice(page, /继续|Continue/)
  for (const [i, message] of messages.entries()) {
    await send(page, message)
    await expect.poll(() => page.getByText('Nothing to do.').count()).toBe(i + 1)
  }
}

const screenshot = (page: Page, name: string) => screenshotWhole(page, join(SHOTS, `${name}.png`))
async function distillInTab(page: Page, labels: { tab: string; open: string; estimate: RegExp; start: string }) {
  await page.getByRole('tab', { name: labels.tab }).click()
  await page.locator('[data-dum-view="memory"]').waitFor()
  // In the header's "more" menu now (layout change); the item keeps its name.
  await page.locator('[data-dum-view="memory"] [data-action="more"]').click()
  await page.getByRole('button', { name: labels.open }).click()
  await page.locator('[data-action="distill-estimate"]').click()
  const estimate = page.locator('[data-role="distill-estimate"]')
  await estimate.waitFor()
  expect(await estimate.innerText()).toMatch(labels.estimate)
  await page.getByRole('button', { name: labels.start }).click()
  const summary = page.locator('[data-role="distill-summary"]')
  await summary.waitFor()
  expect(await summary.getAttribute('data-status')).toBe('done')
  return summary
}

test('zh: the estimate, a run from the tab, and the proposals with the words they rest on', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  // A real two-message conversation: the second message answers the assistant's first reply.
  await openConversation(page, ['先看看这个仓库', '删东西之前先问我，别直接 rm。'])
  model.distillReply = (input) => scriptedDistill(input)
  const before = model.distillRequests().length
  const summary = await distillInTab(page, { tab: '记忆', open: '从过往会话中提炼', estimate: /将读取 5 个会话中的 6 条你的消息，约 \d+ 个输入 token，分 1 次请求/, start: '开始提炼' })
  expect(await summary.innerText()).toMatch(/提炼完成：\d+ 条新提议/)

  // What the model got: the web session's second message with the end of the reply it answered.
  const sent = model.distillRequests().slice(before)
  expect(sent).toHaveLength(1)
  const web = sent[0]!.input.sessions.find((s) => s.m.includes('先看看这个仓库'))!
  expect(web.m).toEqual(['先看看这个仓库', '删东西之前先问我，别直接 rm。'])
  expect(web.ctx, JSON.stringify(sent[0]!.input)).toEqual({ 1: 'Nothing to do.' })

  const panel = page.locator('[data-role="proposals"]')
  await panel.waitFor()
  const deleting = panel.locator('[data-proposal]', { hasText: '删除任何东西之前先问我' })
  await deleting.locator('[data-role="proposal-evidence"] summary').click()
  const quotes = deleting.locator('[data-role="proposal-evidence"] li')
  // The headless session and the web session said it; polled, as the run gathers the second quote
  // into the proposal after the first, and a refresh of the tab in between shows one.
  await expect.poll(() => quotes.count()).toBe(2)
  await screenshot(page, 'distill-zh-1280')
  await page.setViewportSize({ width: 360, height: 800 })
  await screenshot(page, 'distill-zh-360')
  await page.close()
})

test('en: a second run reads only what is new, and the orb works while it runs', async () => {
  const page = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  await openConversation(page, ['Never force-push to a shared branch.'])
  let release!: () => void
  const held = new Promise<void>((resolve) => { release = resolve })
  model.distillReply = async (input) => {
    await held
    return scriptedDistill(input)
  }
  await page.getByRole('tab', { name: 'Memory' }).click()
  await page.locator('[data-dum-view="memory"] [data-action="more"]').click()
  await page.getByRole('button', { name: 'Distill from past sessions' }).click()
  await page.locator('[data-action="distill-estimate"]').click()
  expect(await page.locator('[data-role="distill-estimate"]').innerText()).toMatch(/Reads 1 of your messages in 1 session, about \d+ input tokens, in 1 request to your model\./)
  await page.getByRole('button', { name: 'Start distilling' }).click()
  await page.locator('[data-role="distill-progress"]').waitFor()
  await expect.poll(() => page.locator('.dum-orb-mount > [data-state]').getAttribute('data-state')).toBe('working')
  await screenshot(page, 'distill-en-1280-running')
  release()
  const summary = page.locator('[data-role="distill-summary"]')
  await summary.waitFor()
  expect(await summary.innerText()).toMatch(/^Distill done: \d+ new proposals?(, \d+ added evidence to existing ones)?; accept or reject each under “Waiting for your OK”\./)
  await screenshot(page, 'distill-en-1280')
  await page.setViewportSize({ width: 360, height: 800 })
  await screenshot(page, 'distill-en-360')
  await page.close()
})

test('the slash command: /memory distill estimates and starts from the chat, then reports its status', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  await openConversation(page, ['Prefer small pull requests over big ones.'])
  model.distillReply = (input) => scriptedDistill(input)
  const before = model.distillRequests().length
  await send(page, '/memory distill 最多 20')
  await page.getByText(/将读取 1 个会话中的 1 条你的消息，约 \d+ 个输入 token，分 1 次请求发给你的模型/).first().waitFor()
  await expect.poll(() => model.distillRequests().length).toBe(before + 1)
  expect(model.distillRequests().at(-1)!.input.sessions.flatMap((s) => s.m)).toEqual(['Prefer small pull requests over big ones.'])
  await send(page, '/memory distill status')
  // The page is Chinese: the answer is too, whatever was typed.
  await page.getByText(/提炼完成：1 条新提议；到「记忆」标签页逐条接受或拒绝。/).first().waitFor()
  await page.screenshot({ path: join(SHOTS, 'distill-command-zh-1280.png') })
  await page.close()
})

// The dock asks after each /memory command in its conversation, then every second while the run goes.
const DOCK_POLL = { timeout: 30_000 }

test('the slash command: its conversation shows the progress above the composer, then the summary (done, stopped, failed)', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  await openConversation(page, ['Always run the linter before you say you are done.'])
  const dock = page.locator('[data-role="distill-dock"]')
  let release!: () => void
  let held = new Promise<void>((resolve) => { release = resolve })
  model.distillReply = async (input) => {
    await held
    return scriptedDistill(input)
  }
  // Running: progress with Stop, in the conversation that typed the command.
  await send(page, '/memory 提炼')
  await page.getByText(/将读取 \d+ 个会话中的 \d+ 条你的消息/).first().waitFor()
  await expect.poll(() => dock.getAttribute('data-status'), DOCK_POLL).toBe('running')
  expect(await dock.innerText()).toMatch(/正在提炼：0 \/ \d+ 个会话/)
  await screenshot(page, 'distill-dock-zh-1280-running')
  // Done: the summary, the way to review, and it stays until dismissed.
  release()
  await expect.poll(() => dock.getAttribute('data-status'), DOCK_POLL).toBe('done')
  expect(await dock.innerText()).toMatch(/提炼完成：\d+ 条新提议(，\d+ 次补充了已有提议的证据)?；到「记忆」标签页逐条接受或拒绝。/)
  await screenshot(page, 'distill-dock-zh-1280-done')
  await dock.locator('[data-action="open-memory-tab"]').click()
  await page.locator('[data-dum-view="memory"]').waitFor()
  expect(await page.locator('[data-role="proposals"]').innerText()).toContain('Run the linter before saying the work is done')
  await page.getByRole('tab', { name: '对话' }).click()
  await dock.locator('[data-action="dismiss"]').click()
  await expect.poll(() => dock.count(), DOCK_POLL).toBe(0)

  // Stopped from the chat: the dock says so.
  await send(page, 'Prefer small pull requests over big ones.')
  await expect.poll(() => page.getByText('Nothing to do.').count()).toBe(2)
  held = new Promise<void>((resolve) => { release = resolve })
  await send(page, '/memory 提炼')
  await expect.poll(() => dock.getAttribute('data-status'), DOCK_POLL).toBe('running')
  await send(page, '/memory 提炼 停止')
  // The held reply is let go only once the server has taken the stop (its answer is in the chat):
  // released earlier, the one batch could finish first and the run would end "done", not stopped.
  await page.getByText('正在停止提炼（当前请求结束后停下）。').first().waitFor()
  release()
  await expect.poll(() => dock.getAttribute('data-status'), DOCK_POLL).toBe('cancelled')
  expect(await dock.innerText()).toContain('提炼已停止；已完成批次的提议都保留了')

  // A model error: the run stops and the dock says why, in the page's language.
  model.distillReply = () => ({ status: 401, message: 'Authentication Fails (invalid api key)' })
  await send(page, '/memory 提炼')
  await expect.poll(() => dock.getAttribute('data-status'), DOCK_POLL).toBe('failed')
  expect(await dock.innerText()).toContain('提炼失败：你的模型服务拒绝了请求（HTTP 401，检查 API key）。')
  expect(await dock.getAttribute('data-failed')).toBe('true')
  await screenshot(page, 'distill-dock-zh-1280-failed')
  await page.setViewportSize({ width: 360, height: 800 })
  await screenshot(page, 'distill-dock-zh-360-failed')
  await page.close()
})
