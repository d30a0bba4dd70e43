// Many waiting proposals, in the real host and Chromium (walk14, notes/issue-22-walk14.md, left 5 and
// 6): after importing a team's rule file, 40-odd proposals filled the page before the first
// remembered judgment (over 8,000 px at 360 px). The list folds after a few, the red line and the
// contradicting pair first; "展开全部 N 条 / Show all N" (a real button with aria-expanded) shows the
// rest, each still accepted on its own; "accept all" of a kind takes the folded ones too. And in the
// first meeting (an empty store) the 从其他工具导入 / Import from other tools button touched the
// receipt below it. zh and en, 360 and 1280 px; screenshots in
// test-results/screenshots/proposals-fold-*.png.
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchChromium, type LaunchedChromium } from '../helpers/chromium.js'
import { createTestHome, removeTestHome, runScriptedTurn, startWebHost, type WebHost } from '../helpers/dsh.js'
import { startFakeModel, type FakeModel } from '../helpers/fake-model.js'
import { screenshotWhole, withMemoryTab } from '../helpers/web-page.js'

const SHOTS = join(process.cwd(), 'test-results/screenshots')
const RULES = join(import.meta.dirname, '../fixtures/exchange/team-rules.md')
const REMEMBERED = 'Keep commit messages short and plain.'
/**
 * How far below the tab's top the portrait may start, in viewport heights, with many waiting. Before
 * the accept-all row and the folded contradiction notices (proposals-fold's left item): 2.12 (zh) and
 * 2.61 (en) at 360 px, 1.16 and 1.30 at 1280 px; after: 1.84, 2.03, 1.15, 1.20.
 */
const REACH = { 360: 2.1, 1280: 1.25 } as const

let model: FakeModel
let chromium: LaunchedChromium
let host: WebHost | undefined
let dshHome: string
const home = mkdtempSync(join(tmpdir(), 'dum-browser-fold-'))

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  model = await startFakeModel()
  chromium = await launchChromium()
  mkdirSync(join(home, '.claude'), { recursive: true })
  cpSync(RULES, join(home, '.claude/CLAUDE.md'))
  dshHome = createTestHome()
  await runScriptedTurn(model, dshHome, 'hi', [], { env: { HOME: home } })
  host = await startWebHost({ dshHome, env: { ...model.env(), HOME: home } })
})
afterAll(async () => {
  await host?.stop()
  await chromium?.close()
  await model?.close()
  if (dshHome) removeTestHome(dshHome)
  rmSync(home, { recursive: true, force: true })
})

/** A POST to the plugin's route, as the tab makes it. */
async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${host!.url}/dsh-mirror/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-dsh-mirror': '1' }, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return await res.json() as T
}
const waiting = async () => (await (await fetch(`${host!.url}/dsh-mirror/api/proposals`)).json() as { proposals: Array<{ id: string }> }).proposals.length
const remembered = async () => (await (await fetch(`${host!.url}/dsh-mirror/api/judgments`)).json() as { judgments: Array<{ text: string }> }).judgments.map((j) => j.text)

type Lang = 'zh' | 'en'
const openPage = async (lang: Lang, width: 360 | 1280) => {
  const page = await chromium.newPage({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport: { width, height: width === 360 ? 780 : 900 } })
  page.setDefaultTimeout(30_000)
  await withMemoryTab(page, host!.url, lang === 'zh' ? { hello: '你好' } : { tab: 'Memory', hello: 'hello' })
  return page
}

/** The vertical space between the import button and whatever is drawn right below it (the receipt, the proposals). */
const gapBelowImport = (page: Page) => page.locator('[data-dum-view="memory"] [data-action="exchange"]').evaluate((button) => {
  const next = button.nextElementSibling!
  return { next: next.getAttribute('data-session-receipt') !== null ? 'receipt' : next.getAttribute('data-role'), gap: next.getBoundingClientRect().top - button.getBoundingClientRect().bottom }
})

