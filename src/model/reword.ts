// The remedy for a judgment the user said was ignored, when no guard covers it: the user's own
// model rewords it so it is harder to overlook (one more instruction for the auxiliary call). The
// answer is untrusted: the text goes through the tools' normalizer, a malformed one is refused with
// a sentence; a valid one becomes an `update` proposal (old → new), which changes nothing until the
// user accepts it.
import type { Judgment } from '../core/judgment.js'
import { JudgmentInputError, MIN_JUDGMENT_CHARS, parseJudgmentText } from '../core/normalize.js'
import { answerJson, auxCall, type AuxCallDeps, type AuxCallLimits } from './aux-call.js'

export const REWORD_INSTRUCTION = [
  'You reword one rule a person gave their AI coding agent, which the agent kept ignoring. The person\'s corrections are given with it.',
  'Write the same rule again so an agent cannot overlook it: name the concrete situation it applies to and what to do there, in one sentence, in the person\'s language, keeping their meaning exactly (never weaker, never wider).',
  'Answer with JSON only, no Markdown: {"text":"…"}.',
].join('\n')

export class RewordError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RewordError'
  }
}

/** Ask the user's model for a clearer wording of one judgment; the checked text, or a RewordError. */
export async function proposeRewording(aux: AuxCallDeps, judgment: Pick<Judgment, 'text' | 'kind' | 'evidence'>, limits: AuxCallLimits & { maxChars: number }, signal?: AbortSignal): Promise<string> {
  const corrections = (judgment.evidence ?? []).filter((e) => e.occasion === 'violation' && e.quote).slice(-5).map((e) => e.quote!)
  const result = await auxCall(aux, {
    purpose: 'reword',
    instruction: REWORD_INSTRUCTION,
    preamble: 'The rule and the person\'s corrections, as JSON:',
    input: { rule: judgment.text, kind: judgment.kind, corrections },
    ...(signal ? { signal } : {}),
  }, limits)
  const answer = answerJson(result.text, (message) => new RewordError(`the model's answer was refused: ${message}; nothing was proposed`))
  try {
    const text = parseJudgmentText((answer as { text?: unknown } | null)?.text, { minChars: MIN_JUDGMENT_CHARS, maxChars: limits.maxChars, maxReasonChars: 0 })
    if (text === judgment.text) throw new RewordError('the model answered with the same wording; nothing was proposed')
    return text
  } catch (error) {
    if (error instanceof JudgmentInputError) throw new RewordError(`the model's wording was refused: ${error.message.split('. ')[0]}; nothing was proposed`)
    throw error
  }
}
