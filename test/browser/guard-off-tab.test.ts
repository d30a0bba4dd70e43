// The Memory tab's waiting writes about a red line whose guard's setting is off (#20, mends20): the
// guard asks nothing now, so a forget must not say "its guard would stop asking you" and new words
// must not say it "would ask you as before"; both say it is set to off and asks nothing now. In the
// real DSH web profile and Debian's Chromium, zh and en. Screenshots go to
// test-results/screenshots/guard-off-tab-*.png. A replayed chat card says the guard as it is now, not
// as it was when the model asked (#20, mends20).
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice, pickWorkspace, shownText, typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model, host, chromium } = suite

interface View {
  judgments: Array<{ id: string; text: string; guard?: { effectiveMode?: string } }>
  proposals: Array<{ id: string; kind: string; judgment?: { text: string }; target?: { id: string; text: string } }>
}
const view = async () => (await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json()) as View
const post = (path: string, body: object = {}) => fetch(`${host.url}/dsh-mirror/api/${path}`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `guard-off-tab-${name}.png`) })

/** A proposal that `find` names, once it waits; accepted through the route. */
async function accept(find: (p: View['proposals'][number]) => boolean) {
  await expect.poll(async () => (await view()).proposals.some(find)).toBe(true)
  const p = (await view()).proposals.find(find)!
  expect((await post(`proposals/${p.id}/accept`)).status).toBe(200)
}

/** The model's tool call, after a message of the user that says none of it (so a write waits). */
async function modelCalls(page: Page, name: string, args: Record<string, string>) {
  model.script({ name, arguments: { reason: 'scripted', ...args } })
  await typeInComposer(page, 'ok.')
}

const ASK = '删东西之前必须先问我'
const PUSH = 'Never force-push to main'
const WIDER = 'Never force-push to main or release branches'

test('a forget and new words of red lines whose guards are set off: the tab says the guard is off and asks nothing now (zh, en)', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(20_000)
  await page.goto(host.url)
  await dismissNotice(page, /继续/)
  await pickWorkspace(page, suite.workspace)
  // Two red lines, each with its guard accepted and then set off (what the guard's 越过时 menu does).
  for (const text of [ASK, PUSH]) {
    await modelCalls(page, 'mirror_remember', { text, kind: 'redline' })
    await accept((p) => p.judgment?.text === text)
    await accept((p) => p.kind === 'guard' && p.target?.text === text)
    const red = (await view()).judgments.find((j) => j.text === text)!
    expect((await post(`guards/${red.id}`, { mode: 'off' })).status).toBe(200)
    expect((await view()).judgments.find((j) => j.id === red.id)?.guard?.effectiveMode).toBe('off')
  }
  await modelCalls(page, 'mirror_forget', { text: ASK })
  const push = (await view()).judgments.find((j) => j.text === PUSH)!
  await modelCalls(page, 'mirror_remember', { text: WIDER, kind: 'redline', replaces: push.id })
  await expect.poll(async () => (await view()).proposals.map((p) => p.kind).sort()).toEqual(['forget', 'update'])

  await page.getByRole('tab', { name: '记忆' }).click()
  const forget = page.locator('[data-role="proposals"] [data-proposal][data-proposal-kind="forget"]').filter({ hasText: ASK })
  await forget.waitFor()
  expect(await shownText(forget.locator('[data-role="forget-redline"]'))).toBe(`接受后红线「${ASK}」就忘掉了；它的守卫设成了「关闭」，现在本来就不问你，这一点不变。要留住它，就拒绝这一条。`)
  const change = page.locator('[data-role="proposals"] [data-proposal][data-proposal-kind="update"]').filter({ hasText: WIDER })
  expect(await shownText(change.locator('[data-role="guard-stays"]'))).toBe('守卫（强制推送）会留在这条红线上，但它设成了「关闭」，现在不问你，这一点不变；要它再问你，在「记忆」页这条红线的细节里改「越过时」。')
  const shown = await page.locator('[data-role="proposals"]').innerText()
  expect(shown).not.toContain('守卫也不会再问你')
  expect(shown).not.toContain('照样先问你')
  await shot(page, 'zh')
  await page.context().close()

  const en = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  en.setDefaultTimeout(20_000)
  await en.goto(host.url)
  await dismissNotice(en, /Continue/)
  await en.getByText('Mirror test session').first().click()
  await en.getByRole('tab', { name: 'Memory' }).click()
  const enForget = en.locator('[data-role="proposals"] [data-proposal][data-proposal-kind="forget"]').filter({ hasText: ASK })
  await enForget.waitFor()
  expect(await shownText(enForget.locator('[data-role="forget-redline"]'))).toBe(`Accepting this forgets the red line “${ASK}”; its guard is set to off and asks you nothing now, which stays so. To keep it, reject this.`)
  const enChange = en.locator('[data-role="proposals"] [data-proposal][data-proposal-kind="update"]').filter({ hasText: WIDER })
  expect(await shownText(enChange.locator('[data-role="guard-stays"]'))).toBe('The guard (Force-push) would stay on this red line, but it is set to off and asks you nothing now, which stays so; to have it ask you again, change “When crossed” in the red line\'s details in the Memory tab.')
  const enShown = await en.locator('[data-role="proposals"]').innerText()
  expect(enShown).not.toContain('would stop asking you')
  expect(enShown).not.toContain('as before')
  await shot(en, 'en')
  await en.context().close()
})

