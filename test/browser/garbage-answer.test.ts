// Issue 18: the orb's *failed* after a garbage answer. The user's model answers 200 with something
// that is not the JSON asked for (prose, or JSON of the wrong shape) — not an HTTP error. A distill
// or tidy so answered must end `failed` (the run's state, read from the API) and the orb must turn
// to failed with the header's line naming the run, in the real DSH web profile and Chromium, zh and
// en. The scripted model (test/helpers/fake-model.ts) gives the answers.
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { runScriptedTurn } from '../helpers/dsh.js'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice } from '../helpers/web-page.js'

const MUTATION = { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }
const DAY = 86_400_000

const suite = useMemoryHost({
  // A real turn gives distill messages to read; a failed distill leaves them unread, so each
  // garbage run below has them to send again.
  seed: async (home, model) => { await runScriptedTurn(model, home, 'Never force-push to a shared branch.') },
  // Tidy needs something stored.
  ready: async (host) => {
    const now = Date.now()
    const j = (text: string, kind: string) => ({ text, kind, reason: 'Said while reviewing.', hits: 1, createdAt: now - 3 * DAY, lastSeenAt: now - DAY })
    const file = { format: 'dsh-user-mirror', version: 1, exportedAt: now, judgments: [j('先给结论，再给理由', 'principle'), j('Small commits, each with a message that says why', 'workflow')] }
    const res = await fetch(`${host.url}/dsh-mirror/api/import`, { method: 'POST', headers: MUTATION, body: JSON.stringify(file) })
    if (!res.ok) throw new Error(`import: ${res.status} ${await res.text()}`)
  },
})
const { model, host, chromium } = suite

const post = async (path: string) => {
  const res = await fetch(`${host.url}/dsh-mirror/api${path}`, { method: 'POST', headers: MUTATION, body: '{}' })
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`)
}
const progressOf = async (job: 'distill' | 'tidy') => (await suite.api<{ progress?: { status: string; finishedAt?: number } }>(`/${job}`)).progress

const view = (page: Page) => page.locator('[data-dum-dialog="memory"] [data-dum-view="memory"]')
const realOrb = (page: Page) => view(page).locator('.dum-orb-mount > [data-state]')

/**
 * Opens each failed run the header's line names (so its failure has been seen), closing the sheet
 * each time, until the orb is no longer failed. The line names one run at a time and may come a
 * moment after the view (its own poll), so this waits for it when the API says a run failed.
 */
async function seeFailedRuns(page: Page) {
  const line = view(page).locator('[data-role="run-failed"]')
  const failed = (await Promise.all((['distill', 'tidy'] as const).map(progressOf))).some((p) => p?.status === 'failed')
  if (failed) await line.waitFor()
  await expect.poll(async () => {
    if (await line.count() > 0) {
      await view(page).locator('[data-action="open-failed-run"]').click()
      await page.locator('[data-action="sheet-close"]').click()
    }
    return realOrb(page).getAttribute('data-state')
  }, { timeout: 30_000 }).not.toBe('error')
}

/** Runs `job` with the model answering `reply`, waits for the run to end, and returns its status. */
async function garbageRun(job: 'distill' | 'tidy', reply: string) {
  if (job === 'distill') model.distillReply = () => reply
  else model.tidyReply = () => reply
  try {
    const started = Date.now()
    await post(`/${job}/start`)
    // The run this start began has ended (an earlier run's end is older).
    await expect.poll(async () => ((await progressOf(job))?.finishedAt ?? 0) >= started, { timeout: 60_000 }).toBe(true)
    return (await progressOf(job))?.status
  } finally {
    model.distillReply = undefined
    model.tidyReply = undefined
  }
}

const CASES = {
  zh: { locale: 'zh-CN', notice: /继续/, label: '上一次运行失败', distill: '上一次「从过往会话中提炼」没有成功', tidy: '上一次「整理」没有成功' },
  en: { locale: 'en-US', notice: /Continue/, label: 'The last run failed', distill: 'The last “Distill from past sessions” did not succeed', tidy: 'The last “Tidy up” did not succeed' },
} as const

describe('a garbage answer from the user\'s model (HTTP 200, not the JSON asked for)', () => {
  for (const [lang, c] of Object.entries(CASES)) {
    test(`${lang}: distill and tidy end failed, and the orb shows failed`, async () => {
      const page = await chromium.newPage({ locale: c.locale, viewport: { width: 1280, height: 900 } })
      page.setDefaultTimeout(20_000)
      try {
        await page.goto(host.url)
        await dismissNotice(page, c.notice)
        await page.locator('[data-action="open-memory"]').click()
        await view(page).locator('[data-judgment-id]').first().waitFor()
        // A failure of the other language's runs is this browser's first sight of it: see it first.
        await seeFailedRuns(page)

        // Distill answered with prose.
        expect(await garbageRun('distill', 'Sure! Here is what I found: you like small commits.')).toBe('failed')
        await expect.poll(() => realOrb(page).getAttribute('data-state')).toBe('error')
        // The orb's label follows its state on a later render: wait for it, as for the state.
        await expect.poll(() => realOrb(page).getAttribute('aria-label')).toBe(c.label)
        // A failed orb carries no count (it was re-created with a "0" beside it).
        expect(await realOrb(page).getAttribute('data-badge')).toBeNull()
        expect(await view(page).locator('[data-role="run-failed"]').innerText()).toContain(c.distill)
        await page.screenshot({ path: join(SHOTS, `garbage-distill-${lang}.png`) })
        await seeFailedRuns(page)

        // Tidy answered with JSON of the wrong shape.
        expect(await garbageRun('tidy', '{"result":"ok","items":[1,2,3]}')).toBe('failed')
        await expect.poll(() => realOrb(page).getAttribute('data-state')).toBe('error')
        expect(await realOrb(page).getAttribute('aria-label')).toBe(c.label)
        expect(await view(page).locator('[data-role="run-failed"]').innerText()).toContain(c.tidy)
        await page.screenshot({ path: join(SHOTS, `garbage-tidy-${lang}.png`) })
      } finally {
        await page.context().close()
      }
    })
  }
})
