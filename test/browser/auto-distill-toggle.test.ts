// The "learn from each finished session" box, clicked twice quickly, in the real DSH web profile and
// Chromium: the first click's answer is held back in the network (Playwright's route) until the
// second click's answer has arrived, so the answers come back out of order. The box and the server
// must both end where the user's last click left them (on → off: off), and stay there.
import type { Route } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { host, chromium } = suite

const serverOn = async () => (await suite.api<{ on: boolean }>('/auto-distill')).on

describe('two quick clicks on the auto-distill box', () => {
  test('answers out of order: the last click wins, in the box and on the server', async () => {
    const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
    page.setDefaultTimeout(20_000)
    try {
      await page.goto(host.url)
      await dismissNotice(page, /继续/)
      await page.locator('[data-action="open-memory"]').click()
      const box = page.locator('[data-state-view="empty"] [data-role="auto-distill"]')
      await box.waitFor()
      expect(await box.getAttribute('data-on')).toBe('false')

      // Hold the first POST's answer until the second POST's answer has reached the page.
      let releaseFirst!: () => void
      const firstHeld = new Promise<void>((resolve) => { releaseFirst = resolve })
      let secondDone!: () => void
      const secondAnswered = new Promise<void>((resolve) => { secondDone = resolve })
      let firstFetched!: () => void
      const firstAtServer = new Promise<void>((resolve) => { firstFetched = resolve })
      let posts = 0
      await page.route('**/dsh-mirror/api/auto-distill', async (route: Route) => {
        if (route.request().method() !== 'POST') return route.continue()
        const n = ++posts
        const response = await route.fetch()
        if (n === 1) {
          // The server has taken the first click (on); its answer waits here.
          firstFetched()
          await firstHeld
        }
        await route.fulfill({ response })
        if (n === 2) secondDone()
      })

      const input = box.locator('[data-action="auto-distill"]')
      await input.click()
      await firstAtServer
      await input.click()
      await secondAnswered
      expect(await serverOn()).toBe(false)
      // Release the first answer (on) and let the page take it: its body read, a render, two frames.
      const firstArrives = page.waitForResponse((r) => r.url().endsWith('/dsh-mirror/api/auto-distill') && r.request().method() === 'POST' && r.request().postData() === '{"on":true}')
      releaseFirst()
      await (await firstArrives).finished()
      await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 50)))
      expect(await box.getAttribute('data-on')).toBe('false')
      expect(await input.isChecked()).toBe(false)
      expect(await serverOn()).toBe(false)
    } finally {
      await page.context().close()
    }
  })
})
