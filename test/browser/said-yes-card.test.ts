// A yes to a rule the model proposed, typed in the real DSH web profile's composer (issue 19, session
// 27). The scripted model answers 「已修复。以后提交前要不要都先跑一遍 lint？」 ("Merged. Want me to always
// squash commits before merging from now on?"), the user types 「好的」 ("yes please"), and the model
// remembers it: the rule is live (it waited with "none of your words back it" before). A yes to one
// act (「要不要顺便把所有文件都格式化一遍？」 / 「可以」) makes no standing rule: that write waits, and its
// card quotes the question and the yes. Screenshot: test-results/screenshots/pending-card-said-yes-en.png.
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember, shot } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model } = suite
const { live, pending, openSession, answeredWith } = pendingCardSteps(suite)

describe('a yes to a rule the model proposed', () => {
  test('「以后提交前要不要都先跑一遍 lint？」 / 「好的」: the rule is live; a yes to one act makes no rule', async () => {
    const page = await openSession('zh', 'new')
    await answeredWith(page, '把 lint 报错修一下', '已修复。以后提交前要不要都先跑一遍 lint？', '以后提交前要不要都先跑一遍 lint？')
    model.script(remember('以后提交前都先跑 lint', 'workflow'))
    await typeInComposer(page, '好的')
    await cardOf(page, '以后提交前都先跑 lint').locator('.dum-card-title').getByText('以后提交前都先跑 lint').waitFor()
    // The model then offers one act; a yes to it makes no rule.
    await answeredWith(page, '谢谢', '好了。要不要顺便把所有文件都格式化一遍？', '要不要顺便把所有文件都格式化一遍？')
    model.script(remember('每次都把所有文件格式化一遍', 'workflow'))
    await typeInComposer(page, '可以')
    const card = cardOf(page, '每次都把所有文件格式化一遍')
    await card.waitFor()
    expect(await card.innerText()).toContain('和你说的相近——「‘要不要顺便把所有文件都格式化一遍？’ / 可以」——但它把你这一次的要求变成了长期规则。')
    expect(await live()).toContain('以后提交前都先跑 lint')
    expect(await pending()).toContain('每次都把所有文件格式化一遍')
    await page.context().close()
  })

  test('"Want me to always squash commits before merging from now on?" / "yes please": the rule is live', async () => {
    const page = await openSession('en')
    await answeredWith(page, 'merge the PR pls', 'Merged. Want me to always squash commits before merging from now on?')
    model.script(remember('Always squash commits before merging', 'workflow'))
    await typeInComposer(page, 'yes please')
    await cardOf(page, 'Always squash commits before merging').locator('.dum-card-title').getByText('Always squash commits before merging').waitFor()
    expect(await live()).toContain('Always squash commits before merging')
    expect(await pending()).not.toContain('Always squash commits before merging')
    await shot(page, 'said-yes-en')
    await page.context().close()
  })
})
