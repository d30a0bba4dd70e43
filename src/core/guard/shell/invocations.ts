// From a parsed script to the programs it runs: every simple command, the commands inside its
// substitutions, and the commands that wrappers (`sudo`, `env`, `xargs`, `timeout`, …), shells
// (`bash -c '…'`, `sh <<EOF`), `eval`, `find -exec`, `ssh host …` and `docker exec` run for it.
// What a program does is the detectors' business (`../detect.ts`); this file only says who runs.

import { MAX_NESTING } from '../limits.js'
import { callOf, type Functions } from './functions.js'
import { parseShell, ShellSyntaxError, type Budget, type Command, type Script, type Word } from './parse.js'
import { append } from './syntax.js'
import { unwrap, type Unwrapped } from './wrappers.js'

export interface Invocation {
  /** The program's name as looked up (`rm` for `/bin/rm`). */
  name: string
  /** The arguments after the program name. */
  args: Word[]
  /** Environment assignments that reach it (`FOO=1 cmd`, `env FOO=1 cmd`). */
  assigns: string[]
  /** Text fed to its standard input by a heredoc, a here-string or an `echo`/`printf` upstream. */
  stdin?: string
  /** The simple command as written that holds this invocation, for `why`. */
  text: string
  /** The wrappers it ran under, outermost first (`sudo`, `xargs`, `bash -c`, …). */
  via: string[]
  /** Invocations of the earlier stages of its pipeline. */
  upstream: Invocation[]
  /** Invocations inside the words a shell, `eval` or `source` executes (`sh -c "$(curl …)"`). */
  executes: Invocation[]
  /** The program name is itself an expansion (`$CMD`), so what runs is not known. */
  nameDynamic: boolean
}

export interface Analysis {
  invocations: Invocation[]
  /** Why part of the command could not be read (the host then asks), if so. */
  unreadable?: string
}

const DATA_SOURCES = new Set(['echo', 'printf', 'cat'])

const basename = (path: string) => path.slice(path.lastIndexOf('/') + 1)

/** All invocations of a shell command text. Throws ShellSyntaxError / BudgetExceeded. */
export function analyseShell(src: string, budget: Budget): Analysis {
  const out: Analysis = { invocations: [] }
  walkScript(parseShell(src, budget), budget, 0, new Map(), out, [])
  return out
}

function walkScript(script: Script, budget: Budget, depth: number, vars: Map<string, string>, out: Analysis, via: string[], outer?: Functions): Invocation[] {
  // Functions the script defines, and those of the script it runs in (a subshell, `$(…)`, a call).
  const fns: Functions = { defined: new Map([...outer?.defined ?? [], ...script.functions ?? []]), calling: outer?.calling ?? [] }
  const byPipeline = new Map<number, { stage: number; invs: Invocation[] }[]>()
  const top: Invocation[] = []
  for (const command of script.commands) {
    budget.steps++
    // Literal assignments standing alone set variables later words may name (`D=x; eval "rm $D"`).
    if (!command.words.length) {
      for (const a of command.assigns) {
        const eq = a.value.indexOf('=')
        if (!a.dynamic) vars.set(a.value.slice(0, eq), a.value.slice(eq + 1))
        else vars.delete(a.value.slice(0, eq))
      }
    }
    for (const s of nestedScripts(command)) walkScript(s, budget, depth + 1, vars, out, via, fns)
    if (!command.words.length) continue
    const stages = byPipeline.get(command.pipeline) ?? []
    byPipeline.set(command.pipeline, stages)
    const upstream = stages.filter((s) => s.stage < command.stage).flatMap((s) => s.invs)
    const invs = invocationsOf(command, budget, depth, vars, out, via, upstream, fns)
    stages.push({ stage: command.stage, invs })
    append(top, invs)
  }
  return top
}

function nestedScripts(command: Command): Script[] {
  const scripts: Script[] = [...command.redirectScripts]
  for (const w of [...command.words, ...command.assigns, ...(command.stdin ? [command.stdin] : [])]) {
    append(scripts, w.subs)
    if (w.proc) scripts.push(w.proc)
  }
  return scripts
}

