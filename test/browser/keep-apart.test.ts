// Issue 19 in the real DSH web profile and Debian's Chromium: an automatic merge joined two rules the
// user holds apart (`When creating a service, always make methods async` / `Use proper async/await`,
// two bullets of one file). The chat card's 两条都留 / Keep both brings the older one back beside the newer one;
// the tab's history offers the same for a version a merge replaced. zh and en. After a merge of a
// guarded red line, the card says where the guard went, in the words of the history sheet.
// Screenshots: test-results/screenshots/keep-apart-*.png.
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { chooseFromMore, dismissNotice, pickWorkspace, shownText, typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model, host, chromium } = suite

/** POST to the plugin's API as the tab does (its mutation header), answering the status. */
async function post(path: string, body: unknown = {}): Promise<number> {
  const res = await fetch(`${host.url}/dsh-mirror/api/${path}`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return res.status
}

const stored = async () => (await suite.api<{ judgments: { text: string }[] }>('/judgments')).judgments.map((j) => j.text).sort()

describe('keep both', () => {
  test('the chat card of a merge that replaced another rule: 两条都留 keeps both (zh)', async () => {
    const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
    page.setDefaultTimeout(20_000)
    await page.goto(host.url)
    await dismissNotice(page, /继续/)
    await pickWorkspace(page, suite.workspace)
    model.script({ name: 'mirror_remember', arguments: { text: 'When creating a service, always make methods async', kind: 'workflow', reason: 'Said while writing the checks.' } })
    await typeInComposer(page, 'When creating a service, always make methods async')
    const cards = page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]')
    await cards.filter({ hasText: '已记住（做事方式）：When creating a service, always make methods async' }).waitFor()
    model.script({ name: 'mirror_remember', arguments: { text: 'Use proper async/await', kind: 'workflow', reason: 'Said about the next operation.' } })
    await typeInComposer(page, 'Use proper async/await')
    const card = cards.filter({ hasText: '已更新（做事方式）：Use proper async/await' })
    await card.waitFor()
    expect(await stored()).toEqual(['Use proper async/await'])
    const both = card.locator('[data-action="card-keep-apart"]')
    expect(await shownText(both)).toBe('两条都留')
    expect(await both.getAttribute('title')).toBe('两条不是一回事？点「两条都留」，「When creating a service, always make methods async」会作为单独一条回来。')
    await both.click()
    await expect.poll(() => shownText(both)).toBe('已分开保存')
    expect(await both.isDisabled()).toBe(true)
    // Its undo would restore a version that is live again: it is off too.
    expect(await card.locator('[data-action="card-undo"]').isDisabled()).toBe(true)
    expect(await stored()).toEqual(['Use proper async/await', 'When creating a service, always make methods async'])
    await page.screenshot({ path: join(SHOTS, 'keep-apart-card-zh.png') })
    await page.context().close()
  })

  test('the tab\'s history: Keep both on a version a merge replaced (en)', async () => {
    const page = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
    page.setDefaultTimeout(20_000)
    await page.goto(host.url)
    await dismissNotice(page, /Continue/)
    await page.getByText('Mirror test session').first().click()
    model.script({ name: 'mirror_remember', arguments: { text: 'Create the release branch from develop', kind: 'workflow', reason: 'Said about releases.' } })
    await typeInComposer(page, 'Create the release branch from develop')
    const cards = page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]')
    await cards.filter({ hasText: 'Remembered (Way of working): Create the release branch from develop' }).waitFor()
    model.script({ name: 'mirror_remember', arguments: { text: 'Branch off develop for releases', kind: 'workflow', reason: 'Said about feature work.' } })
    await typeInComposer(page, 'Branch off develop for releases')
    await cards.filter({ hasText: 'Changed (Way of working): Branch off develop for releases' }).waitFor()
    expect(await stored()).not.toContain('Create the release branch from develop')

    await page.getByRole('tab', { name: 'Memory' }).click()
    await chooseFromMore(page, 'history')
    const entry = page.locator('[data-zone="history"] .dum-history-item[data-cause="overwritten"]').filter({ hasText: 'Create the release branch from develop' }).filter({ visible: true }).first()
    const button = entry.locator('[data-action="keep-apart"]')
    await button.waitFor()
    expect(await button.getAttribute('aria-label')).toBe('Keep both: Create the release branch from develop')
    await page.screenshot({ path: join(SHOTS, 'keep-apart-history-en.png') })
    await button.click()
    const notice = page.locator('[data-notice="info"]').filter({ visible: true }).first()
    await notice.waitFor()
    expect(await shownText(notice.locator('.dum-notice-text'))).toBe('Kept both: “Create the release branch from develop” and “Branch off develop for releases” are two judgments now')
    expect(await stored()).toContain('Create the release branch from develop')
    expect(await stored()).toContain('Branch off develop for releases')
    // The version is live again, so the history no longer lists it.
    await expect.poll(() => page.locator('[data-zone="history"] .dum-history-item').filter({ hasText: 'Create the release branch from develop' }).filter({ visible: true }).count()).toBe(0)
    await page.context().close()
  })

  test('the chat card of a merge of a guarded red line says where its guard went (en)', async () => {
    const OLDER = 'Never force-push to main'
    const NEWER = 'Never force-push to main or release branches'
    const page = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
    page.setDefaultTimeout(20_000)
    await page.goto(host.url)
    await dismissNotice(page, /Continue/)
    await page.getByText('Mirror test session').first().click()
    model.script({ name: 'mirror_remember', arguments: { text: OLDER, kind: 'redline', reason: 'Said after a lost commit.' } })
    await typeInComposer(page, OLDER)
    const cards = page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]')
    await cards.filter({ hasText: `Remembered (Red line): ${OLDER}` }).waitFor()
    // The user accepts the guard proposed for it, as the tab's Accept does.
    type View = { judgments: { id: string; text: string; guard?: unknown }[]; proposals: { id: string; kind: string; target?: { text: string } }[] }
    const view = () => suite.api<View>('/judgments')
    await expect.poll(async () => (await view()).proposals.some((p) => p.kind === 'guard' && p.target?.text === OLDER)).toBe(true)
    const proposal = (await view()).proposals.find((p) => p.kind === 'guard' && p.target?.text === OLDER)!
    expect(await post(`proposals/${proposal.id}/accept`)).toBe(200)
    const older = (await view()).judgments.find((j) => j.text === OLDER)!
    expect(older.guard).toBeDefined()

    model.script({ name: 'mirror_remember', arguments: { text: NEWER, kind: 'redline', reason: 'Said about the release branches.', replaces: older.id } })
    await typeInComposer(page, NEWER)
    const card = cards.filter({ hasText: `Changed (Red line): ${NEWER}` })
    await card.waitFor()
    const both = card.locator('[data-action="card-keep-apart"]')
    await both.click()
    await expect.poll(() => shownText(both)).toBe('Kept both')
    // The same words as the history sheet and /memory keep-both, not only "Kept both".
    expect(await shownText(card.locator('[data-role="kept-apart-guards"]'))).toBe(
      `“${OLDER}” takes back the guard it had before the merge (Force-push). “${NEWER}” has no guard now: that guard was the one you accepted for “${OLDER}” before the merge.`,
    )
    const after = (await view()).judgments
    expect(after.find((j) => j.text === OLDER)?.guard).toBeDefined()
    expect(after.find((j) => j.text === NEWER)?.guard).toBeUndefined()
    await page.screenshot({ path: join(SHOTS, 'keep-apart-card-guard-en.png') })
    await page.context().close()
  })
})
