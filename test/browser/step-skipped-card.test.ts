// Typed in the real DSH web profile's composer (issue 19, session 31): a first step the user put
// first, left out by the model's write (「先跑测试再提交」, then 「直接提交」), and a value the user named
// only in a concession taken as the choice ("answer in Chinese even if I ask in English", then
// "Answer in English"). Both went live; they wait now, each card quoting the user and saying what it
// changes, with Accept / Edit / Reject. The user's words said again are live.
// Screenshots: test-results/screenshots/pending-card-step-skipped-zh.png, pending-card-conceded-en.png.
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember, shot } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model } = suite
const { live, pending, openSession } = pendingCardSteps(suite)

describe('a first step left out (zh)', () => {
  test('「直接提交」 waits and names the step it leaves out; 「提交前先跑测试」 is live', async () => {
    const page = await openSession('zh', 'new')
    model.script([remember('直接提交', 'workflow'), remember('提交前先跑测试', 'workflow')])
    await typeInComposer(page, '先跑测试再提交')
    const card = cardOf(page, '直接提交')
    await card.waitFor()
    expect(await card.innerText()).toContain('和你说的相近——「先跑测试再提交」——但它去掉了「跑测试」这一步。')
    for (const label of ['接受', '改一下再接受', '拒绝']) await card.getByRole('button', { name: label, exact: true }).waitFor()
    await page.locator('[data-dum-card="mirror_remember"] .dum-card-title').getByText('已记住（做事方式）：提交前先跑测试', { exact: true }).waitFor()
    expect(await pending()).toEqual(['直接提交'])
    expect(await live()).toEqual(['提交前先跑测试'])
    await shot(page, 'step-skipped-zh')
    await page.context().close()
  })
})

describe('a value named only in a concession (en)', () => {
  test('"Answer in English" waits and says it changes Chinese to English; "Always reply in Chinese" is live', async () => {
    const page = await openSession('en')
    model.script([remember('Answer in English', 'taste'), remember('Always reply in Chinese, even to English questions', 'taste')])
    await typeInComposer(page, 'answer in Chinese even if I ask in English')
    const card = cardOf(page, 'Answer in English')
    await card.waitFor()
    expect(await card.innerText()).toContain('Close to what you said — “answer in Chinese even if I ask in English” — but it changes “Chinese” to “English”.')
    for (const label of ['Accept', 'Edit, then accept', 'Reject']) await card.getByRole('button', { name: label, exact: true }).waitFor()
    await page.locator('[data-dum-card="mirror_remember"] .dum-card-title').getByText('Remembered (Taste): Always reply in Chinese, even to English questions', { exact: true }).waitFor()
    expect(await pending()).toContain('Answer in English')
    expect(await live()).toContain('Always reply in Chinese, even to English questions')
    await shot(page, 'conceded-en')
    await page.context().close()
  })
})

// Session 34: a message of both languages. The Memory tab showed "Push your changes" stored after
// 「比起性能，我更在乎可读性。Run the tests before pushing.」 (the message counted as Chinese).
describe('the later step said alone, in a message of both languages (en)', () => {
  test('"Push your changes" waits and names the step it leaves out, as typed; the order kept is live', async () => {
    const page = await openSession('en')
    model.script([remember('Push your changes', 'workflow'), remember('Run tests before every push', 'workflow')])
    await typeInComposer(page, '比起性能，我更在乎可读性。Run the tests before pushing.')
    const card = cardOf(page, 'Push your changes')
    await card.waitFor()
    expect(await card.innerText()).toContain('Close to what you said — “Run the tests before pushing.” — but it leaves out “Run the tests”.')
    await page.locator('[data-dum-card="mirror_remember"] .dum-card-title').getByText('Remembered (Way of working): Run tests before every push', { exact: true }).waitFor()
    expect(await pending()).toContain('Push your changes')
    expect(await live()).toContain('Run tests before every push')
    await shot(page, 'step-left-out-mixed-en')
    await page.context().close()
  })
})
