// What the user is told, in the real host and Chromium, zh and en: a failed distill and a failed
// tidy say so in the page's language (no English reason in the Chinese page, no "done", no pointer
// to a section that is not there); `/memory` answers in the page's language, laid out whole; a
// confirmation keeps the user's Chinese and reason, and its card says 第 2 次确认 / Confirmed (2nd
// time); `/remember` with a key leaves the composer empty and the key nowhere. Screenshots go to
// test-results/screenshots/honest-*.png.
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { launchChromium, type LaunchedChromium } from '../helpers/chromium.js'
import { createTestHome, readStorage, removeTestHome, runScriptedTurn, startWebHost, type WebHost } from '../helpers/dsh.js'
import { dismissNotice, screenshotWhole, sendAndWait, shownText, typeInComposer } from '../helpers/web-page.js'
import { startFakeModel, type FakeModel } from '../helpers/fake-model.js'

const SHOTS = join(process.cwd(), 'test-results/screenshots')
const KEY = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123456789'
/** Latin words of four letters or more, other than names the UI uses as such. */
const englishIn = (text: string) => text.replace(/JSON|HTTP|API key|tokens?|DSH/g, '').match(/[A-Za-z]{4,}/g) ?? []

let model: FakeModel
let chromium: LaunchedChromium
let host: WebHost | undefined
let home: string

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  model = await startFakeModel()
  chromium = await launchChromium()
  home = createTestHome()
  // A real turn makes the home a known workspace and gives distill one message to read.
  await runScriptedTurn(model, home, 'Never force-push to a shared branch.')
  host = await startWebHost({ dshHome: home, env: model.env() })
})
afterAll(async () => {
  await host?.stop()
  await chromium?.close()
  await model?.close()
  if (home) removeTestHome(home)
})

const judgments = () => Object.values(readStorage<{ judgments: Record<string, Judgment> }>(home, 'dsh_user_mirror')?.tables.judgments ?? {})
const shot = (page: Page, name: string) => screenshotWhole(page, join(SHOTS, `honest-${name}.png`))
const composer = (page: Page) => page.locator('[data-composer-card] textarea').first()

async function openChat(locale: 'zh-CN' | 'en-US') {
  const page = await chromium.newPage({ locale, viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  await page.goto(host!.url)
  await dismissNotice(page, /继续|Continue/)
  await sendAndWait(page, locale === 'zh-CN' ? '你好' : 'Hello there', 'Nothing to do.')
  return page
}

async function openTab(page: Page, tab: string) {
  await page.getByRole('tab', { name: tab }).click()
  await page.locator('[data-dum-view="memory"]').waitFor()
}

function everyFile(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    const stat = statSync(path, { throwIfNoEntry: false })
    if (!stat) return []
    return stat.isDirectory() ? everyFile(path) : stat.size < 5_000_000 ? [path] : []
  })
}

