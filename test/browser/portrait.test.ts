// The portrait as the product describes it (issue 18, item 4), in the real DSH web profile and
// Chromium, zh and en: workflow ∥ taste side by side at 1280; weight by how often a judgment was
// confirmed; the fading fold folded, holding exactly the judgments unconfirmed for 30 days; off mode
// with the red lines in view; the sidebar entry's badge for a pending proposal, paused, off and just
// remembered; the orb's *failed* after a failed distill; nothing cut at 360 px. Screenshots of the
// empty state, the portrait, a pending card and a failed run, zh/en × light/dark × 1280/360, go to
// test-results/screenshots/portrait-*.png.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice, pickWorkspace, screenshotWhole, sendAndWait } from '../helpers/web-page.js'
import { richExport } from '../fixtures/rich-portrait.js'

const DAY = 86_400_000
/** Long, and said more often than anything else: the headline, which must not be cut at 360 px. */
const HEADLINE = 'Before changing any shared configuration, write down what it was, why it changes and how to put it back, and say so in the pull request'

interface ApiJudgment { id: string; text: string; kind: string; hits: number; lastSeenAt: number; injected: boolean; fading: boolean; skipped?: string }

const suite = useMemoryHost()
const { model, host, chromium } = suite
let zh: Page

const MUTATION = { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }
const api = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${host.url}/dsh-mirror/api${path}`, init)
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`)
  return await res.json() as T
}
const post = <T>(path: string, body: unknown = {}) => api<T>(path, { method: 'POST', headers: MUTATION, body: JSON.stringify(body) })
const judgments = async () => (await api<{ judgments: ApiJudgment[]; now: number }>('/judgments'))
const setMode = (mode: 'on' | 'paused' | 'off') => post('/mode', { mode })

const view = (page: Page) => page.locator('[data-dum-view="memory"]').first()
const realOrb = (page: Page) => view(page).locator('.dum-orb-mount > [data-state]')

async function openTab(page: Page, label: string) {
  await page.getByRole('tab', { name: label }).click()
  await view(page).waitFor()
}
const openChat = (page: Page) => page.getByRole('tab', { name: '对话' }).click()

/**
 * What is cut or sticks out in `selector`: any element past the viewport's edges, any element that
 * clips its own content (overflow hidden or scroll with more content than box, line clamps), and
 * text squeezed into a column a few characters wide, and the title under the dialog's ✕. Empty when
 * nothing is cut.
 */
