// A held write's card and trail once the user decided, in the real web host, the scripted model and
// Debian's Chromium (walk15):
//   - the card's title said "等待你确认 / Waiting for your OK" above "已接受，已生效 / Accepted, in
//     effect" (and above "Already decided" when replayed): it now says what the model wanted;
//   - the accepted judgment's "which times" said "你在记忆页确认或改动了它 / you confirmed or changed it
//     on this page" for a yes given on the conversation's card or with /memory accept: it now names
//     where the yes was given.
// Screenshots: test-results/screenshots/card-decided-*.png.
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice, pickWorkspace, shownText, typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model, host, chromium } = suite

const remember = (text: string, kind: string) => ({ name: 'mirror_remember', arguments: { text, kind, reason: 'scripted' } })
const live = async () => ((await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json()) as { judgments: Array<{ text: string }> }).judgments.map((j) => j.text)
const cardOf = (page: Page, text: string): Locator => page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]').filter({ hasText: text }).last()

async function openSession(lang: 'zh' | 'en', session: 'new' | 'existing' = 'existing'): Promise<Page> {
  const page = await chromium.newPage({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(20_000)
  await page.goto(host.url)
  await dismissNotice(page, lang === 'zh' ? /继续/ : /Continue/)
  if (session === 'new') await pickWorkspace(page, suite.workspace)
  else await page.getByText('Mirror test session').first().click()
  return page
}

test('the card of a held write stops saying it waits once the user decided, here or elsewhere (zh, then en replayed)', async () => {
  const page = await openSession('zh', 'new')
  model.script(remember('Commit messages in Chinese', 'taste'))
  await typeInComposer(page, 'Commit messages in English, please: the team reads them.')
  const card = cardOf(page, 'Commit messages in Chinese')
  await card.waitFor()
  expect(await card.locator('.dum-card-title').innerText()).toBe('等待你确认：模型想记下 「Commit messages in Chinese」')
  expect(await card.innerText()).toContain('但它把「English」改成了「Chinese」。')
  await card.getByRole('button', { name: '接受', exact: true }).click()
  await card.locator('[data-role="card-decided"][data-state="accepted"]').waitFor()
  expect(await card.locator('.dum-card-title').innerText()).toBe('模型想记下 「Commit messages in Chinese」')
  await page.screenshot({ path: join(SHOTS, 'card-decided-accepted-zh.png') })

  model.script(remember('删东西不用问我', 'redline'))
  await typeInComposer(page, '删东西之前先问我，上次误删了一周的工作。')
  const flipped = cardOf(page, '删东西不用问我')
  await flipped.waitFor()
  await flipped.getByRole('button', { name: '拒绝', exact: true }).click()
  await flipped.locator('[data-role="card-decided"][data-state="rejected"]').waitFor()
  expect(await flipped.locator('.dum-card-title').innerText()).toBe('模型想记下 「删东西不用问我」')
  await page.context().close()

  const en = await openSession('en')
  const replayed = cardOf(en, 'Commit messages in Chinese')
  await replayed.locator('[data-role="card-decided"][data-state="decided"]').waitFor()
  expect(await replayed.locator('.dum-card-title').innerText()).toBe('The model wanted to remember “Commit messages in Chinese”')
  expect(await replayed.innerText()).toContain('but it changes “English” to “Chinese”.')
  await en.screenshot({ path: join(SHOTS, 'card-decided-replayed-en.png') })
  await en.context().close()
  expect(await live()).toContain('Commit messages in Chinese')
})

/** The "which times" entries of the judgment `text` in the open Memory tab, newest first. */
async function trailOf(page: Page, text: string): Promise<Locator> {
  const row = page.locator('[data-dum-view="memory"] [data-judgment-id]').filter({ hasText: text }).first()
  await row.locator('.dum-item-text').click()
  await row.locator('[data-action="which-times"]').click()
  return row.locator('[data-role="evidence"] li')
}

test('"which times" says where the user said yes: on the conversation\'s card, or with /memory accept (zh and en)', async () => {
  const page = await openSession('zh')
  // Held (a request about the case at hand made a general rule); accepted with the command, typed in the composer.
  model.script(remember('所有按钮都用红色', 'taste'))
  await typeInComposer(page, '这个按钮用红色吧。')
  await cardOf(page, '所有按钮都用红色').waitFor()
  await typeInComposer(page, '/memory accept 1')
  await expect.poll(live).toContain('所有按钮都用红色')

  await page.getByRole('tab', { name: '记忆' }).click()
  const onCard = await trailOf(page, 'Commit messages in Chinese')
  expect(await shownText(onCard.first())).toContain('你在对话里的卡片上确认或改动了它')
  const byCommand = await trailOf(page, '所有按钮都用红色')
  expect(await shownText(byCommand.first())).toContain('你用 /memory accept 确认了它')
  await page.screenshot({ path: join(SHOTS, 'card-decided-trail-zh.png') })
  await page.context().close()

  const en = await openSession('en')
  await en.getByRole('tab', { name: 'Memory' }).click()
  expect(await shownText((await trailOf(en, 'Commit messages in Chinese')).first())).toContain('you confirmed or changed it on the conversation\'s card')
  expect(await shownText((await trailOf(en, '所有按钮都用红色')).first())).toContain('you confirmed it with /memory accept')
  await en.context().close()
})