for (const lang of ['zh', 'en'] as const) {
  const L = lang === 'zh'
    ? { locale: 'zh-CN' as const, tab: '记忆', distill: '从过往会话中提炼', start: '开始提炼', tidy: '整理' }
    : { locale: 'en-US' as const, tab: 'Memory', distill: 'Distill from past sessions', start: 'Start distilling', tidy: 'Tidy up' }

  describe(`${lang}: a failed run says so in the page's language`, () => {
    test('distill whose every batch was answered badly, then tidy refused by the provider', async () => {
      const page = await openChat(L.locale)
      await openTab(page, L.tab)
      model.distillReply = () => 'Sure! Here is what I found.'
      // Distill and tidy are in the header's "more" menu.
      await page.locator('[data-dum-view="memory"] [data-action="more"]').click()
      await page.locator('[data-dum-view="memory"] [data-action="distill"]').click()
      await page.locator('[data-action="distill-estimate"]').click()
      await page.getByRole('button', { name: L.start }).click()
      const summary = page.locator('[data-role="distill-summary"]')
      await summary.waitFor()
      expect(await summary.getAttribute('data-status')).toBe('failed')
      expect(await summary.getAttribute('data-failed')).toBe('true')
      const text = await summary.innerText()
      if (lang === 'zh') {
        expect(text).toContain('提炼失败：模型的回答不是要求的 JSON。')
        expect(text).toContain('没读成的消息没有标为已读，下次提炼会重新发送。')
        expect(text).not.toContain('提炼完成')
        expect(text).not.toContain('等待你确认')
        expect(englishIn(text)).toEqual([])
      } else {
        expect(text).toContain('Distill failed: the model\'s answer was not the JSON asked for.')
        expect(text).toContain('Messages not read are not marked done; the next run sends them again.')
      }
      // The English lines of the log are not shown in the panel.
      expect(await page.locator('[data-role="distill"]').innerText()).not.toContain('skipped after a retry')
      await shot(page, `distill-failed-${lang}-1280`)

      // Tidy needs something stored; the provider refuses the key.
      await page.getByRole('tab', { name: lang === 'zh' ? '对话' : 'Chat' }).click()
      await typeInComposer(page, lang === 'zh' ? '/remember 原则: 先给结论再给理由' : '/remember principle: Give the conclusion before the reasons')
      await page.locator(`[data-dum-command="remember"][data-outcome="success"]`).last().waitFor()
      await openTab(page, L.tab)
      model.tidyReply = () => ({ status: 401, message: 'Authentication Fails (invalid api key)' })
      await page.locator('[data-dum-view="memory"] [data-action="more"]').click()
      await page.locator('[data-dum-view="memory"] [data-action="tidy"]').click()
      await page.locator('[data-action="tidy-start"]').click()
      const tidy = page.locator('[data-role="tidy-summary"]')
      await tidy.waitFor()
      expect(await tidy.getAttribute('data-status')).toBe('failed')
      const tidyText = await tidy.innerText()
      if (lang === 'zh') {
        expect(tidyText).toBe('整理失败：你的模型服务拒绝了请求（HTTP 401，检查 API key）。记忆没有任何改变。')
        expect(englishIn(tidyText)).toEqual([])
      } else {
        expect(tidyText).toBe('Tidy failed: your model provider refused the request (HTTP 401; check the API key). Nothing in memory changed.')
      }
      await shot(page, `tidy-failed-${lang}-1280`)
      await page.setViewportSize({ width: 360, height: 800 })
      await shot(page, `runs-failed-${lang}-360`)
      model.distillReply = undefined
      model.tidyReply = undefined
      await page.close()
    })
  })

  describe(`${lang}: slash commands in the page's language`, () => {
    test('/memory answers whole, in the page\'s language, whatever was typed', async () => {
      const page = await openChat(L.locale)
      await typeInComposer(page, '/memory')
      // A command with input is a "leading input": a second Enter runs the bare command.
      await page.keyboard.press('Enter')
      const answer = page.locator('[data-dum-command="memory"][data-outcome="success"]').last()
      await answer.waitFor()
      const text = await answer.innerText()
      expect(text).toMatch(lang === 'zh' ? /记忆：开启/ : /Memory: on/)
      expect(text).toContain(lang === 'zh' ? '所有命令：/memory help' : 'Every command: /memory help')
      // Laid out whole: every line of the answer is on the page, not one cut row.
      expect(await answer.locator('.dum-answer-line, li').count()).toBeGreaterThanOrEqual(2)
      await typeInComposer(page, '/memory help')
      const help = page.locator('[data-dum-command="memory"][data-outcome="success"]').last()
      await expect.poll(() => help.innerText()).toContain('/memory distill')
      expect(await help.locator('li').count()).toBeGreaterThanOrEqual(9)
      await shot(page, `memory-answer-${lang}-1280`)
      await page.setViewportSize({ width: 360, height: 800 })
      await shot(page, `memory-answer-${lang}-360`)
      await page.close()
    })
  })
}

