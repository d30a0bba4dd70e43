// What the browser suites do to the DSH web UI as a person would: dismiss its one-time notice,
// pick a workspace, type in the composer, save a whole-page screenshot. One copy for every suite.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { webHostHomes } from './dsh.js'

/** The host's welcome notice was acknowledged in `home` (it keeps the version in settings.yaml). */
const noticeAcknowledged = (home: string) => {
  const file = join(home, 'settings.yaml')
  return existsSync(file) && /welcomeNoticeVersion:/.test(readFileSync(file, 'utf8'))
}

/**
 * Dismisses the host's one-time preview notice when it shows: it does until a page of the same home
 * acknowledged it (the host writes that to the home's settings.yaml). So for a host started by
 * startWebHost this waits for whichever state comes, the notice or the acknowledgement, however long
 * the page takes to draw under load; a short guess would leave a late notice covering the page.
 */
export async function dismissNotice(page: Page, label: RegExp) {
  const button = page.getByRole('dialog').getByRole('button', { name: label })
  const home = webHostHomes.get(new URL(page.url()).origin)
  if (home === undefined) {
    // A page of no known home (a dev page): nothing to ask, so a bounded try.
    try {
      await button.click({ timeout: 5_000 })
    } catch {
      // No notice this time.
    }
    return
  }
  if (noticeAcknowledged(home)) return
  let settled = false
  const acknowledged = (async () => {
    while (!settled && !noticeAcknowledged(home)) await new Promise((resolve) => setTimeout(resolve, 100))
    return 'acknowledged' as const
  })()
  const shown = button.waitFor({ timeout: 120_000 }).then(() => 'shown' as const)
  try {
    if (await Promise.race([shown, acknowledged]) === 'shown') {
      await button.click()
      await button.waitFor({ state: 'detached' })
    }
  } finally {
    settled = true
    shown.catch(() => {})
  }
}

/** Opens `dir` as the workspace through the host's own picker (zh labels). */
export async function pickWorkspace(page: Page, dir: string) {
  await page.getByRole('button', { name: '选择工作区' }).click()
  await page.getByRole('button', { name: '编辑路径' }).click()
  await page.keyboard.press('Control+A')
  await page.keyboard.type(dir)
  await page.keyboard.press('Enter')
  await page.getByRole('dialog').getByRole('button', { name: '打开' }).click()
}

/** Types a line in the chat composer and sends it. */
export async function typeInComposer(page: Page, text: string) {
  const box = page.locator('[data-composer-card] textarea').first()
  await box.click()
  await box.fill(text)
  await page.keyboard.press('Enter')
}

/** Sends a message in the chat composer and waits for the model's answer to appear. */
/**
 * Sends a message and waits for a new `answer` to it: one more than the page showed before sending
 * (a page of an earlier conversation may show that answer already, and the next turn would race).
 */
export async function sendAndWait(page: Page, message: string, answer: string | RegExp) {
  const answers = page.getByText(answer)
  const before = await answers.count()
  await typeInComposer(page, message)
  await answers.nth(before).waitFor()
}

/** Clicks the conversation's 记忆 / Memory view tab and waits for the view (its chunk loads on first open). */
export async function openMemoryTab(page: Page, label = '记忆') {
  await page.getByRole('tab', { name: label }).click()
  await page.locator('[data-dum-view="memory"]').waitFor()
}

export interface WithMemoryTabOptions {
  /** The tab's label: `记忆` (default) or `Memory`. */
  tab?: string
  /** A first message to send (and wait for the scripted model's "Nothing to do."), so a conversation exists. */
  hello?: string
  /** The host's first-run notice button (default: zh or en). */
  notice?: RegExp
}

/** Opens the host's page at `url`, starts a conversation when asked, and opens the memory tab in it. */
export async function withMemoryTab(page: Page, url: string, options: WithMemoryTabOptions = {}) {
  await page.goto(url)
  await dismissNotice(page, options.notice ?? /继续|Continue/)
  if (options.hello) await sendAndWait(page, options.hello, 'Nothing to do.')
  await openMemoryTab(page, options.tab)
}

/** Saves the whole view: the host scrolls inside its own container, so the viewport grows to fit it. */
export async function screenshotWhole(page: Page, path: string) {
  // Let the orb's entrance and any poll settle so the picture shows the resting state.
  await page.waitForTimeout(400)
  const viewport = page.viewportSize()!
  const needed = await page.evaluate(() => {
    const scroller = document.querySelector('[data-conversation-scroll]')
    return scroller ? scroller.scrollHeight + window.innerHeight - scroller.clientHeight : document.documentElement.scrollHeight
  })
  await page.setViewportSize({ width: viewport.width, height: Math.min(Math.max(viewport.height, needed), 8000) })
  await page.waitForTimeout(200)
  await page.screenshot({ path })
  await page.setViewportSize(viewport)
}

/**
 * Chooses an action of the Memory view's header menu ("更多" / "More"): history, distill, tidy,
 * export-json, export-md, import, open-settings. `root` narrows it to one view (the tab or the dialog).
 */
export async function chooseFromMore(page: Page, action: string, root = page.locator('[data-dum-view="memory"]').first()) {
  await root.locator('[data-action="more"]').click()
  await root.locator(`.dum-more-list [data-action="${action}"]`).click()
}

/** Opens the details toggle (the mechanics behind people's words) inside `scope`. */
export async function openDetails(scope: ReturnType<Page['locator']>) {
  const toggle = scope.locator('[data-action="details"]').first()
  if (await toggle.getAttribute('aria-expanded') !== 'true') await toggle.click()
}

/**
 * The text of `target` as a person sees it. Rows of the tab's lists skip rendering while off screen
 * or before their first frame (`content-visibility: auto`), and Chromium's innerText of a skipped
 * subtree is '' — a race under load. So this scrolls the element into view and reads it once it is
 * drawn: frame by frame until neither it nor (for a row) its first shown child is inside skipped
 * content (a row's own `content-visibility` skips its children, not itself). After 600 frames it reads what is there.
 */
export async function shownText(target: ReturnType<Page['locator']>): Promise<string> {
  await target.scrollIntoViewIfNeeded()
  return target.evaluate((el) => new Promise<string>((done) => {
    let frames = 0
    const drawn = (node: Element | undefined) => !node || node.checkVisibility({ contentVisibilityAuto: true })
    const inside = getComputedStyle(el).contentVisibility === 'auto'
      ? [...el.children].find((child) => getComputedStyle(child).display !== 'none')
      : undefined
    const read = () => {
      if ((drawn(el) && drawn(inside)) || ++frames > 600) done((el as HTMLElement).innerText)
      else requestAnimationFrame(read)
    }
    requestAnimationFrame(read)
  }))
}

/**
 * Clicks `target` once its box has held still for `stillMs`. After the window is resized (a
 * screenshot at 360 px, then back) the host lays itself out again over some frames; a click whose
 * press and release land while the button moves reaches no button at all, and the tidy test's merge
 * accept was lost so twice in CI, with nothing sent. Waits at most 10 s, then clicks anyway.
 */
export async function clickWhenStill(target: ReturnType<Page['locator']>, stillMs = 500) {
  await target.scrollIntoViewIfNeeded()
  const page = target.page()
  const until = Date.now() + 10_000
  let last = ''
  let since = Date.now()
  while (Date.now() < until) {
    const box = JSON.stringify(await target.boundingBox())
    if (box !== last) [last, since] = [box, Date.now()]
    else if (Date.now() - since >= stillMs) break
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  }
  await target.click()
}
