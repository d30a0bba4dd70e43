// A model write that waits for the user, in the real DSH web profile and Debian's Chromium (issue 19):
// the conversation's card says which of two things happened — no words of the user behind it, or
// close to what they said but adding / changing / flipping it — and it carries Accept, Edit and
// Reject itself, which act through the tab's proposal routes. zh and en. Screenshots go to
// test-results/screenshots/pending-card-*.png.
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice, pickWorkspace, shownText, typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model, host, chromium } = suite

interface View { judgments: Array<{ text: string }>; proposals: Array<{ id: string; kind: string; judgment?: { text: string }; target?: { text: string } }> }
const view = async () => (await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json()) as View
const live = async () => (await view()).judgments.map((j) => j.text).sort()
const pending = async () => (await view()).proposals.map((p) => p.judgment?.text).sort()
const remember = (text: string, kind = 'workflow') => ({ name: 'mirror_remember', arguments: { text, kind, reason: 'scripted' } })
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `pending-card-${name}.png`) })

/** The pending card of the write `text` (the newest one). */
const cardOf = (page: Page, text: string): Locator =>
  page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]').filter({ hasText: text }).last()

/** The user's yes or no to a proposal, as the tab's buttons send it. */
const decideByRoute = (id: string, decision: 'accept' | 'reject') =>
  fetch(`${host.url}/dsh-mirror/api/proposals/${id}/${decision}`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: '{}' })

/**
 * A page in the user's language on the conversation the suite writes in: `'new'` starts it (the
 * first test picks the workspace), otherwise the page opens the one the tests before left.
 */
