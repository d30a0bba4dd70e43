// The 记忆 / Memory tab in the real DSH web profile (the packed plugin installed by the project's
// provisioning), driven in Debian's Chromium: a real agent turn with the scripted model stores
// judgments through `mirror_remember`, and the tab shows them, revokes with two clicks, undoes,
// reports on the orb, exports, restores from history, follows zh/en and stays out of reach of a
// cross-origin page. Screenshots go to test-results/screenshots/.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { chooseFromMore, dismissNotice, openMemoryTab, pickWorkspace, screenshotWhole, sendAndWait, shownText } from '../helpers/web-page.js'
import { richExport } from '../fixtures/rich-portrait.js'

interface ApiJudgment { id: string; text: string; kind: string; source: string; injected: boolean; fading: boolean; skipped?: string }
interface ApiHistoryEntry { id: string; cause: string; judgment: { id: string; text: string } }

const suite = useMemoryHost()
const { model, host, chromium } = suite
/** The zh page that created the session; later tests continue on it. */
let zhPage: Page

const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${host.url}/dsh-mirror/api${path}`, init)
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`)
  return await res.json() as T
}
const storedJudgments = async () => (await api<{ judgments: ApiJudgment[] }>('/judgments')).judgments
const history = async () => (await api<{ entries: ApiHistoryEntry[] }>('/history')).entries
const byText = async (text: string) => (await storedJudgments()).find((j) => j.text === text)

const remember = (text: string, kind: string, reason: string) => ({ name: 'mirror_remember', arguments: { text, kind, reason } })
const RED_LINE = 'Never push straight to main'
const PRINCIPLE = '先写测试，再改代码'

/** The element the ai-orb package appended (not the fallback glyph): it carries `data-state`. */
const realOrb = (page: Page) => page.locator('.dum-orb-mount > [data-state]')

const screenshot = (page: Page, name: string) => screenshotWhole(page, join(SHOTS, `${name}.png`))
let attacker: Server
let attackerUrl: string
let attackerTarget = ''

