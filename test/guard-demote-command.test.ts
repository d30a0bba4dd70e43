// `/remember <milder kind>: <words of a guarded red line>` ends the red line at once (the user's own
// command, nothing to reject): its guard is not carried to a principle, and the answer must say so
// plainly, zh and en, and how to get it back (#19, mends14). Restoring the red line from history
// brings its guard back. In-process host with a stand-in command registry, real storage.
import { describe, expect, it } from 'vitest'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const RED_LINE = '删东西之前必须先问我'
const start = () => startWithCommands(host)
const post = (path: string, body: unknown = {}) => host.request(`/dsh-mirror/api/${path}`, { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const view = async () => (await (await host.request('/dsh-mirror/api/judgments')).json()) as { judgments: Array<{ id: string; text: string; kind: string; guard?: unknown }>; proposals: Array<{ id: string; kind: string }> }

async function guardedRedLine(slash: Awaited<ReturnType<typeof start>>, text = RED_LINE) {
  await slash(`/remember 红线: ${text}`)
  const proposal = (await view()).proposals.find((p) => p.kind === 'guard')!
  expect((await post(`proposals/${proposal.id}/accept`)).status).toBe(200)
  return (await view()).judgments.find((j) => j.text === text)!
}

describe('a guarded red line said again as a milder kind', () => {
  it('the answer says its guard stops asking and how to keep it (zh); restoring the red line brings the guard back', async () => {
    const slash = await start()
    const red = await guardedRedLine(slash)
    const answer = await slash(`/remember 原则: ${RED_LINE}`)
    expect(answer.kind).toBe('success')
    expect(answer.text).toContain('「删东西之前必须先问我」不再是红线，它的守卫（删除文件）不会再问你。要留住它，在「记忆」页的历史里恢复这条红线，或再说一次：/remember 红线: 删东西之前必须先问我')
    expect((await view()).judgments.find((j) => j.id === red.id)?.kind).toBe('principle')
    expect((await post(`judgments/${red.id}/restore`)).status).toBe(200)
    const back = (await view()).judgments.find((j) => j.id === red.id)!
    expect(back.kind).toBe('redline')
    expect(back.guard).toBeTruthy()
  })

  it('in English too; a red line without a guard gets no such line', async () => {
    const slash = await start()
    const en = 'Ask before deleting anything'
    await guardedRedLine(slash, en)
    const answer = await slash(`/remember principle: ${en}`)
    expect(answer.text).toContain(`“${en}” is no longer a red line, so its guard (Delete files) stops asking you. To keep it, restore the red line from History in the Memory tab, or say it again: /remember redline: ${en}`)
    await slash('/remember 红线: Never force-push to shared branches')
    expect((await slash('/remember principle: Never force-push to shared branches')).text).not.toMatch(/guard|守卫/)
  })
})
