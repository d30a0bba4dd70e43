// `/memory accept` (接受) and `/memory reject` (拒绝): the user's yes or no where there is no tab or
// card (a headless profile). In-process host with a stand-in command registry, the real proposal
// store and judgment store, and the storage file.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const start = () => startWithCommands(host, { confirm: 'always' })
const texts = async () => (await (await host.request('/dsh-mirror/api/judgments')).json() as { judgments: { text: string; evidence: { reason?: string }[] }[] }).judgments
const stored = async () => JSON.parse(await readFile(join(host.storageRoot, 'dsh_user_mirror.json'), 'utf8')) as { tables: { judgments?: Record<string, { text: string }>; proposals: Record<string, { status: string; judgment?: { text: string } }> } }

describe('/memory accept and reject', () => {
  it('/memory numbers what waits; accept 2 stores it with the user\'s yes on record, reject keeps it from being asked again', async () => {
    const slash = await start()
    await host.call('mirror_remember', { text: 'Prefer small pull requests', kind: 'workflow', reason: 'the user said so' })
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'the user said so' })
    expect(await texts()).toEqual([])
    const status = await slash('/memory')
    expect(status.text).toContain('Waiting for your OK: 2 (in the Memory tab, or /memory accept <number> / reject <number>): 1. Remember “Never deploy on Fridays”; 2. Remember “Prefer small pull requests”')

    // Two wait: which one must be said.
    const vague = await slash('/memory accept')
    expect(vague.kind).toBe('error')
    expect(vague.text).toBe('2 writes wait for your OK; say which: /memory accept <number>\n1. Remember “Never deploy on Fridays”\n2. Remember “Prefer small pull requests”')

    expect(await slash('/memory accept 2')).toEqual({ kind: 'success', text: 'Accepted: Remember “Prefer small pull requests”. It takes effect from the next conversation.' })
    const [judgment] = await texts()
    expect(judgment).toMatchObject({ text: 'Prefer small pull requests' })
    expect(judgment!.evidence.map((e) => e.reason)).toContain('accepted by the user with /memory accept')

    // One waits now: it is the one without a number.
    expect(await slash('/memory reject')).toEqual({ kind: 'success', text: 'Rejected: Remember “Never deploy on Fridays”. It will not be asked again.' })
    const file = await stored()
    expect(Object.values(file.tables.judgments ?? {}).map((j) => j.text)).toEqual(['Prefer small pull requests'])
    expect(Object.values(file.tables.proposals).map((p) => [p.status, p.judgment?.text])).toEqual([['rejected', 'Never deploy on Fridays']])
    expect(await slash('/memory accept')).toEqual({ kind: 'error', text: 'Nothing is waiting for your OK.' })
  })

  it('answers in Chinese to the Chinese names, and says clearly when the number is not one of them', async () => {
    const slash = await start()
    await host.call('mirror_remember', { text: '提交前先跑测试', kind: 'workflow', reason: '用户说的' })
    const wrong = await slash('/memory 接受 7')
    expect(wrong).toEqual({ kind: 'error', text: '没有第 7 条等待确认的写入。\n1. 记下「提交前先跑测试」' })
    expect(await texts()).toEqual([])
    expect(await slash('/memory 接受 1')).toEqual({ kind: 'success', text: '已接受：记下「提交前先跑测试」。从下一个对话起生效。' })
    expect((await texts()).map((j) => j.text)).toEqual(['提交前先跑测试'])
  })

  it('lists a waiting import and a waiting change in the tab\'s words, like every other entry (it said "remember …" for both)', async () => {
    const slash = await start()
    await host.call('mirror_remember', { text: 'Use pnpm for installing dependencies', kind: 'workflow', reason: 'the user said so' })
    expect((await slash('/memory accept 1')).kind).toBe('success')
    await host.call('mirror_remember', { text: 'Use yarn for installing dependencies', kind: 'workflow', reason: 'the user said so' })
    const res = await host.request('/dsh-mirror/api/exchange/import', { method: 'POST', mutation: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: 'Never force-push to the main branch.' }) })
    expect(res.status).toBe(200)
    const en = (await slash('/memory')).text
    expect(en).toMatch(/1\. Import “Never force-push to the main branch\.” \(from pasted text line 1\); 2\. Change “Use pnpm for installing dependencies” to “Use yarn for installing dependencies”/)
    expect(en).not.toMatch(/\d\. remember/)
    const zh = (await slash('/memory 状态')).text
    expect(zh).toMatch(/1\. 导入「Never force-push to the main branch\.」（来自粘贴的内容 第 1 行）；2\. 把「Use pnpm for installing dependencies」改为「Use yarn for installing dependencies」/)
    expect(await slash('/memory reject 1')).toEqual({ kind: 'success', text: 'Rejected: Import “Never force-push to the main branch.” (from pasted text line 1). It will not be asked again.' })
  })

  it('says which waiting writes contradict each other, and which one would replace a rule in effect, before the user picks a number', async () => {
    const slash = await start()
    for (const text of ['Always use pnpm', 'Always use yarn', 'Write tests with vitest']) await host.call('mirror_remember', { text, kind: 'workflow', reason: 'seen in a file' })
    const listed = (await slash('/memory')).text
    const numberOf = (text: string) => new RegExp(`(\\d)\\. Remember “${text}”`).exec(listed)![1]
    expect(listed).toContain(`Remember “Always use pnpm” (contradicts ${numberOf('Always use yarn')})`)
    expect(listed).toContain(`Remember “Always use yarn” (contradicts ${numberOf('Always use pnpm')})`)
    expect(listed).toMatch(/Remember “Write tests with vitest”(;|$)/m)
    expect((await slash('/memory 状态')).text).toContain(`记下「Always use pnpm」（与第 ${numberOf('Always use yarn')} 条矛盾）`)
    expect((await slash(`/memory accept ${numberOf('Always use pnpm')}`)).kind).toBe('success')
    expect((await slash('/memory')).text).toContain('Remember “Always use yarn” (would replace your “Always use pnpm”)')
    expect((await slash('/memory 状态')).text).toContain('记下「Always use yarn」（会替换你现有的「Always use pnpm」）')
  })

  it('accepting a guard or a forget says it holds now, not "from the next conversation" (walk13)', async () => {
    const slash = await start()
    await slash('/remember 红线: 删东西之前必须先问我')
    // The guard proposal is the one waiting write.
    expect(await slash('/memory 接受')).toEqual({ kind: 'success', text: '已接受：为红线加守卫「删东西之前必须先问我」。现在起生效：越过它的工具调用会先问你。' })
    await slash('/remember redline: Never force-push to a shared branch')
    expect(await slash('/memory accept')).toEqual({ kind: 'success', text: 'Accepted: Guard the red line “Never force-push to a shared branch”. It holds from now on: a tool call that crosses it asks you first.' })
    await host.call('mirror_forget', { text: 'Never force-push to a shared branch', reason: 'the user said it no longer holds' })
    expect(await slash('/memory accept')).toEqual({ kind: 'success', text: 'Accepted: Forget “Never force-push to a shared branch”. New conversations no longer get it, and a running one is told with its next request.' })
  })
})
