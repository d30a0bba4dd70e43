// A remember card's count after its Undo (walk16 left 7, walk20), in the real DSH web host, the
// scripted model and Debian's Chromium: the card said 「共 2 条记忆。」 / "2 stored." still after its Undo
// took the judgment back (the card is drawn from the call's persisted meta). Now the count line says
// how many are stored after the undo, zh and en; cards not undone keep theirs.
// Screenshots: test-results/screenshots/card-undo-count-*.png.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model } = suite
const { openSession: open } = pendingCardSteps(suite)

const lines = async (page: Page, text: string) => cardOf(page, text).locator('.dum-card-line').allInnerTexts()

test('after a card\'s Undo its count says how many are stored now (zh, then en)', async () => {
  const page = await open('zh', 'new')
  model.script(remember('回答时先给结论再给理由', 'principle'))
  await typeInComposer(page, '回答时先给结论再给理由，我没时间看推导。')
  await cardOf(page, '回答时先给结论再给理由').waitFor()
  model.script(remember('提交信息用英文写', 'taste'))
  await typeInComposer(page, '提交信息用英文写，团队里有人不读中文。')
  const second = cardOf(page, '提交信息用英文写')
  await second.waitFor()
  expect(await lines(page, '提交信息用英文写')).toContain('共 2 条记忆。')

  await second.locator('[data-action="card-undo"]').click()
  await second.getByRole('button', { name: '已撤销' }).waitFor()
  await expect.poll(() => lines(page, '提交信息用英文写')).toContain('撤销后共 1 条记忆。')
  expect(await lines(page, '提交信息用英文写')).not.toContain('共 2 条记忆。')
  // The first card was not undone: its count is the one it was written with.
  expect(await lines(page, '回答时先给结论再给理由')).toContain('共 1 条记忆。')
  await page.screenshot({ path: join(SHOTS, 'card-undo-count-zh.png') })
  await page.context().close()

  const en = await open('en', 'existing')
  model.script(remember('Commit messages in English', 'taste'))
  await typeInComposer(en, 'Commit messages in English, please: the team reads them.')
  const card = cardOf(en, 'Commit messages in English')
  await card.waitFor()
  expect(await lines(en, 'Commit messages in English')).toContain('2 stored.')
  await card.locator('[data-action="card-undo"]').click()
  await card.getByRole('button', { name: 'Undone' }).waitFor()
  await expect.poll(() => lines(en, 'Commit messages in English')).toContain('1 stored after the undo.')
  expect(await lines(en, 'Commit messages in English')).not.toContain('2 stored.')
  await en.screenshot({ path: join(SHOTS, 'card-undo-count-en.png') })
  await en.context().close()
})
