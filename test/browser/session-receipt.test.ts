// The tab tells the user which memory the open conversation's model sees (issue #13): in the real
// web profile, typed in the composer, the snapshot pinned at the conversation's first request stays
// in the system prompt while new judgments wait for the next conversation, and "use it now" re-pins
// the conversation on the user's explicit request.
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { SHOTS, useMemoryHost } from '../helpers/memory-host.js'
import { dismissNotice, pickWorkspace, sendAndWait } from '../helpers/web-page.js'

const suite = useMemoryHost()
const { model, host, chromium } = suite

const remember = (text: string, kind: string) => ({ name: 'mirror_remember', arguments: { text, kind, reason: 'The user said so in this conversation.' } })

describe('the session receipt in the Memory tab', () => {
  test('zh: pinned memory, new judgments wait for the next conversation, "立即用于本对话" applies them now', async () => {
    const page = await chromium.newPage({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } })
    page.setDefaultTimeout(20_000)
    await page.goto(host.url)
    await dismissNotice(page, /继续/)
    await pickWorkspace(page, suite.workspace)

    model.script([remember('Never push straight to main', 'redline')])
    await sendAndWait(page, 'Never push straight to main.', /Done\. Tool said: Stored/)
    const afterFirst = model.turnRequests().at(-1)!
    // Remembered inside this conversation: it waits for the next one (the prefix stays cached).
    expect(afterFirst.systemPrompt).not.toContain('Never push straight to main')

    await page.getByRole('tab', { name: '记忆' }).click()
    const receipt = page.locator('[data-session-receipt]')
    await expect.poll(() => receipt.getAttribute('data-session-receipt')).toBe('pinned')
    await expect.poll(() => receipt.innerText()).toContain('之后记下或修改的判断从下一个对话开始生效')
    await page.waitForTimeout(300)
    await page.screenshot({ path: join(SHOTS, 'session-receipt-zh-1280.png') })

    await page.locator('[data-action="apply-now"]').click()
    await expect.poll(() => receipt.innerText()).toContain('下一次请求起，本对话使用当前的记忆')

    await page.getByRole('tab', { name: '对话' }).click()
    await sendAndWait(page, 'Carry on.', 'Nothing to do.')
    expect(model.turnRequests().at(-1)!.systemPrompt).toContain('Never push straight to main')
    await page.close()
  })
})
