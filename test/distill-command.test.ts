import { describe, expect, it } from 'vitest'
import { DISTILL_SUBCOMMAND, parseDistillArgs, runDistillCommand } from '../src/commands/distill.js'
import { memoryDistill, sessionLog } from './helpers/distill-memory.js'

const sessions = [
  sessionLog('session-1', Date.parse('2026-01-05'), [{ user: '删东西之前先问我' }], '/work/a'),
  sessionLog('session-2', Date.parse('2026-06-01'), [{ user: 'Never force-push to a shared branch.', assistant: 'I pushed.', toolOutput: 'SECRET TOOL OUTPUT' }], '/work/b'),
]
const answer = () => JSON.stringify({ judgments: [] })

describe('/memory distill', () => {
  it('parses options, status and stop; refuses anything else with the usage', () => {
    expect(parseDistillArgs('', 'en')).toEqual({ action: 'start', options: {} })
    expect(parseDistillArgs('since 2026-03-01 max 20 here', 'en', '/work/a')).toEqual({ action: 'start', options: { since: Date.parse('2026-03-01'), maxSessions: 20, cwd: '/work/a' } })
    expect(parseDistillArgs('最多 3', 'zh').options).toEqual({ maxSessions: 3 })
    expect(parseDistillArgs('stop', 'en').action).toBe('stop')
    expect(parseDistillArgs('停止', 'zh').action).toBe('stop')
    expect(parseDistillArgs('status', 'en').action).toBe('status')
    expect(() => parseDistillArgs('max lots', 'en')).toThrow(/^Usage: \/memory distill/)
    expect(() => parseDistillArgs('since yesterday', 'zh')).toThrow(/^用法/)
    // Walk12: a day that does not exist was dropped, and the run read every session.
    expect(() => parseDistillArgs('since 2099-13-45', 'en')).toThrow('There is no day 2099-13-45: write the date as YYYY-MM-DD, e.g. /memory distill since 2026-03-01. Nothing was read.')
    expect(() => parseDistillArgs('从 2026-02-30', 'zh')).toThrow('没有 2026-02-30 这一天：日期写成 YYYY-MM-DD，例如 /memory distill since 2026-03-01。什么都没有读。')
  })

  it('answers with the estimate, runs the job, and reports it in the user\'s language', async () => {
    const { wiring, model } = memoryDistill(sessions, answer)
    const started = await runDistillCommand(wiring, '', 'zh')
    expect(started).toMatchObject({ kind: 'success' })
    expect(started.text).toMatch(/^开始提炼。\n将读取 2 个会话中的 2 条你的消息，约 \d+ 个输入 token，分 1 次请求/)
    await wiring.job.settled()
    expect((await runDistillCommand(wiring, 'status', 'en')).text).toBe('Distill done: no new judgments found.')
    expect(JSON.stringify(model.seen)).not.toContain('SECRET TOOL OUTPUT')
    // Nothing new: nothing is sent.
    expect((await runDistillCommand(wiring, '', 'en')).text).toBe('No new messages in 2 sessions: nothing to send.')
    expect(model.seen).toHaveLength(1)
  })

  it('filters by date and count, and stop says when nothing runs', async () => {
    const { wiring, model } = memoryDistill(sessions, answer)
    expect((await runDistillCommand(wiring, 'since 2026-03-01', 'en')).text).toMatch(/^Distilling.\nReads 1 of your messages in 1 session/)
    await wiring.job.settled()
    expect(model.seen[0]!.messages[0]!.content[0]).toMatchObject({ text: expect.stringContaining('force-push') })
    expect(JSON.stringify(model.seen[0])).not.toContain('删东西')
    expect((await runDistillCommand(wiring, 'stop', 'en')).text).toBe('No distill run is going on.')
    expect((await runDistillCommand(undefined, '', 'zh'))).toEqual({ kind: 'error', text: '这个配置里没有提炼功能。' })
  })

  it('remembers the conversation it was typed in, and `here` is that conversation\'s folder', async () => {
    const { wiring, model } = memoryDistill(sessions, answer)
    // The host agent's session, as the command plane hands it to the handler (`invocation.agent`).
    const agent = { session: { id: 'web-session-7', header: { id: 'web-session-7', cwd: '/work/b' } } }
    const started = await DISTILL_SUBCOMMAND.run({ distill: wiring }, 'here', 'en', agent)
    expect(started.text).toMatch(/^Distilling.\nReads 1 of your messages in 1 session/)
    expect(wiring.job.progress().startedIn).toBe('web-session-7')
    await wiring.job.settled()
    expect(wiring.job.progress()).toMatchObject({ status: 'done', startedIn: 'web-session-7' })
    expect(JSON.stringify(model.seen[0])).not.toContain('删东西')
    // A run started from the tab belongs to no conversation.
    const other = memoryDistill(sessions, answer)
    await runDistillCommand(other.wiring, '', 'en')
    expect(other.wiring.job.progress().startedIn).toBeUndefined()
  })

  it('is one entry of the /memory table', () => {
    expect(DISTILL_SUBCOMMAND.names).toEqual(['distill', '提炼'])
    expect(typeof DISTILL_SUBCOMMAND.run).toBe('function')
  })
})
