// The folder a conversation works in, for the tab's import screen: the files a project gives other
// agents (.cursorrules, AGENTS.md, CLAUDE.md …) are those of the open conversation's workspace, not
// of the folder the host was started in. Read from the host's session index (`sessionQuery`, the
// service distill reads history through); a session it does not list, or a host without it, has none.
import type { SessionQueryLike } from '../model/session-source.js'
import { parseSessionId } from './sessions.js'

export type WorkspaceOfSession = (sessionId: string) => Promise<string | undefined>

export function workspaceOfSession(query: () => Pick<SessionQueryLike, 'listSessions'> | undefined): WorkspaceOfSession {
  return async (sessionId) => {
    const index = query()
    if (!index) return undefined
    const id = parseSessionId(sessionId)
    const records = await index.listSessions(AbortSignal.timeout(5_000))
    const cwd = records.find((r) => r.header.id === id)?.header.cwd
    return typeof cwd === 'string' && cwd.startsWith('/') ? cwd : undefined
  }
}
