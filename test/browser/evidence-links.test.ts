// "Which times", each linking to its session (#9 item 7), in the real host and Chromium: real
// sessions made by real turns (scripted model), a live judgment whose trail names its session,
// pending tool writes and distilled proposals with their evidence. Clicking an entry opens that
// session through the host's own sessions service and the chat shows its messages; an entry whose
// session is gone says so instead of linking. Also the proposals panel's screenshots (zh/en,
// 1280/360 px) that #9 and #15 ask for.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { readStorage, runScriptedTurn } from '../helpers/dsh.js'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { screenshotWhole, shownText, withMemoryTab } from '../helpers/web-page.js'
import { scriptedDistill, SESSIONS } from '../fixtures/distill-sessions.js'

const FORCE_PUSH = SESSIONS[13]!.prompt // 'Never force-push to a shared branch.'
const RULE = 'Never force-push to a shared branch'
const GONE = 'session-that-was-deleted'

interface Stored { judgments: Record<string, { text: string; evidence: { sessionId?: string; source: string }[] }>; proposals: Record<string, { status: string; kind: string; evidence: { sessionId?: string }[] }> }

let ruleSession: string

const suite = useMemoryHost({
  seed: async (home, model) => {
    // A live judgment: the user said it, the model remembered it (grounded), in its own session.
    await runScriptedTurn(model, home, FORCE_PUSH, [{ name: 'mirror_remember', arguments: { text: RULE, kind: 'redline', reason: 'The user protects shared history.' } }])
    // A pending tool write with the user's words behind it (`always` holds every write).
    await runScriptedTurn(model, home, SESSIONS[8]!.prompt, [{ name: 'mirror_remember', arguments: { text: 'Commit messages in English', kind: 'taste', reason: 'The user asked for it while committing.' } }], { extraPatch: '- id: dsh-user-mirror\n  config:\n    confirm: always\n' })
    // A pending tool write with no words of the user behind it.
    await runScriptedTurn(model, home, 'Please tidy up this repository.', [{ name: 'mirror_remember', arguments: { text: 'Use tabs for indentation everywhere', kind: 'taste', reason: 'Seen in a style guide.' } }])
    // Sessions a distill run reads.
    for (const session of [SESSIONS[0]!, SESSIONS[4]!, SESSIONS[1]!]) await runScriptedTurn(model, home, session.prompt)

    // The judgment's trail: its session, plus an occasion from a session that no longer exists.
    const file = join(home, 'storages', 'dsh_user_mirror.json')
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { tables: Stored }
    const judgment = Object.values(stored.tables.judgments).find((j) => j.text === RULE)!
    ruleSession = judgment.evidence[0]!.sessionId!
    expect(ruleSession).toBeTruthy()
    judgment.evidence.unshift({ at: Date.now() - 40 * 86_400_000, source: 'tool', sessionId: GONE, quote: 'no force-push, please' } as never)
    writeFileSync(file, JSON.stringify(stored, null, 2))
  },
  ready: async (host, model) => {
    model.distillReply = (input) => scriptedDistill(input)
    const started = await fetch(`${host.url}/dsh-mirror/api/distill/start`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'content-type': 'application/json' }, body: '{}' })
    expect(started.status).toBe(202)
    let status = 'running'
    for (let i = 0; i < 300 && status === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      status = (await (await fetch(`${host.url}/dsh-mirror/api/distill`)).json() as { progress: { status: string } }).progress.status
    }
    expect(status).toBe('done')
  },
})
const { host, chromium } = suite

async function openMemoryTab(page: Page, tab: string, hello: string) {
  // A conversation of its own, in the same workspace as the headless turns.
  await withMemoryTab(page, host.url, { tab, hello })
  await page.locator('[data-role="proposals"]').waitFor()
}

/** The panel alone at full resolution (a whole 360 px page is too tall to read): the page grown to fit first. */
async function screenshotPanel(page: Page, name: string) {
  const viewport = page.viewportSize()!
  await page.setViewportSize({ width: viewport.width, height: 4000 })
  await page.waitForTimeout(200)
  await page.locator('[data-role="proposals"]').screenshot({ path: join(SHOTS, `${name}.png`) })
  await page.setViewportSize(viewport)
}

