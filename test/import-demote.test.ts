// An import (or update) whose milder kind would overwrite a stored red line of the same topic ends
// that red line and puts its guard to sleep (#19, mends15). The proposal says so, in the tab and in
// `/memory`, zh and en, with the words mends13 gave the tidy merge (src/core/demote.ts).
import { describe, expect, it } from 'vitest'
import { pendingLine } from '../src/commands/decide.js'
import type { Proposal } from '../src/core/proposal.js'
import { demotedRedLines, demotionSentence } from '../src/core/demote.js'

const RED = { id: 'j_red', text: '删东西之前必须先问我', kind: 'redline' as const }
const proposal = (kind: 'import' | 'update', newKind: 'principle' | 'redline', target: { id: string; text: string; kind: 'redline' | 'principle' } = RED) => ({
  id: 'p_1', kind, source: 'import', why: 'imported', status: 'pending', createdAt: 1, updatedAt: 1,
  judgment: { text: 'Prefer asking before deleting files', kind: newKind, reason: 'imported from CLAUDE.md:3' },
  target, evidence: [{ at: 1, source: 'import', file: 'CLAUDE.md', line: 3, reason: 'imported' }],
}) as unknown as Proposal

describe('an import that would overwrite a red line with a milder kind', () => {
  it('names the red line it ends, and only when the new kind is milder', () => {
    expect(demotedRedLines(proposal('import', 'principle'))).toEqual([RED])
    expect(demotedRedLines(proposal('update', 'principle'))).toEqual([RED])
    expect(demotedRedLines(proposal('import', 'redline'))).toEqual([])
    expect(demotedRedLines(proposal('import', 'principle', { ...RED, kind: 'principle' }))).toEqual([])
  })

  it('says it in zh and en, in the words of an import', () => {
    expect(demotionSentence(RED.text, 'principle', true, 'zh', 'import')).toBe(`接受后「${RED.text}」不再是红线，写进来的这条是「原则」，它的守卫也不会再问你。要留住红线，就拒绝这一条。`)
    expect(demotionSentence(RED.text, 'principle', true, 'en', 'import')).toBe(`Accepting this, “${RED.text}” would stop being a red line: the new one is a principle, and its guard would stop asking you. To keep the red line, reject this.`)
  })

  it('/memory lists it with the sentence (it does not know the guard: "if it has one"); a red line kept says nothing', () => {
    expect(pendingLine(proposal('import', 'principle'), 'en')).toContain(`“${RED.text}” would stop being a red line: the new one is a principle; if it has a guard, that guard would stop asking you.`)
    expect(pendingLine(proposal('import', 'principle'), 'zh')).toContain(`接受后「${RED.text}」不再是红线，写进来的这条是「原则」；它要是有守卫，守卫也不会再问你。`)
    expect(pendingLine(proposal('update', 'principle'), 'en')).toContain('would stop being a red line')
    expect(pendingLine(proposal('import', 'redline'), 'en')).not.toContain('red line')
  })
})
