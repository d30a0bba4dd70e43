import { defineTool } from '@deepseek-ai/dsh-tools'
import type { Config } from '../config/index.js'
import { KINDS } from '../core/judgment.js'
import { cutOffAt } from '../core/cut-off.js'
import { JudgmentInputError, MIN_JUDGMENT_CHARS, parseJudgmentText, parseKind, parseReason, toOneLine } from '../core/normalize.js'
import { rememberGated, type GatedMerge, type PendingResult } from '../grounding/gate.js'
import { proposeWorkspaceRule, renderWorkspacePending, type WorkspacePending } from '../exchange/workspace-rule.js'
import { renderPending } from '../grounding/render.js'
import { userUtterances } from '../grounding/session.js'
import { rereadWith } from '../grounding/reading.js'
import { readingFailedForModel } from '../grounding/reading-failed.js'
import type { AuxCallDeps } from '../model/aux-call.js'
import type { MirrorState } from '../state.js'
import { rememberMeta } from './card-meta.js'
import { presentRememberCall, presentRememberResult } from './cards.js'
import { withRewordedGuard } from './reworded-guard.js'
import type { GuardProposer } from '../guards/propose.js'
import { widerThan } from '../core/guard/breadth.js'

const quote = (text: string) => `“${text}”`

/** How a change of mind reads to the model. */
const CHANGE_WORDS = { value: 'another value on the same subject', inverted: 'the opposite of it' } as const

export function renderRemember(value: GatedMerge | PendingResult | WorkspacePending): string {
  if ('workspace' in value) return renderWorkspacePending(value)
  if ('action' in value) return renderPending(value)
  const j = value.judgment
  const lines: string[] = []
  if (value.outcome === 'created') lines.push(`Stored ${j.id} [${j.kind}] ${quote(j.text)} (${value.total} stored).`)
  else if (value.change) lines.push(`Replaced ${j.id}: ${quote(j.text)} replaces ${quote(value.previousText!)} (${CHANGE_WORDS[value.change]}: a change of mind; the earlier one is in history, restorable by the user; ${value.total} stored).`)
  else if (value.outcome === 'updated') lines.push(`Updated ${j.id}: ${quote(value.previousText!)} → ${quote(j.text)} (confirmed ${j.hits}×, ${value.total} stored).`)
  else lines.push(`Confirmed ${j.id} ${quote(j.text)} (${j.hits}×, ${value.total} stored).`)
  if (value.previousKind) lines.push(`Kind changed ${value.previousKind} → ${j.kind}.`)
  if (value.joined) lines.push(`Merged into ${value.joined.id}: the user's model reads it as ${quote(value.joined.text)} said again (the word match had only found it close).`)
  if (value.readingFailed) lines.push(readingFailedForModel(value.readingFailed))
  if (value.keptRedline) lines.push(`Kept as a red line: you named it a ${value.keptRedline}, but a model write never changes a red line's kind; the user can, with /remember ${value.keptRedline}: <text>.`)
  if (value.withdrew?.length) lines.push(`Withdrew ${value.withdrew.map((w) => `${w.id} ${quote(w.text)}`).join('; ')}, the earlier wording that waited for the user's OK: this one, in their words, stands in its place.`)
  if (value.folded) lines.push(`The copy stored apart a moment ago, ${value.folded.id}, was merged into it (restorable by the user).`)
  if (value.evicted) lines.push(`Memory was full: evicted the weakest, ${value.evicted.id} ${quote(value.evicted.text)} (restorable by the user).`)
  if (value.apart) lines.push(`Not merged into ${value.apart.id} ${quote(value.apart.text)}: the user's model reads the two as different rules, so both are kept. If they are one rule, call mirror_remember again with replaces=${value.apart.id}.`)
  if (value.near?.length) {
    lines.push(`Close but not merged: ${value.near.map((n) => `${n.id} ${quote(n.text)}`).join('; ')}. If one says the same thing, call mirror_remember again with replaces=<id> to merge.`)
  }
  return lines.join('\n')
}

