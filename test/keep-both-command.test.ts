// `/memory keep-both` (两条都留): Keep both where there is no tab (a terminal, a headless run). Through
// the in-process host with a stand-in command registry, the real store and its storage file; the
// tab's route is test/keep-apart.test.ts.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()

// Two rules of one file that the matcher merges (as in test/keep-apart.test.ts).
const OLDER = 'When creating a service, always make methods async'
const NEWER = 'Use proper async/await'

async function merged() {
  const slash = await startWithCommands(host, { confirm: 'never' })
  await host.call('mirror_remember', { text: OLDER, kind: 'workflow', reason: 'said while designing the tables' })
  await host.call('mirror_remember', { text: NEWER, kind: 'workflow', reason: 'said while writing the first migration' })
  return slash
}
const texts = async () => (await (await host.request('/dsh-mirror/api/judgments')).json() as { judgments: { text: string }[] }).judgments.map((j) => j.text).sort()

describe('/memory keep-both', () => {
  it('/memory points at the merge, and keep-both brings the older rule back beside the newer one, on disk', async () => {
    const slash = await merged()
    expect(await texts()).toEqual([NEWER])
    expect((await slash('/memory')).text).toContain(`The latest merge replaced “${OLDER}” with “${NEWER}”; if they are two different rules: /memory keep-both`)

    const kept = await slash('/memory keep-both')
    expect(kept).toEqual({ kind: 'success', text: `Kept both: “${OLDER}” is back as a judgment of its own beside “${NEWER}”. Tidy will not propose merging the two again.` })
    expect(await texts()).toEqual([NEWER, OLDER].sort())
    const file = JSON.parse(await readFile(join(host.storageRoot, 'dsh_user_mirror.json'), 'utf8')) as { tables: { judgments: Record<string, { text: string }>; proposals: Record<string, { kind: string; status: string }> } }
    expect(Object.values(file.tables.judgments).map((j) => j.text).sort()).toEqual([NEWER, OLDER].sort())
    expect(Object.values(file.tables.proposals).filter((p) => p.kind === 'merge' && p.status === 'rejected')).toHaveLength(1)

    // Nothing left to undo: a clear answer, nothing changed, and /memory no longer points at it.
    expect(await slash('/memory keep-both')).toMatchObject({ kind: 'error', text: expect.stringMatching(/^Nothing to keep apart/) })
    expect((await slash('/memory')).text).not.toContain('/memory keep-both')
    expect(await texts()).toEqual([NEWER, OLDER].sort())
  })

  it('takes words of either rule, answers in Chinese to the Chinese name, and lists what can be undone when the words match none', async () => {
    const slash = await merged()
    const none = await slash('/memory keep-both deploy')
    expect(none.kind).toBe('error')
    expect(none.text).toBe(`No merge with “deploy” in it. Those that can be kept apart: “${OLDER}” → “${NEWER}”`)
    expect(await texts()).toEqual([NEWER])
    const kept = await slash('/memory 两条都留 service')
    expect(kept).toEqual({ kind: 'success', text: `两条都留下了：「${OLDER}」回来成为单独一条，「${NEWER}」保持不变。整理不会再提议合并这两条。` })
    expect(await texts()).toEqual([NEWER, OLDER].sort())
  })
})
