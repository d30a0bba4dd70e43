// One decision: which guards a host tool call crosses. Reads the call once (the shell command
// parsed into invocations, the file tools' paths), runs the catalogue's detectors once, then
// checks each guard's entries and matchers against that reading. Never throws: a command that
// cannot be read, or a decision over its time budget, comes back as `unreadable`.

import { deletesByName, detectInvocation, type Hit } from './detect/index.js'
import { globMatches } from './glob.js'
import { DECISION_BUDGET_MS, MAX_COMMAND_CHARS, WHY_MAX_CHARS } from './limits.js'
import { analyseShell, type Invocation } from './shell/invocations.js'
import { analysePwsh } from './shell/pwsh.js'
import { BudgetExceeded, ShellSyntaxError, type Budget } from './shell/parse.js'
import type { Decision, DecideOptions, Guard, GuardMatch, Matcher, ToolCall } from './types.js'

/** Host tools whose `command` argument is a bash command (dsh-tool-bash, dsh-tool-bash-persistent). */
export const SHELL_TOOLS: ReadonlySet<string> = new Set(['bash'])
/** Host tools whose `command` argument is a PowerShell command (dsh-tool-pwsh). */
export const PWSH_TOOLS: ReadonlySet<string> = new Set(['pwsh'])

/** Argument names that hold a path in the host's file tools (`file_path`, `path`) and common MCP tools. */
const PATH_KEYS = new Set(['file_path', 'path', 'paths', 'filePath', 'target', 'source', 'destination', 'directory', 'dir'])

interface CallView {
  shell: boolean
  command: string
  invocations: Invocation[]
  hits: Hit[]
  paths: string[]
  strings: string[]
  unreadable?: string
}

export const cut = (text: string) => {
  const one = text.replace(/\\\r?\n/g, ' ').replace(/\s+/g, ' ').trim()
  return one.length > WHY_MAX_CHARS ? `${one.slice(0, WHY_MAX_CHARS - 1)}…` : one
}

function stringsOf(args: Record<string, unknown>): { paths: string[]; strings: string[] } {
  const paths: string[] = []
  const strings: string[] = []
  for (const [key, value] of Object.entries(args)) {
    const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
    for (const s of list.slice(0, 64)) {
      if (PATH_KEYS.has(key)) paths.push(s)
      strings.push(...s.slice(0, 4096).split(/\s+/).filter(Boolean))
    }
  }
  return { paths, strings }
}

function viewOf(call: ToolCall, budget: Budget): CallView {
  const args = typeof call.args === 'object' && call.args !== null && !Array.isArray(call.args) ? call.args as Record<string, unknown> : {}
  const view: CallView = { shell: false, command: '', invocations: [], hits: [], ...stringsOf(args) }
  if ((SHELL_TOOLS.has(call.tool) || PWSH_TOOLS.has(call.tool)) && typeof args.command === 'string') {
    view.shell = true
    view.command = args.command
    if (args.command.length > MAX_COMMAND_CHARS) {
      view.unreadable = `the command is longer than ${MAX_COMMAND_CHARS} characters`
      return view
    }
    try {
      if (PWSH_TOOLS.has(call.tool)) {
        view.invocations = analysePwsh(args.command, budget)
      } else {
        const analysis = analyseShell(args.command, budget)
        view.invocations = analysis.invocations
        view.unreadable = analysis.unreadable
      }
    } catch (error) {
      if (error instanceof ShellSyntaxError) view.unreadable = `the command could not be parsed: ${error.message}`
      else if (error instanceof BudgetExceeded) view.unreadable = 'reading the command took longer than the time budget'
      else throw error
    }
    // A call of a script-defined function names what it was called with (`f build → rm -rf
    // build`): its hits come before those of the body as written (`rm -rf "$1"`).
    const called = view.invocations.filter((inv) => inv.via.some((v) => v.endsWith('()')))
    for (const inv of [...called, ...view.invocations.filter((inv) => !called.includes(inv))]) view.hits.push(...detectInvocation(inv))
  } else if (deletesByName(call.tool)) {
    view.hits.push({ entry: 'delete-files', why: `${call.tool}${view.paths[0] ? ` ${view.paths[0]}` : ''}` })
  }
  return view
}

/** Does a matcher word appear among the words (`-f` inside `-rf`, `--force` as `--force=…`)? */
function wordIn(want: string, words: readonly string[]): boolean {
  if (want.startsWith('--')) return words.some((w) => w === want || w.startsWith(`${want}=`))
  if (/^-[A-Za-z0-9]$/.test(want)) return words.some((w) => w === want || (/^-[A-Za-z0-9]+$/.test(w) && w.includes(want[1]!)))
  return words.includes(want)
}

function matcherWhy(m: Matcher, call: ToolCall, view: CallView, budget: Budget): string | null {
  if (m.tool && m.tool !== call.tool) return null
  if (m.path && performance.now() > budget.deadline) throw new BudgetExceeded('over the time budget')
  const onlyTool = !m.command && !m.args && !m.not && !m.path
  if (view.shell) {
    if (onlyTool) return view.command
    for (const inv of view.invocations) {
      if (m.command && inv.name !== m.command) continue
      const words = inv.args.map((w) => w.value)
      if (m.args && !m.args.every((a) => wordIn(a, words))) continue
      if (m.not?.some((a) => wordIn(a, words))) continue
      if (m.path && performance.now() > budget.deadline) throw new BudgetExceeded('over the time budget')
      if (m.path && !inv.args.some((w) => !w.dynamic && !w.value.startsWith('-') && globMatches(m.path!, w.value))) continue
      return inv.text
    }
    return null
  }
  if (m.command) return null
  if (m.args && !m.args.every((a) => wordIn(a, view.strings))) return null
  if (m.not?.some((a) => wordIn(a, view.strings))) return null
  let at = view.paths[0]
  if (m.path) {
    at = view.paths.find((p) => globMatches(m.path!, p))
    if (!at) return null
  } else if (!m.tool) {
    return null
  }
  return `${call.tool}${at ? ` ${at}` : ''}`
}

export function decideCall(call: ToolCall, guards: readonly Guard[], options: DecideOptions = {}): Decision {
  const budget: Budget = { deadline: performance.now() + (options.budgetMs ?? DECISION_BUDGET_MS), steps: 0, pipelines: 0 }
  const matches: GuardMatch[] = []
  if (!guards.length) return { matches }
  try {
    const view = viewOf(call, budget)
    for (const guard of guards) {
      for (const entry of guard.spec?.catalogue ?? []) {
        const hit = view.hits.find((h) => h.entry === entry)
        if (hit) matches.push({ guardId: guard.id, entryId: entry, why: cut(hit.why) })
      }
      for (const [i, m] of (guard.spec?.matchers ?? []).entries()) {
        const why = matcherWhy(m, call, view, budget)
        if (why !== null) matches.push({ guardId: guard.id, matcherIndex: i, why: cut(why) })
      }
    }
    return view.unreadable ? { matches, unreadable: view.unreadable } : { matches }
  } catch (error) {
    if (error instanceof BudgetExceeded) return { matches, unreadable: 'matching the call took longer than the time budget' }
    return { matches, unreadable: `the call could not be read: ${error instanceof Error ? error.message : String(error)}` }
  }
}
