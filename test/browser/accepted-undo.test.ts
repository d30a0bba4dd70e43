// Undo on the card of a write the user accepted (walk16 left 3, walk20), in the real DSH web host,
// the scripted model and Debian's Chromium: a write that waited for the user's OK said 「已接受，已生效」
// / "Accepted: it is in effect." once accepted on its card, with nothing to take the yes back (the
// card of a write the model made directly has Undo). Now it has Undo: a new judgment is revoked, a
// changed one gets its earlier words back, a forgotten one comes back; zh, then en.
// Screenshots: test-results/screenshots/accepted-undo-*.png.
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { pendingCardSteps, remember } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model, host } = suite
const { openSession: open } = pendingCardSteps(suite)

const live = async () => ((await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json()) as { judgments: Array<{ text: string }> }).judgments.map((j) => j.text)
const waitingCard = (page: Page, tool: string, text: string): Locator => page.locator(`[data-dum-card="${tool}"][data-outcome="ok"]`).filter({ hasText: text }).last()

/** Accepts the card's write, then presses the Undo the accepted card offers. */
async function acceptThenUndo(card: Locator, labels: { accept: string; undo: string; undone: string }, accepted: (now: string[]) => void) {
  await card.getByRole('button', { name: labels.accept, exact: true }).click()
  await card.locator('[data-role="card-decided"][data-state="accepted"]').waitFor()
  accepted(await live())
  const undo = card.locator('[data-action="card-undo-accept"]')
  expect(await undo.innerText()).toBe(labels.undo)
  await undo.click()
  await card.locator('[data-action="card-undo-accept"]', { hasText: labels.undone }).waitFor()
}

const ZH = { accept: '接受', undo: '撤销', undone: '已撤销' }

test('a write accepted on its card can be undone there: a new one, a change, a forget (zh), a new one (en)', async () => {
  const page = await open('zh', 'new')
  // A general rule made of a remark about the case at hand: held, accepted, undone.
  model.script(remember('所有按钮都用红色', 'taste'))
  await typeInComposer(page, '这个按钮用红色吧。')
  const created = waitingCard(page, 'mirror_remember', '所有按钮都用红色')
  await created.locator('[data-action="card-accept"]').waitFor()
  await acceptThenUndo(created, ZH, (now) => expect(now).toContain('所有按钮都用红色'))
  await expect.poll(live).not.toContain('所有按钮都用红色')
  await page.screenshot({ path: join(SHOTS, 'accepted-undo-created-zh.png') })

  // A change the user did not say: held, accepted, undone → the earlier words are back.
  await typeInComposer(page, '/remember 品味: 提交信息用英文写')
  await expect.poll(live).toContain('提交信息用英文写')
  model.script(remember('提交信息用中文写', 'taste'))
  await typeInComposer(page, '好了。')
  const changed = waitingCard(page, 'mirror_remember', '提交信息用中文写')
  await changed.locator('[data-action="card-accept"]').waitFor()
  // The change replaced the words (one judgment, the new words), so the undo restores the version before.
  await acceptThenUndo(changed, ZH, (now) => expect(now).toEqual(['提交信息用中文写']))
  await expect.poll(live).toEqual(['提交信息用英文写'])

  // A forget the user did not ask for: held, accepted, undone → it is back.
  model.script({ name: 'mirror_forget', arguments: { text: '提交信息用英文写', reason: 'scripted' } })
  await typeInComposer(page, '好了。')
  const forgotten = waitingCard(page, 'mirror_forget', '提交信息用英文写')
  await forgotten.locator('[data-action="card-accept"]').waitFor()
  await forgotten.getByRole('button', { name: '接受', exact: true }).click()
  await forgotten.locator('[data-role="card-decided"][data-state="accepted"]').waitFor()
  await expect.poll(live).not.toContain('提交信息用英文写')
  await forgotten.locator('[data-action="card-undo-accept"]').click()
  await forgotten.locator('[data-action="card-undo-accept"]', { hasText: '已撤销' }).waitFor()
  await expect.poll(live).toContain('提交信息用英文写')
  await page.screenshot({ path: join(SHOTS, 'accepted-undo-forget-zh.png') })
  await page.context().close()

  const en = await open('en', 'existing')
  model.script(remember('All buttons are red', 'taste'))
  await typeInComposer(en, 'Make this button red.')
  const card = waitingCard(en, 'mirror_remember', 'All buttons are red')
  await card.locator('[data-action="card-accept"]').waitFor()
  await acceptThenUndo(card, { accept: 'Accept', undo: 'Undo', undone: 'Undone' }, (now) => expect(now).toContain('All buttons are red'))
  await expect.poll(live).not.toContain('All buttons are red')
  await en.screenshot({ path: join(SHOTS, 'accepted-undo-created-en.png') })
  await en.context().close()
})