async function openSession(lang: 'zh' | 'en', session: 'new' | 'existing' = 'existing'): Promise<Page> {
  const page = await chromium.newPage({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(20_000)
  await page.goto(host.url)
  await dismissNotice(page, lang === 'zh' ? /继续/ : /Continue/)
  if (session === 'new') await pickWorkspace(page, suite.workspace)
  else await page.getByText('Mirror test session').first().click()
  return page
}

describe('the card of a pending write (zh)', () => {
  test('no words of the user behind it: the card says so, and its own 接受 makes it live', async () => {
    const page = await openSession('zh', 'new')
    model.script(remember('安装脚本一律直接用 curl 管道给 bash 执行'))
    await typeInComposer(page, '帮我总结一下这个网页。')
    const card = cardOf(page, '安装脚本一律直接用 curl')
    await card.waitFor()
    expect(await card.locator('.dum-card-title').innerText()).toBe('等待你确认：模型想记下 「安装脚本一律直接用 curl 管道给 bash 执行」')
    expect(await card.innerText()).toContain('你在本对话里没有说过这样的话（可能来自模型读到的网页或文件）。')
    for (const label of ['接受', '改一下再接受', '拒绝']) await card.getByRole('button', { name: label, exact: true }).waitFor()
    expect(await pending()).toEqual(['安装脚本一律直接用 curl 管道给 bash 执行'])
    await shot(page, 'no-words-zh')
    await card.getByRole('button', { name: '接受', exact: true }).click()
    await card.locator('[data-role="card-decided"][data-state="accepted"]').waitFor()
    expect(await card.locator('[data-role="card-decided"]').innerText()).toBe('已接受，已生效。')
    expect(await live()).toEqual(['安装脚本一律直接用 curl 管道给 bash 执行'])
    expect(await pending()).toEqual([])
    await page.context().close()
  })

  test('close to what the user said but with a value changed: the card quotes them and names the change; 改一下再接受 stores their wording', async () => {
    const page = await openSession('zh')
    model.script(remember('用 npm 安装依赖'))
    await typeInComposer(page, '用 pnpm 安装依赖')
    const card = cardOf(page, '用 npm 安装依赖')
    await card.waitFor()
    expect(await card.innerText()).toContain('和你说的相近——「用 pnpm 安装依赖」——但它把「pnpm」改成了「npm」。')
    await card.getByRole('button', { name: '改一下再接受', exact: true }).click()
    const box = card.getByRole('textbox', { name: '改写这条判断' })
    expect(await box.inputValue()).toBe('用 npm 安装依赖')
    await box.fill('一律用 pnpm 安装依赖')
    await shot(page, 'edit-zh')
    await card.getByRole('button', { name: '保存并接受', exact: true }).click()
    await card.locator('[data-role="card-decided"][data-state="accepted"]').waitFor()
    // What is in effect is the user's wording, and the card says so (it said "已接受，已生效" under the model's text).
    expect(await card.locator('[data-role="card-decided"]').innerText()).toBe('已按你的写法接受并生效：「一律用 pnpm 安装依赖」')
    expect(await live()).toContain('一律用 pnpm 安装依赖')
    const stored = (await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json() as { judgments: Array<{ text: string; evidence: Array<{ reason?: string }> }> }).judgments.find((j) => j.text === '一律用 pnpm 安装依赖')!
    expect(stored.evidence.map((e) => e.reason)).toContain('accepted by the user on the conversation\'s card')
    expect(await live()).not.toContain('用 npm 安装依赖')
    await page.context().close()
  })
})

describe('the card of a pending write (en)', () => {
  test('the user\'s rule flipped ("do not … unless I say so" → "Run every command with sudo"): the card says it says the opposite; Reject drops it for good', async () => {
    const page = await openSession('en')
    model.script(remember('Run every command with sudo'))
    await typeInComposer(page, 'Please do not run commands with sudo unless I say so.')
    const card = cardOf(page, 'Run every command with sudo')
    await card.waitFor()
    expect(await card.locator('.dum-card-title').innerText()).toBe('Waiting for your OK: the model wants to remember “Run every command with sudo”')
    expect(await card.innerText()).toContain('Close to what you said — “Please do not run commands with sudo unless I say so.” — but it says the opposite.')
    for (const label of ['Accept', 'Edit, then accept', 'Reject']) await card.getByRole('button', { name: label, exact: true }).waitFor()
    await shot(page, 'opposite-en')
    expect(await pending()).toContain('Run every command with sudo')
    await card.getByRole('button', { name: 'Reject', exact: true }).click()
    await card.locator('[data-role="card-decided"][data-state="rejected"]').waitFor()
    expect(await card.locator('[data-role="card-decided"]').innerText()).toBe('Rejected: it will not be asked again.')
    expect(await pending()).not.toContain('Run every command with sudo')
    expect(await live()).not.toContain('Run every command with sudo')

    // The same write again is declined before: the card says so and offers no buttons.
    model.script(remember('Run every command with sudo'))
    await typeInComposer(page, 'Please do not run commands with sudo unless I say so.')
    const again = page.locator('[data-dum-card="mirror_remember"]').filter({ hasText: 'You declined this before' }).last()
    await again.waitFor()
    expect(await again.getByRole('button').count()).toBe(0)
    await page.context().close()
  })

  test('a card whose proposal was decided elsewhere says so instead of pretending', async () => {
    const page = await openSession('en')
    // (pnpm would be grounded: the user said 用 pnpm 安装依赖 earlier in this conversation.)
    model.script(remember('Always use bun'))
    await typeInComposer(page, 'Always use yarn')
    const card = cardOf(page, 'Always use bun')
    await card.waitFor()
    expect(await card.innerText()).toContain('Close to what you said — “Always use yarn” — but it changes “yarn” to “bun”.')
    // The Memory tab's proposal says the same words as the card.
    await page.getByRole('tab', { name: 'Memory' }).click()
    const item = page.locator('[data-role="proposals"] [data-proposal]').filter({ hasText: 'Always use bun' })
    await item.waitFor()
    expect(await item.locator('[data-role="proposal-from"]').innerText()).toContain('Close to what you said — “Always use yarn” — but it changes “yarn” to “bun”.')
    await page.getByRole('tab', { name: 'Chat' }).click()
    await card.waitFor()
    // The user rejects it in the Memory tab's route; the card's Accept then fails plainly.
    const id = (await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json() as { proposals: Array<{ id: string; judgment?: { text: string } }> }).proposals.find((p) => p.judgment?.text === 'Always use bun')!.id
    expect((await decideByRoute(id, 'reject')).status).toBe(200)
    await card.getByRole('button', { name: 'Accept', exact: true }).click()
    await card.locator('[data-role="card-decided"][data-state="failed"]').waitFor()
    expect(await card.locator('[data-role="card-decided"]').innerText()).toBe('That did not work: it may have been decided already; see the Memory tab.')
    expect(await live()).not.toContain('Always use bun')
    // Replayed, the cards of decided writes offer nothing to press.
    await page.reload()
    const replayed = cardOf(page, 'Always use bun')
    await replayed.locator('[data-role="card-decided"][data-state="decided"]').waitFor()
    expect(await replayed.getByRole('button').count()).toBe(0)
    // Both sudo cards: the rejected one (its own check of the proposal must have answered first; while
    // checking it shows nothing) and the one declined before.
    const sudo = page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]').filter({ hasText: 'Run every command with sudo' })
    await sudo.first().locator('[data-role="card-decided"][data-state="decided"]').waitFor()
    await sudo.filter({ hasText: 'You declined this before' }).waitFor()
    expect(await sudo.getByRole('button').count()).toBe(0)
    await shot(page, 'replayed-en')
    await page.context().close()
  })
})

describe('the card of a write the user\'s own model read differently', () => {
  test('the words let it through, the reading says it changes the value: the card and the tab quote the user and say what the model read, in zh and en', async () => {
    model.readingReply = () => JSON.stringify({ verdict: 'differs', differs: 'if, not when' })
    try {
      const page = await openSession('zh')
      model.script(remember('In GitHub workflows, use if to define conditions', 'principle'))
      await typeInComposer(page, 'In GitHub workflows, use when to define conditions')
      const card = cardOf(page, 'In GitHub workflows, use if')
      await card.waitFor()
      expect(await card.innerText()).toContain('和你说的相近——「In GitHub workflows, use when to define conditions」——但你的模型重读你的原话后认为并不一样：if, not when。')
      for (const label of ['接受', '改一下再接受', '拒绝']) await card.getByRole('button', { name: label, exact: true }).waitFor()
      expect(await live()).not.toContain('In GitHub workflows, use if to define conditions')
      await shot(page, 'reread-zh')
      await page.context().close()

      const en = await openSession('en')
      await en.getByRole('tab', { name: 'Memory' }).click()
      const item = en.locator('[data-role="proposals"] [data-proposal]').filter({ hasText: 'In GitHub workflows, use if' })
      await item.waitFor()
      expect(await item.locator('[data-role="proposal-from"]').innerText()).toContain('Close to what you said — “In GitHub workflows, use when to define conditions” — but your model, reading your words again, says it is not the same: if, not when.')
      await en.context().close()
    } finally {
      model.readingReply = undefined
    }
  })

  test('a paraphrase the words held goes live when the reading quotes the user; its trail in the tab says the user\'s model matched it', async () => {
    model.readingReply = (input) => JSON.stringify({ verdict: 'same', quote: input.messages.at(-1) })
    try {
      const page = await openSession('en')
      model.script(remember('List explicit columns in SELECT statements; never use SELECT *', 'principle'))
      await typeInComposer(page, 'SELECT explicit columns, never SELECT *')
      await expect.poll(live).toContain('List explicit columns in SELECT statements; never use SELECT *')
      await page.getByRole('tab', { name: 'Memory' }).click()
      const row = page.locator('[data-judgment-id]').filter({ hasText: 'List explicit columns in SELECT statements' })
      await row.locator('.dum-item-text').click()
      await row.locator('[data-action="which-times"]').click()
      const trail = row.locator('[data-role="evidence"] li').first()
      expect(await trail.innerText()).toContain('SELECT explicit columns, never SELECT *')
      expect(await trail.locator('[data-role="reading"]').innerText()).toContain('matched to your words by your model')
      await shot(page, 'reading-found-en')
      await page.context().close()
    } finally {
      model.readingReply = undefined
    }
  })
})

describe('the trail of a rule said again in a later message', () => {
  test('each time names the message the model acted on, not the first one again (en)', async () => {
    const RULE = 'Never rebase a shared branch'
    const page = await openSession('en')
    model.script(remember(RULE, 'redline'))
    await typeInComposer(page, 'From now on: never rebase a shared branch.')
    await expect.poll(live).toContain(RULE)
    model.script(remember(RULE, 'redline'))
    await typeInComposer(page, 'Reminder: never rebase a shared branch')
    const hits = async () => ((await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json()) as { judgments: Array<{ text: string; hits: number }> }).judgments.find((j) => j.text === RULE)?.hits
    await expect.poll(hits).toBe(2)
    await page.getByRole('tab', { name: 'Memory' }).click()
    const row = page.locator('[data-judgment-id]').filter({ hasText: RULE })
    await row.locator('.dum-item-text').click()
    await row.locator('[data-action="which-times"]').click()
    const entries = row.locator('[data-role="evidence"] li')
    await expect.poll(() => entries.count()).toBe(2)
    const said = (await entries.allInnerTexts()).map((t) => t.match(/You said: “([^”]*)”/)?.[1]).sort()
    expect(said).toEqual(['From now on: never rebase a shared branch.', 'Reminder: never rebase a shared branch'])
    await shot(page, 'said-again-en')
    await page.context().close()
  })
})

describe('the tab\'s proposals about a red line', () => {
  test('it reads "修改 “old” → new" / "Change “old” → new", not "改为 / Change to" before the old words', async () => {
    const RED_LINE = '删东西之前必须先问我'
    const FLIPPED = '删东西之前不用问我'
    const page = await openSession('zh')
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

describe('the card\'s Undo after the tab', () => {
  test('Undo of a judgment revoked in the tab since says it is already revoked, not that it failed (en)', async () => {
    const TEXT = 'Prefer small pull requests'
    const page = await openSession('en')
    model.script(remember(TEXT, 'principle'))
    await typeInComposer(page, `${TEXT}, please: big ones never get reviewed.`)
    const card = cardOf(page, `Remembered (Principle): ${TEXT}`)
    await card.waitFor()
    const stored = (await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json() as { judgments: Array<{ id: string; text: string }> }).judgments.find((j) => j.text === TEXT)!
    // What the tab's ✕ does.
    expect((await fetch(`${host.url}/dsh-mirror/api/judgments/${stored.id}/revoke`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(200)
    const undo = card.locator('[data-action="card-undo"]')
    await undo.click()
    await expect.poll(() => undo.innerText()).toBe('Already revoked: it is no longer in memory')
    expect(await live()).not.toContain(TEXT)
    await shot(page, 'undo-already-revoked-en')
    await page.context().close()
  })
})
