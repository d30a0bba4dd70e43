// Typed in the real DSH web profile's composer (issue 19, session 32): the other size of the same
// thing ("I want small commits with clear messages", then "Make one big commit at the end") and a
// thing kept whole that the user had broken up (「长函数要拆开」, then 「长函数保持原样」). Both went
// live; they wait now, each card quoting the user and saying what it changes, with Accept / Edit /
// Reject. The user's words said again are live.
// Screenshots: test-results/screenshots/pending-card-size-en.png, pending-card-intact-zh.png.
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember, shot } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model } = suite
const { live, pending, openSession } = pendingCardSteps(suite)

describe('kept whole where the user had it broken up (zh)', () => {
  test('「长函数保持原样」 waits and says what it changes; 「把长函数拆分成小函数」 is live', async () => {
    const page = await openSession('zh', 'new')
    model.script([remember('长函数保持原样', 'principle'), remember('把长函数拆分成小函数', 'principle')])
    await typeInComposer(page, '长函数要拆开')
    const card = cardOf(page, '长函数保持原样')
    await card.waitFor()
    expect(await card.innerText()).toContain('和你说的相近——「长函数要拆开」——但它把「拆开」改成了「保持原样」。')
    for (const label of ['接受', '改一下再接受', '拒绝']) await card.getByRole('button', { name: label, exact: true }).waitFor()
    await page.locator('[data-dum-card="mirror_remember"] .dum-card-title').getByText('已记住（原则）：把长函数拆分成小函数', { exact: true }).waitFor()
    expect(await pending()).toEqual(['长函数保持原样'])
    expect(await live()).toEqual(['把长函数拆分成小函数'])
    await shot(page, 'intact-zh')
    await page.context().close()
  })
})

describe('the other size of the same thing (en)', () => {
  test('"Make one big commit at the end" waits and says what it changes; "Keep commits small" is live', async () => {
    const page = await openSession('en')
    model.script([remember('Make one big commit at the end', 'workflow'), remember('Keep commits small with clear messages', 'workflow')])
    await typeInComposer(page, 'I want small commits with clear messages')
    const card = cardOf(page, 'Make one big commit at the end')
    await card.waitFor()
    expect(await card.innerText()).toContain('Close to what you said — “I want small commits with clear messages” — but it changes “small” to “big”.')
    for (const label of ['Accept', 'Edit, then accept', 'Reject']) await card.getByRole('button', { name: label, exact: true }).waitFor()
    await page.locator('[data-dum-card="mirror_remember"] .dum-card-title').getByText('Remembered (Way of working): Keep commits small with clear messages', { exact: true }).waitFor()
    expect(await pending()).toContain('Make one big commit at the end')
    expect(await live()).toContain('Keep commits small with clear messages')
    await shot(page, 'size-en')
    await page.context().close()
  })
})
