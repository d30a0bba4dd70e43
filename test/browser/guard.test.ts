// Red lines that hold (#20), in the real DSH web host, the scripted model and Debian's Chromium:
// the user says 删东西之前必须先问我, accepts the guard the Memory tab proposes, and the model's bash
// call `rm -rf build` stops at the host's own approval prompt, which names the red line. Reject →
// build/ survives and the model's next request carries the refusal; Allow → deleted; "which times"
// lists both. `cd x && find . -name '*.log' -delete` is caught too. A correction in the chat records
// one violation ("again, please" none). Then the same home in Code Mode (DSH_TOOLS_MODE=code): a
// run_code program calling the same command stops at the same prompt. Screenshots:
// test-results/screenshots/guard-*.png.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchChromium, type LaunchedChromium } from '../helpers/chromium.js'
import { createTestHome, removeTestHome, startWebHost, type WebHost } from '../helpers/dsh.js'
import { chooseFromMore, dismissNotice, pickWorkspace, shownText, typeInComposer } from '../helpers/web-page.js'
import { startFakeModel, type FakeModel } from '../helpers/fake-model.js'

const SHOTS = join(process.cwd(), 'test-results/screenshots')
const RED_LINE = '删东西之前必须先问我'
let model: FakeModel
let host: WebHost | undefined
let chromium: LaunchedChromium
let home: string
let workspace: string
let page: Page

interface ApiJudgment { id: string; text: string; guard?: unknown; held: number; ignored: number; evidence: Array<{ occasion?: string; outcome?: string; call?: string; quote?: string }> }
const api = async <T>(path: string): Promise<T> => (await (await fetch(`${host!.url}/dsh-mirror/api${path}`)).json()) as T
const redLine = async () => (await api<{ judgments: ApiJudgment[] }>('/judgments')).judgments.find((j) => j.text === RED_LINE)
const shot = (name: string) => page.screenshot({ path: join(SHOTS, `guard-${name}.png`) })
const approval = () => page.locator('[data-approval-key]')

/** Waits for the request that carries the result of the turn's bash call, and returns that result. */
async function bashResult(before: number): Promise<string> {
  let found: string | undefined
  await expect.poll(() => {
    found = model.requests.slice(before).find((r) => r.kind === 'final')?.toolResults[0]?.content
    return found !== undefined
  }, { timeout: 30_000 }).toBe(true)
  return found!
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  workspace = mkdtempSync(join(tmpdir(), 'dum-guard-'))
  home = createTestHome()
  model = await startFakeModel()
  host = await startWebHost({ dshHome: home, env: model.env() })
  chromium = await launchChromium()
  page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(20_000)
})
afterAll(async () => {
  await chromium?.close()
  await host?.stop()
  await model?.close()
  if (workspace) rmSync(workspace, { recursive: true, force: true })
  if (home) removeTestHome(home)
})

test('the user says the red line and accepts the guard the tab proposes', async () => {
  await page.goto(host!.url)
  await dismissNotice(page, /继续/)
  await pickWorkspace(page, workspace)
  model.script({ name: 'mirror_remember', arguments: { text: RED_LINE, kind: 'redline', reason: '用户在清理目录时说的' } })
  await typeInComposer(page, `以后${RED_LINE}`)
  await page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]').waitFor()

  await page.getByRole('tab', { name: '记忆' }).click()
  const proposal = page.locator('[data-dum-view="memory"] [data-proposal-kind="guard"]').first()
  await proposal.waitFor()
  expect(await proposal.innerText()).toContain(RED_LINE)
  expect(await proposal.innerText()).toContain('守住：删除文件')
  expect((await redLine())!.guard).toBeUndefined()
  await shot('proposal')
  await proposal.locator('[data-action="accept"]').click()
  await expect.poll(async () => Boolean((await redLine())?.guard)).toBe(true)
  await page.locator(`[data-judgment-id="${(await redLine())!.id}"] [data-role="guard-held"]`).first().waitFor()
})

test('rm -rf build stops at the host\'s approval prompt naming the red line; Reject → build survives and the model reads why', async () => {
  mkdirSync(join(workspace, 'build'), { recursive: true })
  writeFileSync(join(workspace, 'build', 'out.js'), 'built\n')
  await page.getByRole('tab', { name: '对话' }).click()
  const before = model.requests.length
  model.script({ name: 'bash', arguments: { command: 'rm -rf build', description: '删除 build 目录' } })
  await typeInComposer(page, '把 build 目录清掉')
  await approval().waitFor()
  const prompt = await approval().innerText()
  expect(prompt).toContain(`这一步越过了你的红线「${RED_LINE}」（rm -rf build）。允许这一次吗？`)
  expect(prompt).toContain('rm -rf build')
  await shot('approval')
  await approval().getByRole('button', { name: '拒绝' }).click()
  const result = await bashResult(before)
  expect(result).toBe(`Error: the user rejected this call in the approval prompt: it crosses the user's red line "${RED_LINE}" (matched: rm -rf build). Nothing ran. Do not retry it or work around it with another command; if it is still needed, ask the user in the conversation.`)
  expect(existsSync(join(workspace, 'build', 'out.js'))).toBe(true)
})

