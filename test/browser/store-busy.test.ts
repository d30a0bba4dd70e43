// The Memory tab in the real DSH web profile, driven in Chromium, while another DSH process (here a
// live owner on another machine sharing the home, whose lock the test keeps fresh) holds the
// memory store: a revoke waits `lockTimeoutMs`, then the tab says in the user's language that
// nothing was saved, and nothing was.
import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../src/core/exchange.js'
import { useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice, pickWorkspace } from '../helpers/web-page.js'

const TEXT = 'Never deploy on Fridays'
const suite = useMemoryHost({
  ready: async (host) => {
    const now = Date.now()
    const res = await fetch(`${host.url}/dsh-mirror/api/import`, {
      method: 'POST',
      headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now, judgments: [{ text: TEXT, kind: 'redline', reason: 'outage', hits: 1, createdAt: now, lastSeenAt: now }] }),
    })
    expect(res.status).toBe(200)
  },
})
const { host, chromium } = suite

/** Holds the store as a live process on another machine would: a lock file touched every 500 ms. */
function holdLock(file: string) {
  writeFileSync(`${file}.lock`, JSON.stringify({ pid: 4242, hostname: 'other-machine.invalid', startedAt: Date.now(), token: 'elsewhere', purpose: 'write' }))
  const timer = setInterval(() => {
    const now = new Date()
    try { utimesSync(`${file}.lock`, now, now) } catch {}
  }, 500)
  return () => {
    clearInterval(timer)
    rmSync(`${file}.lock`, { force: true })
  }
}

test('a revoke while another DSH process holds the store says, in zh and in en, that nothing was saved', async () => {
  const file = join(host.dshHome, 'storages', 'dsh_user_mirror.json')
  const pages: Record<'zh' | 'en', Page> = {
    zh: await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } }),
    en: await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } }),
  }
  // A conversation, through the host's own picker, so the tab exists.
  const zh = pages.zh
  zh.setDefaultTimeout(30_000)
  await zh.goto(host.url)
  await dismissNotice(zh, /继续/)
  await pickWorkspace(zh, suite.workspace)
  const box = zh.locator('[data-composer-card] textarea').first()
  await box.click()
  await box.fill('Hello there')
  await zh.keyboard.press('Enter')
  await zh.getByText('Nothing to do.').first().waitFor()
  const en = pages.en
  en.setDefaultTimeout(30_000)
  await en.goto(host.url)
  await dismissNotice(en, /Continue/)
  await en.getByText('Mirror test session').first().click()

  const expected = {
    zh: '另一个 DSH 进程正在写入记忆，这次的改动没有保存，请稍后再试',
    en: 'Another DSH process is writing the memory right now, so this change was not saved; try again in a moment',
  }
  for (const [lang, tab] of [['zh', '记忆'], ['en', 'Memory']] as const) {
    const page = pages[lang]
    await page.getByRole('tab', { name: tab }).click()
    const row = page.locator('[data-judgment-id]').filter({ hasText: TEXT })
    await row.waitFor()
    const before = readFileSync(file, 'utf8')
    const release = holdLock(file)
    try {
      const cross = row.locator('.dum-revoke')
      await cross.click()
      await cross.click()
      // The write waits lockTimeoutMs (10 s by default) before it gives up.
      const notice = page.locator('.dum-notice[data-tone="error"] .dum-notice-text')
      await notice.waitFor({ timeout: 60_000 })
      expect(await notice.innerText()).toContain(expected[lang])
    } finally {
      release()
    }
    expect(readFileSync(file, 'utf8')).toBe(before)
    await row.waitFor()
  }
})