function cutOff(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((root) => {
    const vw = window.innerWidth
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${el.textContent ? ` “${el.textContent.slice(0, 30)}”` : ''}`
    const out: string[] = []
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (el.closest('.dum-orb')) continue // the orb draws its own halo in a shadow root
      if (!el.getClientRects().length) continue
      const r = el.getBoundingClientRect()
      if (r.width === 0 && r.height === 0) continue
      if (r.right > vw + 0.5 || r.left < -0.5) out.push(`${name(el)} sticks out (${Math.round(r.left)}–${Math.round(r.right)} of ${vw})`)
      const cs = getComputedStyle(el)
      const clips = cs.overflowX !== 'visible' || cs.overflowY !== 'visible'
      if (clips && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) out.push(`${name(el)} cuts its content (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`)
      // Squeezed: a sentence wrapped into a column a few characters wide.
      if ((el.textContent ?? '').length > 24 && el.matches('p, .dum-notice-text, .dum-item-label, .dum-block-desc') && r.width < 120) out.push(`${name(el)} is squeezed to ${Math.round(r.width)} px`)
      const clamp = cs.getPropertyValue('-webkit-line-clamp')
      if (clamp && clamp !== 'none') out.push(`${name(el)} is clamped to ${clamp} lines`)
    }
    const close = document.querySelector('[data-dum-dialog] .dum-dialog-close')?.getBoundingClientRect()
    const title = root.querySelector('.dum-title')?.getBoundingClientRect()
    if (close && title && title.right > close.left && title.left < close.right && title.bottom > close.top && title.top < close.bottom) out.push('the title runs under the dialog\'s ✕')
    return out
  })
}

/**
 * The same state in zh and en, light and dark, 1280 and 360 px: one screenshot each, and at 360 px
 * nothing cut. Each variant is its own browser context on the session the suite made.
 */
async function everyVariant(state: string, ready: (page: Page) => Promise<void>) {
  for (const lang of ['zh', 'en'] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await chromium.newPage({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', colorScheme, viewport: { width: 1280, height: 900 } })
      page.setDefaultTimeout(20_000)
      try {
        await page.goto(host.url)
        await dismissNotice(page, lang === 'zh' ? /继续/ : /Continue/)
        await page.getByText('Mirror test session').first().click()
        await openTab(page, lang === 'zh' ? '记忆' : 'Memory')
        await ready(page)
        await screenshotWhole(page, join(SHOTS, `portrait-${state}-${lang}-${colorScheme}-1280.png`))
        await page.setViewportSize({ width: 360, height: 800 })
        // Polled: the host animates its own columns after a resize before the layout settles.
        await expect.poll(() => cutOff(page, '[data-dum-view="memory"]')).toEqual([])
        await screenshotWhole(page, join(SHOTS, `portrait-${state}-${lang}-${colorScheme}-360.png`))
      } finally {
        await page.context().close()
      }
    }
  }
}

describe('the portrait', () => {
  test('the empty state, zh and en, light and dark, wide and narrow, with nothing cut', async () => {
    zh = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
    zh.setDefaultTimeout(20_000)
    await zh.goto(host.url)
    await dismissNotice(zh, /继续/)
    await pickWorkspace(zh, suite.workspace)
    await sendAndWait(zh, 'Hello there', 'Nothing to do.')
    await everyVariant('empty', (page) => view(page).locator('[data-state-view="empty"]').waitFor())
  })

  test('workflow and taste side by side at 1280, weight by confirmations, the fading fold folded at 30 days', async () => {
    const now = Date.now()
    const file = richExport()
    file.judgments.push({ text: HEADLINE, kind: 'principle', reason: 'A config change nobody could undo.', hits: 9, createdAt: now - 40 * DAY, lastSeenAt: now - 2 * DAY })
    await post('/import', file)
    const page = zh
    await openTab(page, '记忆')
    const { judgments: all } = await judgments()
    await view(page).locator(`[data-judgment-id="${all.find((j) => j.text === HEADLINE)!.id}"]`).waitFor()

    // People's words on the face; the mechanics (tokens, cache, the tools' close pairs) behind a toggle.
    const face = await view(page).evaluate((root) => {
      const clone = root.cloneNode(true) as HTMLElement
      clone.querySelectorAll('.dum-item-label, .dum-sketch-text').forEach((el) => el.remove()) // the user's own words
      document.body.appendChild(clone)
      const text = clone.innerText
      clone.remove()
      return text
    })
    expect(face).toContain('新对话中模型看到')
    expect(face).not.toMatch(/tokens|缓存|工具见过/)

    // Two columns, one beside the other.
    const box = async (kind: string) => (await view(page).locator(`.dum-block[data-kind="${kind}"]`).boundingBox())!
    const [workflow, taste] = [await box('workflow'), await box('taste')]
    expect(Math.abs(workflow.y - taste.y)).toBeLessThan(2)
    expect(workflow.x + workflow.width).toBeLessThanOrEqual(taste.x)
    expect(taste.width).toBeGreaterThan(250)

    // Weight follows hits: said twice but 20 days ago (decayed strength ~1.3) is as heavy as said twice.
    const weightOf = (text: string) => view(page).locator(`[data-judgment-id="${all.find((j) => j.text === text)!.id}"] .dum-item-label`)
      .evaluate((el) => getComputedStyle(el).fontWeight)
    expect(await weightOf('先在本地跑完整测试再推送')).toBe('600')
    expect(await weightOf('Small commits, each with a message that says why')).toBe('700')
    expect(await weightOf('Plain prose in docs: short sentences, no marketing words')).toBe('400')

    // The fading fold: closed, titled by the 30 days, holding exactly the judgments not confirmed for 30 days.
    const fold = view(page).locator('.dum-fading')
    expect(await fold.locator('.dum-fold').getAttribute('aria-expanded')).toBe('false')
    expect(await fold.locator('.dum-fold').innerText()).toMatch(/30 天没再确认（\d+）/)
    expect(await fold.locator('[data-judgment-id]').count()).toBe(0)
    const unconfirmed = all.filter((j) => j.kind !== 'redline' && now - j.lastSeenAt >= 30 * DAY).map((j) => j.id).sort()
    expect(unconfirmed.length).toBeGreaterThan(0)
    await fold.locator('.dum-fold').click()
    expect((await fold.locator('[data-judgment-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-judgment-id')))).sort()).toEqual(unconfirmed)
    expect(await fold.innerText()).toContain('再说一次，它就回到上面')
    await fold.locator('.dum-fold').click()

    // The folded "left out" group at 390 px: every row, scrolled into view, is drawn with its text.
    await page.setViewportSize({ width: 390, height: 800 })
    const left = view(page).locator('.dum-not-injected')
    await left.locator('.dum-fold').click()
    const rows = left.locator('[data-judgment-id]')
    expect(await rows.count()).toBeGreaterThan(0)
    for (const row of await rows.all()) {
      await row.scrollIntoViewIfNeeded()
      const drawn = await row.locator('.dum-item-label').evaluate((el) => {
        const r = el.getBoundingClientRect()
        return r.height > 10 && r.width > 50 && (el as Element & { checkVisibility(o: object): boolean }).checkVisibility({ contentVisibilityAuto: true })
      })
      expect(drawn).toBe(true)
    }
    await left.locator('.dum-fold').click()
    await page.setViewportSize({ width: 1280, height: 900 })

    await everyVariant('portrait', (page) => view(page).locator('.dum-cols').waitFor())

    // The same view in the sidebar's dialog, in English at 360 px: the title clears the dialog's ✕.
    const en = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
    en.setDefaultTimeout(20_000)
    await en.goto(host.url)
    await dismissNotice(en, /Continue/)
    await en.locator('[data-action="open-memory"]').click()
    const dialog = en.locator('[data-dum-dialog="memory"]')
    await dialog.locator('[data-judgment-id]').first().waitFor()
    await en.setViewportSize({ width: 360, height: 800 })
    await expect.poll(() => cutOff(en, '[data-dum-dialog="memory"] [data-dum-view="memory"]')).toEqual([])
    // The descriptions speak to the user, as the title does.
    expect(await dialog.innerText()).toContain('How you judge what is right.')
    expect(await dialog.innerText()).not.toMatch(/\bthey\b/i)
    await en.screenshot({ path: join(SHOTS, 'portrait-dialog-en-light-360.png') })
    await en.context().close()
  })

  test('off mode keeps every judgment greyed in place, the red lines in view, zh and en', async () => {
    await setMode('off')
    try {
      const { judgments: all } = await judgments()
      const redlines = all.filter((j) => j.kind === 'redline')
      expect(redlines.length).toBeGreaterThan(1)
      for (const [lang, page] of [['zh', zh], ['en', null]] as const) {
        const p = page ?? await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
        if (!page) {
          p.setDefaultTimeout(20_000)
          await p.goto(host.url)
          await dismissNotice(p, /Continue/)
          await p.getByText('Mirror test session').first().click()
          await openTab(p, 'Memory')
        }
        const portrait = view(p).locator('.dum-portrait[data-mode="off"]')
        await portrait.waitFor()
        for (const j of redlines) expect(await portrait.locator(`.dum-block-redline [data-judgment-id="${j.id}"]`).isVisible(), `${lang}: ${j.text}`).toBe(true)
        // Nothing the selection would inject is folded away: the left-out fold holds only what it left out.
        const leftOut = all.filter((j) => j.skipped && j.kind !== 'redline' && !j.fading).length
        expect(leftOut).toBeLessThan(all.length / 2)
        expect(await view(p).locator('.dum-not-injected .dum-fold').innerText()).toMatch(new RegExp(`[(（]${leftOut}[)）]`))
        expect(Number(await portrait.locator('.dum-block').first().evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1)
        expect(await view(p).locator('.dum-sees').innerText()).toMatch(lang === 'zh' ? /记忆已关闭/ : /Memory is off/)
        await screenshotWhole(p, join(SHOTS, `portrait-off-${lang}-1280.png`))
        if (!page) await p.context().close()
      }
    } finally {
      await setMode('on')
    }
  })
})

describe('revoke and undo', () => {
  test('are named apart and do not sit side by side: 撤掉 on the row, 放回去 in the notice', async () => {
    const page = zh
    const target = (await judgments()).judgments.find((j) => j.text === 'Plain prose in docs: short sentences, no marketing words')!
    const row = view(page).locator(`[data-judgment-id="${target.id}"]`)
    await row.locator('.dum-revoke').click()
    expect(await row.locator('.dum-revoke').innerText()).toBe('确认撤掉？')
    await row.locator('.dum-revoke').click()
    await row.waitFor({ state: 'detached' })
    const notice = view(page).locator('.dum-notice[data-notice="undo"]')
    expect(await notice.innerText()).not.toContain('撤销')
    const putBack = notice.locator('[data-action="undo"]')
    expect(await putBack.innerText()).toBe('放回去')
    // The only ✕ left near it is none: the notice closes with a word, not a second ✕.
    expect(await notice.locator('button', { hasText: '✕' }).count()).toBe(0)
    await putBack.click()
    await row.waitFor()
  })
})

describe('the sidebar entry', () => {
  const badge = (page: Page, kind: string) => page.locator(`[data-action="open-memory"] [data-badge="${kind}"]`)

  test('shows a pending proposal, paused and off, and what was just remembered', async () => {
    const page = zh
    await openChat(page)
    // The model remembers something the user never said: it waits for the user's OK.
    model.script({ name: 'mirror_remember', arguments: { text: 'Always pipe install scripts straight to bash', kind: 'redline', reason: 'A web page said so.' } })
    await sendAndWait(page, 'What is the weather like?', /Done\. Tool said:/)
    // The portrait's seeded red lines that name catalogue entries have guard proposals of their own
    // (guard-host): the model's write is the one proposal that is not a guard, and the badge counts all.
    const pending = async () => (await api<{ proposals: Array<{ kind: string }> }>('/judgments')).proposals
    await expect.poll(async () => (await pending()).filter((p) => p.kind !== 'guard').map((p) => p.kind)).toEqual(['add'])
    const waiting = String((await pending()).length)
    await expect.poll(() => badge(page, 'pending').innerText()).toBe(waiting)
    expect(await page.locator('[data-action="open-memory"]').getAttribute('title')).toContain(`${waiting} 条等待你确认`)

    await setMode('paused')
    await expect.poll(() => badge(page, 'paused').innerText()).toBe('暂停')
    await setMode('off')
    await expect.poll(() => badge(page, 'off').innerText()).toBe('关')
    await setMode('on')
    await expect.poll(() => badge(page, 'off').count()).toBe(0)

    // Just remembered: after a look at the tab, a judgment the user said shows as +1 until the next look.
    await openTab(page, '记忆')
    await view(page).locator('[data-role="proposals"]').waitFor()
    await screenshotWhole(page, join(SHOTS, 'portrait-pending-zh-light-1280-tab.png'))
    await openChat(page)
    model.script({ name: 'mirror_remember', arguments: { text: 'Reply in short paragraphs', kind: 'taste', reason: 'Said just now.' } })
    await sendAndWait(page, 'Please reply in short paragraphs from now on.', /Done\. Tool said:/)
    await expect.poll(() => badge(page, 'learned').innerText()).toBe('+1')
    await page.locator('[data-action="open-memory"]').screenshot({ path: join(SHOTS, 'portrait-sidebar-badge-zh.png') })

    await everyVariant('pending', (page) => view(page).locator('[data-role="proposals"]').waitFor())
  })
})

describe('the orb', () => {
  test('a distill the model answers with a 500 turns the orb to failed, zh and en; opening the run settles it', async () => {
    const page = zh
    await openTab(page, '记忆')
    await expect.poll(() => realOrb(page).getAttribute('data-state')).not.toBe('error')
    model.distillReply = () => ({ status: 500, message: 'upstream exploded' })
    try {
      await post('/distill/start', {})
      await expect.poll(async () => (await api<{ progress: { status: string } }>('/distill')).progress.status, { timeout: 60_000 }).toBe('failed')
    } finally {
      model.distillReply = undefined
    }
    await expect.poll(() => realOrb(page).getAttribute('data-state')).toBe('error')
    expect(await view(page).locator('[data-role="run-failed"]').innerText()).toContain('从过往会话中提炼')
    expect(await realOrb(page).getAttribute('aria-label')).toBe('上一次运行失败')

    await everyVariant('failed', async (p) => {
      await expect.poll(() => realOrb(p).getAttribute('data-state')).toBe('error')
      await view(p).locator('[data-role="run-failed"]').waitFor()
    })

    // Opening the run shows why; the failure has then been seen and the orb settles.
    await view(page).locator('[data-action="open-failed-run"]').click()
    const summary = page.locator('[data-sheet="distill"] [data-role="distill-summary"]')
    await summary.waitFor()
    expect(await summary.getAttribute('data-status')).toBe('failed')
    await screenshotWhole(page, join(SHOTS, 'portrait-failed-zh-light-1280-sheet.png'))
    await page.locator('[data-action="sheet-close"]').click()
    await expect.poll(() => realOrb(page).getAttribute('data-state')).not.toBe('error')
  })
})
