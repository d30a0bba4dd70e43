// A question typed in the composer, in the real DSH web profile and Debian's Chromium (issue 19,
// session 20): "why are you still using yarn??" and the model's "Use yarn" — the card waits and quotes
// the question ("close to what you said … but it does not say the same thing"), never "no words of
// yours"; a refusal typed with a backtick grounds its paraphrase, live at once. zh first (it opens
// the conversation), then en in it.
// Screenshots go to test-results/screenshots/pending-card-question-*.png.
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember, shot } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model } = suite
const { live, pending, openSession } = pendingCardSteps(suite)

describe('a question typed in the composer', () => {
  test('zh: 「谁让你用 var 的？」 keeps 「用 var 声明变量」 waiting and the card quotes the question', async () => {
    const page = await openSession('zh', 'new')
    model.script(remember('用 var 声明变量'))
    await typeInComposer(page, '谁让你用 var 声明变量的？')
    const card = cardOf(page, '用 var 声明变量')
    await card.waitFor()
    const text = await card.innerText()
    expect(text).toContain('和你说的相近——「谁让你用 var 声明变量的？」——但它说的不是同一件事。')
    expect(text).not.toContain('你在本对话里没有说过这样的话')
    await shot(page, 'question-zh')
    expect(await pending()).toContain('用 var 声明变量')
    expect(await live()).not.toContain('用 var 声明变量')
    await page.context().close()
  })

  test('en: "why are you still using yarn??" keeps "Use yarn" waiting and the card quotes the question; "don`t use yarn" grounds "Never use yarn"', async () => {
    const page = await openSession('en')
    model.script(remember('Use yarn'))
    await typeInComposer(page, 'why are you still using yarn??')
    const card = cardOf(page, 'Use yarn')
    await card.waitFor()
    const text = await card.innerText()
    expect(text).toContain('Close to what you said — “why are you still using yarn?” — but it does not say the same thing.')
    expect(text).not.toContain('No words of yours')
    await shot(page, 'question-en')
    expect(await pending()).toContain('Use yarn')
    // The sidebar's badge counts the new card's write at once (two wait: zh's and this one), not at
    // its next poll 8 s later (session 21: it said 1 in this screenshot); a no on the card takes it off.
    const badge = page.locator('[data-role="memory-badges"] [data-badge="pending"]')
    await expect.poll(() => badge.innerText(), { timeout: 2_500, interval: 100 }).toBe('2')
    await card.locator('[data-action="card-reject"]').click()
    await card.locator('[data-role="card-decided"]').waitFor()
    await expect.poll(() => badge.innerText(), { timeout: 2_500, interval: 100 }).toBe('1')

    model.script(remember('Never use yarn', 'redline'))
    await typeInComposer(page, 'don`t use yarn.')
    await cardOf(page, 'Never use yarn').waitFor()
    expect(await live()).toContain('Never use yarn')
    expect(await live()).not.toContain('Use yarn')
    await page.context().close()
  })
})
