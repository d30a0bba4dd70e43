// The syntax tree the guard reads: commands, their words, and the scripts nested in them.

export interface Word {
  /** The word after quote removal; expansions stay as written (`$HOME`, `$(date)`). */
  value: string
  /** Holds an expansion whose value is only known when the command runs. */
  dynamic: boolean
  /** Some part of it was quoted or escaped. */
  quoted: boolean
  /** The scripts of the command substitutions inside the word. */
  subs: Script[]
  /** The script of a process substitution (`<(…)`, `>(…)`) that makes up the word. */
  proc?: Script
}

export interface Command {
  /** The command name and its arguments (assignments and redirections taken out). */
  words: Word[]
  /** `NAME=value` words before the command name. */
  assigns: Word[]
  /** The text a heredoc or a here-string feeds to the command's standard input. */
  stdin?: Word
  /** Scripts that run inside redirection targets (`> $(mktemp)`, `> >(tee log)`). */
  redirectScripts: Script[]
  /** The command as written (its source slice, heredoc bodies left out). */
  text: string
  /** Part of a function's body as written (its calls of other functions are read from real calls only). */
  inBody?: boolean
  /** Pipeline id (unique within one parse) and the command's stage in it. */
  pipeline: number
  stage: number
}

export interface Script {
  commands: Command[]
  /**
   * Functions the script defines (`f() { …; }`, `function f { …; }`): name → the body's text. The
   * body's commands are also in `commands` (read as if run), and a call runs the body once more
   * with its arguments in place of `$1` … `$@` (see invocations.ts).
   */
  functions?: Map<string, string>
}

export class ShellSyntaxError extends Error {}
export class BudgetExceeded extends Error {}

/** Work shared by one decision: a deadline and a step counter. */
export interface Budget {
  deadline: number
  steps: number
  /** Pipeline ids handed out so far (ids are unique across nested scripts). */
  pipelines: number
  /** Calls of script-defined functions read through so far (bounded by MAX_FUNCTION_CALLS). */
  functionCalls?: number
}

/** `to.push(...items)` without the argument-count limit of a spread (a word can hold 100k substitutions). */
export function append<T>(to: T[], items: readonly T[]): T[] {
  for (const item of items) to.push(item)
  return to
}