/**
 * `aux`: the user's own model, for the second reading of grounding (config `modelReading`); absent:
 * the words decide alone. `proposer`: proposes a stored red line's catalogue guard at once, so its
 * card can say so (as `/remember` does).
 */
export function rememberTool(state: MirrorState, config: Config, aux?: AuxCallDeps, proposer?: Pick<GuardProposer, 'proposeFor'>) {
  const reread = aux ? rereadWith(aux) : undefined
  return defineTool({
    name: 'mirror_remember',
    description: 'Remember a reusable judgment of how the user thinks: a principle, a red line, a way of working or a taste. One short sentence, never a fact (paths, accounts, servers) or a one-off request. A judgment on the same topic as a stored one replaces it.',
    parameters: {
      text: { type: 'string', required: true, description: `The judgment in one short sentence (${MIN_JUDGMENT_CHARS}–${config.maxChars} characters), in the user's language.` },
      kind: { type: 'string', enum: KINDS, required: true, description: 'redline: never to be crossed; principle: how they judge; workflow: how they like to work; taste: how they want things written or designed.' },
      reason: { type: 'string', required: true, description: 'Why this is reusable and in what situation the user said it.' },
      replaces: { type: 'string', description: 'Optional id of a stored judgment this one restates, when the tool listed it as close but did not merge.' },
    },
    output: {
      schema: { type: 'json' },
      render: (_args, value) => [{ type: 'text', text: renderRemember(value as unknown as GatedMerge | PendingResult | WorkspacePending) }],
      presentationMeta: (_args, value) => JSON.parse(JSON.stringify(rememberMeta(value as unknown as GatedMerge | PendingResult))),
    },
    presentCall: presentRememberCall,
    presentResult: presentRememberResult,
    async execute(args, exec) {
      const store = state.requireWritableStore()
      const limits = { minChars: MIN_JUDGMENT_CHARS, maxChars: config.maxChars, maxReasonChars: config.maxReasonChars }
      const input = {
        text: parseJudgmentText(args.text, limits),
        kind: parseKind(args.kind),
        reason: parseReason(args.reason, limits),
        replaces: args.replaces === undefined ? undefined : toOneLine(args.replaces),
      }
      const cut = cutOffAt(input.text)
      if (cut) throw new JudgmentInputError(`text looks cut off: it ends on “${cut}”. Nothing was stored. Write the whole judgment as one sentence and call again.`)
      // About this repository: offered for its AGENTS.md instead of a judgment everywhere (src/exchange).
      const workspace = input.replaces === undefined
        ? await proposeWorkspaceRule(state.requireProposals(), input, exec?.agent, { at: Date.now(), source: 'tool', reason: input.reason })
        : undefined
      if (workspace) return JSON.parse(JSON.stringify(workspace))
      const result = await rememberGated({
        store, proposals: state.requireProposals(), config, utterances: userUtterances(exec?.agent),
        ...(reread && config.modelReading ? { reread } : {}),
        ...(exec?.signal ? { signal: exec.signal } : {}),
      }, input)
      // Listed as close but not merged: the next tidy asks the user's model about these pairs first.
      if ('judgment' in result && result.outcome === 'created' && result.near?.length) {
        await state.nearPairs?.record(result.judgment.id, result.near).catch(() => {})
      }
      // A red line whose words name a dangerous action: its guard is proposed now, and the card says so.
      const proposed = 'judgment' in result && result.judgment.kind === 'redline' ? await proposer?.proposeFor(result.judgment).catch(() => undefined) : undefined
      const withProposed = proposed && proposed.outcome !== 'declined-before' && 'judgment' in result
        ? { ...result, guardProposed: proposed.entries, ...widerThan(result.judgment.text, proposed.entries).length ? { guardWider: true } : {} }
        : result
      // New words for a guarded red line: the card says whether its guard stays or sleeps (reworded-guard.ts).
      return JSON.parse(JSON.stringify(withRewordedGuard(withProposed, input.kind, state.guards)))
    },
  })
}
