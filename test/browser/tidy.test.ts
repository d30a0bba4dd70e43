// The tab's "整理 / Tidy up" in the real host and Chromium: a store with planted duplicates, a
// contradiction and a fact, plus a near pair the tool saw in a real turn; the open-pairs count, a run
// from the tab (the pair offered first), the proposals as the user sees them (merge a + b → text,
// keep which?, is a fact: forget it?), accept / keep one / reject by clicking, a second run that
// does not ask again, a stale proposal; zh and en, 1280 and 360 px.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import type { Judgment } from '../../src/core/judgment.js'
import { readStorage, runScriptedTurn } from '../helpers/dsh.js'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { clickWhenStill, openDetails, screenshotWhole, withMemoryTab } from '../helpers/web-page.js'
import { MERGED_TEXT, PLANTED, plantedImport, tidyAnswer } from '../fixtures/tidy-store.js'

const NEAR_TEXT = 'Tests come before the implementation'

const suite = useMemoryHost({
  seed: async (home, model) => {
    // Real turns (which also make the home a known workspace): the user states two rules, the model
    // stores them, and the tool lists the first as close to the second but does not merge them.
    await runScriptedTurn(model, home, `Remember: ${PLANTED.tests}.`, [{ name: 'mirror_remember', arguments: { text: PLANTED.tests, kind: 'workflow', reason: 'The user said it.' } }])
    const turn = await runScriptedTurn(model, home, `Remember: ${NEAR_TEXT}.`, [{ name: 'mirror_remember', arguments: { text: NEAR_TEXT, kind: 'workflow', reason: 'The user said it.' } }])
    expect(turn.toolResults[0]).toMatch(/Close but not merged: j_[0-9a-f]{12} “Write tests before code”/)
  },
  // The rest of the planted store, imported as a user would.
  ready: async (host) => {
    const res = await fetch(`${host.url}/dsh-mirror/api/import`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'content-type': 'application/json' }, body: JSON.stringify(plantedImport()) })
    expect(res.status).toBe(200)
  },
})
const { model, host, chromium } = suite

const judgments = () => Object.values(readStorage<{ judgments: Record<string, Judgment> }>(suite.home, 'dsh_user_mirror')!.tables.judgments)
const idOf = (text: string) => judgments().find((j) => j.text === text)?.id
const screenshot = (page: Page, name: string) => screenshotWhole(page, join(SHOTS, `${name}.png`))

const openTab = (page: Page, tab: string) => withMemoryTab(page, host.url, { tab, hello: 'Hello there' })
// What the tab said after a click, and what the server holds, so a poll that times out names a
// refusal, a click that never reached the server or a proposal gone instead of "undefined".
const saidAfter = async (page: Page) => {
  const notice = (await page.locator('.dum-notice-live').innerText()).trim() || '(nothing)'
  const view = await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json() as { proposals: Array<{ id: string; kind: string; stale?: boolean }> }
  const waiting = view.proposals.map((p) => `${p.kind}${p.stale ? ' (stale)' : ''}`).join(', ') || 'none'
  return `the tab said: ${notice}; waiting on the server: ${waiting}; the orb: ${await page.locator('.dum-orb-mount > [data-state]').first().getAttribute('data-state')}`
}

