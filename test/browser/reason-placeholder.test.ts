// A `/remember` has no "because": the plugin stores a placeholder reason in the language of the
// judgment's words ("Stated by the user with /remember" for an English rule). The tab says who
// stated it in the reader's language instead of showing that stored English to a Chinese page (or
// the Chinese one to an English page). Typed in the real DSH composer, read in Debian's Chromium.
// Screenshots: test-results/screenshots/reason-placeholder-*.png.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice, pickWorkspace, shownText, typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { host, chromium } = suite

const stored = async () => ((await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json()) as { judgments: Array<{ text: string; reason: string }> }).judgments

/** The reason line of the judgment `text`, opened. */
async function reasonOf(page: Page, text: string) {
  const row = page.locator('[data-dum-view="memory"] .dum-item').filter({ hasText: text }).first()
  await row.locator('.dum-item-text').click()
  const line = row.locator('p').filter({ has: page.locator('.dum-details-key') }).first()
  await line.waitFor()
  return shownText(line)
}

test('the reason of a /remember is said in the page\'s language, whatever language the rule is in (zh, en)', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(20_000)
  await page.goto(host.url)
  await dismissNotice(page, /继续/)
  await pickWorkspace(page, suite.workspace)
  await typeInComposer(page, '/remember Always use pnpm')
  await typeInComposer(page, '/remember 回答先给结论')
  await expect.poll(async () => (await stored()).map((j) => j.text).sort()).toEqual(['Always use pnpm', '回答先给结论'])
  // What is stored stays as it was: the placeholder in the judgment's own language.
  expect((await stored()).find((j) => j.text === 'Always use pnpm')!.reason).toBe('Stated by the user with /remember')
  await page.locator('[data-action="open-memory"]').click()
  await page.locator('[data-dum-dialog="memory"] [data-judgment-id]').first().waitFor()
  expect(await reasonOf(page, 'Always use pnpm')).toBe('理由 你用 /remember 亲口说的（没说理由）')
  expect(await reasonOf(page, '回答先给结论')).toBe('理由 你用 /remember 亲口说的（没说理由）')
  await page.screenshot({ path: join(SHOTS, 'reason-placeholder-zh.png') })
  await page.context().close()

  const en = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  en.setDefaultTimeout(20_000)
  await en.goto(host.url)
  await dismissNotice(en, /Continue/)
  // The sidebar's Memory entry, from any page: the same view in a dialog.
  await en.locator('[data-action="open-memory"]').click()
  await en.locator('[data-dum-dialog="memory"] [data-judgment-id]').first().waitFor()
  expect(await reasonOf(en, '回答先给结论')).toBe('Reason You said it yourself with /remember (no reason given)')
  await en.screenshot({ path: join(SHOTS, 'reason-placeholder-en.png') })
  await en.context().close()
})
