// A tidy merge of guarded red lines into a red line carries their guards to the merged one (mends14);
// the proposal says so in words, in the tab (which knows the guards) and in the chat (which says
// "if"), zh and en (#19, mends15). A merge into a milder kind says the guard stops asking instead.
import { describe, expect, it } from 'vitest'
import { pendingLine } from '../src/commands/decide.js'
import { tidyProposalLine } from '../src/commands/tidy.js'
import type { Proposal } from '../src/core/proposal.js'
import { carrySentence } from '../src/core/demote.js'

const FORCE = { id: 'j_force', text: 'Never force-push to shared branches', kind: 'redline' as const }
const DELETE = { id: 'j_del', text: '删东西之前必须先问我', kind: 'redline' as const }
const PRINCIPLE = { id: 'j_pri', text: 'Be careful with shared work', kind: 'principle' as const }
const merge = (kind: 'redline' | 'principle', pair: { id: string; text: string; kind: 'redline' | 'principle' }[] = [FORCE, DELETE]) => ({
  id: 'p_1', kind: 'merge', source: 'tidy', why: 'tidy', status: 'pending', createdAt: 1, updatedAt: 1,
  judgment: { text: 'Ask before deleting files or force-pushing', kind, reason: 'same rule' },
  pair, evidence: [{ at: 1, source: 'tidy', reason: 'same rule' }],
}) as unknown as Proposal
const both = (id: string) => id === FORCE.id || id === DELETE.id

describe('a tidy merge of guarded red lines says the guards carry over', () => {
  it('both guarded: one clause, zh and en', () => {
    expect(carrySentence(merge('redline'), both, 'zh')).toBe('两条红线的守卫都会守住合并后的这条。')
    expect(carrySentence(merge('redline'), both, 'en')).toBe('The guards of both red lines will guard the merged one.')
  })

  it('one guarded: names it; none guarded, or a milder merged kind: nothing', () => {
    expect(carrySentence(merge('redline'), (id) => id === DELETE.id, 'zh')).toBe(`「${DELETE.text}」的守卫会守住合并后的这条。`)
    expect(carrySentence(merge('redline'), (id) => id === DELETE.id, 'en')).toBe(`The guard of “${DELETE.text}” will guard the merged one.`)
    expect(carrySentence(merge('redline'), () => false, 'en')).toBeUndefined()
    expect(carrySentence(merge('principle'), both, 'en')).toBeUndefined()
    expect(carrySentence(merge('redline', [PRINCIPLE, { ...PRINCIPLE, id: 'j_2' }]), both, 'en')).toBeUndefined()
  })

  it('the chat does not know the guards: it says "if", for /memory tidy and /memory', () => {
    expect(tidyProposalLine(merge('redline'), 'en')).toContain('If the red lines have guards, they will guard the merged one.')
    expect(pendingLine(merge('redline'), 'zh')).toContain('两条红线要是有守卫，都会守住合并后的这条。')
    expect(tidyProposalLine(merge('redline', [FORCE, PRINCIPLE]), 'zh')).toContain(`「${FORCE.text}」要是有守卫，它会守住合并后的这条。`)
    expect(tidyProposalLine(merge('principle'), 'en')).not.toContain('will guard the merged one')
  })
})
