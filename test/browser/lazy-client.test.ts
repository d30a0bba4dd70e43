// What the page loads, in the real DSH web profile and Chromium (issue #21): every page loads the
// plugin's bundle (dist/client.js) and not the tab; the tab's chunk is fetched the first time 记忆 is
// opened, once for the page however often the tab or the sidebar's dialog is opened again; and the
// distill dock of a conversation that never ran `/memory` sends no request at all.
import type { Page, Request } from 'playwright-core'
import { expect, test } from 'vitest'
import { pluginName } from '../helpers/dsh.js'
import { useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice, openMemoryTab, pickWorkspace, sendAndWait } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { host, chromium } = suite

/** Every request the page makes from now on, by path. */
function recordRequests(page: Page) {
  const paths: string[] = []
  page.on('request', (request: Request) => { paths.push(new URL(request.url()).pathname) })
  return {
    paths,
    count: (match: (path: string) => boolean) => paths.filter(match).length,
  }
}

const isChunk = (path: string) => /^\/dsh-mirror\/client\/tab\.[0-9a-f]{16}\.js$/.test(path)
const isDistill = (path: string) => path.startsWith('/dsh-mirror/api/distill')

test('the page loads the bundle, not the tab; the first 记忆 fetches the tab once; a conversation without /memory asks nothing about distill', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  const requests = recordRequests(page)
  await page.goto(host.url)
  await dismissNotice(page, /继续/)
  await pickWorkspace(page, suite.workspace)
  await sendAndWait(page, 'Hello there', 'Nothing to do.')
  // The plugin's bundle came with the page; its sidebar action and the view's tab are there.
  expect(requests.count((p) => p === `/plugins/${pluginName}/client.js`)).toBe(1)
  await page.locator('[data-action="open-memory"]').waitFor()
  await page.getByRole('tab', { name: '记忆' }).waitFor()
  // The dock is mounted in this conversation, and longer than its old 4 s idle poll passes.
  await page.waitForTimeout(5_000)
  expect(requests.count(isChunk)).toBe(0)
  expect(requests.count(isDistill)).toBe(0)

  await openMemoryTab(page)
  expect(requests.count(isChunk)).toBe(1)
  await page.getByRole('tab', { name: '对话' }).click()
  await openMemoryTab(page)
  await page.getByRole('tab', { name: '对话' }).click()
  await page.locator('[data-action="open-memory"]').click()
  await page.locator('[data-dum-dialog="memory"] [data-dum-view="memory"]').waitFor()
  await page.keyboard.press('Escape')
  expect(requests.count(isChunk)).toBe(1)
  await page.close()
})

test('a /memory command in the conversation is what makes its dock ask, and it stops when no run of its own goes', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  const requests = recordRequests(page)
  await page.goto(host.url)
  await dismissNotice(page, /继续/)
  // The first test's workspace is the home's known one now: a new conversation opens there.
  await sendAndWait(page, 'Hello again', 'Nothing to do.')
  expect(requests.count(isDistill)).toBe(0)
  // A status query: the dock asks once, sees no run started here, and stops.
  await sendAndWait(page, '/memory distill status', /提炼|distill/i)
  await expect.poll(() => requests.count((p) => p === '/dsh-mirror/api/distill')).toBeGreaterThan(0)
  const after = requests.count(isDistill)
  await page.waitForTimeout(5_000)
  expect(requests.count(isDistill)).toBe(after)
  expect(await page.locator('[data-role="distill-dock"]').count()).toBe(0)
  await page.close()
})
