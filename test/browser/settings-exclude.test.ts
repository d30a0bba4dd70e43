// Issue 18: `exclude` on the plugin's card in Settings → 插件 → 插件配置, zh and en, in the real DSH
// web profile and Chromium: one pattern a line in a text box; saved, it is the list the host's
// settings service holds, and the store refuses a matching judgment at once (no restart); reset
// goes back to the profile's value. The server half is proven in test/e2e/exclude-live.test.ts.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { chooseFromMore, dismissNotice } from '../helpers/web-page.js'

const MUTATION = { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }
const suite = useMemoryHost()
const { host, chromium } = suite

const excludeNow = async () => (await suite.api<{ value: { exclude?: string[] } }>('/settings')).value.exclude
const keep = (text: string) => fetch(`${host.url}/dsh-mirror/api/judgments/keep`, { method: 'POST', headers: MUTATION, body: JSON.stringify({ text, kind: 'workflow', reason: 'Said while planning.' }) })

async function openCard(page: Page) {
  await page.locator('[data-action="open-memory"]').click()
  const view = page.locator('[data-dum-dialog="memory"] [data-dum-view="memory"]')
  await view.locator('[data-action="more"]').waitFor()
  await chooseFromMore(page, 'open-settings', view)
  const card = page.locator('[data-dum-settings="card"]')
  await card.locator('[data-field="exclude"] textarea').waitFor()
  return card
}

describe('exclude on the settings card', () => {
  for (const [lang, locale, notice, saved, reset] of [['zh', 'zh-CN', /继续/, '已保存，立即生效', '恢复配置文件的值'], ['en', 'en-US', /Continue/, 'Saved; in effect now', 'Back to the profile\'s value']] as const) {
    test(`${lang}: one pattern a line, saved, applies at once; reset goes back`, async () => {
      const page = await chromium.newPage({ locale, viewport: { width: 1280, height: 900 } })
      page.setDefaultTimeout(20_000)
      try {
        await page.goto(host.url)
        await dismissNotice(page, notice)
        const card = await openCard(page)
        const box = card.locator('[data-field="exclude"] textarea')
        expect(await box.inputValue()).toBe('')
        await box.fill('acme\\s*corp\n\n  项目X  \n')
        await page.screenshot({ path: join(SHOTS, `settings-exclude-${lang}.png`) })
        // Nothing on the card is pushed past its right edge (a long option of the select widened
        // the whole card in English, hiding the number inputs).
        expect(await card.evaluate((el) => {
          const edge = el.getBoundingClientRect().right
          return [...el.querySelectorAll('input, select, textarea, small')].filter((n) => n.getBoundingClientRect().right > edge + 1).length
        })).toBe(0)
        await card.locator('[data-action="save-settings"]').click()
        await card.getByText(saved).waitFor()
        expect(await excludeNow()).toEqual(['acme\\s*corp', '项目X'])
        expect((await keep('Always cc the ACME corp team on releases')).status).toBe(409)
        expect((await keep('发布前先跟项目X的负责人确认')).status).toBe(409)

        await card.locator('[data-field="exclude"]').getByRole('button', { name: reset }).click()
        await card.locator('[data-action="save-settings"]').click()
        await expect.poll(excludeNow).toEqual([])
        const allowed = await keep(`Always cc the ACME corp team on releases (${lang})`)
        expect(allowed.status, await allowed.text()).toBe(200)
      } finally {
        await page.context().close()
      }
    })
  }
})
