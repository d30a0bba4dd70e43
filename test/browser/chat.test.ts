// The memory inside the chat, in the real DSH web profile and Debian's Chromium: the memory reached
// from the landing page, a real conversation typed in the composer showing the tools' own cards, the
// `/` menu listing the commands and their answers, zh and en; the pause switch; and the budget
// changed in the host's Settings page followed by the tab's receipt. Screenshots go to
// test-results/screenshots/chat-*.png.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { chooseFromMore, dismissNotice, openDetails, pickWorkspace, typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model, host, chromium } = suite
let zh: Page

interface ApiJudgment { id: string; text: string; kind: string; source: string }
const stored = async () => (await suite.api<{ judgments: ApiJudgment[] }>('/judgments')).judgments

const composer = (page: Page) => page.locator('[data-composer-card] textarea').first()
const type = typeInComposer
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `chat-${name}.png`) })

describe('the memory in the chat (zh)', () => {
  test('from the landing page, before any session, the sidebar opens the memory', async () => {
    zh = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
    zh.setDefaultTimeout(20_000)
    await zh.goto(host.url)
    await dismissNotice(zh, /继续/)
    await zh.locator('[data-action="open-memory"]').click()
    const dialog = zh.locator('[data-dum-dialog="memory"]')
    await dialog.locator('[data-state-view="empty"]').waitFor()
    expect(await dialog.innerText()).toContain('还没有记住任何判断')
    await shot(zh, 'landing-memory-zh')
    await zh.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  })

  test('a remembered judgment shows as a card a person reads, with undo; the `/` menu lists the commands; /remember and /memory answer in Chinese', async () => {
    const page = zh
    await pickWorkspace(page, suite.workspace)

    model.script({ name: 'mirror_remember', arguments: { text: '删东西之前必须先问我', kind: 'redline', reason: '用户在清理目录时说的' } })
    await type(page, '以后删东西之前必须先问我')
    const card = page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]')
    await card.waitFor()
    expect(await card.locator('.dum-card-title').innerText()).toBe('已记住（红线）：删东西之前必须先问我')
    expect(await card.locator('[data-action="card-undo"]').innerText()).toBe('撤销')
    // The generic row with the raw English tool text is gone.
    expect(await page.getByText('Tool call').count()).toBe(0)
    await shot(page, 'card-zh')

    const box = composer(page)
    await box.click()
    await box.fill('/')
    const menu = page.getByText('命令', { exact: true })
    await menu.waitFor()
    for (const name of ['remember', 'forget', 'memory']) await page.getByText(name, { exact: true }).first().waitFor()
    await shot(page, 'slash-menu')
    await box.fill('')

    await type(page, '/remember 原则: 先给结论再给理由')
    await page.getByText(/已记住（原则）：先给结论再给理由/).first().waitFor()
    expect((await stored()).find((j) => j.text === '先给结论再给理由')).toMatchObject({ kind: 'principle', source: 'user' })
    await type(page, '/memory 状态')
    await page.getByText(/记忆：开启 已存 2 条|记忆：开启/).first().waitFor()
    await shot(page, 'slash-answers-zh')
    // Undo from the card: the red line is revoked (restorable in the tab's history).
    await card.locator('[data-action="card-undo"]').click()
    await expect.poll(() => card.locator('[data-action="card-undo"]').innerText()).toBe('已撤销')
    expect((await stored()).map((j) => j.text)).toEqual(['先给结论再给理由'])
  })

  test('the pause switch in the tab: the model\'s remember is refused and its card says so; the orb greys out', async () => {
    const page = zh
    await page.getByRole('tab', { name: '记忆' }).click()
    const view = page.locator('[data-dum-view="memory"]').first()
    await view.locator('[data-role="mode"] [data-mode="paused"]').click()
    await expect.poll(async () => (await suite.api<{ mode: string }>('/mode')).mode).toBe('paused')
    await view.locator('[data-role="mode-note"]').waitFor()
    expect(await view.locator('[data-role="mode-note"]').innerText()).toContain('记忆已暂停')
    expect(await view.locator('.dum-orb').getAttribute('data-mode')).toBe('paused')
    await shot(page, 'paused-tab')

    await page.getByRole('tab', { name: '对话' }).click()
    model.script({ name: 'mirror_remember', arguments: { text: '图片一律上 R2', kind: 'workflow', reason: '用户说的' } })
    await type(page, '图片一律上 R2')
    const refused = page.locator('[data-dum-card="mirror_remember"][data-outcome="error"]')
    await refused.waitFor()
    expect(await refused.locator('.dum-card-title').innerText()).toBe('记忆已暂停：没有记下')
    expect(await refused.innerText()).toContain('模型想记下这条，但记忆已暂停')
    expect(await refused.innerText()).not.toContain('nothing was stored')
    expect((await stored()).map((j) => j.text)).toEqual(['先给结论再给理由'])
    await shot(page, 'paused-card')

    await page.getByRole('tab', { name: '记忆' }).click()
    await page.locator('[data-dum-view="memory"] [data-role="mode"] [data-mode="on"]').first().click()
    await expect.poll(async () => (await suite.api<{ mode: string }>('/mode')).mode).toBe('on')
  })

  test('the budget changed in Settings → 插件 → 插件配置 is what the tab\'s receipt shows', async () => {
    const page = zh
    const view = page.locator('[data-dum-view="memory"]').first()
    // The token count sits behind the details toggle now (layout change).
    await openDetails(view.locator('.dum-sees'))
    await expect.poll(() => view.locator('.dum-sees').innerText()).toContain('/ 500 tokens')
    await chooseFromMore(page, 'open-settings', view)
    const card = page.locator('[data-dum-settings="card"]')
    await card.locator('[data-field="tokenBudget"] input').waitFor()
    await card.locator('[data-field="tokenBudget"] input').fill('300')
    // Who confirms is on the card too, and what the card cannot edit says where it is set.
    expect(await card.locator('[data-field="confirm"] select').inputValue()).toBe('grounded')
    await card.locator('[data-field="confirm"] select').selectOption('always')
    // The second reading by the user's own model is on by default, and can be switched off here.
    const reading = card.locator('[data-field="modelReading"] input[type="checkbox"]')
    expect(await reading.isChecked()).toBe(true)
    expect(await card.locator('[data-field="modelReading"]').innerText()).toContain('让你的模型再核对一遍')
    await reading.uncheck()
    const fileOnly = await card.locator('[data-role="file-only-settings"]').innerText()
    // exclude is edited on the card (applies at once, test/e2e/exclude-live.test.ts); distill is not.
    expect(await card.locator('[data-field="exclude"] textarea').count()).toBe(1)
    expect(fileOnly).not.toContain('exclude')
    expect(fileOnly).toContain('DSH 的默认模型')
    expect(fileOnly).toContain('cordis.patch.yml')
    await shot(page, 'settings-card')
    await card.locator('[data-action="save-settings"]').click()
    await card.getByText('已保存，立即生效').waitFor()
    expect((await suite.api<{ value: { confirm: string; modelReading: boolean } }>('/settings')).value).toMatchObject({ confirm: 'always', modelReading: false })
    await card.locator('[data-field="confirm"] select').selectOption('grounded')
    await card.locator('[data-field="modelReading"] input[type="checkbox"]').check()
    await card.locator('[data-action="save-settings"]').click()
    await expect.poll(async () => (await suite.api<{ value: { confirm: string; modelReading: boolean } }>('/settings')).value).toMatchObject({ confirm: 'grounded', modelReading: true })
    await page.keyboard.press('Escape')
    await expect.poll(async () => {
      await openDetails(view.locator('.dum-sees'))
      return view.locator('.dum-sees').innerText()
    }).toContain('/ 300 tokens')
    await shot(page, 'budget-followed')
  })
})

describe('the memory in the chat (en)', () => {
  test('the same cards and answers in English', async () => {
    const page = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
    page.setDefaultTimeout(20_000)
    await page.goto(host.url)
    await dismissNotice(page, /Continue/)
    await page.getByText('Mirror test session').first().click()
    model.script({ name: 'mirror_remember', arguments: { text: 'Explain trade-offs before recommending a library', kind: 'principle', reason: 'Said in review.' } })
    await type(page, 'Please always explain trade-offs before recommending a library')
    await page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"] .dum-card-title')
      .filter({ hasText: 'Remembered (Principle): Explain trade-offs before recommending a library' }).waitFor()
    // Replayed cards follow the UI's language too, not the language of the judgment.
    expect(await page.locator('[data-dum-card="mirror_remember"] .dum-card-title').first().innerText()).toBe('Remembered (Red line): 删东西之前必须先问我')
    await type(page, '/memory pause')
    await page.getByText(/Memory paused: the model will store and forget nothing/).first().waitFor()
    await type(page, '/memory resume')
    await page.getByText(/Memory is on again/).first().waitFor()
    await shot(page, 'card-en')
    await page.context().close()
  })
})
