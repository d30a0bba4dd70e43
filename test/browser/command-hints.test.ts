// The composer's hints for /remember, /forget and /memory, as a person sees them in Chromium at 360 px
// (walk15 left 4, walk16): they were in one language whatever the page's (the host copies a hint at
// registration), and at 360 px the composer showed only the line after the command, so a long hint
// was cut ("[redline:|principle:|workflow:|" …). Now each is in the page's language and fits.
// Screenshots: test-results/screenshots/command-hints-*.png.
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice, sendAndWait } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { host, chromium } = suite

const HINTS = {
  zh: { remember: '[红线:…] <判断>', forget: '<原话或 id>', memory: '[状态|暂停|帮助|…]' },
  en: { remember: '[kind:] <text>', forget: '<words or id>', memory: '[status|help|…]' },
} as const

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}, 360 px: each hint is in the page's language and is not cut`, async () => {
    const page = await chromium.newPage({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport: { width: 1280, height: 900 } })
    page.setDefaultTimeout(20_000)
    await page.goto(host.url)
    await dismissNotice(page, lang === 'zh' ? /继续/ : /Continue/)
    // A workspace, through the host's own picker (its labels in the page's language), and a conversation.
    await page.getByRole('button', { name: /选择工作区|workspace/i }).first().click()
    await page.getByRole('button', { name: /编辑路径|edit path/i }).click()
    await page.keyboard.press('Control+A')
    await page.keyboard.type(suite.workspace)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').getByRole('button', { name: /^(打开|Open)$/ }).click()
    await sendAndWait(page, lang === 'zh' ? '你好' : 'hello', 'Nothing to do.')
    await page.setViewportSize({ width: 360, height: 780 })
    const box = page.locator('[data-composer-card] textarea').first()
    const hint = page.locator('[data-decoration="hint"]')
    for (const [name, expected] of Object.entries(HINTS[lang])) {
      // The page reports its language on load; the composer reads the commands registered in it.
      await expect.poll(async () => {
        await box.fill('')
        await box.pressSequentially(`/${name} `)
        return (await hint.count()) ? hint.innerText() : ''
      }).toBe(expected)
      // Drawn whole: its last line ends inside the composer's clipped text box. Measured until the
      // layout settles: right after the viewport shrinks, the sidebar and the composer are still
      // narrowing and a hint can wrap for a frame (CI saw 21 px below once, the picture after it whole).
      // A hint that stays cut still fails.
      const cut = () => hint.evaluate((el) => {
        let clip = el.parentElement
        while (clip && getComputedStyle(clip).overflow === 'visible') clip = clip.parentElement
        const edge = clip!.getBoundingClientRect()
        const last = [...el.getClientRects()].at(-1)!
        return { bottom: last.bottom - edge.bottom, right: last.right - edge.right }
      })
      await expect.poll(async () => {
        const { bottom, right } = await cut()
        return bottom <= 1 && right <= 1 ? 'whole' : `/${name}: ${bottom} px below the box, ${right} px past it`
      }).toBe('whole')
      await page.screenshot({ path: join(SHOTS, `command-hints-${lang}-${name}.png`) })
    }
    await box.fill('')
    await page.close()
  })
}