/** How far below the tab's top the first remembered judgment starts, in px. */
const portraitDepth = (page: Page) => page.locator('[data-dum-view="memory"]').evaluate((view) => {
  const first = view.querySelector('[data-judgment-id]')!
  return first.getBoundingClientRect().top - view.getBoundingClientRect().top
})

test('first meeting, empty store: the import button keeps a gap to the receipt below it (zh and en, 1280 and 360 px)', async () => {
  const gaps: Record<string, number> = {}
  for (const lang of ['zh', 'en'] as const) {
    for (const width of [1280, 360] as const) {
      const page = await openPage(lang, width)
      await page.locator('[data-state-view="empty"]').waitFor()
      await page.locator('[data-session-receipt]').waitFor()
      const below = await gapBelowImport(page)
      expect(below.next, `${lang} ${width}`).toBe('receipt')
      gaps[`${lang} ${width}`] = below.gap
      await page.screenshot({ path: join(SHOTS, `proposals-fold-empty-${lang}-${width}.png`) })
      await page.close()
    }
  }
  // Every width and language: at least 8 px between the button and the receipt (at 1280 px it was 0).
  expect(Object.entries(gaps).filter(([, gap]) => gap < 8), JSON.stringify(gaps)).toEqual([])
})

test('an imported team file proposes many lines; one judgment is remembered', async () => {
  const pasted = await post<{ reports: Array<{ proposed: Array<{ id: string }> }> }>('exchange/import', { text: REMEMBERED })
  await post('exchange/accept', { ids: pasted.reports[0]!.proposed.map((p) => p.id) })
  expect(await remembered()).toEqual([REMEMBERED])
  const team = await post<{ reports: Array<{ proposed: unknown[] }> }>('exchange/import', { target: 'claude' })
  expect(team.reports[0]!.proposed.length).toBeGreaterThanOrEqual(40)
  expect(await waiting()).toBe(team.reports[0]!.proposed.length)
})

