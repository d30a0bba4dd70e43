// Two pages in two languages (walk16 left 4, walk20), in the real DSH web host, the scripted model and
// Debian's Chromium: a Chinese page on one conversation, then an English page on another. The last
// page to report its language decided the language of every command's answer, so `/memory` typed on
// the Chinese page answered "Memory: on …". Now each page reports the conversation it shows, and the
// answer is in the language of the page it was typed in. (The composer's hints stay one set: the
// host registers a command once for every page.) Screenshots: test-results/screenshots/answer-language-*.png.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice, pickWorkspace, sendAndWait, typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { host, chromium } = suite

const answerTitle = (page: Page) => page.locator('.dum-answer[data-dum-command="memory"]').last().locator('.dum-answer-title')

async function open(lang: 'zh' | 'en'): Promise<Page> {
  const page = await chromium.newPage({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(20_000)
  await page.goto(host.url)
  await dismissNotice(page, lang === 'zh' ? /继续/ : /Continue/)
  return page
}

test('/memory on the Chinese page answers in Chinese after an English page on another conversation loaded, and the other way round', async () => {
  const zh = await open('zh')
  await pickWorkspace(zh, suite.workspace)
  await sendAndWait(zh, '你好', 'Nothing to do.')

  const en = await open('en')
  await en.getByRole('button', { name: /^New/ }).first().click()
  await sendAndWait(en, 'hello', 'Nothing to do.')
  // The English page reported last: before, every answer followed it.
  await typeInComposer(en, '/memory')
  await en.keyboard.press('Enter').catch(() => {})
  await expect.poll(() => answerTitle(en).innerText().catch(() => '')).toMatch(/^Memory: on/)

  await typeInComposer(zh, '/memory')
  await zh.keyboard.press('Enter').catch(() => {})
  await expect.poll(() => answerTitle(zh).innerText().catch(() => '')).toMatch(/^记忆：开启/)
  await zh.screenshot({ path: join(SHOTS, 'answer-language-zh.png') })
  await en.screenshot({ path: join(SHOTS, 'answer-language-en.png') })
  await zh.context().close()
  await en.context().close()
})
