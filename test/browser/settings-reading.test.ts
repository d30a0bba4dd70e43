// "Your model checks too" on the settings card, in the real DSH web profile and Chromium: the reading
// takes part only when the user's words decide (`confirm: grounded`). With "Every change waits for
// my OK" or "Trust the model fully" the switch stays on and does nothing, so the card says so under
// it, zh and en; back on the recommended choice, or with the switch off, it says nothing more.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { chooseFromMore, dismissNotice } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { host, chromium } = suite

async function openCard(page: Page) {
  await page.locator('[data-action="open-memory"]').click()
  const view = page.locator('[data-dum-dialog="memory"] [data-dum-view="memory"]')
  await view.locator('[data-action="more"]').waitFor()
  await chooseFromMore(page, 'open-settings', view)
  const card = page.locator('[data-dum-settings="card"]')
  await card.locator('[data-field="modelReading"] input').waitFor()
  return card
}

describe('the model-reading switch and who confirms', () => {
  for (const [lang, locale, notice, idle] of [
    ['zh', 'zh-CN', /继续/, '现在不起作用：只有在「谁来确认」选了「有我说过的话支持才生效」时，你的模型才会核对。'],
    ['en', 'en-US', /Continue/, 'Not in effect now: your model checks only when “Who confirms” is “In effect only when my own words back it”.'],
  ] as const) {
    test(`${lang}: with another choice than the recommended one, the card says the switch does nothing now`, async () => {
      const page = await chromium.newPage({ locale, viewport: { width: 1280, height: 900 } })
      page.setDefaultTimeout(20_000)
      try {
        await page.goto(host.url)
        await dismissNotice(page, notice)
        const card = await openCard(page)
        const row = card.locator('[data-field="modelReading"]')
        const said = row.locator('[data-role="reading-idle"]')
        expect(await row.locator('input').isChecked()).toBe(true)
        expect(await said.count()).toBe(0)
        for (const choice of ['always', 'never'] as const) {
          await card.locator('#dum-set-confirm').selectOption(choice)
          expect(await said.innerText()).toBe(idle)
        }
        await row.scrollIntoViewIfNeeded()
        await page.screenshot({ path: join(SHOTS, `settings-reading-idle-${lang}.png`) })
        // The switch off: nothing to say about it.
        await row.locator('input').click()
        expect(await said.count()).toBe(0)
        await row.locator('input').click()
        await card.locator('#dum-set-confirm').selectOption('grounded')
        expect(await said.count()).toBe(0)
      } finally {
        await page.context().close()
      }
    })
  }
})
