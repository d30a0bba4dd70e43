// The tab's "从其他工具导入 / Import from other tools" screen in the real host and Chromium, with HOME
// set for the host to a temporary folder holding other agents' files: what was found is listed
// (user-level first), an import shows what it proposed and left out (and why), the proposals carry
// file:line, "accept these N" says what would be evicted first, and the export preview shows the
// block's diff before writing. zh and en, 1280 and 360 px; screenshots in test-results/screenshots.
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchChromium, type LaunchedChromium } from '../helpers/chromium.js'
import { createTestHome, removeTestHome, runScriptedTurn, startWebHost, type WebHost } from '../helpers/dsh.js'
import { dismissNotice, screenshotWhole, sendAndWait } from '../helpers/web-page.js'
import { startFakeModel, type FakeModel } from '../helpers/fake-model.js'

const SHOTS = join(process.cwd(), 'test-results/screenshots')
const FIXTURES = join(import.meta.dirname, '../fixtures/exchange')
const OWN = '# My notes\n\nKeep this paragraph as it is.\n'

let model: FakeModel
let chromium: LaunchedChromium
let host: WebHost | undefined
let dshHome: string
const home = mkdtempSync(join(tmpdir(), 'dum-browser-home-'))

const place = (fixture: string, path: string) => {
  mkdirSync(join(path, '..'), { recursive: true })
  cpSync(join(FIXTURES, fixture), path)
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  model = await startFakeModel()
  chromium = await launchChromium()
  place('claude-user.md', join(home, '.claude/CLAUDE.md'))
  place('codex-user.md', join(home, '.codex/AGENTS.md'))
  mkdirSync(join(home, '.gemini'), { recursive: true })
  writeFileSync(join(home, '.gemini/GEMINI.md'), OWN)
  dshHome = createTestHome()
  // A small memory, so accepting many at once passes it.
  appendFileSync(join(dshHome, 'profiles/web/cordis.patch.yml'), '- id: dsh-user-mirror\n  config: {capacity: 8}\n')
  // The host's working folder is its workspace: a project file there is listed after the user's own.
  place('copilot-instructions.md', join(dshHome, '.github/copilot-instructions.md'))
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

async function openTab(page: Page, tab: string, notice: RegExp, hello: string) {
  await page.goto(host!.url)
  await dismissNotice(page, notice)
  await sendAndWait(page, hello, 'Nothing to do.')
  await page.getByRole('tab', { name: tab }).click()
  await page.locator('[data-dum-view="memory"]').waitFor()
}
const shot = (page: Page, name: string) => screenshotWhole(page, join(SHOTS, `${name}.png`))

test('zh, 1280 px: found files first, import with left-out reasons, proposals with file:line, capacity before accepting, export diff then write', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  await openTab(page, '记忆', /继续/, '你好')
  // The empty state offers learning from each finished session, off by default.
  const auto = page.locator('[data-state-view="empty"] [data-role="auto-distill"]')
  await auto.waitFor()
  expect(await auto.getAttribute('data-on')).toBe('false')
  expect(await auto.innerText()).toContain('关闭中（默认）')
  await page.getByRole('button', { name: '从其他工具导入' }).click()
  const found = page.locator('[data-role="exchange-found"] li')
  await expect.poll(() => found.count()).toBe(4)
  expect(await found.evaluateAll((rows) => rows.map((r) => [r.getAttribute('data-tool'), r.getAttribute('data-level')]))).toEqual([['claude', 'user'], ['codex', 'user'], ['gemini', 'user'], ['copilot', 'project']])
  expect(await found.first().innerText()).toContain('~/.claude/CLAUDE.md')
  expect(await found.first().innerText()).toContain('你自己的')
  expect(await found.last().innerText()).toContain('仓库团队写的')

  await found.first().getByRole('button', { name: '导入' }).click()
  const report = page.locator('[data-role="exchange-report"]')
  await report.waitFor()
  expect(await report.innerText()).toContain('~/.claude/CLAUDE.md：提出 6 条')
  expect(await report.locator('li[data-reason="credential"]').innerText()).toContain('[redacted: anthropic-key]')
  expect(await report.locator('li[data-reason="fact"]').innerText()).toContain('是事实')
  const item = page.locator('[data-role="proposals"] li[data-proposal-kind="import"]').filter({ hasText: 'Never force-push to main.' })
  await item.waitFor()
  expect(await item.locator('[data-role="proposal-origin"]').innerText()).toMatch(/^来自 ~\/\.claude\/CLAUDE\.md 第 7 行（文件日期 \d{4}-\d{2}-\d{2}）/)
  await page.getByRole('button', { name: '接受这 6 条' }).click()
  const capacity = page.locator('[data-role="exchange-capacity"]')
  await capacity.waitFor()
  expect(await capacity.innerText()).toContain('接受后会新增 6 条，空位足够（还剩 8 个）')
  await shot(page, 'exchange-zh-1280-import')
  await capacity.getByRole('button', { name: '确认接受' }).click()
  await expect.poll(() => page.locator('[data-role="proposals"] li[data-proposal-kind="import"]').count()).toBe(0)

  // Export: the diff first, nothing written until "写入".
  const gemini = page.locator('[data-role="exchange-targets"] li[data-target="gemini"]')
  await gemini.getByRole('button', { name: '预览改动' }).click()
  const diff = page.locator('[data-role="export-preview"] pre')
  await diff.waitFor()
  expect(await diff.locator('[data-op="add"]').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('+ - Never force-push to main.')]))
  expect(readFileSync(join(home, '.gemini/GEMINI.md'), 'utf8')).toBe(OWN)
  await shot(page, 'exchange-zh-1280-export-preview')
  await page.getByRole('button', { name: '写入' }).click()
  await expect.poll(() => page.locator('[data-role="exchange-message"]').innerText()).toContain('已写入 ~/.gemini/GEMINI.md')
  expect(readFileSync(join(home, '.gemini/GEMINI.md'), 'utf8').startsWith(OWN)).toBe(true)
  await page.close()
})