test('zh: a trail entry opens the session it came from; a gone session says so', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  await openMemoryTab(page, '记忆', '你好')

  // The proposals panel: distilled proposals (each quote with its session) and pending tool writes.
  const panel = page.locator('[data-role="proposals"]')
  const commits = panel.locator('[data-proposal]', { hasText: 'Commit messages in English' })
  expect(await commits.locator('[data-role="proposal-from"]').innerText()).toContain('你说过：“Commit messages in English, please.”')
  expect(await commits.locator('[data-role="session-link"]').first().getAttribute('data-session-state')).toBe('open')
  const deleting = panel.locator('[data-proposal]', { hasText: '删除任何东西之前先问我' })
  await deleting.locator('[data-role="proposal-evidence"] summary').click()
  const quotes = deleting.locator('[data-role="proposal-evidence"] li')
  await expect.poll(() => quotes.count()).toBe(2)
  for (const quote of await quotes.all()) expect(await quote.locator('[data-role="session-link"]').getAttribute('data-session-state')).toBe('open')
  // A distilled confirmation of a stored judgment with the same words reads "confirms", without "X → X".
  const confirms = panel.locator('[data-proposal-kind="update"]', { hasText: RULE })
  expect(await confirms.locator('.dum-pending-old').count()).toBe(0)
  await screenshotWhole(page, join(SHOTS, 'proposals-zh-1280.png'))
  await page.setViewportSize({ width: 360, height: 800 })
  await screenshotWhole(page, join(SHOTS, 'proposals-zh-360.png'))
  await screenshotPanel(page, 'proposals-zh-360-panel')
  await page.setViewportSize({ width: 1280, height: 900 })

  // The live judgment's trail: the session it was said in is a link, the gone one is a note.
  const row = page.locator('[data-judgment-id]').filter({ hasText: RULE })
  await row.locator('.dum-item-text').click()
  await row.locator('[data-action="which-times"]').click()
  const trail = row.locator('[data-role="evidence"] li')
  const gone = trail.filter({ has: page.locator(`[data-session="${GONE}"]`) })
  expect(await gone.locator('[data-role="session-link"]').getAttribute('data-session-state')).toBe('missing')
  expect(await shownText(gone)).toContain('那次会话已不在这里')
  expect(await gone.locator('button').count()).toBe(0)
  const link = trail.locator(`[data-role="session-link"][data-session="${ruleSession}"]`)
  expect(await link.getAttribute('data-session-state')).toBe('open')
  expect(await link.getAttribute('aria-label')).toMatch(/^打开会话：/)
  await screenshotWhole(page, join(SHOTS, 'evidence-links-zh-1280.png'))

  // Click: the host's UI shows that session (its chat, with the user's message), not this one.
  const chat = page.locator('[data-conversation-scroll]')
  expect(await chat.getByText(FORCE_PUSH, { exact: true }).count()).toBe(0)
  await link.click()
  await chat.getByText(FORCE_PUSH, { exact: true }).first().waitFor()
  expect(await page.getByRole('tab', { selected: true }).innerText()).not.toBe('记忆')
  expect(await chat.getByText('你好', { exact: true }).count()).toBe(0)
  await screenshotWhole(page, join(SHOTS, 'evidence-links-zh-1280-opened.png'))
  await page.close()
})

