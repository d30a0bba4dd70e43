// Words that look like a catalogue action but mean something else (#20, mends21):
// - "push" in "push notifications", "push-ups", "push back on", "array.push()", 推迟、推断、消息推送 is
//   no git push: "Don't drop support for push notifications" proposed the Push guard;
// - "discard my changes" is git checkout -- / git restore / git reset --hard, the catalogue's
//   reset-hard ("Discard uncommitted work"), not deleting files; "discard errors" is neither.
// The mapping (`catalogueFor`, `entriesFor`) and `/remember` in an in-process host, the proposals read
// back through the tab's route.
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

describe('"push" that is no git push names no push guard', () => {
  it.each([
    'Don\'t drop support for push notifications',
    'Never push notifications to users without consent',
    'Don\'t disable push notifications',
    'Don\'t change the push notification settings',
    'Do not use web push',
    'Don\'t push back on my decisions',
    'Push back on vague requirements, never accept them silently',
    'Don\'t push your luck',
    'Never push the limits of the API',
    'Don\'t use array.push in reducers',
    'Never mutate state with push(); use spread',
    'Don\'t push onto the state array directly',
    'Never push to the array in render',
    '不要推送通知给用户',
    '不要取消推送通知',
    '别砍掉消息推送功能',
    '不要推迟发布',
    '不要推断类型',
  ])('%s → no push', (text) => {
    const entries = entriesFor(text)
    expect(entries).not.toContain('push')
    expect(entries).not.toContain('push-main')
    expect(entries).not.toContain('force-push')
  })

  it.each([
    ['Never push to main', ['push-main']],
    ['Don\'t push without asking', ['push']],
    ['Don\'t push code without running tests', ['push']],
    ['Never push changes without review', ['push']],
    ['Don\'t push to prod on Fridays', ['push']],
    ['Do 20 push-ups before pushing to main', ['push-main']],
    ['Never push notification changes to main', ['push-main']],
    ['No force pushes', ['force-push']],
    ['推送代码之前先问我', ['push']],
    ['不要推到 main', ['push-main']],
  ])('a git push still names its guard: %s → %j', (text, entries) => {
    expect(catalogueFor(text)).toEqual(entries)
  })
})

describe('discarding changes is discarding uncommitted work, not deleting files', () => {
  it.each([
    'Never discard my uncommitted edits',
    'Don\'t discard the changes I have not committed yet',
    'Don\'t discard local changes',
    'Never throw away my changes',
    'Don\'t discard my work',
    '不要丢掉我的改动',
    '别把我的修改丢掉',
  ])('%s → reset-hard', (text) => {
    expect(catalogueFor(text)).toEqual(['reset-hard'])
  })

  it.each([
    'Do not discard errors with _ unless explicitly documented.',
    'Don\'t discard return values',
    'Never delete my local changes',
  ])('%s → no delete-files', (text) => {
    expect(catalogueFor(text)).not.toContain('delete-files')
  })

  it.each([
    'Never discard the user\'s files',
    'Never discard files',
    'Don\'t discard the build folder',
  ])('discarding files is deleting them: %s → delete-files', (text) => {
    expect(catalogueFor(text)).toEqual(['delete-files'])
  })
})

describe('/remember of such red lines', () => {
  it('push notifications: no guard; my uncommitted edits: Discard uncommitted work only; zh 推送通知: none', async () => {
    const slash = await startWithCommands(host)
    const push = 'Don\'t drop support for push notifications'
    expect((await slash(`/remember redline: ${push}`)).text).not.toMatch(/guard/i)
    expect(await guardProposed(push)).toEqual([])
    const discard = 'Never discard my uncommitted edits'
    expect((await slash(`/remember redline: ${discard}`)).text).toContain('Proposed a guard for this red line (Discard uncommitted work)')
    expect(await guardProposed(discard)).toEqual([['reset-hard']])
    const zh = '不要取消推送通知'
    expect((await slash(`/remember 红线: ${zh}`)).text).not.toContain('守卫')
    expect(await guardProposed(zh)).toEqual([])
  })
})