test('en, 360 px: pasted ChatGPT memories, an unchanged file, the remove button', async () => {
  const page = await chromium.newPage({ locale: 'en-US', viewport: { width: 360, height: 780 } })
  page.setDefaultTimeout(30_000)
  await openTab(page, 'Memory', /Continue|继续/, 'hello')
  await page.getByRole('button', { name: 'Import from other tools' }).click()
  await page.locator('[data-role="exchange-found"] li').first().waitFor()
  expect(await page.locator('[data-role="exchange-found"] li').first().innerText()).toMatch(/yours .* imported \d{4}/s)
  await page.locator('[data-role="exchange-paste"]').fill(readFileSync(join(FIXTURES, 'chatgpt-memories.txt'), 'utf8'))
  await page.getByRole('button', { name: 'Import the pasted text' }).click()
  const report = page.locator('[data-role="exchange-report"]')
  await report.waitFor()
  expect(await report.innerText()).toContain('pasted text: 3 proposed')
  expect(await report.locator('li[data-reason="fact"]').innerText()).toContain('Is a backend engineer living in Berlin.')
  await page.locator('[data-role="proposals"] [data-role="proposal-origin"]').first().waitFor()
  expect(await page.locator('[data-role="proposals"] [data-role="proposal-origin"]').first().innerText()).toMatch(/^From pasted text line \d/)
  await shot(page, 'exchange-en-360-paste')
  await page.locator('[data-role="exchange"]').screenshot({ path: join(SHOTS, 'exchange-en-360-panel.png') })
  await page.locator('[data-role="proposals"]').screenshot({ path: join(SHOTS, 'exchange-en-360-proposals.png') })
  // The same file again: nothing new.
  await page.locator('[data-role="exchange-found"] li').first().getByRole('button', { name: 'Import' }).click()
  await expect.poll(() => page.locator('[data-role="exchange-report"]').first().getAttribute('data-unchanged')).toBe('true')
  // The pasted text's report stays under it: each import's report, newest first (walk12).
  expect(await page.locator('[data-role="exchange-report"]').count()).toBe(2)
  expect(await page.locator('[data-role="exchange-report"]').nth(1).innerText()).toContain('pasted text: 3 proposed')
  await page.locator('[data-role="exchange-targets"] li[data-target="gemini"]').getByRole('button', { name: 'Remove the block' }).click()
  await expect.poll(() => page.locator('[data-role="exchange-message"]').innerText()).toContain('Removed the block from ~/.gemini/GEMINI.md')
  expect(readFileSync(join(home, '.gemini/GEMINI.md'), 'utf8')).toBe(OWN)
  await shot(page, 'exchange-en-360-removed')
  await page.close()
})

