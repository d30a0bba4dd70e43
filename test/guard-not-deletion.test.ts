// A red line whose "drop" or 删 is no deletion proposes no delete guard: "Don't drop support for
// Node 18" is about a platform (mends16), "never drop a user's message" about the conversation
// (mends18; the lexicon reads "drop" as deleting, and a message was not listed as a non-file). A red
// line that does name a deletion (a database, tables, files, 删库) beside such words still gets its
// guard. `/remember` in an in-process host with a stand-in command registry, real storage; the
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

describe('a red line whose "drop" is no deletion proposes no delete guard', () => {
  it.each([
    ['redline', 'Don\'t drop support for Node 18'],
    ['redline', 'Never drop support for IE11'],
    ['红线', '不要放弃对 Node 18 的支持'],
    ['红线', '不要删除对 IE11 的支持'],
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
    ['redline', 'Never drop the production database', 'Destructive SQL', 'destructive-sql'],
    ['redline', 'never drop tables', 'Destructive SQL', 'destructive-sql'],
    ['红线', '不要删库', '破坏性 SQL', 'destructive-sql'],
    ['redline', 'Never delete files or drop support for Node 18', 'Delete files', 'delete-files'],
    ['redline', 'Never drop a message or delete files', 'Delete files', 'delete-files'],
    ['redline', 'Never drop the session files', 'Delete files', 'delete-files'],
    ['红线', '删东西之前必须先问我', '删除文件', 'delete-files'],
  ])('/remember %s: %s → its guard is proposed (%s)', async (kind, text, label, entry) => {
    const slash = await start()
    const answer = await slash(`/remember ${kind}: ${text}`)
    expect(answer.text).toContain(kind === '红线' ? `已提议为这条红线加守卫（${label}）` : `Proposed a guard for this red line (${label})`)
    expect(await guardProposed(text)).toEqual([[entry]])
  })
})