beforeAll(async () => {
  // The cross-origin page: another 127.0.0.1 port, so another origin, in the same browser.
  attacker = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(attackerPage(attackerTarget))
  })
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
  attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`
})

afterAll(async () => {
  await new Promise((resolve) => attacker ? attacker.close(resolve) : resolve(undefined))
})

describe('the Memory tab in the real DSH web profile', () => {
  test('before anything is remembered the tab explains when it will start, then shows what a real turn stored and the orb reports it', async () => {
    zhPage = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
    const page = zhPage
    page.setDefaultTimeout(20_000)
    await page.goto(host.url)
    await dismissNotice(page, /继续/)

    // A session in a fresh workspace, through the host's own picker.
    await pickWorkspace(page, suite.workspace)
    await sendAndWait(page, 'Hello there', 'Nothing to do.')

    await openMemoryTab(page, '记忆')
    const empty = page.locator('[data-state-view="empty"]')
    await expect.poll(() => empty.isVisible()).toBe(true)
    expect(await empty.innerText()).toContain('还没有记住任何判断')
    expect(await empty.innerText()).toContain('立即出现在这里')
    await expect.poll(() => realOrb(page).getAttribute('data-state')).toBe('idle')
    await screenshot(page, 'memory-zh-1280-empty')

    // A real turn: the scripted model calls mirror_remember twice; the host runs the plugin's tool.
    await page.getByRole('tab', { name: '对话' }).click()
    model.script([
      remember(RED_LINE, 'redline', 'Said during a release; it applies to every repository.'),
      remember(PRINCIPLE, 'principle', '用户说回归太多，改动前要有测试兜底。'),
    ])
    await sendAndWait(page, 'From now on: never push straight to main. 还有，先写测试，再改代码。', /Done\. Tool said: Stored/)
    const stored = await storedJudgments()
    expect(stored.map((j) => [j.text, j.source]).sort()).toEqual([[RED_LINE, 'tool'], [PRINCIPLE, 'tool']].sort())

    await openMemoryTab(page, '记忆')
    for (const j of stored) await page.locator(`[data-judgment-id="${j.id}"]`).waitFor()
    // Red lines come first, in their own block.
    const blocks = await page.locator('.dum-block[data-kind]').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))
    expect(blocks).toEqual(['redline', 'principle'])
    await expect.poll(() => page.locator('.dum-sees').innerText()).toContain('2 条判断中的 2 条')
    // Both were learned after the last look at the tab: the orb says so, with the count.
    await expect.poll(() => realOrb(page).getAttribute('data-state')).toBe('done')
    expect(await realOrb(page).getAttribute('data-badge')).toBe('2')
    expect(await page.locator('.dum-orb-fallback').count()).toBe(0)
  })

  test('revoking takes two clicks, Esc and blur disarm it, and undo restores the judgment', async () => {
    const page = zhPage
    const target = (await byText(RED_LINE))!
    const row = page.locator(`[data-judgment-id="${target.id}"]`)
    const cross = row.locator('.dum-revoke')

    await cross.click()
    await expect.poll(() => cross.innerText()).toBe('确认撤掉？')
    await page.keyboard.press('Escape')
    await expect.poll(() => cross.innerText()).toBe('✕')
    await cross.click()
    await expect.poll(() => cross.innerText()).toBe('确认撤掉？')
    await page.locator('.dum-title').click()
    await expect.poll(() => cross.innerText()).toBe('✕')
    expect(await byText(RED_LINE)).toBeDefined()

    await cross.click()
    await cross.click()
    await row.waitFor({ state: 'detached' })
    expect(await byText(RED_LINE)).toBeUndefined()
    expect((await history()).some((e) => e.cause === 'revoked' && e.judgment.id === target.id)).toBe(true)

    // Keyboard focus lands on the undo button, which brings the judgment back.
    const undo = page.locator('[data-action="undo"]')
    await expect.poll(() => undo.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await row.waitFor()
    expect((await byText(RED_LINE))?.id).toBe(target.id)

    // The whole cycle by keyboard alone: focus the ✕, Enter arms, Enter revokes, Enter on undo restores.
    await cross.focus()
    expect(await cross.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')
    await page.keyboard.press('Enter')
    await expect.poll(() => cross.innerText()).toBe('确认撤掉？')
    await page.keyboard.press('Enter')
    await row.waitFor({ state: 'detached' })
    await expect.poll(() => undo.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await row.waitFor()
    expect((await byText(RED_LINE))?.id).toBe(target.id)
  })

  test('a change made elsewhere shows up without a reload, and history restores what was revoked', async () => {
    const page = zhPage
    const principle = (await byText(PRINCIPLE))!
    const row = page.locator(`[data-judgment-id="${principle.id}"]`)
    await row.waitFor()
    // Revoked through the API (same origin, with the header), not through this page.
    await api(`/judgments/${principle.id}/revoke`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: '{}' })
    await row.waitFor({ state: 'detached' })

    await chooseFromMore(page, 'history')
    const entry = page.locator('.dum-history-item[data-cause="revoked"]').filter({ hasText: PRINCIPLE }).first()
    await entry.waitFor()
    await entry.getByRole('button', { name: /恢复/ }).click()
    await row.waitFor()
    expect((await byText(PRINCIPLE))?.id).toBe(principle.id)
    await chooseFromMore(page, 'history')
  })

  test('export downloads the stored judgments as JSON and Markdown', async () => {
    const page = zhPage
    const [json] = await Promise.all([page.waitForEvent('download'), chooseFromMore(page, 'export-json')])
    const file = JSON.parse(readFileSync((await json.path())!, 'utf8')) as { format: string; judgments: { text: string }[] }
    expect(file.format).toBe('dsh-user-mirror')
    expect(file.judgments.map((j) => j.text).sort()).toEqual([RED_LINE, PRINCIPLE].sort())

    const [md] = await Promise.all([page.waitForEvent('download'), chooseFromMore(page, 'export-md')])
    const markdown = readFileSync((await md.path())!, 'utf8')
    expect(markdown).toContain(RED_LINE)
    expect(markdown).toContain(PRINCIPLE)
  })

  test('import takes an exported file through the file picker, and a broken file changes nothing', async () => {
    const page = zhPage
    const pick = async (name: string, contents: string) => {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), chooseFromMore(page, 'import')])
      await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(contents) })
    }
    const text = 'Imported through the Memory tab'
    await pick('mirror.json', JSON.stringify({ format: 'dsh-user-mirror', version: 1, exportedAt: Date.now(), judgments: [{ text, kind: 'taste', reason: 'a test' }] }))
    // An import of new text awaits its token count (a counting process starts cold): allow for it.
    await expect.poll(() => page.locator('.dum-notice[data-tone="info"]').innerText()).toContain('新增 1')
    await page.locator('[data-judgment-id]').filter({ hasText: text }).waitFor()
    const imported = (await byText(text))!
    expect(imported.source).toBe('import')

    const count = (await storedJudgments()).length
    await pick('broken.json', '{ not json')
    await expect.poll(() => page.locator('.dum-notice[data-tone="error"]').innerText()).toContain('不是 JSON')
    await pick('wrong.json', JSON.stringify({ format: 'something-else', judgments: [] }))
    await expect.poll(() => page.locator('.dum-notice[data-tone="error"]').innerText()).toContain('导入失败：文件不是本插件导出的 JSON')
    // The server's English detail never reaches a Chinese tab: its code is shown in the tab's language.
    expect(await page.locator('.dum-notice[data-tone="error"]').innerText()).not.toContain('nothing was imported')
    expect((await storedJudgments()).length).toBe(count)

    // Leave the store as the later tests expect it.
    await api(`/judgments/${imported.id}/revoke`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: '{}' })
  })

  test('every judgment, in every zone, can be revoked, and the view holds in zh and en, wide and narrow, light and dark', async () => {
    await api('/import', { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: JSON.stringify(richExport()) })
    const all = await storedJudgments()
    expect(all.some((j) => j.fading)).toBe(true)
    expect(all.some((j) => !j.injected && !j.fading)).toBe(true)

    const page = zhPage
    // Both folds are closed at first (layout change: the fading fold used to be open).
    await page.locator('.dum-fading .dum-fold').click()
    await page.locator(`[data-judgment-id="${all.find((j) => j.fading)!.id}"]`).waitFor()
    await page.locator('.dum-not-injected .dum-fold').click()
    const rows = page.locator('.dum-list > [data-judgment-id]')
    await expect.poll(() => rows.count()).toBe(all.length)
    expect(await page.locator('.dum-list > [data-judgment-id] .dum-revoke').count()).toBe(all.length)
    // A fold shows the reason and the evidence, no raw strength number.
    await rows.first().locator('.dum-item-text').click()
    const details = await shownText(rows.first().locator('.dum-item-details'))
    expect(details).toMatch(/理由/)
    expect(details).toMatch(/确认 \d+ 次/)
    expect(details).not.toMatch(/\d\.\d/)

    await screenshot(page, 'memory-zh-1280')
    await page.setViewportSize({ width: 360, height: 800 })
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    // Nothing in the tab sticks out sideways at 360 px.
    const overflow = () => page.locator('[data-dum-view="memory"]').evaluate((root) => {
      const right = root.getBoundingClientRect().right
      return [...root.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > right + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(el.getBoundingClientRect().right - right)}px (root ${Math.round(root.getBoundingClientRect().width)}px)`)
    })
    // Polled: the host animates its own columns after a resize before the layout settles.
    await expect.poll(overflow).toEqual([])
    await screenshot(page, 'memory-zh-360')

    for (const { width, colorScheme } of [{ width: 1280, colorScheme: 'light' }, { width: 360, colorScheme: 'light' }, { width: 1280, colorScheme: 'dark' }] as const) {
      const en = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 }, colorScheme })
      en.setDefaultTimeout(20_000)
      await en.goto(host.url)
      await dismissNotice(en, /Continue/)
      await en.getByText('Mirror test session').first().click()
      await openMemoryTab(en, 'Memory')
      await en.locator('[data-judgment-id]').first().waitFor()
      await en.setViewportSize({ width, height: 900 })
      // No half-translated screen: outside the user's own words, nothing in Chinese.
      const chrome = await en.locator('[data-dum-view="memory"]').evaluate((root) => {
        const clone = root.cloneNode(true) as HTMLElement
        clone.querySelectorAll('.dum-item-label, .dum-sketch-text, .dum-notice-text, [data-role="proposal-text"]').forEach((el) => el.remove())
        return clone.innerText
      })
      expect(chrome).toContain('A new conversation\'s model sees')
      expect(chrome).not.toMatch(/[\u3400-\u9fff]/)
      if (colorScheme === 'dark') {
        expect(await en.evaluate(() => document.body.hasAttribute('data-ds-dark-theme'))).toBe(true)
        expect(await realOrb(en).evaluate((el) => el.getAttribute('data-theme'))).toBe('dark')
      }
      await screenshot(en, `memory-en-${width}${colorScheme === 'dark' ? '-dark' : ''}`)
      await en.context().close()
    }
  })

  test('a cross-origin page cannot revoke: not by fetch with or without the header, not by a form post', async () => {
    const target = (await byText(RED_LINE))!
    const before = (await history()).length
    attackerTarget = `${host.url}/dsh-mirror/api/judgments/${encodeURIComponent(target.id)}/revoke`
    const page = await chromium.newPage()
    try {
      await page.goto(attackerUrl)
      await page.waitForFunction(() => (window as unknown as { results?: { done?: boolean } }).results?.done === true, undefined, { timeout: 30_000 })
      const results = await page.evaluate(() => (window as unknown as { results: Record<string, unknown> }).results)
      // The plain request and the form went out (the server's Cross-Origin-Resource-Policy then hides
      // the answer from the page, so the fetch may end as a network error); the requests with the
      // header needed a preflight the server never grants, so the browser refused to send them.
      expect(results.plain).toBeDefined()
      expect(results.withHeader).toBe('blocked')
      expect(results.deleteWithHeader).toBe('blocked')
      expect(results.form).toBe('loaded')
    } finally {
      await page.context().close()
    }
    expect((await byText(RED_LINE))?.id).toBe(target.id)
    expect((await history()).length).toBe(before)
  })
})

function attackerPage(target: string) {
  return `<!doctype html><meta charset="utf-8"><title>elsewhere</title>
<iframe name="sink" id="sink"></iframe>
<form id="form" method="POST" action="${target}" target="sink" enctype="text/plain"><input name='{"x":"' value='1"}'></form>
<script>
const target = ${JSON.stringify(target)}
window.results = {}
const form = new Promise((resolve) => {
  document.getElementById('sink').addEventListener('load', () => resolve('loaded'), { once: true })
  document.getElementById('form').submit()
})
;(async () => {
  try { results.plain = (await fetch(target, { method: 'POST', mode: 'no-cors', body: '{}' })).type } catch (e) { results.plain = 'error ' + e }
  try { results.withHeader = (await fetch(target, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: '{}' })).status } catch { results.withHeader = 'blocked' }
  try { results.deleteWithHeader = (await fetch(target, { method: 'DELETE', headers: { 'X-DSH-Mirror': '1' } })).status } catch { results.deleteWithHeader = 'blocked' }
  results.form = await form
  results.done = true
})()
</script>`
}