test('a second run, Allow → deleted; "which times" lists both occasions', async () => {
  const before = model.requests.length
  model.script({ name: 'bash', arguments: { command: 'rm -rf build', description: '删除 build 目录' } })
  await typeInComposer(page, '好吧，这次可以删')
  await approval().waitFor()
  await approval().getByRole('button', { name: '允许一次' }).click()
  const result = await bashResult(before)
  expect(result).not.toMatch(/^Error:/)
  expect(existsSync(join(workspace, 'build'))).toBe(false)

  await page.getByRole('tab', { name: '记忆' }).click()
  const id = (await redLine())!.id
  const item = page.locator(`[data-dum-view="memory"] [data-judgment-id="${id}"]`).first()
  await expect.poll(() => item.locator('[data-role="guard-held"]').innerText()).toBe('守住 2 次')
  await item.locator('.dum-item-text').click()
  await item.locator('[data-action="which-times"]').click()
  const occasions = item.locator('[data-role="guard-occasion"]')
  await expect.poll(() => occasions.count()).toBe(2)
  // Newest first.
  expect(await shownText(occasions.nth(0))).toBe('执行「rm -rf build」前问了你，你允许了')
  expect(await shownText(occasions.nth(1))).toBe('执行「rm -rf build」前问了你，你拒绝了')
  expect((await redLine())!.evidence.filter((e) => e.occasion === 'guard').map((e) => [e.call, e.outcome])).toEqual([['rm -rf build', 'rejected'], ['rm -rf build', 'allowed']])
  await shot('which-times')

  // The guard's own setting, and what it holds, adjusted in the same details.
  const guardOf = async () => (await redLine())!.guard as { mode?: string; spec: { catalogue?: string[] } }
  await item.locator('[data-role="guard-mode"]').selectOption('deny')
  await expect.poll(async () => (await guardOf()).mode).toBe('deny')
  // The tab redraws with the guard as saved: a guard change moves no store revision.
  await expect.poll(() => item.locator('[data-role="guard-mode"]').inputValue()).toBe('deny')
  await item.locator('[data-role="guard-mode"]').selectOption('')
  await expect.poll(async () => (await guardOf()).mode).toBeUndefined()
  await item.locator('[data-action="guard-edit"]').click()
  const editor = item.locator('[data-role="guard-editor"]')
  expect(await editor.locator('input[data-entry="delete-files"]').isChecked()).toBe(true)
  await editor.locator('input[data-entry="force-push"]').check()
  await shot('guard-editor')
  await editor.locator('[data-action="guard-save"]').click()
  await expect.poll(async () => (await guardOf()).spec.catalogue).toEqual(['delete-files', 'force-push'])
  await expect.poll(() => item.locator('[data-role="guard-covers"]').innerText()).toBe('守住：删除文件、强制推送')
})

test('matchers the server refuses keep the editor open with what the user typed, and say why; corrected, they save', async () => {
  const id = (await redLine())!.id
  const item = page.locator(`[data-dum-view="memory"] [data-judgment-id="${id}"]`).first()
  await item.locator('[data-action="guard-edit"]').click()
  const editor = item.locator('[data-role="guard-editor"]')
  // Valid JSON, refused by the server: "rm -f" is two words in one.
  const typed = '[{"command":"docker","args":["rm -f"]}]'
  await editor.locator('[data-role="guard-matchers"]').fill(typed)
  await editor.locator('[data-action="guard-save"]').click()
  const problem = editor.locator('[data-role="guard-problem"]')
  await problem.waitFor()
  expect(await problem.innerText()).toContain('没有保存，你写的还在')
  expect(await problem.innerText()).toContain('rm -f')
  expect(await editor.locator('[data-role="guard-matchers"]').inputValue()).toBe(typed)
  expect(await editor.locator('input[data-entry="force-push"]').isChecked()).toBe(true)
  expect(((await redLine())!.guard as { spec: { matchers?: unknown } }).spec.matchers).toBeUndefined()
  await shot('editor-refused')

  await editor.locator('[data-role="guard-matchers"]').fill('[{"command":"docker","args":["rm","-f"]}]')
  await editor.locator('[data-action="guard-save"]').click()
  await editor.waitFor({ state: 'detached' })
  await expect.poll(async () => ((await redLine())!.guard as { spec: { matchers?: unknown } }).spec.matchers).toEqual([{ command: 'docker', args: ['rm', '-f'] }])
})