test('en, 1280 px: "accept all" of a kind says first what it would evict, and evicts only after the yes', async () => {
  const page = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  await openTab(page, 'Memory', /Continue|继续/, 'hi again')
  // The distill panel offers the same setting; turning it on says since when.
  await page.locator('[data-action="more"]').click()
  await page.locator('[data-action="distill"]').click()
  const auto = page.locator('[data-role="distill"] [data-role="auto-distill"]')
  await auto.locator('input').check()
  await expect.poll(() => auto.getAttribute('data-on')).toBe('true')
  await expect.poll(() => auto.innerText()).toMatch(/On \(sessions from \d{4}-\d{2}-\d{2} on\)/)
  await auto.locator('input').uncheck()
  await expect.poll(() => auto.getAttribute('data-on')).toBe('false')
  await page.keyboard.press('Escape')
  await page.locator('[data-role="distill"]').waitFor({ state: 'detached' })
  await page.getByRole('button', { name: 'Import from other tools' }).click()
  await page.locator('[data-role="exchange-paste"]').fill('Prefer tabs over spaces for indentation.\nUse British spelling in prose.\nKeep commit messages short.\nWrite comments in plain words.\n')
  await page.getByRole('button', { name: 'Import the pasted text' }).click()
  await page.locator('[data-role="exchange-report"]').waitFor()
  const button = page.locator('[data-action="accept-kind"][data-kind="taste"]')
  await button.waitFor()
  await button.click()
  const notice = page.locator('[data-role="accept-capacity"]')
  await notice.waitFor()
  expect(await notice.innerText()).toMatch(/memory has \d+ free places: it would evict “/)
  // How many wait, as the panel's title says: with many waiting, only a few rows are drawn (the list folds).
  const title = page.locator('[data-role="proposals"] .dum-pending-title')
  const waiting = async () => (await title.count()) ? Number(/\((\d+)\)$/.exec(await title.innerText())?.[1]) : 0
  const before = await waiting()
  await shot(page, 'exchange-en-1280-capacity')
  await notice.getByRole('button', { name: 'Accept' }).click()
  await expect.poll(waiting).toBeLessThan(before)
  await page.close()
})

// Found trying the plugin as a new user: a line that confirms a stored rule said "确认已有的
// j_7e2df3892382" (an id means nothing to a person), and "accept these N" took two pasted lines that
// contradict each other, so the second replaced the first. The confirm names the rule by its words;
// the pair is held back with a sentence saying to choose one.
test('zh, 1280 px: a line that confirms a stored rule names it by its words; two lines that contradict each other are not accepted with the rest', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  await openTab(page, '记忆', /继续/, '再来一次')
  await page.getByRole('button', { name: '从其他工具导入' }).click()
  await page.locator('[data-role="exchange-paste"]').fill('Never force push to the main branch.\nAlways use pnpm.\nAlways use yarn.\n')
  await page.getByRole('button', { name: '导入粘贴的内容' }).click()
  const report = page.locator('[data-role="exchange-report"]')
  await report.waitFor()
  // The zh tab said "pasted text：提出 3 条".
  expect(await report.innerText()).toBe('粘贴的内容：提出 3 条，在下面“等待你确认”里。')
  const confirms = page.locator('[data-role="proposals"] [data-role="proposal-confirms"]')
  await confirms.waitFor()
  expect(await confirms.innerText()).toBe('确认你已有的一条：“Never force-push to main.”')
  const held = page.locator('[data-role="exchange-held"]')
  await held.waitFor()
  expect(await held.innerText()).toMatch(/^「Always use (pnpm|yarn)\.」和「Always use (pnpm|yarn)\.」互相矛盾，没有一起接受，仍在等你确认：请选一条接受。$/)
  await shot(page, 'exchange-zh-1280-held')
  await page.getByRole('button', { name: '接受这 1 条' }).click()
  await page.locator('[data-role="exchange-capacity"]').getByRole('button', { name: '确认接受' }).click()
  await expect.poll(() => confirms.count()).toBe(0)
  const left = page.locator('[data-role="proposals"] li[data-proposal-kind="import"] [data-role="proposal-text"]')
  expect(await left.allInnerTexts()).toEqual(expect.arrayContaining(['Always use pnpm.', 'Always use yarn.']))
  const live = (await (await fetch(`${host!.url}/dsh-mirror/api/judgments`)).json() as { judgments: Array<{ text: string }> }).judgments.map((j) => j.text)
  expect(live.filter((text) => /pnpm|yarn/.test(text))).toEqual([])
  await page.close()
})
