// The import screen's answers when there is little to take or too much to keep, in the real host and
// Chromium (found walking the import with real rule files, notes/issue-22-walk14.md): an empty
// GEMINI.md said "提出 0 条，在下面“等待你确认”里"; a CLAUDE.md saved in GBK was refused in English in
// the Chinese tab, at the panel's end under the export section; "accept these 5" in an empty memory
// of 3 said "记忆满了，而且都是红线". zh 1280 px
// (the import screen's button) and en 360 px (the proposals' "accept all of a kind"). A red line
// with a guard, previewed for another tool's file, says the guard does not go with it; an empty
// memory offers nothing to write (it created a file holding an empty block). Screenshots
// in test-results/screenshots/exchange-answers-*.png.
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchChromium, type LaunchedChromium } from '../helpers/chromium.js'
import { createTestHome, removeTestHome, runScriptedTurn, startWebHost, type WebHost } from '../helpers/dsh.js'
import { startFakeModel, type FakeModel } from '../helpers/fake-model.js'
import { screenshotWhole, withMemoryTab } from '../helpers/web-page.js'

const SHOTS = join(process.cwd(), 'test-results/screenshots')
const FIVE = 'Prefer tabs over spaces for indentation.\nUse British spelling in prose.\nKeep the prose style plain.\nWrite comments in plain words.\nName things in plain words, no jargon style.\n'

let model: FakeModel
let chromium: LaunchedChromium
let host: WebHost | undefined
let dshHome: string
const home = mkdtempSync(join(tmpdir(), 'dum-browser-answers-'))

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  model = await startFakeModel()
  chromium = await launchChromium()
  mkdirSync(join(home, '.gemini'), { recursive: true })
  writeFileSync(join(home, '.gemini/GEMINI.md'), '\n')
  mkdirSync(join(home, '.claude'), { recursive: true })
  // 「- 不要用 Docker」 saved in GBK, as an editor on a Chinese Windows may.
  writeFileSync(join(home, '.claude/CLAUDE.md'), Buffer.from([0x2d, 0x20, 0xb2, 0xbb, 0xd2, 0xaa, 0xd3, 0xc3, 0x20, 0x44, 0x6f, 0x63, 0x6b, 0x65, 0x72, 0x0a]))
  dshHome = createTestHome()
  appendFileSync(join(dshHome, 'profiles/web/cordis.patch.yml'), '- id: dsh-user-mirror\n  config: {capacity: 3}\n')
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

/** Whether `el` comes before the export section's heading in the import screen. */
const beforeExportTitle = (el: Locator) => el.evaluate((node) => {
  const title = [...node.closest('[data-role="exchange"]')!.querySelectorAll('h4')].find((h) => h.textContent === '写进其他工具')!
  return Boolean(node.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING)
})

test('zh, 1280 px: an empty file is said to be empty, a GBK file is refused in Chinese, five into a memory of three says so', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  await withMemoryTab(page, host!.url, { hello: '你好' })
  await page.getByRole('button', { name: '从其他工具导入' }).click()
  const found = page.locator('[data-role="exchange-found"] li')
  await found.filter({ hasText: 'GEMINI.md' }).getByRole('button', { name: '导入' }).click()
  await expect.poll(() => page.locator('[data-role="exchange-report"][data-empty="true"]').count()).toBe(1)
  expect(await page.locator('[data-role="exchange-report"]').innerText()).toBe('~/.gemini/GEMINI.md 是空的：没有可导入的规则。')

  await found.filter({ hasText: 'CLAUDE.md' }).getByRole('button', { name: '导入' }).click()
  const message = page.locator('[data-role="exchange-message"]')
  await message.waitFor()
  expect(await message.innerText()).toBe('~/.claude/CLAUDE.md 不是 UTF-8 文本（可能是 GBK 等其他编码，或二进制文件）：什么都没读。请先把它另存为 UTF-8。')
  // Next to the Import buttons, above the export section (it was at the panel's end).
  expect(await beforeExportTitle(message)).toBe(true)

  await page.locator('[data-role="exchange-paste"]').fill(FIVE)
  await page.getByRole('button', { name: '导入粘贴的内容' }).click()
  await page.getByRole('button', { name: '接受这 5 条' }).click()
  const capacity = page.locator('[data-role="exchange-capacity"]')
  await capacity.waitFor()
  expect(await capacity.locator('.dum-notice-text').innerText()).toBe('记忆最多存 3 条：这 5 条里有 2 条放不下，所以一条都没有接受。少接受几条，或在设置里调大容量。')
  expect(await capacity.getByRole('button', { name: '确认接受' }).count()).toBe(0)
  await page.locator('[data-role="exchange"]').screenshot({ path: join(SHOTS, 'exchange-answers-zh-1280.png') })
  await page.close()
})

