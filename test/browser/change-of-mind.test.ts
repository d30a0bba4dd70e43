// Issue 19 in the real DSH web profile and Debian's Chromium: the user changes their mind (yarn →
// pnpm) in a real conversation, and the tool's card in the chat says the newer rule replaces the
// older one, in Chinese live and in English on replay, and the tab's history says so too.
// Screenshots: test-results/screenshots/change-*.png.
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { chooseFromMore, dismissNotice, pickWorkspace, shownText, typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model, host, chromium } = suite

const stored = async () => ((await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json()) as { judgments: { text: string }[] }).judgments.map((j) => j.text)

describe('a change of mind in the chat', () => {
  test('`Always use yarn`, then `Always use pnpm`: the card says it replaces the yarn rule (zh live, en on replay)', async () => {
    const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
    page.setDefaultTimeout(20_000)
    await page.goto(host.url)
    await dismissNotice(page, /继续/)
    await pickWorkspace(page, suite.workspace)
    model.script({ name: 'mirror_remember', arguments: { text: 'Always use yarn', kind: 'workflow', reason: 'Said while setting up.' } })
    await typeInComposer(page, 'Always use yarn')
    const titles = page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"] .dum-card-title')
    await titles.filter({ hasText: '已记住（做事方式）：Always use yarn' }).waitFor()
    model.script({ name: 'mirror_remember', arguments: { text: 'Always use pnpm', kind: 'workflow', reason: 'The user changed their mind.' } })
    await typeInComposer(page, 'I changed my mind: always use pnpm')
    const replaced = titles.filter({ hasText: '「Always use pnpm」取代了「Always use yarn」' })
    await replaced.waitFor()
    const card = page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]').filter({ hasText: '取代了' })
    expect(await card.innerText()).toContain('你改了主意：同一件事换了取值')
    expect(await stored()).toEqual(['Always use pnpm'])
    await page.screenshot({ path: join(SHOTS, 'change-replaces-zh.png') })
    // The tab's history names the change of mind on the version it replaced.
    await page.getByRole('tab', { name: '记忆' }).click()
    await chooseFromMore(page, 'history')
    const line = page.locator('[data-zone="history"] .dum-history-item[data-cause="overwritten"] [data-role="change-of-mind"]').filter({ visible: true }).first()
    await line.waitFor()
    expect(await shownText(line)).toBe('你改了主意：「Always use pnpm」取代了它')
    await page.screenshot({ path: join(SHOTS, 'change-history-zh.png') })
    await page.context().close()

    const en = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
    en.setDefaultTimeout(20_000)
    await en.goto(host.url)
    await dismissNotice(en, /Continue/)
    await en.getByText('Mirror test session').first().click()
    await en.locator('[data-dum-card="mirror_remember"] .dum-card-title').filter({ hasText: '“Always use pnpm” replaces “Always use yarn”' }).waitFor()
    await en.screenshot({ path: join(SHOTS, 'change-replaces-en.png') })
    await en.context().close()
  })
})
