// A deleting verb with two objects names the guard of each (#20, mends20): "never truncate a message
// or a table" proposed no guard, because the phrase "truncate a message" (a conversation's words, no
// SQL and no file) was taken out whole, verb and all, and "a table" was never read. Now each later
// object is read with the verb; a single conversation object still names nothing. The mapping
// (`entriesFor`, what the host proposes from) and `/remember` in an in-process host, with the
// proposals read back through the tab's route.
import { describe, expect, it } from 'vitest'
import { catalogueFor } from '../src/core/guard/index.js'
import { entriesFor } from '../src/guards/propose.js'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()

interface View { proposals: Array<{ kind: string; target?: { text: string }; guard?: { catalogue?: string[] } }> }
const guardProposed = async (text: string) => {
  const view = await (await host.request('/dsh-mirror/api/judgments')).json() as View
  return view.proposals.filter((p) => p.kind === 'guard' && p.target?.text === text).map((p) => p.guard?.catalogue)
}

describe('each object of a deleting verb is read', () => {
  it.each([
    ['never truncate a message or a table', ['destructive-sql']],
    ['Don\'t drop a user\'s message or the users table', ['destructive-sql']],
    ['never drop the chat history or the database', ['destructive-sql']],
    ['不要删掉消息和数据库', ['destructive-sql']],
    // Already named before, unchanged.
    ['never drop a message or delete files', ['delete-files']],
    ['never truncate the message table', ['destructive-sql']],
  ])('%s → %j', (text, entries) => {
    expect(entriesFor(text).sort()).toEqual(entries)
  })

  it.each([
    'never truncate the user\'s message',
    'never drop a message or a reply',
    '不要删掉消息和回复',
    'Never drop support for Node 18 or IE11',
    'Never remove comments or tests',
  ])('%s → none', (text) => {
    expect(entriesFor(text)).toEqual([])
  })
})

describe('/remember of such a red line proposes its guard', () => {
  it('en: the table after a message (Destructive SQL); zh: the database after the messages (破坏性 SQL); a message alone, none', async () => {
    const slash = await startWithCommands(host)
    const en = 'Never truncate a message or a table'
    expect((await slash(`/remember redline: ${en}`)).text).toContain('Proposed a guard for this red line (Destructive SQL)')
    expect(await guardProposed(en)).toEqual([['destructive-sql']])
    const zh = '不要删掉消息和数据库'
    expect((await slash(`/remember 红线: ${zh}`)).text).toContain('已提议为这条红线加守卫（破坏性 SQL）')
    expect(await guardProposed(zh)).toEqual([['destructive-sql']])
    const alone = 'Never truncate the user\'s message'
    expect((await slash(`/remember redline: ${alone}`)).text).not.toMatch(/guard/i)
    expect(await guardProposed(alone)).toEqual([])
  })
})

describe('the host-free core reads each object too', () => {
  it('catalogueFor names the guard of the later object, as the host proposes it', () => {
    expect(catalogueFor('never truncate a message or a table')).toEqual(entriesFor('never truncate a message or a table'))
    expect(catalogueFor('never truncate a message or a table')).toContain('destructive-sql')
    expect(catalogueFor('never truncate the user\'s message')).toEqual([])
  })
})
