// The tab's proposals about a red line, in the real DSH web profile and Debian's Chromium (issue 19,
// 20): a change of its words reads "修改 “old” → new"; a model's forget of a guarded red line says the
// guard goes too, a change to the opposite that it would sleep; a forget made out of date by a change
// is shown so, in the tab and on its card; revoking a guarded red line and putting it back. zh and en.
// The card of a write is in pending-card.test.ts; the steps both use in test/helpers/pending-card.ts.
// Screenshots go to test-results/screenshots/pending-card-*.png.
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember, shot, type View } from '../helpers/pending-card.js'
import { shownText, typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model, host } = suite
const { live, view, decideByRoute, openSession } = pendingCardSteps(suite)

describe('the tab\'s proposals about a red line', () => {
  test('it reads "修改 “old” → new" / "Change “old” → new", not "改为 / Change to" before the old words', async () => {
    const RED_LINE = '删东西之前必须先问我'
    const FLIPPED = '删东西之前不用问我'
    // This suite's host is its own: the first test starts the conversation.
    const page = await openSession('zh', 'new')
    model.script(remember(RED_LINE, 'redline'))
    await typeInComposer(page, `以后${RED_LINE}，上次误删了一周的工作。`)
    await cardOf(page, `已记住（红线）：${RED_LINE}`).waitFor()
    model.script(remember(FLIPPED, 'redline'))
    await typeInComposer(page, '这个目录可以随便清理。')
    await cardOf(page, `「${FLIPPED}」会取代你的红线「${RED_LINE}」`).waitFor()
    await page.getByRole('tab', { name: '记忆' }).click()
    const item = page.locator('[data-role="proposals"] [data-proposal]').filter({ hasText: FLIPPED })
    await item.waitFor()
    expect(await shownText(item.locator('.dum-pending-action'))).toBe('修改')
    expect(await shownText(item.locator('.dum-pending-what'))).toMatch(new RegExp(`^修改\\s*“${RED_LINE}” → ${FLIPPED} · 红线$`))
    await shot(page, 'redline-change-zh')
    await page.context().close()

    const en = await openSession('en')
    await en.getByRole('tab', { name: 'Memory' }).click()
    const enItem = en.locator('[data-role="proposals"] [data-proposal]').filter({ hasText: FLIPPED })
    await enItem.waitFor()
    expect(await shownText(enItem.locator('.dum-pending-what'))).toMatch(new RegExp(`^Change\\s*“${RED_LINE}” → ${FLIPPED} · Red line$`))
    await en.context().close()
  })

  test('a model\'s forget of a guarded red line says, on its card and in the tab, that the guard goes too; a change of its words to the opposite, that the guard would sleep', async () => {
    const RED_LINE = '删东西之前必须先问我'
    // The red line of the test before has its guard proposed: the user accepts it.
    const proposals = async () => (await view()).proposals
    await expect.poll(async () => (await proposals()).some((p) => p.kind === 'guard' && p.target?.text === RED_LINE)).toBe(true)
    const guard = (await proposals()).find((p) => p.kind === 'guard' && p.target?.text === RED_LINE)!
    expect((await decideByRoute(guard.id, 'accept')).status).toBe(200)

    const page = await openSession('zh')
    model.script({ name: 'mirror_forget', arguments: { text: RED_LINE, reason: 'scripted' } })
    await typeInComposer(page, '好了。')
    const card = page.locator('[data-dum-card="mirror_forget"][data-outcome="ok"]').filter({ hasText: `模型想忘掉 「${RED_LINE}」` }).last()
    await card.waitFor()
    // The card knows the guard as it was when the model asked (mends18), as the tab does.
    expect(await card.innerText()).toContain(`接受后红线「${RED_LINE}」就忘掉了，它的守卫也不会再问你。要留住它，就拒绝这一条。`)
    await page.getByRole('tab', { name: '记忆' }).click()
    const item = page.locator('[data-role="proposals"] [data-proposal][data-proposal-kind="forget"]').filter({ hasText: RED_LINE })
    await item.waitFor()
    expect(await shownText(item.locator('[data-role="forget-redline"]'))).toBe(`接受后红线「${RED_LINE}」就忘掉了，它的守卫也不会再问你。要留住它，就拒绝这一条。`)
    // The change the test before left waiting: its new words say no need to ask, so the guard would sleep.
    const change = page.locator('[data-role="proposals"] [data-proposal][data-proposal-kind="update"]').filter({ hasText: '删东西之前不用问我' })
    expect(await shownText(change.locator('[data-role="guard-stays"]'))).toBe(`守卫（删除文件）是你为「${RED_LINE}」答应的，「删东西之前不用问我」说的不是这个：接受后它就睡着了，不再问你；之后撤销这次修改，它就会回来。`)
    await shot(page, 'forget-redline-zh')
    await page.context().close()

    const en = await openSession('en')
    await en.getByRole('tab', { name: 'Memory' }).click()
    const enItem = en.locator('[data-role="proposals"] [data-proposal][data-proposal-kind="forget"]').filter({ hasText: RED_LINE })
    await enItem.waitFor()
    expect(await shownText(enItem.locator('[data-role="forget-redline"]'))).toBe(`Accepting this forgets the red line “${RED_LINE}”, and its guard would stop asking you. To keep it, reject this.`)
    // The user accepts the change: the red line now says no need to ask, and its guard sleeps (kept).
    const waiting = (await proposals()).find((p) => p.kind === 'update' && p.judgment?.text === '删东西之前不用问我')!
    expect((await decideByRoute(waiting.id, 'accept')).status).toBe(200)
    type Guarded = { judgments: Array<{ id: string; text: string; guard?: { asleep?: boolean; words?: string } }> }
    const relaxed = (await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json() as Guarded).judgments.find((j) => j.text === '删东西之前不用问我')!
    expect(relaxed.guard).toMatchObject({ asleep: true, words: RED_LINE })
    await en.reload()
    await en.getByRole('tab', { name: 'Memory' }).click()
    const row = en.locator(`[data-dum-view="memory"] [data-judgment-id="${relaxed.id}"]`).first()
    expect(await shownText(row.locator('[data-role="guard-asleep"]').first())).toBe('guard asleep')
    expect(await row.locator('[data-role="guard-held"]').count()).toBe(0)
    await shot(en, 'guard-asleep-en')
    await en.context().close()
  })

  test('once the red line says no need to ask, the waiting forget is out of date in the tab and on its card (no Accept, no guard sentence, zh and en); a forget of a red line whose guard sleeps says so (en)', async () => {
    const RED_LINE = '删东西之前必须先问我'
    const RELAXED = '删东西之前不用问我'
    // The test before accepted the change: the forget it left waiting names words the red line no longer says.
    const forget = (await view()).proposals.find((p) => p.kind === 'forget' && p.target?.text === RED_LINE)!
    expect(forget).toBeTruthy()
    const page = await openSession('zh')
    await page.getByRole('tab', { name: '记忆' }).click()
    const item = page.locator(`[data-role="proposals"] [data-proposal="${forget.id}"]`)
    await item.waitFor()
    expect(await item.getAttribute('data-stale')).toBe('true')
    expect(await shownText(item.locator('[data-role="proposal-stale"]'))).toBe(`已过时：「${RED_LINE}」已改成「${RELAXED}」，这一条不会被应用。`)
    expect(await item.locator('[data-role="forget-redline"]').count()).toBe(0)
    expect(await item.locator('[data-action="accept"]').count()).toBe(0)
    await item.getByRole('button', { name: '移除', exact: true }).waitFor()
    await shot(page, 'forget-stale-zh')
    // Its card, replayed in the conversation: the same words, and only 移除.
    await page.getByRole('tab', { name: '对话' }).click()
    const card = page.locator('[data-dum-card="mirror_forget"][data-outcome="ok"]').filter({ hasText: `模型想忘掉 「${RED_LINE}」` }).last()
    await card.locator('[data-role="card-stale"]').waitFor()
    expect(await shownText(card.locator('[data-role="card-stale"]'))).toBe(`已过时：「${RED_LINE}」已改成「${RELAXED}」，这一条不会被应用。`)
    expect(await card.locator('[data-action="card-accept"]').count()).toBe(0)
    // What it said of the guard when the model asked no longer holds: the card drops that line.
    expect(await card.innerText()).not.toContain('守卫也不会再问你')
    await page.context().close()

    const en = await openSession('en')
    await en.getByRole('tab', { name: 'Memory' }).click()
    const enItem = en.locator(`[data-role="proposals"] [data-proposal="${forget.id}"]`)
    await enItem.waitFor()
    expect(await shownText(enItem.locator('[data-role="proposal-stale"]'))).toBe(`Out of date: “${RED_LINE}” has since become “${RELAXED}”, so this will not be applied.`)
    await shot(en, 'forget-stale-en')
    // Remove drops the out-of-date forget; the red line and its (asleep) guard stay.
    await enItem.getByRole('button', { name: 'Remove', exact: true }).click()
    await expect.poll(async () => (await view()).proposals.some((p) => p.id === forget.id)).toBe(false)
    expect(await live()).toContain(RELAXED)

    // A forget of a red line whose guard already sleeps says so, on its card and in the tab: accepting changes nothing for tool calls.
    const PUBLISH = 'Never publish to npm without asking'
    const FINE = 'Publishing to npm without asking is fine'
    const accept = async (find: (p: View['proposals'][number]) => boolean) => {
      await expect.poll(async () => (await view()).proposals.some(find)).toBe(true)
      const p = (await view()).proposals.find(find)!
      expect((await decideByRoute(p.id, 'accept')).status).toBe(200)
    }
    await en.getByRole('tab', { name: 'Chat' }).click()
    model.script(remember(PUBLISH, 'redline'))
    await typeInComposer(en, 'ok.')
    await accept((p) => p.judgment?.text === PUBLISH)
    await accept((p) => p.kind === 'guard' && p.target?.text === PUBLISH)
    model.script(remember(FINE, 'redline'))
    await typeInComposer(en, 'ok.')
    await accept((p) => p.kind === 'update' && p.judgment?.text === FINE)
    model.script({ name: 'mirror_forget', arguments: { text: FINE, reason: 'scripted' } })
    await typeInComposer(en, 'ok.')
    const asleepEn = `Accepting this forgets the red line “${FINE}”; its guard is already asleep (the red line no longer says what it was accepted on) and asks you nothing now, which stays so. To keep it, reject this.`
    const fresh = en.locator('[data-dum-card="mirror_forget"][data-outcome="ok"]').filter({ hasText: `the model wants to forget “${FINE}”` }).last()
    await fresh.waitFor()
    expect(await fresh.innerText()).toContain(asleepEn)
    await en.getByRole('tab', { name: 'Memory' }).click()
    const asleepItem = en.locator('[data-role="proposals"] [data-proposal][data-proposal-kind="forget"]').filter({ hasText: FINE })
    expect(await shownText(asleepItem.locator('[data-role="forget-redline"]'))).toBe(asleepEn)
    await shot(en, 'forget-asleep-en')
    const waiting = (await view()).proposals.find((p) => p.kind === 'forget' && p.target?.text === FINE)!
    expect((await decideByRoute(waiting.id, 'reject')).status).toBe(200)
    await en.context().close()
  })

  test('revoking a guarded red line in the tab says its guard stops too, and Put it back brings the guard back (en)', async () => {
    const RED_LINE = 'Never force-push to shared branches'
    const page = await openSession('en')
    model.script(remember(RED_LINE, 'redline'))
    await typeInComposer(page, `${RED_LINE}, please: I lost a week of work once.`)
    await cardOf(page, `Remembered (Red line): ${RED_LINE}`).waitFor()
    await expect.poll(async () => (await view()).proposals.some((p) => p.kind === 'guard' && p.target?.text === RED_LINE)).toBe(true)
    const guard = (await view()).proposals.find((p) => p.kind === 'guard' && p.target?.text === RED_LINE)!
    expect((await decideByRoute(guard.id, 'accept')).status).toBe(200)
    type Guarded = { judgments: Array<{ id: string; text: string; guard?: unknown }> }
    const redLine = async () => (await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json() as Guarded).judgments.find((j) => j.text === RED_LINE)
    const { id } = (await redLine())!

    await page.getByRole('tab', { name: 'Memory' }).click()
    const row = page.locator(`[data-dum-view="memory"] [data-judgment-id="${id}"]`).first()
    await row.locator('[data-role="guard-held"], .dum-item-text').first().waitFor()
    const cross = row.locator('.dum-revoke')
    await cross.click()
    await cross.click()
    await row.waitFor({ state: 'detached' })
    const notice = page.locator('[data-notice="undo"]').filter({ visible: true }).first()
    expect(await shownText(notice.locator('.dum-notice-text'))).toBe(`Revoked “${RED_LINE}”. The guard of “${RED_LINE}” (Force-push) stops asking you too; Put it back and the guard comes back with it.`)
    await shot(page, 'revoke-guarded-en')
    await notice.locator('[data-action="undo"]').click()
    await expect.poll(async () => Boolean((await redLine())?.guard)).toBe(true)
    await page.context().close()
  })
})
