// A refused turning-off, typed in the real DSH web profile's composer (issue 19, session 29):
// 「别把 lint 关了，CI 挂了就修代码」. The model's 「CI 挂了就关掉 lint」 did what the user refused and went
// live (two refusals read alike); it waits now, its card quoting the user and saying it says the
// opposite, with Accept / Edit / Reject. The refusal said another way is live. The English side of
// the same: "never skip tests", then "Skip the tests when in a hurry".
// Screenshots: test-results/screenshots/pending-card-kept-on-{zh,en}.png.
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember, shot } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model } = suite
const { live, pending, openSession } = pendingCardSteps(suite)

describe('a refused turning-off, done (zh)', () => {
  test('「CI 挂了就关掉 lint」 waits and says it is the opposite; 「不要为了让 CI 通过而关掉 lint」 is live', async () => {
    const page = await openSession('zh', 'new')
    model.script([remember('CI 挂了就关掉 lint', 'workflow'), remember('不要为了让 CI 通过而关掉 lint，要修代码', 'workflow')])
    await typeInComposer(page, '别把 lint 关了，CI 挂了就修代码')
    const card = cardOf(page, 'CI 挂了就关掉 lint')
    await card.waitFor()
    expect(await card.innerText()).toContain('和你说的相近——「别把 lint 关了，CI 挂了就修代码」——但它意思正好相反。')
    for (const label of ['接受', '改一下再接受', '拒绝']) await card.getByRole('button', { name: label, exact: true }).waitFor()
    await page.locator('[data-dum-card="mirror_remember"] .dum-card-title').getByText('已记住（做事方式）：不要为了让 CI 通过而关掉 lint，要修代码', { exact: true }).waitFor()
    expect(await pending()).toEqual(['CI 挂了就关掉 lint'])
    expect(await live()).toEqual(['不要为了让 CI 通过而关掉 lint，要修代码'])
    await shot(page, 'kept-on-zh')
    await page.context().close()
  })
})

describe('a refused skip, done (en)', () => {
  test('"Skip the tests when in a hurry" waits and says it is the opposite; "Always run the tests" is live', async () => {
    const page = await openSession('en')
    model.script([remember('Skip the tests when in a hurry', 'workflow'), remember('Always run the tests', 'workflow')])
    await typeInComposer(page, 'never skip tests, even when we are in a hurry')
    const card = cardOf(page, 'Skip the tests when in a hurry')
    await card.waitFor()
    expect(await card.innerText()).toContain('Close to what you said — “never skip tests, even when we are in a hurry” — but it says the opposite.')
    for (const label of ['Accept', 'Edit, then accept', 'Reject']) await card.getByRole('button', { name: label, exact: true }).waitFor()
    await page.locator('[data-dum-card="mirror_remember"] .dum-card-title').getByText('Remembered (Way of working): Always run the tests', { exact: true }).waitFor()
    expect(await pending()).toContain('Skip the tests when in a hurry')
    expect(await live()).toContain('Always run the tests')
    await shot(page, 'kept-on-en')
    await page.context().close()
  })
})
