// Steps shared by the browser suites of a model write that waits for the user
// (test/browser/pending-card.test.ts: the card of a write; pending-card-red-line.test.ts: the tab's
// proposals about a red line). Each suite has its own host and Chromium (`useMemoryHost`); these
// read its routes, open its pages and find its cards. Screenshots go to
// test-results/screenshots/pending-card-*.png.
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { SHOTS, type MemoryHost } from './memory-host.js'
import { dismissNotice, pickWorkspace, typeInComposer } from './web-page.js'

export interface View { judgments: Array<{ text: string }>; proposals: Array<{ id: string; kind: string; judgment?: { text: string }; target?: { text: string } }> }

/** The scripted model's call of `mirror_remember`. */
export const remember = (text: string, kind = 'workflow') => ({ name: 'mirror_remember', arguments: { text, kind, reason: 'scripted' } })

/** The pending card of the write `text` (the newest one). */
export const cardOf = (page: Page, text: string): Locator =>
  page.locator('[data-dum-card="mirror_remember"][data-outcome="ok"]').filter({ hasText: text }).last()

export const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `pending-card-${name}.png`) })

export function pendingCardSteps(suite: MemoryHost) {
  const { host, chromium } = suite
  const view = async () => (await (await fetch(`${host.url}/dsh-mirror/api/judgments`)).json()) as View
  return {
    view,
    live: async () => (await view()).judgments.map((j) => j.text).sort(),
    pending: async () => (await view()).proposals.map((p) => p.judgment?.text).sort(),
    /** The user's yes or no to a proposal, as the tab's buttons send it. */
    decideByRoute: (id: string, decision: 'accept' | 'reject') =>
      fetch(`${host.url}/dsh-mirror/api/proposals/${id}/${decision}`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: '{}' }),
    /**
     * Sends `text` and waits for the scripted model's plain answer `answer` to it (its end is what the
     * user's next message answers: `UserUtterance.before`); the model answers as scripted afterwards.
     */
    async answeredWith(page: Page, text: string, answer: string, shown = answer) {
      suite.model.answerText = answer
      const asked = page.getByText(shown)
      const before = await asked.count()
      await typeInComposer(page, text)
      await asked.nth(before).waitFor()
      suite.model.answerText = undefined
    },
    /**
     * A page in the user's language on the conversation the suite writes in: `'new'` starts it (the
     * first test picks the workspace), otherwise the page opens the one the tests before left.
     */
    async openSession(lang: 'zh' | 'en', session: 'new' | 'existing' = 'existing'): Promise<Page> {
      const page = await chromium.newPage({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport: { width: 1280, height: 900 } })
      page.setDefaultTimeout(20_000)
      await page.goto(host.url)
      await dismissNotice(page, lang === 'zh' ? /继续/ : /Continue/)
      if (session === 'new') await pickWorkspace(page, suite.workspace)
      else await page.getByText('Mirror test session').first().click()
      return page
    },
  }
}