describe('the user\'s words', () => {
  test('zh then en: a confirmation keeps the reason and the Chinese text; the card says 第 2 次确认 / Confirmed (2nd time)', async () => {
    const page = await openChat('zh-CN')
    const reason = '用户在整理博客图床时明确说的，以后都适用'
    model.script({ name: 'mirror_remember', arguments: { text: '图片一律上 R2，不要再往 picx 加图', kind: 'workflow', reason } })
    await typeInComposer(page, '以后图片一律上 R2，不要再往 picx 加图')
    await page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]').first().waitFor()
    const id = judgments().find((j) => j.text.startsWith('图片一律上 R2'))!.id
    model.script({ name: 'mirror_remember', arguments: { text: 'Images go to R2, never to picx', kind: 'workflow', reason: 'The user said so.', replaces: id } })
    await typeInComposer(page, 'Remember: images go to R2, never to picx.')
    const card = page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]').nth(1)
    await card.waitFor()
    expect(await card.locator('.dum-card-title').innerText()).toBe('第 2 次确认（做事方式）：图片一律上 R2，不要再往 picx 加图')
    expect(await card.innerText()).toContain('这次的说法：「Images go to R2, never to picx」')
    expect(await card.innerText()).not.toContain('已更新')
    expect(judgments().find((j) => j.id === id)).toMatchObject({ text: '图片一律上 R2，不要再往 picx 加图', reason, hits: 2 })
    await openTab(page, '记忆')
    const item = page.locator(`[data-judgment-id="${id}"]`)
    await item.locator('.dum-item-text').click()
    expect(await shownText(item)).toContain(reason)
    await item.locator('[data-action="which-times"]').click()
    const trail = await shownText(item.locator('[data-role="evidence"]'))
    expect(trail).toContain('这次的说法：“Images go to R2, never to picx”')
    await shot(page, 'confirmation-zh-1280')
    await page.close()

    // In the English page, the user says it again with /remember: the answer is English, the
    // stored text stays the user's Chinese and the reason stays the real one.
    const en = await openChat('en-US')
    await typeInComposer(en, '/remember workflow: 图片一律上 R2，不要再往 picx 加图')
    const again = en.locator('[data-dum-command="remember"][data-outcome="success"]').last()
    await again.waitFor()
    expect(await again.locator('.dum-answer-title').innerText()).toBe('Confirmed (3rd time, Way of working): 图片一律上 R2，不要再往 picx 加图')
    expect(judgments().find((j) => j.id === id)).toMatchObject({ text: '图片一律上 R2，不要再往 picx 加图', reason, hits: 3 })
    await shot(en, 'confirmation-en-1280')
    await en.close()
  })

  test('while paused, the refused card offers "resume and keep this", and one click does both', async () => {
    const page = await openChat('zh-CN')
    await typeInComposer(page, '/memory pause')
    await page.locator('[data-dum-command="memory"][data-outcome="success"]').last().waitFor()
    model.script({ name: 'mirror_remember', arguments: { text: '提交信息一律用英文写', kind: 'taste', reason: '用户在代码评审时说的' } })
    await typeInComposer(page, '提交信息一律用英文写')
    const card = page.locator('[data-dum-card="mirror_remember"][data-outcome="error"]').last()
    await card.waitFor()
    expect(await card.locator('.dum-card-title').innerText()).toBe('记忆已暂停：没有记下')
    const keep = card.locator('[data-action="card-keep"]')
    expect(await keep.innerText()).toBe('恢复记忆并记下这条')
    await shot(page, 'paused-keep-zh-1280')
    await keep.click()
    await expect.poll(() => keep.innerText()).toBe('已恢复记忆并记下')
    expect(judgments().find((j) => j.text === '提交信息一律用英文写')).toMatchObject({ kind: 'taste', source: 'ui', reason: '用户在代码评审时说的' })
    expect(await (await fetch(`${host!.url}/dsh-mirror/api/mode`)).json()).toEqual({ mode: 'on' })
    await page.close()
  })

  test('/remember with a key: the composer is emptied, the answer does not repeat it, and no file of the home holds it', async () => {
    const page = await openChat('zh-CN')
    await typeInComposer(page, `/remember 部署用这个 key ${KEY} 就行`)
    const answer = page.locator('[data-dum-command="remember"][data-outcome="error"]').last()
    await answer.waitFor()
    expect(await answer.innerText()).toContain('没有记下：这句话里有密钥或凭据')
    await expect.poll(() => composer(page).inputValue()).toBe('')
    expect(await page.locator('body').innerText()).not.toContain(KEY)
    expect(await page.content()).not.toContain(KEY)
    await shot(page, 'remember-key-zh-1280')
    for (const file of everyFile(home)) expect(readFileSync(file, 'utf8').includes(KEY), file).toBe(false)
    await page.close()
  })
})
