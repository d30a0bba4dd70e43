// A switch's state turned round, typed in the real DSH web profile's composer (issue 19, session 45). The
// user types "feature flags should default to off" and the scripted model remembers "Feature flags default
// to on": it waits, and its card names the on / off the user wrote (before antonyms.ts read a switch's
// state it went live). Screenshot: test-results/screenshots/pending-card-switch-state-zh.png.
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember, shot } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model } = suite
const { pending, openSession } = pendingCardSteps(suite)

describe('a switch\'s state turned round', () => {
  test('waits, its card naming the user\'s off and the model\'s on', async () => {
    const page = await openSession('zh', 'new')
    model.script(remember('Feature flags default to on', 'principle'))
    await typeInComposer(page, 'feature flags should default to off')
    const card = cardOf(page, 'Feature flags default to on')
    await card.waitFor()
    expect(await card.innerText()).toContain('「off」改成了「on」')
    expect(await pending()).toContain('Feature flags default to on')
    await shot(page, 'switch-state-zh')
    await page.context().close()
  })
})
