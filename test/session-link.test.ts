// How an evidence entry's session reads in the tab, from the host's session and workspace lists (the
// shapes of @deepseek-ai/dsh-client-runtime's `ctx.sessions.list` / `ctx.workspaces.list`): a link,
// a link that says it is in another workspace, or a note (this conversation, archived, gone).
// Opening for real is proven in Chromium (test/browser/evidence-links.test.ts).
import { afterEach, expect, test } from 'vitest'
import { connectHostSessions, sessionLinkOf, type HostSessions, type HostWorkspaces } from '../client/host-sessions.js'

type SessionList = ReturnType<HostSessions['list']['getSnapshot']>
type WorkspaceList = ReturnType<HostWorkspaces['list']['getSnapshot']>

function observable<T>(value: T) {
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => value,
    subscribe: (fn: () => void) => { listeners.add(fn); return () => { listeners.delete(fn) } },
    set(next: T) { value = next; for (const fn of listeners) fn() },
  }
}

const sessions = observable<SessionList>({
  phase: 'ready',
  current: 's-here',
  byId: {
    's-here': { id: 's-here', displayTitle: 'Now' },
    's-same': { id: 's-same', title: 'Refactor the parser', displayTitle: 'Refactor the parser' },
    's-cold': { id: 's-cold', displayTitle: 'my-repo' },
    's-other': { id: 's-other', title: 'Release notes', displayTitle: 'Release notes' },
    's-archived': { id: 's-archived', title: 'Old', displayTitle: 'Old' },
  },
})
const workspaces = observable<WorkspaceList>({
  items: [
    { id: 'w1', title: 'my-repo', sessionIds: ['s-here', 's-same', 's-cold', 's-archived'] },
    { id: 'w2', title: 'docs-site', sessionIds: ['s-other'] },
  ],
  archivedSessionIds: ['s-archived'],
})
const host: HostSessions = { list: sessions, open: () => {} }

let disconnect: (() => void) | undefined
afterEach(() => { disconnect?.(); disconnect = undefined })

test('without the host service (the dev shim) an entry is plain text', () => {
  expect(sessionLinkOf('s-same')).toEqual({ state: 'unknown' })
})

test('a listed session in this workspace is a link with its title; a cold one has only its label', () => {
  disconnect = connectHostSessions(host, { list: workspaces })
  expect(sessionLinkOf('s-same')).toMatchObject({ state: 'open', title: 'Refactor the parser', label: 'Refactor the parser' })
  expect(sessionLinkOf('s-same')).not.toHaveProperty('workspace')
  const cold = sessionLinkOf('s-cold')
  expect(cold).toMatchObject({ state: 'open', label: 'my-repo' })
  expect(cold).not.toHaveProperty('title')
})

test('a session of another workspace still opens, and says where it is', () => {
  disconnect = connectHostSessions(host, { list: workspaces })
  expect(sessionLinkOf('s-other')).toMatchObject({ state: 'open', label: 'Release notes', workspace: 'docs-site' })
})

test('the open conversation, an archived one and a gone one are notes, never links', () => {
  disconnect = connectHostSessions(host, { list: workspaces })
  expect(sessionLinkOf('s-here')).toEqual({ state: 'current' })
  expect(sessionLinkOf('s-archived')).toEqual({ state: 'archived' })
  expect(sessionLinkOf('s-deleted')).toEqual({ state: 'missing' })
})

test('while the host is still loading its list, an unlisted session is not called gone', () => {
  disconnect = connectHostSessions(host, { list: workspaces })
  sessions.set({ ...sessions.getSnapshot(), phase: 'pending' })
  expect(sessionLinkOf('s-deleted')).toEqual({ state: 'unknown' })
  sessions.set({ ...sessions.getSnapshot(), phase: 'ready' })
  expect(sessionLinkOf('s-deleted')).toEqual({ state: 'missing' })
})
