// A no to what the model asked, typed in the real DSH web profile's composer (issue 19, session 43).
// The scripted model asks "The fix is ready. Should I push straight to main?", the user types "no, open
// a PR", and the model remembers "Don't push straight to main; open a PR": a no to one act makes no
// standing rule, so it waits, and its card quotes the question with the no (it said "adds push,
// straight", words of the question). 「以后提交前要不要先跑一遍 lint？」 / 「不用，CI 会跑」 refuses a proposed
// rule: the restatement is live, and the rule refused, written as the model's, waits as the opposite.
// Screenshot: test-results/screenshots/pending-card-said-no-en.png.
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember, shot } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model } = suite
const { live, pending, openSession, answeredWith } = pendingCardSteps(suite)

describe('a no to what the model asked', () => {
  test('「以后提交前要不要先跑一遍 lint？」 / 「不用，CI 会跑」: the restatement is live, the refused rule waits as the opposite', async () => {
    const page = await openSession('zh', 'new')
    await answeredWith(page, '把 lint 报错修一下', '已修复。以后提交前要不要先跑一遍 lint？', '以后提交前要不要先跑一遍 lint？')
    model.script(remember('提交前不用先跑 lint，CI 会跑', 'workflow'))
    await typeInComposer(page, '不用，CI 会跑')
    await cardOf(page, '提交前不用先跑 lint，CI 会跑').locator('.dum-card-title').getByText('提交前不用先跑 lint，CI 会跑').waitFor()
    await answeredWith(page, '好', '好的。')
    model.script(remember('提交前一定要先跑 lint', 'workflow'))
    await typeInComposer(page, '记一下')
    const card = cardOf(page, '提交前一定要先跑 lint')
    await card.waitFor()
    expect(await card.innerText()).toContain('‘以后提交前要不要先跑一遍 lint？’ / 不用，CI 会跑')
    expect(await live()).toContain('提交前不用先跑 lint，CI 会跑')
    expect(await pending()).toContain('提交前一定要先跑 lint')
    await page.context().close()
  })

  test('"Should I push straight to main?" / "no, open a PR": the rule waits, its card quoting the question with the no', async () => {
    const page = await openSession('en')
    await answeredWith(page, 'fix the flaky test pls', 'The fix is ready. Should I push straight to main?', 'Should I push straight to main?')
    model.script(remember('Don\'t push straight to main; open a PR', 'workflow'))
    await typeInComposer(page, 'no, open a PR')
    const card = cardOf(page, 'Don\'t push straight to main; open a PR')
    await card.waitFor()
    expect(await card.innerText()).toContain('Close to what you said — “‘Should I push straight to main?’ / no, open a PR” — but it makes a standing rule of a request for this one time.')
    expect(await pending()).toContain('Don\'t push straight to main; open a PR')
    await shot(page, 'said-no-en')
    await page.context().close()
  })
})