test('en, 360 px: "accept all" of a kind that does not fit says how much memory holds', async () => {
  const page = await chromium.newPage({ locale: 'en-US', viewport: { width: 360, height: 780 } })
  page.setDefaultTimeout(30_000)
  await withMemoryTab(page, host!.url, { tab: 'Memory', hello: 'hello' })
  const button = page.locator('[data-action="accept-kind"][data-kind="taste"]')
  await button.waitFor()
  expect(await button.innerText()).toMatch(/\(5\)$/)
  await button.click()
  const notice = page.locator('[data-role="accept-capacity"]')
  await notice.waitFor()
  expect(await notice.locator('.dum-notice-text').innerText()).toBe('Memory holds at most 3 judgments: 2 of these 5 would not fit, so none was accepted. Accept fewer, or raise the capacity in settings.')
  await screenshotWhole(page, join(SHOTS, 'exchange-answers-en-360.png'))
  // Nothing is remembered yet: the preview for a new file offers nothing to write.
  await notice.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Import from other tools' }).click()
  await page.locator('[data-role="exchange-targets"] li[data-target="codex"]').getByRole('button', { name: 'Preview the change' }).click()
  const unchanged = page.locator('[data-role="export-preview"] [data-role="export-unchanged"]')
  await unchanged.waitFor()
  expect(await unchanged.innerText()).toBe('Nothing is remembered yet: nothing to write into ~/.codex/AGENTS.md.')
  expect(await page.locator('[data-role="export-preview"] [data-action="export-write"]').count()).toBe(0)
  await page.close()
})

test('zh, 1280 px: the export preview says a guarded red line reaches the other tool as words only', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  await withMemoryTab(page, host!.url, { hello: '守卫' })
  await page.getByRole('button', { name: '从其他工具导入' }).click()
  await page.locator('[data-role="exchange-paste"]').fill('Never force-push to main.\n')
  await page.getByRole('button', { name: '导入粘贴的内容' }).click()
  const redLine = page.locator('[data-role="proposals"] li[data-proposal-kind="import"]').filter({ hasText: 'Never force-push to main.' })
  await redLine.locator('[data-action="accept"]').click()
  const guard = page.locator('[data-role="proposals"] li').filter({ hasText: '为红线加守卫' })
  await guard.locator('[data-action="accept"]').click()
  await guard.waitFor({ state: 'detached' })
  // The GBK CLAUDE.md is not written either, and says so in Chinese.
  await page.locator('[data-role="exchange-targets"] li[data-target="claude"]').getByRole('button', { name: '预览改动' }).click()
  await expect.poll(() => page.locator('[data-role="exchange-message"]').innerText()).toMatch(/^~\/\.claude\/CLAUDE\.md 不是 UTF-8 文本/)
  expect(await beforeExportTitle(page.locator('[data-role="exchange-message"]'))).toBe(false)
  await page.locator('[data-role="exchange-targets"] li[data-target="codex"]').getByRole('button', { name: '预览改动' }).click()
  const note = page.locator('[data-role="export-preview"] [data-role="export-guarded"]')
  await note.waitFor()
  expect(await note.innerText()).toBe('其中 1 条红线在 DSH 里有守卫（越过它的工具调用会先问你）；写进 ~/.codex/AGENTS.md 的只是文字：那边没有守卫，只靠那个工具的模型照着做。')
  await page.locator('[data-role="export-preview"]').screenshot({ path: join(SHOTS, 'exchange-answers-zh-1280-guarded.png') })
  await page.close()
})
