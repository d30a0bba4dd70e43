// Which waiting proposals a folded "等待你确认 / Waiting for your OK" shows (client/proposal-fold.ts):
// the first few, those that need the user's eye first; a list one longer than the few is not folded;
// the toggle says how many that need attention it folds away. The browser half is
// test/browser/proposals-fold.test.ts.
import { expect, test } from 'vitest'
import type { Proposal } from '../client/api.js'
import { FOLD_STRINGS, FOLDED_SHOWN, foldProposals, needsAttention } from '../client/proposal-fold.js'

let seq = 0
const proposal = (over: Partial<Proposal> = {}): Proposal => ({
  id: `p_${++seq}`, kind: 'import', status: 'pending', source: 'import', why: 'ungrounded', createdAt: 1, updatedAt: 1,
  judgment: { text: `rule ${seq}`, kind: 'taste', reason: '' }, evidence: [], fingerprint: `f${seq}`, ...over,
} as Proposal)
const ids = (list: readonly Proposal[]) => list.map((p) => p.id)

test('a list one longer than the few is shown whole, with no toggle', () => {
  const list = Array.from({ length: FOLDED_SHOWN + 1 }, () => proposal())
  expect(foldProposals(list, false)).toEqual({ shown: list, hidden: 0, hiddenAttention: 0, folds: false })
})

test('a long list shows the first few in its order, and all when expanded', () => {
  const list = Array.from({ length: 40 }, () => proposal())
  const folded = foldProposals(list, false)
  expect(ids(folded.shown)).toEqual(ids(list.slice(0, FOLDED_SHOWN)))
  expect(folded).toMatchObject({ hidden: 40 - FOLDED_SHOWN, hiddenAttention: 0, folds: true })
  expect(ids(foldProposals(list, true).shown)).toEqual(ids(list))
})

test('red lines, guards and contradicting or replacing writes come first, folded or not; an out-of-date one does not', () => {
  const plain = Array.from({ length: 10 }, () => proposal())
  const red = proposal({ judgment: { text: 'Never force-push to main.', kind: 'redline', reason: '' } })
  const contradicting = proposal({ contradicts: [{ id: 'x', text: 'Always use yarn' }] })
  const replacing = proposal({ replaces: { id: 'j', text: 'Use tabs' } })
  const forgetting = proposal({ kind: 'forget', judgment: undefined, target: { id: 'j2', text: 'Never deploy on Fridays.', kind: 'redline' } })
  const stale = proposal({ kind: 'guard', stale: 'target-gone' })
  const list = [...plain.slice(0, 7), red, stale, contradicting, ...plain.slice(7), replacing, forgetting]
  expect([red, contradicting, replacing, forgetting].every(needsAttention)).toBe(true)
  expect(needsAttention(stale)).toBe(false)
  const folded = foldProposals(list, false)
  expect(ids(folded.shown)).toEqual(ids([red, contradicting, replacing, forgetting, plain[0]!]))
  expect(ids(foldProposals(list, true).shown)).toEqual(ids([red, contradicting, replacing, forgetting, ...plain.slice(0, 7), stale, ...plain.slice(7)]))
})

test('when more need attention than a folded list shows, the toggle says how many of them it folds away', () => {
  const reds = Array.from({ length: FOLDED_SHOWN + 2 }, (_, i) => proposal({ judgment: { text: `Never do thing ${i}.`, kind: 'redline', reason: '' } }))
  const folded = foldProposals([proposal(), ...reds, proposal()], false)
  expect(folded.hiddenAttention).toBe(2)
  expect(FOLD_STRINGS.zh.showAll(9, folded.hiddenAttention)).toBe('展开全部 9 条（还有 2 条需要你留意）')
  expect(FOLD_STRINGS.en.showAll(9, folded.hiddenAttention)).toBe('Show all 9 (2 more need your attention)')
  expect(FOLD_STRINGS.en.showAll(9, 1)).toBe('Show all 9 (1 more needs your attention)')
  expect(FOLD_STRINGS.zh.showAll(40, 0)).toBe('展开全部 40 条')
})
