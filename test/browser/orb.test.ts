import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchChromium, type LaunchedChromium } from '../helpers/chromium.js'

let chromium: LaunchedChromium
beforeAll(async () => { chromium = await launchChromium() })
afterAll(async () => { await chromium?.close() })

it('launches', async () => {
  const page = await chromium.newPage({ colorScheme: 'dark', locale: 'zh-CN' })
  await page.setContent('<p>hi</p>')
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true)
})
