// A model's change of a judgment's words that waits for the user goes out of date when the judgment
// goes away (or changes) before the user decides (#19, mends19): the tab and the conversation's card say
// so and offer only 移除 / Remove, and removing it says the out-of-date write was dropped, not that it
// was rejected and will not be asked again. In the real DSH web profile and Debian's Chromium, zh and
// en. Screenshots go to test-results/screenshots/update-stale-*.png.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice, pickWorkspace, shownText, typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model, host, chromium } = suite

interface View { judgments: Array<{ id: string; text: string }>; proposals: Array<{ id: string; kind: string; judgment?: { text: string } }> }
const view = async () => (await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json()) as View
const post = (path: string) => fetch(`${host.url}/dsh-mirror/api/${path}`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: '{}' })
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `update-stale-${name}.png`) })

/** The model's write, waiting; accepted through the route when `accept`. Returns the proposal's id. */
async function modelWrites(page: Page, args: Record<string, string>, accept: boolean) {
  model.script({ name: 'mirror_remember', arguments: { kind: 'workflow', reason: 'scripted', ...args } })
  await typeInComposer(page, 'ok.')
  const find = (p: View['proposals'][number]) => p.judgment?.text === args.text
  await expect.poll(async () => (await view()).proposals.some(find)).toBe(true)
  const id = (await view()).proposals.find(find)!.id
  if (accept) expect((await post(`proposals/${id}/accept`)).status).toBe(200)
  return id
}

const LINT = 'Run the linter before every commit'
const LINT_TESTS = 'Run the linter and the tests before every commit'
const SQUASH = 'Squash commits before merging'
const SQUASH_REBASE = 'Squash and rebase commits before merging'

test('an update whose judgment was revoked meanwhile: out of date in the tab (zh) and on its card (en); removing it says it was dropped', async () => {
  const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(20_000)
  await page.goto(host.url)
  await dismissNotice(page, /继续/)
  await pickWorkspace(page, suite.workspace)
  await modelWrites(page, { text: LINT }, true)
  await modelWrites(page, { text: SQUASH }, true)
  const idOf = async (text: string) => (await view()).judgments.find((j) => j.text === text)!.id
  const lintUpdate = await modelWrites(page, { text: LINT_TESTS, replaces: await idOf(LINT) }, false)
  const squashUpdate = await modelWrites(page, { text: SQUASH_REBASE, replaces: await idOf(SQUASH) }, false)
  expect((await view()).proposals.filter((p) => p.kind === 'update').map((p) => p.id).sort()).toEqual([lintUpdate, squashUpdate].sort())
  expect((await post(`judgments/${await idOf(LINT)}/revoke`)).status).toBe(200)
  expect((await post(`judgments/${await idOf(SQUASH)}/revoke`)).status).toBe(200)

  // The tab (zh): out of date, no Accept; 移除 says the out-of-date write was dropped.
  await page.getByRole('tab', { name: '记忆' }).click()
  const item = page.locator(`[data-role="proposals"] [data-proposal="${lintUpdate}"]`)
  await item.waitFor()
  expect(await item.getAttribute('data-stale')).toBe('true')
  expect(await shownText(item.locator('[data-role="proposal-stale"]'))).toBe(`已过时：「${LINT}」已不在记忆里，这一条不会被应用。`)
  expect(await item.locator('[data-action="accept"]').count()).toBe(0)
  await shot(page, 'tab-zh')
  await item.getByRole('button', { name: '移除', exact: true }).click()
  const notice = page.locator('[data-notice="info"] .dum-notice-text')
  await notice.waitFor()
  expect(await shownText(notice)).toBe(`已移除过时的「${LINT_TESTS}」：什么都没改，也不算你拒绝过`)
  expect((await view()).proposals.map((p) => p.id)).not.toContain(lintUpdate)
  await page.context().close()

  // The card (en): the out-of-date line and only Remove; removing it says it was dropped.
  const en = await chromium.newPage({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
  en.setDefaultTimeout(20_000)
  await en.goto(host.url)
  await dismissNotice(en, /Continue/)
  await en.getByText('Mirror test session').first().click()
  const card = en.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]').filter({ hasText: SQUASH_REBASE }).last()
  await card.locator('[data-role="card-stale"]').waitFor()
  expect(await shownText(card.locator('[data-role="card-stale"]'))).toBe(`Out of date: “${SQUASH}” is no longer in your memory, so this will not be applied.`)
  expect(await card.locator('[data-action="card-accept"]').count()).toBe(0)
  await shot(en, 'card-en')
  await card.locator('[data-action="card-reject"]').click()
  const said = card.locator('[data-role="card-decided"][data-state="removed"]')
  await said.waitFor()
  expect(await shownText(said)).toBe('Removed this out-of-date write: nothing was changed, and it does not count as a rejection.')
  expect((await view()).proposals.filter((p) => p.kind === 'update')).toEqual([])
  // Nothing was applied: the revoked judgments stay revoked, the changed words were never stored.
  expect((await view()).judgments.map((j) => j.text)).toEqual([])
  await en.context().close()
})