test('en: a distilled quote opens its session from the proposals panel', async () => {
  const page = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  await openMemoryTab(page, 'Memory', 'Hello there')
  const panel = page.locator('[data-role="proposals"]')
  // No untranslated chrome (the quotes and distilled texts may be Chinese: the user said them so).
  const chrome = await panel.innerText()
  for (const zh of ['接受', '拒绝', '你说过', '依据你', '打开', '等待你确认', '在「', '品味', '红线']) expect(chrome).not.toContain(zh)
  const answers = panel.locator('[data-proposal]', { hasText: '回答先给结论再展开细节' })
  await answers.locator('[data-role="proposal-evidence"] summary').click()
  await screenshotWhole(page, join(SHOTS, 'proposals-en-1280.png'))
  await page.setViewportSize({ width: 360, height: 800 })
  await screenshotWhole(page, join(SHOTS, 'proposals-en-360.png'))
  await screenshotPanel(page, 'proposals-en-360-panel')
  await page.setViewportSize({ width: 1280, height: 900 })

  const link = answers.locator('[data-role="proposal-evidence"] [data-role="session-link"]')
  expect(await link.getAttribute('data-session-state')).toBe('open')
  expect(await link.getAttribute('aria-label')).toMatch(/^Open the conversation: /)
  const chat = page.locator('[data-conversation-scroll]')
  await link.click()
  await chat.getByText(SESSIONS[1]!.prompt, { exact: true }).first().waitFor()
  expect(await chat.getByText('Hello there', { exact: true }).count()).toBe(0)
  // Nothing was decided by opening a session: the proposals are all still waiting.
  const stored = readStorage<Stored>(suite.home, 'dsh_user_mirror')!
  expect(Object.values(stored.tables.proposals).every((p) => p.status === 'pending')).toBe(true)
  await page.close()
})

test('zh: accept, edit then accept, and reject in the panel; the accepted keep their trail with its sessions', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  await openMemoryTab(page, '记忆', '开始')
  const panel = page.locator('[data-role="proposals"]')
  // The judgment proposals only: accepting the red line makes the plugin propose its guard a moment
  // later (src/guards/propose.ts), an item quoting the same words, so a count by text could stay 1.
  const item = (text: string) => panel.locator('[data-proposal]:not([data-proposal-kind="guard"])', { hasText: text })

  await item('删除任何东西之前先问我').locator('[data-action="accept"]').click()
  await expect.poll(() => item('删除任何东西之前先问我').count()).toBe(0)
  // …and its guard is proposed (the item that made a count by text alone stay at 1).
  await panel.locator('[data-proposal-kind="guard"]', { hasText: '删除任何东西之前先问我' }).waitFor()
  // Rejecting the guard says so of the guard, not "已接受/已拒绝「<red line>」" as if of the red line (walk15).
  await panel.locator('[data-proposal-kind="guard"]', { hasText: '删除任何东西之前先问我' }).locator('[data-action="reject"]').click()
  await expect.poll(() => shownText(page.locator('[data-notice="info"] .dum-notice-text'))).toBe('没有给「删除任何东西之前先问我」加守卫，红线本身不变。')
  await item('回答先给结论再展开细节').locator('[data-action="edit"]').click()
  await item('回答先给结论再展开细节').locator('textarea').fill('先给结论，再展开细节')
  await item('回答先给结论再展开细节').locator('[data-action="save-accept"]').click()
  await expect.poll(() => item('回答先给结论再展开细节').count()).toBe(0)
  await item('Use tabs for indentation everywhere').locator('[data-action="reject"]').click()
  await expect.poll(() => item('Use tabs for indentation everywhere').count()).toBe(0)

  const stored = readStorage<Stored>(suite.home, 'dsh_user_mirror')!
  const texts = Object.values(stored.tables.judgments).map((j) => j.text)
  expect(texts).toEqual(expect.arrayContaining([RULE, '删除任何东西之前先问我', '先给结论，再展开细节']))
  expect(texts).not.toContain('回答先给结论再展开细节')
  expect(texts).not.toContain('Use tabs for indentation everywhere')
  // The rejected write, and the red line's guard rejected above.
  expect(Object.values(stored.tables.proposals).filter((p) => p.status === 'rejected').map((p) => p.kind).sort()).toEqual(['add', 'guard'])

  // The accepted one's trail in the portrait: both sessions it was said in, each a link, then the OK.
  const row = page.locator('[data-judgment-id]').filter({ hasText: '删除任何东西之前先问我' })
  await row.locator('.dum-item-text').click()
  await row.locator('[data-action="which-times"]').click()
  const links = row.locator('[data-role="evidence"] [data-role="session-link"]')
  await expect.poll(() => links.count()).toBe(2)
  for (const link of await links.all()) expect(await link.getAttribute('data-session-state')).toBe('open')
  expect(await shownText(row.locator('[data-role="evidence"] li').first())).toContain('你在记忆页确认或改动了它')
  await page.close()
})
