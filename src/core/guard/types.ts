/**
 * Red-line guards, the pure part: the data a guard is made of and the shape of one decision.
 * This file is the contract the host side (`src/guards/`: the `tools/pre-execute` hook,
 * `ctx.approval`, proposals, evidence, settings, the tab) builds on; it stays stable.
 *
 * - A guard is data the plugin interprets, never code and never an arbitrary regular expression:
 *   a list of built-in catalogue entries (`CATALOGUE`, each with careful matchers written in
 *   `catalogue.ts`) and/or user- or model-written `Matcher`s (a tool name, a program name, required
 *   words or flags, a safe path glob). Untrusted guard input goes through `parseGuardSpec`, which
 *   refuses anything malformed with a message; a refused spec is never applied half.
 * - `decideCall(call, guards)` reads one host tool call (`ToolCall`: the host tool name and its raw
 *   argument object, as `tools/pre-execute` sees it; a Code Mode `run_code` sub-call arrives as a
 *   normal call of the tool it names) and says which guards it crosses and why (the sub-command
 *   that matched). Shell commands (the `bash` tool's `command`) are parsed, not grepped: compound
 *   commands, substitutions, `bash -c`, wrappers such as `sudo`/`env`/`xargs` are followed.
 * - When a shell command cannot be read (a syntax error, over the size cap, over the time cap),
 *   the result carries `unreadable` and the host applies each guarded red line's setting (ask by
 *   default), never a silent allow. `decideCall` itself never throws on any input.
 * - `catalogueFor(text)` names the catalogue entries a red line's words point at (zh, en, mixed),
 *   which is what lets the host *propose* a guard; nothing here activates one.
 */

/** Ids of the built-in catalogue entries. Stable: stored guard specs refer to them. */
export type CatalogueId =
  | 'delete-files'
  | 'force-push'
  | 'push-main'
  | 'push'
  | 'reset-hard'
  | 'sudo'
  | 'publish'
  | 'destructive-sql'
  | 'skip-hooks'
  | 'pipe-to-shell'
  | 'add-dependency'

/** A text in both UI languages. */
export interface Bilingual {
  zh: string
  en: string
}

/** One dangerous action the plugin knows how to recognise in a tool call. */
export interface CatalogueEntry {
  id: CatalogueId
  /** Short name for the tab and the approval prompt, e.g. 删除文件 / Delete files. */
  label: Bilingual
  /** What is caught (and what is deliberately not), one or two sentences. */
  description: Bilingual
}

/**
 * One user- or model-written matcher. Every present field must hold (AND); absent fields do not
 * constrain. At least one of `tool`, `command`, `path` must be present.
 *
 * - `tool`: the host tool name exactly (`bash`, `write`, `edit`, `str_replace_editor`, an MCP tool…).
 *   Without it, a matcher with `command`/`args` applies to the shell tool (`bash`) only, and a
 *   matcher with only `path` applies to every tool that takes a path (and to shell operands).
 * - `command`: a program name as it would be run, compared by basename (`rm` matches `/bin/rm`),
 *   after wrappers (`sudo`, `env`, `command`, `nice`, `xargs`, …) are taken off. Lowercase letters,
 *   digits and `._+-` only.
 * - `args`: words that must all appear among the command's arguments, in any order. A short flag
 *   `-f` also matches inside a cluster (`-rf`); a long flag `--force` also matches `--force=…`;
 *   any other word matches an argument exactly (`push`, `main`). For a non-shell tool with `args`,
 *   the words are looked for among the string values of the arguments object.
 * - `not`: words (same rules as `args`) whose presence cancels the match (`git rm --cached`).
 * - `path`: a safe glob over the call's paths (the file tools' path argument; the shell command's
 *   operands). `*` and `?` stay within one path segment, `**` spans segments, every other character
 *   is literal; matched in time linear in path × pattern, no backtracking blow-up. A pattern
 *   without `/` matches the basename at any depth (`*.env` matches `config/prod.env`).
 */
export interface Matcher {
  tool?: string
  command?: string
  args?: string[]
  not?: string[]
  path?: string
}

/** What a guard covers: catalogue entries and/or matchers (at least one of either). */
export interface GuardSpec {
  catalogue?: CatalogueId[]
  matchers?: Matcher[]
}

/** `parseGuardSpec`'s answer: the typed spec, or why it was refused (English, one sentence). */
export type GuardSpecParse = { ok: true; spec: GuardSpec } | { ok: false; error: string }

/** One host tool call as `tools/pre-execute` sees it. */
export interface ToolCall {
  /** The host tool name (`bash`, `write`, `edit`, `str_replace_editor`, `read`, …). */
  tool: string
  /** The tool's raw arguments object, untrusted (`{ command, description, workdir? }` for bash). */
  args: unknown
}

/** A guard as the host holds it: its own id (the red line's, or the proposal's) and its spec. */
export interface Guard {
  id: string
  spec: GuardSpec
}

/** One guard the call crosses. */
export interface GuardMatch {
  guardId: string
  /** The catalogue entry that matched, when the guard matched through its catalogue. */
  entryId?: CatalogueId
  /** The index in `spec.matchers` that matched, when it matched through a matcher. */
  matcherIndex?: number
  /**
   * The piece of the call that matched, for the approval prompt and the evidence: the simple
   * command as written (`rm -rf build`, `git push --force origin main`), the SQL statement's head,
   * or `write config/.env` for a file tool. At most `WHY_MAX_CHARS` characters.
   */
  why: string
}

/** One decision. `matches` is empty when no guard is crossed. */
export interface Decision {
  matches: GuardMatch[]
  /**
   * Set when a shell command could not be read (syntax error, over `MAX_COMMAND_CHARS`, over
   * `DECISION_BUDGET_MS`): the host treats the call by each guard's setting (ask by default).
   * Matches found in the readable part are still listed.
   */
  unreadable?: string
}

/** Options of one decision (tests and the bench only; the defaults are what the host uses). */
export interface DecideOptions {
  /** Wall-clock cap of one decision. @default DECISION_BUDGET_MS */
  budgetMs?: number
}
