// Which held writes a write in the user's words withdraws (src/grounding/restated.ts), what the model
// is told when a write is held only for words it added (render.ts), and the card's line (cards.ts).
// The whole path in the real host is test/e2e/restated.test.ts.
import { describe, expect, it } from 'vitest'
import type { Proposal } from '../src/core/proposal.js'
import { RESTATED_WITHIN_MS, restatedBy } from '../src/grounding/restated.js'
import { renderPending } from '../src/grounding/render.js'
import type { PendingResult } from '../src/grounding/gate.js'
import { rememberLines, type RememberMeta } from '../src/tools/cards.js'
import { withdrewIds } from '../client/withdrawn.js'

const SAID = 'haha ok yeah I personally hate redux boilerplate, I\'d rather just use context or zustand for small stuff like this'
const ADDS = 'For small UI state like this, prefer React context or Zustand over Redux'
const THEIRS = 'Prefer context or zustand over redux for small stuff'
const NOW = 1_800_000_000_000

const held = (over: Partial<Proposal> = {}): Proposal => ({
  id: 'p_1', kind: 'add', status: 'pending', source: 'tool', why: 'ungrounded', createdAt: NOW - 1000, updatedAt: NOW - 1000,
  judgment: { text: ADDS, kind: 'taste', reason: 'r' }, evidence: [], fingerprint: 'f',
  closeTo: { quote: SAID, blocked: 'adds', added: ['React'] }, ...over,
})

describe('a write in the user\'s words withdraws the held wording of it', () => {
  it('withdraws a model write held for words it added, from the same message, on the same topic, waiting a short while', () => {
    expect(restatedBy([held()], THEIRS, SAID, NOW).map((p) => p.id)).toEqual(['p_1'])
    // The quote the proposal keeps is cut (…) and may be a piece of the message.
    expect(restatedBy([held({ closeTo: { quote: 'I\'d rather just use context or zustand for small…', blocked: 'near', added: ['React'] } })], THEIRS, SAID, NOW)).toHaveLength(1)
  })

  it('withdraws nothing else', () => {
    const cases: Array<[string, Partial<Proposal>]> = [
      ['held for what it changes', { closeTo: { quote: SAID, blocked: 'changes', changed: [{ from: ['zustand'], to: ['redux'] }] } }],
      ['held with no word named', { closeTo: { quote: SAID, blocked: 'near' } }],
      ['held with no words of the user at all', { closeTo: undefined }],
      ['from another message', { closeTo: { quote: 'use redux for everything, it is our standard', blocked: 'adds', added: ['React'] } }],
      ['another topic', { judgment: { text: 'Run database migrations in a transaction', kind: 'workflow', reason: 'r' } }],
      ['waiting too long', { updatedAt: NOW - RESTATED_WITHIN_MS - 1 }],
      ['an update of a stored judgment', { kind: 'update', target: { id: 'j_1', text: 'Use Redux', kind: 'taste' } }],
      ['written by distill, not this tool', { source: 'distill' }],
      ['waiting because the user confirms everything', { why: 'confirm-always' }],
      ['already rejected', { status: 'rejected' }],
    ]
    for (const [name, over] of cases) {
      const p = held(over)
      expect(restatedBy(p.status === 'pending' ? [p] : [], THEIRS, SAID, NOW), name).toEqual([])
    }
  })
})

const pending = (beyond: PendingResult['beyond']): PendingResult => ({ outcome: 'pending', action: 'add', proposal: { id: 'p_1', kind: 'add', why: 'ungrounded', text: ADDS }, beyond })

describe('what the model is told of a write held for words it added', () => {
  it('names the words and offers to say it again in the user\'s words', () => {
    expect(renderPending(pending({ blocked: 'adds', quote: SAID, added: ['React'] }))).toContain('If the user\'s words already say it without “React”, call mirror_remember again with it in their words; that write is checked the same way, and this one is then withdrawn.')
  })

  it('offers nothing for a write that changes, flips or widens what they said, or has no words of theirs behind it', () => {
    for (const beyond of [{ blocked: 'changes' as const, quote: SAID, changed: [{ from: ['a'], to: ['b'] }] }, { blocked: 'opposite' as const, quote: SAID }, { blocked: 'generalises' as const, quote: SAID }, { blocked: 'adds' as const, added: ['React'] }, undefined]) {
      expect(renderPending(pending(beyond))).not.toContain('call mirror_remember again')
    }
  })
})

describe('the card of the write that took its place', () => {
  const meta: RememberMeta = { outcome: 'created', id: 'j_1', kind: 'taste', text: THEIRS, hits: 1, total: 1, withdrew: [{ id: 'p_1', text: ADDS }] }
  it('says which wording was withdrawn, in both languages', () => {
    expect(rememberLines(meta, 'en').lines).toContain(`The earlier wording that waited for your OK was withdrawn: “${ADDS}”; this one, backed by your words, takes its place.`)
    expect(rememberLines(meta, 'zh').lines).toContain(`先前等你确认的说法已撤回：「${ADDS}」；这一句有你的话为据，代替了它。`)
  })
  it('a malformed list in a persisted log says nothing rather than breaking the card', () => {
    for (const withdrew of ['p_1', [{ text: ADDS }], [{ id: 'p_1', text: ADDS }, null]]) {
      const bad = { ...meta, withdrew } as unknown as RememberMeta
      expect(rememberLines(bad, 'en').lines.join('\n')).not.toContain('withdrawn')
      // The page reads the ids from the same meta, checked by the same rule as the card's line.
      expect(withdrewIds(bad)).toEqual([])
    }
    expect(withdrewIds(meta)).toEqual(['p_1'])
    const near = { ...meta, withdrew: undefined, near: [{ id: 'j_2' }] } as unknown as RememberMeta
    expect(rememberLines(near, 'en').lines.join('\n')).not.toContain('Close but not merged')
  })
})
