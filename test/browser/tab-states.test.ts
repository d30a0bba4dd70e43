// The tab's honest states, which the real host cannot be made to show on demand: the real plugin on
// the real service packages (test/helpers/host.ts) is stopped and started under the page, so the
// failures are real 404s from the real web server. The page is the dev shell (React 18.3.1 and a
// minimal module loader); the tab itself is the built dist/client.js.
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { launchChromium, type LaunchedChromium } from '../helpers/chromium.js'
import { startDevPage, type DevPage } from '../helpers/dev-page.js'

let chromium: LaunchedChromium
let dev: DevPage | undefined
let page: Page | undefined

beforeAll(async () => { chromium = await launchChromium() })
afterAll(async () => { await chromium?.close() })
afterEach(async () => {
  await page?.context().close()
  page = undefined
  await dev?.stop()
  dev = undefined
})

const importOne = (text: string) => dev!.host.request('/dsh-mirror/api/import', {
  method: 'POST',
  mutation: true,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ format: 'dsh-user-mirror', version: 1, exportedAt: Date.now(), judgments: [{ text, kind: 'principle', reason: 'a test' }] }),
})

test('a server that does not answer shows the error and a retry, never the empty state, and retry recovers', async () => {
  dev = await startDevPage()
  await dev.host.stopPlugin()
  page = await chromium.newPage({ locale: 'en-US' })
  await page.goto(`${dev.url}?lang=en`)
  const error = page.locator('[data-state-view="error"]')
  await error.waitFor()
  expect(await error.innerText()).toContain('Could not load the memory')
  expect(await error.innerText()).toMatch(/404|not found/i)
  expect(await page.locator('[data-state-view="empty"]').count()).toBe(0)
  expect(await page.locator('.dum-orb').getAttribute('data-orb-state')).toBe('error')

  await dev.host.startPlugin()
  await error.getByRole('button', { name: 'Retry' }).click()
  await page.locator('[data-state-view="empty"]').waitFor()
  expect(await page.locator('[data-state-view="error"]').count()).toBe(0)
})

test('a failed refresh keeps the data on screen, says so, and recovers by itself', async () => {
  dev = await startDevPage()
  expect((await importOne('Keep the last good data visible')).status).toBe(200)
  page = await chromium.newPage({ locale: 'zh-CN' })
  await page.goto(`${dev.url}?poll=300`)
  const row = page.locator('[data-judgment-id]').filter({ hasText: 'Keep the last good data visible' })
  await row.waitFor()

  await dev.host.stopPlugin()
  const notice = page.locator('.dum-notice[data-tone="error"]')
  await notice.waitFor()
  expect(await notice.innerText()).toContain('刷新失败')
  expect(await row.isVisible()).toBe(true)
  expect(await page.locator('.dum-orb').getAttribute('data-orb-state')).toBe('error')

  await dev.host.startPlugin()
  await notice.waitFor({ state: 'detached' })
  expect(await row.isVisible()).toBe(true)
})

test('the plugin\'s stylesheet is scoped: every rule targets a dum- class, and it leaves with the view', async () => {
  dev = await startDevPage()
  page = await chromium.newPage()
  await page.goto(dev.url)
  await page.locator('[data-dum-view="memory"]').waitFor()
  const selectors = await page.evaluate(() => {
    const sheet = [...document.querySelectorAll('style')].find((s) => s.dataset.plugin === '@dsh-plugins/dsh-user-mirror')?.sheet
    const out: string[] = []
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) out.push(rule.selectorText)
        else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules)
      }
    }
    if (sheet) walk(sheet.cssRules)
    return out
  })
  expect(selectors.length).toBeGreaterThan(20)
  for (const selector of selectors) {
    for (const part of selector.split(',')) expect(part, selector).toMatch(/\.dum-/)
  }
  // Unmount through React, as the host does when the tab closes: the stylesheet goes with it.
  await page.evaluate(() => (window as unknown as { __dumRoot: { unmount(): void } }).__dumRoot.unmount())
  expect(await page.locator('style[data-plugin="@dsh-plugins/dsh-user-mirror"]').count()).toBe(0)
})
