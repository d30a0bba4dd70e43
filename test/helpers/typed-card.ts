// One shape of the browser suites of issue 19's cards (size, step left out, kept on, ranking): the
// user types a message in the real composer, the scripted model remembers a write the words do not
// back and one they do; the first waits with a card quoting the user and saying why, with Accept /
// Edit / Reject, the second is stored. Each suite lists its cases as rows of a table.
import { describe, expect, test } from 'vitest'
import type { MemoryHost } from './memory-host.js'
import { cardOf, pendingCardSteps, remember, shot } from './pending-card.js'
import { typeInComposer } from './web-page.js'

export interface TypedCardCase {
  /** The describe block's name and the test's. */
  what: string
  title: string
  lang: 'zh' | 'en'
  /** The first case of a suite starts the conversation (and picks the workspace). */
  session?: 'new' | 'existing'
  typed: string
  /** The write that waits, and its kind. */
  held: readonly [text: string, kind: string]
  /** The write that is stored, and its kind. */
  kept: readonly [text: string, kind: string]
  /** A line of the waiting write's card: what it says of the user's words. */
  says: string
  /** The stored write's card title. */
  remembered: string
  /** Screenshot name (test-results/screenshots/pending-card-<shot>.png). */
  shot: string
}

const BUTTONS = { zh: ['接受', '改一下再接受', '拒绝'], en: ['Accept', 'Edit, then accept', 'Reject'] } as const

/** Registers one test per case, in order, on the suite's host and browser. */
export function typedCardCases(suite: MemoryHost, cases: readonly TypedCardCase[]) {
  const { live, pending, openSession } = pendingCardSteps(suite)
  for (const c of cases) {
    describe(c.what, () => {
      test(c.title, async () => {
        const page = await openSession(c.lang, c.session)
        suite.model.script([remember(...c.held), remember(...c.kept)])
        await typeInComposer(page, c.typed)
        const card = cardOf(page, c.held[0])
        await card.waitFor()
        expect(await card.innerText()).toContain(c.says)
        for (const label of BUTTONS[c.lang]) await card.getByRole('button', { name: label, exact: true }).waitFor()
        await page.locator('[data-dum-card="mirror_remember"] .dum-card-title').getByText(c.remembered, { exact: true }).waitFor()
        // The first case of a suite sees only its own writes; later ones, theirs among the earlier.
        if (c.session === 'new') {
          expect(await pending()).toEqual([c.held[0]])
          expect(await live()).toEqual([c.kept[0]])
        } else {
          expect(await pending()).toContain(c.held[0])
          expect(await live()).toContain(c.kept[0])
        }
        await shot(page, c.shot)
        await page.context().close()
      })
    })
  }
}
