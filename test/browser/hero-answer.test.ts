// A command typed as the first thing in a new conversation, in the real DSH web profile and Debian's
// Chromium. The host keeps a conversation whose log holds only commands on its landing page, so the
// answer of `/memory import …` (or `/memory`) was written and never shown: found trying the plugin as
// a new user. It now stands above the landing page's composer (client/HeroAnswerGate.tsx) until the
// first message opens the conversation, where the chat shows it. zh and en. Screenshots:
// test-results/screenshots/hero-answer-*.png.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice, pickWorkspace } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model, host, chromium } = suite
let rules: string

beforeAll(() => {
  rules = mkdtempSync(join(tmpdir(), 'dum-hero-'))
  writeFileSync(join(rules, 'CLAUDE.md'), '# Preferences\n\n- Never disable tests, fix them.\n- Prefer the boring, obvious solution over clever tricks.\n')
})
afterAll(() => rmSync(rules, { recursive: true, force: true }))

const hero = (page: Page) => page.locator('[data-dum-hero-answer]')

/** Types a command as a person does: the first Enter may only complete the name in the host's menu, then one more sends it. */
async function command(page: Page, text: string) {
  const box = page.locator('[data-composer-card] textarea').first()
  await box.click()
  await box.fill(text)
  await page.keyboard.press('Enter')
  let again = true
  await expect.poll(async () => {
    const left = (await box.inputValue()).trim()
    if (left === text.trim() && again) {
      again = false
      await page.keyboard.press('Enter')
    }
    return left
  }).toBe('')
}

test('zh: /memory import as the first thing shows its answer on the landing page; the first message opens the chat, which holds it', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(20_000)
  await page.goto(host.url)
  await dismissNotice(page, /继续/)
  await pickWorkspace(page, suite.workspace)
  await command(page, `/memory import ${join(rules, 'CLAUDE.md')}`)
  await hero(page).locator('[data-dum-command="memory"][data-outcome="success"]').waitFor()
  const answer = await hero(page).innerText()
  expect(answer).toContain('Never disable tests, fix them.')
  // Still the landing page: the host's conversation view has not opened.
  expect(await page.locator('[data-phase="hero"]').count()).toBe(1)
  await page.screenshot({ path: join(SHOTS, 'hero-answer-zh.png') })

  model.script()
  await page.locator('[data-composer-card] textarea').first().fill('你好')
  await page.keyboard.press('Enter')
  await page.getByText('Nothing to do.').first().waitFor()
  await expect.poll(() => hero(page).count()).toBe(0)
  const inChat = page.locator('[data-dum-command="memory"]').filter({ hasText: 'Never disable tests, fix them.' })
  await expect.poll(() => inChat.count()).toBe(1)
  await page.context().close()
})

test('en: /memory in a new conversation answers on the landing page', async () => {
  const page = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(20_000)
  await page.goto(host.url)
  await dismissNotice(page, /Continue|继续/)
  await page.locator('button:has-text("New Session")').first().click()
  await command(page, '/memory')
  await hero(page).locator('[data-dum-command="memory"]').waitFor()
  expect(await hero(page).locator('.dum-answer-title').innerText()).toBe('Memory: on')
  await page.screenshot({ path: join(SHOTS, 'hero-answer-en.png') })
  await page.context().close()
})