test('a replayed card says the guard as it is now, not as it was when the model asked: set off since, or asking again (en)', async () => {
  const SUDO = 'Never use sudo'
  const page = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(20_000)
  await page.goto(host.url)
  await dismissNotice(page, /Continue/)
  await page.getByText('Mirror test session').first().click()
  await modelCalls(page, 'mirror_remember', { text: SUDO, kind: 'redline' })
  await accept((p) => p.judgment?.text === SUDO)
  await accept((p) => p.kind === 'guard' && p.target?.text === SUDO)
  await modelCalls(page, 'mirror_forget', { text: SUDO })
  const card = page.locator('[data-dum-card="mirror_forget"][data-outcome="ok"]').filter({ hasText: `the model wants to forget “${SUDO}”` }).last()
  await card.waitFor()
  // When the model asked, the guard asked: accepting would stop it.
  await expect.poll(() => card.innerText()).toContain(`Accepting this forgets the red line “${SUDO}”, and its guard would stop asking you. To keep it, reject this.`)
  // The user sets it off; replayed, the card says so.
  const sudo = (await view()).judgments.find((j) => j.text === SUDO)!
  expect((await post(`guards/${sudo.id}`, { mode: 'off' })).status).toBe(200)
  // The red line whose words wait for a change (the test before) asks again.
  const push = (await view()).judgments.find((j) => j.text === PUSH)!
  expect((await post(`guards/${push.id}`, { mode: 'ask' })).status).toBe(200)
  await page.reload()
  const replayed = page.locator('[data-dum-card="mirror_forget"][data-outcome="ok"]').filter({ hasText: `the model wants to forget “${SUDO}”` }).last()
  await expect.poll(() => replayed.innerText()).toContain(`Accepting this forgets the red line “${SUDO}”; its guard is set to off and asks you nothing now, which stays so. To keep it, reject this.`)
  expect(await replayed.innerText()).not.toContain('would stop asking you')
  await replayed.locator('[data-action="card-accept"]').waitFor()
  const change = page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]').filter({ hasText: WIDER }).last()
  await expect.poll(() => change.innerText()).toContain('The guard (Force-push) would stay on this red line and would ask you as before, quoting the words you accepted it on: “Never force-push to main”')
  expect(await change.innerText()).not.toContain('set to off')
  await replayed.scrollIntoViewIfNeeded()
  await shot(page, 'card-now-en')
  await page.context().close()
})
