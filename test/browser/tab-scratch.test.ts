import { it } from 'vitest'
import { launchChromium } from '../helpers/chromium'
import { startDevPage } from '../helpers/dev-page'

const day = 86_400_000
it('scratch', async () => {
  const dev = await startDevPage()
  const chromium = await launchChromium()
  try {
    const now = Date.now()
    const judgments = [
      { text: '绝不在未确认的情况下删除用户的文件', kind: 'redline', reason: '用户说过一次误删导致丢了一周的工作', hits: 3, createdAt: now - 20 * day, lastSeenAt: now - 1 * day },
      { text: '先写测试再改代码', kind: 'principle', reason: '回归太多', hits: 5, createdAt: now - 40 * day, lastSeenAt: now - 2 * day },
      { text: 'Prefer small commits with clear messages', kind: 'workflow', reason: 'review is easier', hits: 2, createdAt: now - 10 * day, lastSeenAt: now - 3 * day },
      { text: '变量名要能自解释，不用缩写', kind: 'taste', reason: '读代码的人不是作者', hits: 1, createdAt: now - 5 * day, lastSeenAt: now - 5 * day },
      { text: '回答先给结论，再给理由', kind: 'principle', reason: '节省阅读时间', hits: 1, createdAt: now - 70 * day, lastSeenAt: now - 70 * day },
    ]
    const res = await dev.host.request('/dsh-mirror/api/import', { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ format: 'dsh-user-mirror', version: 1, exportedAt: now, judgments }) })
    console.log(res.status, await res.text())
    for (const [lang, width, dark] of [['zh-CN', 1280, false], ['en-US', 360, true]] as const) {
      const page = await chromium.newPage({ locale: lang, viewport: { width, height: 900 } })
      page.on('console', (m) => console.log('console:', m.text()))
      page.on('pageerror', (e) => console.log('pageerror:', e.message))
      await page.goto(dev.url + (dark ? '?dark=1' : ''))
      await page.waitForSelector('[data-judgment-id]', { timeout: 10000 })
      await page.waitForTimeout(500)
      await page.screenshot({ path: `test-results/screenshots/scratch-${lang}-${width}.png`, fullPage: true })
      console.log(await page.evaluate(() => document.querySelector('.dum-orb')?.outerHTML.slice(0, 300)))
    }
  } finally {
    await chromium.close()
    await dev.stop()
  }
}, 60000)
