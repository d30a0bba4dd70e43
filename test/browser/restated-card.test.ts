// A held write said again in the user's words, in the real DSH web profile and Debian's Chromium
// (issue 19, session 23): the model's first wording adds "React" and waits; it says it again without
// it and that goes live. The card of the live one says which wording it withdrew; the card of the
// withdrawn one, live and replayed, says it was withdrawn, with nothing to press. en and zh. Screenshots:
// test-results/screenshots/pending-card-restated-*.png.
import { describe, expect, test } from 'vitest'
import { useMemoryHost } from '../helpers/memory-host.js'
import { cardOf, pendingCardSteps, remember, shot } from '../helpers/pending-card.js'
import { typeInComposer } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model } = suite
const { live, pending, openSession } = pendingCardSteps(suite)

const ADDS = 'For small UI state like this, prefer React context or Zustand over Redux'
const THEIRS = 'Prefer context or zustand over redux for small stuff'

describe('a held write said again in the user\'s words', () => {
  test('zh: the live card names the withdrawn wording; the withdrawn card, replayed, offers nothing', async () => {
    const page = await openSession('zh', 'new')
    // One answer of the model with both calls, in order (as a model that reads the first result and writes again would).
    model.script([remember('线上 PostgreSQL 大表建索引一律用 CREATE INDEX CONCURRENTLY，避免锁表', 'workflow'), remember('加索引要用 CONCURRENTLY，别锁表', 'workflow')])
    await typeInComposer(page, '线上表有两千万行，加索引要用 CONCURRENTLY，别锁表')
    const kept = cardOf(page, '已记住（做事方式）：加索引要用 CONCURRENTLY，别锁表')
    await kept.waitFor()
    expect(await kept.innerText()).toContain('先前等你确认的说法已撤回：「线上 PostgreSQL 大表建索引一律用 CREATE INDEX CONCURRENTLY，避免锁表」；这一句有你的话为据，代替了它。')
    // Live and replayed alike, the withdrawn card says so and offers nothing to press.
    for (const replayed of [false, true]) {
      if (replayed) await page.reload()
      const withdrawn = cardOf(page, '模型想记下 「线上 PostgreSQL 大表建索引')
      await withdrawn.locator('[data-role="card-decided"][data-state="withdrawn"]').waitFor()
      expect(await withdrawn.locator('[data-role="card-decided"]').innerText()).toBe('已撤回：模型照你的话重新记了一句，那一句已生效。')
      expect(await withdrawn.getByRole('button', { name: '接受', exact: true }).count()).toBe(0)
    }
    await shot(page, 'restated-zh')
    await page.context().close()
  })

  test('en: the same, in English', async () => {
    const page = await openSession('en')
    model.script([remember(ADDS, 'taste'), remember(THEIRS, 'taste')])
    await typeInComposer(page, 'haha ok yeah I personally hate redux boilerplate, I\'d rather just use context or zustand for small stuff like this')
    const kept = cardOf(page, `Remembered (Taste): ${THEIRS}`)
    await kept.waitFor()
    expect(await kept.innerText()).toContain(`The earlier wording that waited for your OK was withdrawn: “${ADDS}”; this one, backed by your words, takes its place.`)
    expect(await live()).toContain(THEIRS)
    expect(await live()).not.toContain(ADDS)
    expect(await pending()).toEqual([])
    for (const replayed of [false, true]) {
      if (replayed) await page.reload()
      const withdrawn = cardOf(page, 'but it adds “React”')
      await withdrawn.locator('[data-role="card-decided"][data-state="withdrawn"]').waitFor()
      expect(await withdrawn.locator('[data-role="card-decided"]').innerText()).toBe('Withdrawn: the model wrote it again as your words say it, and that one is in effect.')
      expect(await withdrawn.getByRole('button', { name: 'Accept', exact: true }).count()).toBe(0)
    }
    await shot(page, 'restated-en')
    await page.context().close()
  })
})
