// The verb a restatement opens with where the user wrote "use" (issue 19, session 10): "Type
// mutations with UseMutationResult<…>" after "Use UseMutationResult<…> for mutations", "Build query
// keys with a factory" after "Use a query key factory", "Call ensureQueryData inside loaders" after
// "… by using ensureQueryData inside loaders". The user's generic verb names no action of its own,
// so the judgment's plainer verb for the same act adds nothing. Only verbs that restate how a thing
// is used count (never delete, remove, disable …: those are a claim), and only as the judgment's
// first word. Pure.

import { normalize } from './segment.js'
import { stem } from './stem.js'
import { extractFeatures } from './topic.js'

/** Verbs the user writes when they name no action of their own. */
const GENERIC = /(?<![a-z])(?:use|uses|using|utili[sz]e|utili[sz]ing|leverage|leveraging|implement|implementing|employ|apply|adopt|follow|prefer|favou?r|integrate|integrating)(?![a-z])/

/** Verbs a restatement opens with for using a thing. */
export const RESTATING = new Set(['build', 'type', 'call', 'track', 'list', 'write', 'create', 'define', 'make', 'put', 'give', 'set', 'mark', 'name', 'store', 'handle', 'run', 'cover', 'wrap', 'declare', 'annotate', 'represent', 'model', 'express', 'treat', 'route', 'read', 'load', 'manage', 'structure', 'organize', 'organise', 'rely', 'lean', 'reserve', 'debug', 'send', 'start'].map(stem))

/** The units of the judgment's opening verb (`e:build`; `type` also raises a lexicon concept), when it restates the user's generic verb; else none. */
export function restatingLeadVerb(judgment: string, said: string): string[] {
  const first = normalize(judgment).match(/^[^a-z\u3400-\u9fff]*([a-z]+)/)?.[1]
  if (!first) return []
  const key = stem(first)
  return RESTATING.has(key) && GENERIC.test(normalize(said)) ? [`e:${key}`, ...extractFeatures(first).weights.keys()] : []
}
