// Typed in the real DSH web profile's composer (issue 19, session 42): a question of the user's, then
// their answer in the next message. 「能直接 push 到 main 吗」 / 「不行，走 PR」 — the model's faithful
// 「不要直接 push 到 main，走 PR」 waited as "no words of yours" (the question was read as asking only);
// now the no refuses what the question asked leave for, so it is live, and 「可以直接 push 到 main」 waits
// as the opposite. "should I squash?" / "yes always squash before merging" — "Never squash commits
// before merging" went live on the question alone; now the question is read with its answer.
// Screenshots: test-results/screenshots/pending-card-answered-zh.png, pending-card-answered-en.png.
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember, shot } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model } = suite
const { live, pending, openSession, answeredWith } = pendingCardSteps(suite)

describe('a question of the user\'s, then their answer', () => {
  test('zh: 「能直接 push 到 main 吗」 / 「不行，走 PR」 — the refusal restated is live, 「可以直接 push 到 main」 waits', async () => {
    const page = await openSession('zh', 'new')
    await answeredWith(page, '能直接 push 到 main 吗', '你希望我怎么做？')
    model.script([remember('可以直接 push 到 main'), remember('不要直接 push 到 main，走 PR')])
    await typeInComposer(page, '不行，走 PR')
    const card = cardOf(page, '可以直接 push 到 main')
    await card.waitFor()
    const text = await card.innerText()
    // The question is quoted with the no that answered it.
    expect(text).toContain('和你说的相近——「能直接 push 到 main 吗 / 不行，走 PR」——但它放宽了你的要求。')
    expect(text).not.toContain('你在本对话里没有说过这样的话')
    for (const label of ['接受', '改一下再接受', '拒绝']) await card.getByRole('button', { name: label, exact: true }).waitFor()
    await page.locator('[data-dum-card="mirror_remember"] .dum-card-title').getByText('已记住（做事方式）：不要直接 push 到 main，走 PR', { exact: true }).waitFor()
    expect(await pending()).toEqual(['可以直接 push 到 main'])
    expect(await live()).toEqual(['不要直接 push 到 main，走 PR'])
    await shot(page, 'answered-zh')
    await page.context().close()
  })

  test('en: "should I squash?" / "yes always squash before merging" — "Never squash commits before merging" waits, the rule restated is live', async () => {
    const page = await openSession('en')
    await answeredWith(page, 'should I squash?', 'Your call.')
    model.script([remember('Never squash commits before merging'), remember('Always squash commits before merging')])
    await typeInComposer(page, 'yes always squash before merging')
    const card = cardOf(page, 'Never squash commits before merging')
    await card.waitFor()
    const text = await card.innerText()
    expect(text).toContain('yes always squash before merging')
    expect(text).not.toContain('No words of yours')
    for (const label of ['Accept', 'Edit, then accept', 'Reject']) await card.getByRole('button', { name: label, exact: true }).waitFor()
    await page.locator('[data-dum-card="mirror_remember"] .dum-card-title').getByText('Remembered (Way of working): Always squash commits before merging', { exact: true }).waitFor()
    expect(await pending()).toContain('Never squash commits before merging')
    expect(await live()).toContain('Always squash commits before merging')
    await shot(page, 'answered-en')
    await page.context().close()
  })
})
