// A rule the model wants to remember that is about one repository ("in this repo …", "这个项目里…")
// belongs in that workspace's AGENTS.md, which DSH loads in that workspace only, not among the
// judgments every session everywhere gets. It becomes a `workspace` proposal: nothing is written
// until the user accepts it in the Memory tab.
import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Evidence, Kind } from '../core/judgment.js'
import type { ProposalStore } from '../proposals/store.js'
import { aboutWorkspace } from './classify.js'
import { projectRoot } from './export.js'
import { homeDir } from './read-file.js'

export const dshHomeDir = () => process.env.DSH_HOME || join(homedir(), '.dsh')

/** The working folder of the calling agent's session, when the host says. */
export function sessionCwd(agent: unknown): string | undefined {
  const session = (agent as { session?: { header?: { cwd?: unknown } } } | undefined)?.session
  const cwd = session?.header?.cwd
  return typeof cwd === 'string' && cwd.startsWith('/') ? cwd : undefined
}

/** The AGENTS.md a workspace rule said in `cwd` goes to: its repository root's, or the folder's; none for the home or DSH's home. */
export function workspaceAgentsFile(cwd: string | undefined, dshHome = dshHomeDir()): string | undefined {
  if (!cwd) return undefined
  const dir = resolve(projectRoot(cwd) ?? cwd)
  if (dir === resolve(homeDir()) || dir === resolve(dshHome)) return undefined
  return join(dir, 'AGENTS.md')
}

export interface WorkspacePending {
  outcome: 'pending' | 'declined-before'
  action: 'add'
  workspace: string
  proposal: { id: string; kind: 'workspace'; why: 'ungrounded' | 'confirm-always'; text: string }
}

/** The rule as a workspace proposal, when it is one (`text` about this workspace and a workspace known). */
export async function proposeWorkspaceRule(proposals: ProposalStore, input: { text: string; kind: Kind; reason: string }, agent: unknown, evidence: Evidence, now = Date.now()): Promise<WorkspacePending | undefined> {
  if (!aboutWorkspace(input.text)) return undefined
  const workspace = workspaceAgentsFile(sessionCwd(agent))
  if (!workspace) return undefined
  const result = await proposals.propose({ kind: 'workspace', source: 'tool', why: 'ungrounded', judgment: input, workspace, evidence: [evidence] }, now)
  return {
    outcome: result.outcome === 'declined-before' ? 'declined-before' : 'pending',
    action: 'add',
    workspace,
    proposal: { id: result.proposal.id, kind: 'workspace', why: 'ungrounded', text: input.text },
  }
}

export function renderWorkspacePending(value: WorkspacePending): string {
  const quoted = `“${value.proposal.text}”`
  if (value.outcome === 'declined-before') return `Not done: adding ${quoted} to ${value.workspace} was proposed before and the user rejected it. Do not propose it again unless the user asks for it.`
  return `Not done yet: ${quoted} is about this workspace, so it is offered to the user as a line for ${value.workspace} (this workspace's AGENTS.md, which DSH loads here only) instead of a judgment for every session. Nothing is written until the user accepts it in the Memory tab. Proposal ${value.proposal.id}.`
}
