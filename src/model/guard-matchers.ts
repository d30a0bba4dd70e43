// For a red line the catalogue does not cover, the user's own model may propose matchers (one more
// instruction for the auxiliary call distill and tidy use). The answer is untrusted: it goes
// through guard-core's parseGuardSpec and a malformed one is refused with a clear message; a valid
// one becomes a `guard` proposal, which does nothing until the user accepts it.
import type { GuardSpec } from '../core/guard/index.js'
import { MAX_MATCHERS } from '../core/guard/index.js'
import type { Judgment } from '../core/judgment.js'
import { readSpec } from '../guards/record.js'
import { answerJson, auxCall, AuxCallError, type AuxCallDeps, type AuxCallLimits } from './aux-call.js'

export const GUARD_INSTRUCTION = [
  'You turn one of a person\'s red lines (a rule an AI coding agent must never break without asking) into matchers over the agent\'s tool calls, so the host can ask the person before a call that crosses it runs.',
  'The agent\'s tools: "bash" (argument "command", a shell command), file tools ("write", "edit", "str_replace_editor", with a "path"), and others by name.',
  `Answer with JSON only, no Markdown: {"matchers":[…]} with at most ${MAX_MATCHERS} matchers. One matcher is an object; every field present must hold: "tool" (a tool name exactly), "command" (a program name as run in bash, e.g. "docker"; lowercase letters, digits and ._+- only), "args" (words that must all appear among the command's arguments, e.g. ["push","--force"]), "not" (words whose presence cancels the match), "path" (a glob over paths: * and ? within a segment, ** across segments, e.g. "**/*.env"). Each matcher needs at least one of "tool", "command", "path".`,
  'Match only the calls that cross the red line; a matcher that would catch everyday harmless calls is worse than none. If no tool call can cross it (it is about talking, writing or taste), answer {"matchers":[]}.',
].join('\n')

export class GuardMatchersError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'GuardMatchersError'
  }
}

/** Ask the user's model for matchers for one red line; the validated spec, or a GuardMatchersError. */
export async function proposeMatchers(aux: AuxCallDeps, redLine: Pick<Judgment, 'text'>, limits: AuxCallLimits, signal?: AbortSignal): Promise<GuardSpec> {
  const result = await auxCall(aux, {
    purpose: 'guard',
    instruction: GUARD_INSTRUCTION,
    preamble: 'The red line, in the person\'s words:',
    input: { redLine: redLine.text },
    ...(signal ? { signal } : {}),
  }, limits)
  const answer = answerJson(result.text, (message) => new GuardMatchersError(`the model's answer was refused: ${message}; nothing was proposed`))
  const matchers = (answer as { matchers?: unknown } | null)?.matchers
  if (!Array.isArray(matchers)) throw new GuardMatchersError('the model\'s answer was refused: it has no "matchers" list; nothing was proposed')
  if (!matchers.length) throw new GuardMatchersError('the model found no tool call that could cross this red line; nothing was proposed')
  const parsed = readSpec({ matchers })
  if (!parsed.ok) throw new GuardMatchersError(`the model's matchers were refused: ${parsed.error}; nothing was proposed`)
  return parsed.spec
}

export { AuxCallError }
