// "never drop a user's message" said as a red line is about the conversation, not about deleting
// files: no delete-files guard is proposed for it (mends18; the lexicon reads "drop" as deleting, and
// a message was not listed as a non-file). A red line that names files beside such words still gets
// its guard. `/remember` in an in-process host with a stand-in command registry, real storage; the
// proposals read back through the tab's route.
import { describe, expect, it } from 'vitest'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const start = () => startWithCommands(host)

interface View { proposals: Array<{ kind: string; target?: { text: string }; guard?: { catalogue?: string[] } }> }
const guardProposed = async (text: string) => {
  const view = await (await host.request('/dsh-mirror/api/judgments')).json() as View
  return view.proposals.filter((p) => p.kind === 'guard' && p.target?.text === text).map((p) => p.guard?.catalogue)
}

describe('a red line about a conversation\'s words proposes no delete guard', () => {
  it.each([
    ['redline', 'Never drop a user\'s message'],
    ['redline', 'Don\'t drop the user\'s context'],
    ['红线', '不要删用户的消息'],
    ['红线', '不要删除对话历史'],
  ])('/remember %s: %s → remembered, no guard proposed', async (kind, text) => {
    const slash = await start()
    const answer = await slash(`/remember ${kind}: ${text}`)
    expect(answer.kind).toBe('success')
    expect(answer.text).not.toMatch(/guard|守卫/)
    expect(await guardProposed(text)).toEqual([])
  })

  it.each([
    ['redline', 'Never drop a message or delete files', 'Delete files'],
    ['redline', 'Never drop the session files', 'Delete files'],
    ['红线', '删东西之前必须先问我', '删除文件'],
  ])('/remember %s: %s → its delete guard is proposed (%s)', async (kind, text, label) => {
    const slash = await start()
    const answer = await slash(`/remember ${kind}: ${text}`)
    expect(answer.text).toContain(kind === '红线' ? `已提议为这条红线加守卫（${label}）` : `Proposed a guard for this red line (${label})`)
    expect(await guardProposed(text)).toEqual([['delete-files']])
  })
})
