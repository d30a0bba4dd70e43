// Which waiting writes the gate found change what the user said (a value changed, a flip, a rule
// relaxed or widened, or the user's model reading it as not theirs): "accept all" leaves them waiting
// and the folded list shows them first (walk15). A write the words merely do not back is not one.
import type { Proposal } from './api.js'

const CHANGES_WORDS: ReadonlySet<string> = new Set(['changes', 'opposite', 'relaxes', 'generalises', 'one-occasion', 'reread'])

/** The gate found it changes what the user said: it is read on its own, never accepted in a batch. */
export const changesWords = (p: Proposal) => Boolean(p.closeTo && CHANGES_WORDS.has(p.closeTo.blocked))
