// The order of a list the user set, typed in the real DSH web profile's composer (issue 19, session 44).
// The user types 「import 一定要排好序：标准库、第三方、本地，按这个顺序」 and the scripted model remembers the list in
// another order: it waits, and its card names both orders as orders (before list-order.ts it went live).
// Screenshot: test-results/screenshots/pending-card-list-order-zh.png.
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember, shot } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model } = suite
const { pending, openSession } = pendingCardSteps(suite)

describe('a list whose order the user set', () => {
  test('the list in another order waits, its card naming both orders', async () => {
    const page = await openSession('zh', 'new')
    model.script(remember('Always sort imports in the order standard library, local, third-party', 'taste'))
    await typeInComposer(page, 'import 一定要排好序：标准库、第三方、本地，按这个顺序')
    const card = cardOf(page, 'Always sort imports in the order standard library, local, third-party')
    await card.waitFor()
    expect(await card.innerText()).toContain('把顺序「标准库 → 第三方 → 本地」改成了「standard library → local → third-party」')
    expect(await pending()).toContain('Always sort imports in the order standard library, local, third-party')
    await shot(page, 'list-order-zh')
    await page.context().close()
  })
})