for (const [lang, width] of [['zh', 360], ['en', 360], ['zh', 1280], ['en', 1280]] as const) {
  test(`${lang}, ${width} px: the list folds after a few, the red line and the contradicting pair first; "show all" shows each, each still accepted`, async () => {
    const all = await waiting()
    const page = await openPage(lang, width)
    const panel = page.locator('[data-role="proposals"]')
    await panel.waitFor()
    await page.locator('[data-judgment-id]').first().waitFor()
    const items = panel.locator('li.dum-pending-item')
    expect(await panel.locator('.dum-pending-title').innerText()).toBe(lang === 'zh' ? `等待你确认（${all}）` : `Waiting for your OK (${all})`)

    // The portrait is within reach: the first remembered judgment starts a few screens down at most.
    const viewport = page.viewportSize()!
    const depth = await portraitDepth(page)
    await screenshotWhole(page, join(SHOTS, `proposals-fold-${lang}-${width}.png`))
    expect(depth, `the first judgment starts ${depth} px below the tab's top`).toBeLessThan(REACH[width] * viewport.height)
    expect(await items.count()).toBe(5)
    // What needs the user's eye is not folded away: the red lines and the two that contradict each other.
    const shown = await items.locator('[data-role="proposal-text"]').allInnerTexts()
    expect(shown).toEqual(expect.arrayContaining(['Never force-push to main.', '禁止在周五下午上线。']))
    expect(await items.locator('[data-role="proposal-contradicts"]').count()).toBe(2)
    // "Accept all" is one row of short buttons that wraps (four kinds: at most three lines at 360 px),
    // each named in full for a screen reader.
    const bar = panel.locator('[data-role="accept-all"]')
    expect(await bar.locator('[data-action="accept-kind"]').count()).toBe(4)
    expect((await bar.boundingBox())!.height, 'the accept-all row').toBeLessThan(width === 360 ? 110 : 40)
    expect(await bar.locator('[data-kind="taste"]').getAttribute('aria-label')).toMatch(lang === 'zh' ? /^接受全部「品味」（\d+）$/ : /^Accept all of kind Taste \(\d+\)$/)
    // A contradiction notice is one line until opened; opened, it says the whole sentence.
    const notice = items.locator('[data-role="proposal-contradicts"]').first()
    expect((await notice.boundingBox())!.height, 'a folded contradiction notice').toBeLessThan(40)
    expect(await notice.locator('summary').innerText()).toMatch(lang === 'zh' ? /^只接受一条：和「Always use (pnpm|yarn) to install packages\.」互相矛盾$/ : /^Accept only one: contradicts “Always use (pnpm|yarn) to install packages\.”$/)
    await notice.locator('summary').click()
    await expect.poll(() => notice.getAttribute('open')).not.toBeNull()
    expect(await notice.innerText()).toMatch(lang === 'zh' ? /互相矛盾：接受你要的那条，拒绝另一条。$/ : /also waiting for your OK: accept the one you mean and reject the other\.$/)
    await notice.locator('summary').click()
    await expect.poll(() => notice.getAttribute('open')).toBeNull()
    // The import button keeps its distance from the proposals below it.
    expect((await gapBelowImport(page)).gap).toBeGreaterThanOrEqual(8)

    // A real button, by keyboard: Enter shows all, and says it is expanded.
    const fold = panel.locator('[data-action="proposals-fold"]')
    expect(await fold.innerText()).toBe(lang === 'zh' ? `展开全部 ${all} 条` : `Show all ${all}`)
    expect(await fold.getAttribute('aria-expanded')).toBe('false')
    expect(await panel.locator(`ul[id="${await fold.getAttribute('aria-controls')}"]`).count()).toBe(1)
    await fold.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => items.count()).toBe(all)
    expect(await fold.getAttribute('aria-expanded')).toBe('true')
    expect(await fold.innerText()).toBe(lang === 'zh' ? '收起，只看前 5 条' : 'Show only the first 5')

    // One that was folded away is accepted on its own.
    const last = items.last()
    const text = await last.locator('[data-role="proposal-text"]').innerText()
    await last.locator('[data-action="accept"]').click()
    await expect.poll(remembered).toContain(text)
    await expect.poll(() => items.count()).toBe(all - 1)
    expect(await panel.locator('.dum-pending-title').innerText()).toBe(lang === 'zh' ? `等待你确认（${all - 1}）` : `Waiting for your OK (${all - 1})`)

    // Folded again: the few, and the button back in view.
    await fold.click()
    await expect.poll(() => items.count()).toBe(5)
    expect(await fold.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => fold.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight })).toBe(true)
    await page.close()
  })
}

test('zh, 360 px: "accept all" of a kind takes the folded ones of that kind too', async () => {
  const tastes = async () => (await (await fetch(`${host!.url}/dsh-mirror/api/proposals`)).json() as { proposals: Array<{ judgment?: { kind: string; text: string } }> }).proposals
    .filter((p) => p.judgment?.kind === 'taste').map((p) => p.judgment!.text)
  const waitingTastes = await tastes()
  expect(waitingTastes.length).toBeGreaterThan(5)
  const page = await openPage('zh', 360)
  const panel = page.locator('[data-role="proposals"]')
  await panel.waitFor()
  expect(await panel.locator('li.dum-pending-item').count()).toBe(5)
  const button = panel.locator('[data-action="accept-kind"][data-kind="taste"]')
  expect(await button.innerText()).toBe(`品味（${waitingTastes.length}）`)
  expect(await button.getAttribute('aria-label')).toBe(`接受全部「品味」（${waitingTastes.length}）`)
  await button.click()
  // None left waiting, folded or not (a line on the topic of a stored judgment confirms it rather than adding one).
  await expect.poll(tastes).toEqual([])
  await expect.poll(() => page.locator('[data-notice]').innerText()).toContain(`已接受 ${waitingTastes.length} 条「品味」`)
  await page.close()
})