function invocationsOf(command: Command, budget: Budget, depth: number, vars: Map<string, string>, out: Analysis, via: string[], upstream: Invocation[], fns: Functions): Invocation[] {
  const stdinFromUpstream = upstream.length && upstream.every((u) => DATA_SOURCES.has(u.name) && (u.name === 'cat' ? u.args.length === 0 : u.args.every((a) => !a.dynamic || a.subs.length === 0)))
    ? upstream.map((u) => u.name === 'cat' ? u.stdin ?? '' : u.args.filter((a) => !/^-[neE]+$/.test(a.value)).map((a) => a.value).join(' ')).join('\n')
    : undefined
  const base: Unwrapped = {
    words: command.words,
    assigns: command.assigns.map((a) => a.value),
    via: [...via],
    stdin: command.stdin?.value ?? stdinFromUpstream,
  }
  const results: Invocation[] = []
  let queue: Unwrapped[] = [base]
  for (let guard = 0; queue.length && guard < 32; guard++) {
    const next: Unwrapped[] = []
    for (const u of queue) {
      const step = unwrap(u)
      const first = u.words[0]!
      const inv: Invocation = {
        name: basename(first.value),
        args: u.words.slice(1),
        assigns: u.assigns,
        stdin: u.stdin,
        text: command.text,
        via: u.via,
        upstream,
        executes: [],
        nameDynamic: first.dynamic,
      }
      if (step.kind !== 'lookup') {
        results.push(inv)
        out.invocations.push(inv)
      }
      // A call of a function the script defined runs its body with these arguments. Only a call
      // by the command's own name: `sudo f`, `xargs f` run a program, not the shell's function.
      // Deeper than MAX_NESTING, the bodies as written are what counts (they are read where defined).
      const call = u === base && !command.inBody && !inv.nameDynamic && depth + 1 <= MAX_NESTING ? callOf(inv.name, inv.args, fns, budget) : undefined
      if (call) {
        const body = parseShell(call.text, budget, depth + 1)
        const ran = walkScript(body, budget, depth + 1, new Map(vars), out, [...u.via, `${inv.name}()`], call.scope)
        // What the prompt quotes: the call as written, then what it runs (`f build → rm -rf build`).
        for (const r of ran) r.text = `${command.text} → ${r.text}`
        append(results, ran)
      }
      if (step.kind === 'inner') append(next, step.inner.filter((i) => i.words.length))
      if (step.kind === 'script') {
        for (const w of step.executes) append(inv.executes, runsInside(w, budget, depth, out))
        for (const text of step.scripts) {
          const literal = substitute(text, vars)
          if (literal === null) {
            out.unreadable ??= `runs a command held in a variable: ${command.text}`
            continue
          }
          if (depth + 1 > MAX_NESTING) throw new ShellSyntaxError(`nested more than ${MAX_NESTING} levels deep`)
          const inner = parseShell(literal, budget, depth + 1)
          append(results, walkScript(inner, budget, depth + 1, new Map(vars), out, [...u.via, step.label]))
        }
      }
    }
    queue = next
  }
  return results
}

/** Invocations inside the substitutions of a word (what `sh -c "$(curl …)"` would execute). */
function runsInside(word: Word, budget: Budget, depth: number, out: Analysis): Invocation[] {
  const scripts = [...word.subs, ...(word.proc ? [word.proc] : [])]
  return scripts.flatMap((s) => walkScript(s, budget, depth + 1, new Map(), { invocations: [], unreadable: out.unreadable }, []))
}

/**
 * The text a shell would run for a script string, with `$NAME` of literal variables set earlier
 * in the same command filled in; null when the text is only expansions (`eval "$cmd"`).
 */
function substitute(text: string, vars: Map<string, string>): string | null {
  const filled = text.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (m, a, b) => vars.get(a ?? b) ?? m)
  const bare = filled.replace(/\$\{[^}]*\}|\$[A-Za-z_][A-Za-z0-9_]*|\$[0-9@*#?$!-]|["'\s]/g, '')
  if (!bare) return filled.trim() ? null : ''
  return filled
}
