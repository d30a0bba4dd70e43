import { defineTool } from '@deepseek-ai/dsh-tools'
import type { Config } from '../config/index.js'
import { charLength, JudgmentInputError, parseReason, toOneLine } from '../core/normalize.js'
import { forgetGated, type PendingResult } from '../grounding/gate.js'
import { renderPending } from '../grounding/render.js'
import { userUtterances } from '../grounding/session.js'
import type { ForgetResult } from '../store/index.js'
import type { MirrorState } from '../state.js'
import { waitingWrite } from '../proposals/waiting-write.js'
import type { ProposalStore } from '../proposals/store.js'
import type { Brief } from './card-text.js'
import { forgetMeta } from './card-meta.js'
import { presentForgetCall, presentForgetResult } from './cards.js'

type NotFound = Extract<ForgetResult, { outcome: 'not-found' }>

export function renderForget(value: ForgetResult | PendingResult | (NotFound & { waiting?: Brief })): string {
  if ('action' in value) return renderPending(value)
  if (value.outcome === 'forgotten') return `Forgot ${value.judgment.id} “${value.judgment.text}” (the user can restore it in the Memory tab).`
  if (value.outcome === 'ambiguous' && value.tooLoose !== undefined) {
    return `Nothing forgotten: “${value.tooLoose}” names too little of any stored judgment to tell which one is meant (a red line needs nearly all of its words). If the user meant one of these, call mirror_forget again with id set to it: ${value.candidates.map((c) => `${c.id} “${c.text}”`).join('; ')}.`
  }
  if (value.outcome === 'ambiguous') {
    return `Nothing forgotten: several judgments match about equally. Call mirror_forget again with id set to one of: ${value.candidates.map((c) => `${c.id} “${c.text}”`).join('; ')}.`
  }
  const waiting = 'waiting' in value ? value.waiting : undefined
  if (waiting) {
    return `Nothing forgotten: “${waiting.text}” is not stored; it only waits for the user's OK (proposal ${waiting.id}) and is not in effect. Do not call mirror_forget for it again; if the user does not want it, tell them they can reject it on its card in the conversation or in the Memory tab.`
  }
  const near = value.near.length ? ` Closest: ${value.near.map((c) => `${c.id} “${c.text}”`).join('; ')}.` : ''
  return `Nothing forgotten: no stored judgment matches.${near}`
}

/** Nothing stored matched: the waiting write it names, if any (src/proposals/waiting-write.ts). */
export function withWaiting<T extends ForgetResult | PendingResult>(result: T, proposals: ProposalStore, text: string): T | (NotFound & { waiting: Brief }) {
  if ('action' in result || result.outcome !== 'not-found' || !text) return result
  const waiting = waitingWrite(proposals, text)
  return waiting ? { ...result, waiting } : result
}

export function forgetTool(state: MirrorState, config: Config) {
  return defineTool({
    name: 'mirror_forget',
    description: 'Forget a remembered judgment that the user says is wrong or no longer holds. Forgets the best same-topic match of `text`, or exactly `id`. The user can restore it.',
    parameters: {
      text: { type: 'string', required: true, description: 'The judgment to forget, as stored or paraphrased.' },
      reason: { type: 'string', required: true, description: 'Why it no longer holds, in the user\'s terms.' },
      id: { type: 'string', description: 'Exact id of the judgment, when a previous call listed candidates.' },
    },
    output: {
      schema: { type: 'json' },
      render: (_args, value) => [{ type: 'text', text: renderForget(value as unknown as ForgetResult | PendingResult) }],
      presentationMeta: (_args, value) => JSON.parse(JSON.stringify(forgetMeta(value as unknown as ForgetResult | PendingResult))),
    },
    presentCall: presentForgetCall,
    presentResult: presentForgetResult,
    async execute(args, exec) {
      const store = state.requireWritableStore()
      const limits = { minChars: 1, maxChars: config.maxChars, maxReasonChars: config.maxReasonChars }
      const text = typeof args.text === 'string' ? toOneLine(args.text) : ''
      const id = args.id === undefined ? undefined : toOneLine(args.id)
      if (!text && !id) throw new JudgmentInputError('text is required: the judgment to forget.')
      // A long text matches by its most common words, and would forget whatever shares them.
      if (charLength(text) > config.maxChars) {
        throw new JudgmentInputError(`text is ${charLength(text)} characters, the limit is ${config.maxChars}. Nothing was forgotten. Quote the judgment to forget, or pass its id.`)
      }
      const gate = { store, proposals: state.requireProposals(), config, utterances: userUtterances(exec?.agent) }
      const result = withWaiting(await forgetGated(gate, { text, id, reason: parseReason(args.reason, limits) }), gate.proposals, text)
      // A red line's forget that waits: its card says what happens to the guard, knowing whether it asks now.
      const target = 'action' in result && result.action === 'forget' && result.outcome === 'pending' ? result.proposal.target : undefined
      const forgetGuard = target?.kind === 'redline' && state.guards ? state.guards.stateOf(target.id) : undefined
      return JSON.parse(JSON.stringify(forgetGuard ? { ...result, forgetGuard } : result))
    },
  })
}
