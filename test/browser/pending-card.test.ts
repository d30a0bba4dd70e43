// A model write that waits for the user, in the real DSH web profile and Debian's Chromium (issue 19):
// the conversation's card says which of two things happened — no words of the user behind it, or
// close to what they said but adding / changing / flipping it — and it carries Accept, Edit and
// Reject itself, which act through the tab's proposal routes. zh and en. The tab's proposals about a
// red line are in pending-card-red-line.test.ts; the steps both use in test/helpers/pending-card.ts.
// Screenshots go to test-results/screenshots/pending-card-*.png.
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember, shot } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model, host } = suite
const { live, pending, decideByRoute, openSession } = pendingCardSteps(suite)

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
    expect(await card.locator('[data-role="card-decided"]').innerText()).toBe('That did not work: it may have been decided or replaced already; see the Memory tab.')
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
    model.readingReply = () => JSON.stringify({ verdict: 'differs', differs: 'companion objects, not an object declaration' })
    try {
      const page = await openSession('zh')
      model.script(remember('Use companion objects for true singletons', 'principle'))
      await typeInComposer(page, 'For true singletons just use an object declaration')
      const card = cardOf(page, 'Use companion objects for true singletons')
      await card.waitFor()
      expect(await card.innerText()).toContain('和你说的相近——「For true singletons just use an object declaration」——但你的模型重读你的原话后认为并不一样：companion objects, not an object declaration。')
      for (const label of ['接受', '改一下再接受', '拒绝']) await card.getByRole('button', { name: label, exact: true }).waitFor()
      expect(await live()).not.toContain('Use companion objects for true singletons')
      await shot(page, 'reread-zh')
      await page.context().close()

      const en = await openSession('en')
      await en.getByRole('tab', { name: 'Memory' }).click()
      const item = en.locator('[data-role="proposals"] [data-proposal]').filter({ hasText: 'Use companion objects for true singletons' })
      await item.waitFor()
      expect(await item.locator('[data-role="proposal-from"]').innerText()).toContain('Close to what you said — “For true singletons just use an object declaration” — but your model, reading your words again, says it is not the same: companion objects, not an object declaration.')
      await en.context().close()
    } finally {
      model.readingReply = undefined
    }
  })

  test('a paraphrase the words held goes live when the reading quotes the user; its trail in the tab says the user\'s model matched it', async () => {
    model.readingReply = (input) => JSON.stringify({ verdict: 'same', quote: input.messages.at(-1) })
    try {
      const page = await openSession('en')
      // A paraphrase the words hold for one added word ("PHP"); the reading quotes the user's message.
      model.script(remember('Start PHP files with declare(strict_types=1) for strict typing', 'principle'))
      await typeInComposer(page, 'Use strict typing: declare(strict_types=1);')
      await expect.poll(live).toContain('Start PHP files with declare(strict_types=1) for strict typing')
      await page.getByRole('tab', { name: 'Memory' }).click()
      const row = page.locator('[data-judgment-id]').filter({ hasText: 'Start PHP files with declare' })
      await row.locator('.dum-item-text').click()
      await row.locator('[data-action="which-times"]').click()
      const trail = row.locator('[data-role="evidence"] li').first()
      expect(await trail.innerText()).toContain('Use strict typing: declare(strict_types=1);')
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