test('cd x && find . -name \'*.log\' -delete is caught the same way', async () => {
  mkdirSync(join(workspace, 'x'), { recursive: true })
  writeFileSync(join(workspace, 'x', 'a.log'), 'log\n')
  await page.getByRole('tab', { name: '对话' }).click()
  const before = model.requests.length
  model.script({ name: 'bash', arguments: { command: 'cd x && find . -name \'*.log\' -delete', description: '清理日志' } })
  await typeInComposer(page, '清理一下 x 里的日志')
  await approval().waitFor()
  expect(await approval().innerText()).toContain(RED_LINE)
  await approval().getByRole('button', { name: '拒绝' }).click()
  expect(await bashResult(before)).toMatch(/^Error: the user rejected this call in the approval prompt: it crosses the user's red line/)
  expect(existsSync(join(workspace, 'x', 'a.log'))).toBe(true)
})

test('adherence: a correction in the chat records one violation; "again, please" records none', async () => {
  // "again, please" first: corrections are looked at in order, so once the correction's violation
  // is in, this message has been looked at too.
  await typeInComposer(page, 'again, please')
  await page.getByText('Nothing to do.').first().waitFor()
  await typeInComposer(page, `我不是说了${RED_LINE.replace('必须', '要')}吗`)
  await expect.poll(async () => (await redLine())!.ignored).toBe(1)
  const violations = (await redLine())!.evidence.filter((e) => e.occasion === 'violation')
  expect(violations).toEqual([expect.objectContaining({ quote: '我不是说了删东西之前要先问我吗' })])
  await page.getByRole('tab', { name: '记忆' }).click()
  const item = page.locator(`[data-dum-view="memory"] [data-judgment-id="${(await redLine())!.id}"]`).first()
  await expect.poll(() => item.locator('[data-role="ignored"]').innerText()).toBe('被忽视 1 次')
  await shot('ignored')
})

test('the global setting lives in Settings → 插件 → 插件配置: saved there, the tab follows', async () => {
  const view = page.locator('[data-dum-view="memory"]').first()
  await chooseFromMore(page, 'open-settings', view)
  const card = page.locator('[data-dum-settings="card"]')
  const row = card.locator('[data-field="guardMode"]')
  await row.waitFor()
  expect(await row.innerText()).toContain('越过有守卫的红线时')
  await row.locator('[data-guard-mode="deny"]').click()
  await card.locator('[data-action="save-settings"]').click()
  await card.getByText('已保存，立即生效').waitFor()
  await expect.poll(async () => (await api<{ guards: { mode: string } }>('/judgments')).guards.mode).toBe('deny')
  await shot('settings')
  await row.locator('.dum-set-reset').filter({ hasText: '恢复配置文件的值' }).click()
  await card.locator('[data-action="save-settings"]').click()
  await expect.poll(async () => (await api<{ guards: { mode: string } }>('/judgments')).guards.mode).toBe('ask')
  await page.keyboard.press('Escape')
})

test('Code Mode (the same home, DSH_TOOLS_MODE=code): a run_code program calling rm -rf build stops at the same prompt', async () => {
  await host!.stop()
  host = await startWebHost({ dshHome: home, env: { ...model.env(), DSH_TOOLS_MODE: 'code' } })
  mkdirSync(join(workspace, 'build'), { recursive: true })
  writeFileSync(join(workspace, 'build', 'out.js'), 'built\n')
  await page.goto(host.url)
  await dismissNotice(page, /继续/)
  // The workspace is known from the first host: a new conversation opens there.
  const before = model.requests.length
  const program = 'let refused = \'\'\ntry {\n  await tools.bash({ command: \'rm -rf build\', description: \'删除 build 目录\' })\n} catch (error) {\n  refused = error.toolName + \': \' + error.message\n}\nreturn refused'
  model.script({ name: 'run_code', arguments: { code: program, description: '删除 build 目录' } })
  await typeInComposer(page, '用代码把 build 清掉')
  await approval().waitFor()
  const prompt = await approval().innerText()
  expect(prompt).toContain(RED_LINE)
  // The sub-call has no streamed call of its own for the panel to show, so the reason carries the command.
  expect(prompt).toContain('rm -rf build')
  await shot('code-mode-approval')
  await approval().getByRole('button', { name: '拒绝' }).click()
  expect(await bashResult(before)).toContain(`bash: the user rejected this call in the approval prompt: it crosses the user's red line "${RED_LINE}"`)
  expect(model.requests.slice(before).find((r) => r.kind !== 'title')!.toolNames).toEqual(['run_code'])
  expect(existsSync(join(workspace, 'build', 'out.js'))).toBe(true)
})
