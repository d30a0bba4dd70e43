// Typed in the real DSH web profile's composer (issue 19, session 33): two things ranked, turned round
// (「比起性能，我更在乎可读性」, then 「更在乎性能」; "Composition over inheritance", then "Inheritance over
// composition"). Both went live; they wait now, each card quoting the user and saying what it changes,
// with Accept / Edit / Reject (a change of the whole sentence quoted says 「把这句改成了…」, not the quote
// twice). The user's ranking said again is live.
// Screenshots: test-results/screenshots/pending-card-ranked-zh.png, pending-card-ranked-en.png.
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember, shot } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model } = suite
const { live, pending, openSession } = pendingCardSteps(suite)

describe('a ranking turned round (zh)', () => {
  test('「更在乎性能」 waits and says what it changes; 「可读性更重要」 is live', async () => {
    const page = await openSession('zh', 'new')
    model.script([remember('更在乎性能', 'principle'), remember('可读性更重要', 'principle')])
    await typeInComposer(page, '比起性能，我更在乎可读性')
    const card = cardOf(page, '更在乎性能')
    await card.waitFor()
    expect(await card.innerText()).toContain('和你说的相近——「比起性能，我更在乎可读性」——但它把这句改成了「更在乎性能」。')
    for (const label of ['接受', '改一下再接受', '拒绝']) await card.getByRole('button', { name: label, exact: true }).waitFor()
    await page.locator('[data-dum-card="mirror_remember"] .dum-card-title').getByText('已记住（原则）：可读性更重要', { exact: true }).waitFor()
    expect(await pending()).toEqual(['更在乎性能'])
    expect(await live()).toEqual(['可读性更重要'])
    await shot(page, 'ranked-zh')
    await page.context().close()
  })
})

describe('a ranking turned round (en)', () => {
  test('"Inheritance over composition" waits and says what it changes; "Prefer composition over inheritance" is live', async () => {
    const page = await openSession('en')
    model.script([remember('Inheritance over composition', 'principle'), remember('Prefer composition over inheritance', 'principle')])
    await typeInComposer(page, 'Composition over inheritance')
    const card = cardOf(page, 'Inheritance over composition')
    await card.waitFor()
    expect(await card.innerText()).toContain('Close to what you said — “Composition over inheritance” — but it changes “Composition” to “Inheritance”.')
    for (const label of ['Accept', 'Edit, then accept', 'Reject']) await card.getByRole('button', { name: label, exact: true }).waitFor()
    await page.locator('[data-dum-card="mirror_remember"] .dum-card-title').getByText('Remembered (Principle): Prefer composition over inheritance', { exact: true }).waitFor()
    expect(await pending()).toContain('Inheritance over composition')
    expect(await live()).toContain('Prefer composition over inheritance')
    await shot(page, 'ranked-en')
    await page.context().close()
  })
})