test('zh: a near pair from a real turn, tidy from the tab, and the proposals accepted, kept and rejected by clicking', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  expect(idOf(NEAR_TEXT), 'the matcher merged the near pair; pick another').toBeTruthy()
  expect(judgments()).toHaveLength(7)

  await openTab(page, '记忆')
  await screenshot(page, 'tidy-zh-1280-closed')
  model.tidyReply = (input) => tidyAnswer(input)
  // Tidy sits in the header's "more" menu and opens a side sheet; the open-pairs line is behind its
  // details toggle (layout change).
  await page.locator('[data-dum-view="memory"] [data-action="more"]').click()
  await page.getByRole('button', { name: '整理', exact: true }).click()
  await openDetails(page.locator('[data-role="tidy"]'))
  expect(await page.locator('[data-role="open-pairs"]').innerText()).toBe('工具见过 1 对相近但没有合并的判断，整理时先看这些。')
  expect(await page.locator('[data-role="tidy"]').innerText()).toContain('把已存的 7 条判断（只有文字、类型和理由，不含任何会话内容）发给你自己的模型一次')
  await page.getByRole('button', { name: '开始整理' }).click()
  const summary = page.locator('[data-role="tidy-summary"]')
  await summary.waitFor()
  expect(await summary.getAttribute('data-status')).toBe('done')
  expect(await summary.innerText()).toMatch(/^整理完成：3 条新提议；在「等待你确认」里逐条接受或拒绝。记忆还没有任何改变。/)
  // The pair the tool saw was offered first.
  expect(model.tidyRequests().at(-1)!.input.check_first?.map((p) => [...p].sort())).toEqual([[idOf(NEAR_TEXT)!, idOf(PLANTED.tests)!].sort()])

  const panel = page.locator('[data-role="proposals"]')
  const merge = panel.locator('[data-proposal-kind="merge"]')
  const resolve = panel.locator('[data-proposal-kind="resolve"]')
  const forget = panel.locator('[data-proposal-kind="forget"]')
  expect(await merge.locator('.dum-pending-what').innerText()).toBe(`合并“${PLANTED.short}” + “${PLANTED.concise}” → ${MERGED_TEXT} · 品味`)
  expect(await merge.innerText()).toContain('模型的理由：Both ask for brief answers.')
  // Polled: a refresh of the tab while the run was landing its proposals shows some of them; the
  // rest (and the closed pair) arrive with the next one.
  await expect.poll(() => resolve.locator('[data-action="keep"]').allInnerTexts()).toEqual([`留下“${PLANTED.tabs}”`, `留下“${PLANTED.spaces}”（模型建议）`])
  expect(await forget.locator('.dum-pending-what').innerText()).toBe(`“${PLANTED.fact}” 是事实或一次性的要求，忘掉？`)
  await expect.poll(() => page.locator('[data-role="open-pairs"]').count()).toBe(0)
  await screenshot(page, 'tidy-zh-1280')
  await page.setViewportSize({ width: 360, height: 800 })
  await screenshot(page, 'tidy-zh-360')
  await page.setViewportSize({ width: 1280, height: 900 })

  // The first click after the resize waits for the layout to hold still (CI lost it twice).
  await clickWhenStill(merge.locator('[data-action="accept"]'))
  await expect.poll(async () => idOf(MERGED_TEXT) ?? await saidAfter(page)).toMatch(/^j_/)
  await resolve.locator(`[data-keep="${idOf(PLANTED.spaces)}"]`).click()
  await expect.poll(async () => (idOf(PLANTED.tabs) ? await saidAfter(page) : 'gone')).toBe('gone')
  await forget.locator('[data-action="reject"]').click()
  await expect.poll(() => panel.count()).toBe(0)
  expect(judgments().map((j) => j.text).sort()).toEqual([MERGED_TEXT, NEAR_TEXT, PLANTED.fact, PLANTED.spaces, PLANTED.tests].sort())
  await page.getByText(MERGED_TEXT).first().waitFor()
  await page.close()
})

test('en: the orb works while tidy runs; a second run does not ask again; a stale proposal cannot be applied', async () => {
  const page = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  await openTab(page, 'Memory')
  let release!: () => void
  const held = new Promise<void>((resolve) => { release = resolve })
  model.tidyReply = async (input) => {
    await held
    const id = (text: string) => input.judgments.find((j) => j.text === text)!.id
    return JSON.stringify({
      merge: [{ ids: [id(PLANTED.tests), id(NEAR_TEXT)], text: 'Write the tests first, then the code', kind: 'workflow', reason: 'Both put tests before code.' }],
      forget: [{ id: id(PLANTED.fact), reason: 'A server address is a fact.' }],
    })
  }
  await page.locator('[data-dum-view="memory"] [data-action="more"]').click()
  await page.getByRole('button', { name: 'Tidy up', exact: true }).click()
  await page.getByRole('button', { name: 'Start tidying' }).click()
  await page.locator('[data-role="tidy-progress"]').waitFor()
  await expect.poll(() => page.locator('.dum-orb-mount > [data-state]').getAttribute('data-state')).toBe('working')
  await screenshot(page, 'tidy-en-1280-running')
  release()
  const summary = page.locator('[data-role="tidy-summary"]')
  await summary.waitFor()
  expect(await summary.innerText()).toMatch(/^Tidy done: 1 new proposal, 1 you rejected before \(not asked again\); accept or reject each under “Waiting for your OK”\./)
  const merge = page.locator('[data-proposal-kind="merge"]')
  expect(await merge.locator('.dum-pending-what').innerText()).toContain(`Merge“${PLANTED.tests}” + “${NEAR_TEXT}” → Write the tests first, then the code`)
  await screenshot(page, 'tidy-en-1280')
  await page.setViewportSize({ width: 360, height: 800 })
  await screenshot(page, 'tidy-en-360')
  await page.setViewportSize({ width: 1280, height: 900 })

  // One of the pair is revoked meanwhile: the proposal says so and only offers to remove it.
  const res = await fetch(`${host.url}/dsh-mirror/api/judgments/${idOf(NEAR_TEXT)}/revoke`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'content-type': 'application/json' }, body: '{}' })
  expect(res.status).toBe(200)
  const stale = merge.locator('[data-role="proposal-stale"]')
  await stale.waitFor()
  expect(await stale.innerText()).toBe('Out of date: “Tests come before the implementation” is no longer in your memory, so this will not be applied.')
  expect(await merge.locator('[data-action="accept"]').count()).toBe(0)
  await screenshot(page, 'tidy-en-1280-stale')
  await clickWhenStill(merge.locator('[data-action="reject"]'))
  await expect.poll(() => page.locator('[data-role="proposals"]').count()).toBe(0)
  expect(idOf(PLANTED.tests)).toBeTruthy()
  await page.close()
})
