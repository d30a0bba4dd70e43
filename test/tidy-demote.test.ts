// A tidy merge of a red line with a principle under kind `principle` would end the red line and put
// its guard to sleep. The proposal says so in words, in the tab and in the chat, zh and en; a merge
// that stays a red line, or merges no red line, says nothing of the kind.
import { describe, expect, it } from 'vitest'
import { pendingLine } from '../src/commands/decide.js'
import { tidyProposalLine } from '../src/commands/tidy.js'
import type { Proposal } from '../src/core/proposal.js'
import { demotedRedLines, demotionSentence } from '../src/core/demote.js'

const RED = { id: 'j_red', text: 'Never drop the production database', kind: 'redline' as const }
const PRINCIPLE = { id: 'j_pri', text: 'Be careful with production data', kind: 'principle' as const }
const merge = (kind: 'redline' | 'principle', pair = [RED, PRINCIPLE]) => ({
  id: 'p_1', kind: 'merge', source: 'tidy', why: 'tidy', status: 'pending', createdAt: 1, updatedAt: 1,
  judgment: { text: 'Be careful with production data; never drop it', kind, reason: 'same topic' },
  pair, evidence: [{ at: 1, source: 'tidy', reason: 'same topic' }],
}) as unknown as Proposal

describe('a tidy merge that would end a red line', () => {
  it('names the red line when the merged kind is milder, and only then', () => {
    expect(demotedRedLines(merge('principle'))).toEqual([RED])
    expect(demotedRedLines(merge('redline'))).toEqual([])
    expect(demotedRedLines(merge('principle', [PRINCIPLE, { ...PRINCIPLE, id: 'j_2' }]))).toEqual([])
  })

  it('says it in zh and en, with the guard when there is one', () => {
    expect(demotionSentence(RED.text, 'principle', true, 'zh')).toBe('接受后「Never drop the production database」不再是红线，合并后的这条是「原则」，它的守卫也不会再问你。要留住红线，就拒绝这条合并。')
    expect(demotionSentence(RED.text, 'principle', false, 'en')).toBe('Accepting this, “Never drop the production database” would stop being a red line: the merged one is a principle. To keep the red line, reject this merge.')
    expect(demotionSentence(RED.text, 'taste', true, 'en')).toContain(', and its guard would stop asking you.')
  })

  it('the chat\'s lines (/memory tidy, /memory) say it too; a merge that stays a red line does not', () => {
    expect(tidyProposalLine(merge('principle'), 'en')).toContain('“Never drop the production database” would stop being a red line: the merged one is a principle; if it has a guard, that guard would stop asking you.')
    expect(pendingLine(merge('principle'), 'zh')).toContain('接受后「Never drop the production database」不再是红线，合并后的这条是「原则」；它要是有守卫，守卫也不会再问你。')
    expect(tidyProposalLine(merge('redline'), 'en')).not.toContain('red line')
  })
})
