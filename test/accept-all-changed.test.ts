// "Accept all <kind>" leaves out a write the gate found changes the user's words (a value changed,
// a flip, a rule relaxed or widened) as it leaves out contradictions: it stays waiting and the notice
// names it, in both languages (walk15: "Accept all Taste (2)" accepted 30 → 50 lines in one click).
// The pure half of client/AcceptAllBar.tsx; a write the words merely do not back (adds, near, none)
// is accepted with the rest, as before.
import { expect, test } from 'vitest'
import type { Proposal } from '../client/api.js'
import { heldSentence, isHeld } from '../client/held-back.js'
import { CONTRADICT_EN, CONTRADICT_ZH } from '../client/contradict-strings.js'

let seq = 0
const proposal = (over: Partial<Proposal> = {}): Proposal => ({
  id: `p_${++seq}`, kind: 'add', status: 'pending', source: 'model', why: 'ungrounded', createdAt: 1, updatedAt: 1,
  judgment: { text: `rule ${seq}`, kind: 'taste', reason: '' }, evidence: [], fingerprint: `f${seq}`, ...over,
} as Proposal)

test('a write that changes, flips, relaxes or widens the user\'s words is held; one that only adds is not', () => {
  for (const blocked of ['changes', 'opposite', 'relaxes', 'generalises', 'one-occasion'] as const) {
    expect(isHeld(proposal({ closeTo: { quote: 'functions under 30 lines', blocked } }))).toBe(true)
  }
  expect(isHeld(proposal({ closeTo: { quote: 'functions under 30 lines', blocked: 'adds', added: ['always'] } }))).toBe(false)
  expect(isHeld(proposal({ closeTo: { quote: 'functions under 30 lines', blocked: 'near' } }))).toBe(false)
  expect(isHeld(proposal())).toBe(false)
})

test('the notice names what was left waiting, zh and en', () => {
  const held = [proposal({ judgment: { text: 'Keep functions under 50 lines', kind: 'taste', reason: '' }, closeTo: { quote: 'functions under 30 lines', blocked: 'changes', changed: [{ from: ['30 lines'], to: ['50 lines'] }] } })]
  expect(heldSentence(held, CONTRADICT_EN, 'en')).toBe('“Keep functions under 50 lines” changes what you said, so it was not accepted with the rest: look at it on its own.')
  expect(heldSentence(held, CONTRADICT_ZH, 'zh')).toBe('「Keep functions under 50 lines」改动了你说过的话，没有一起接受：请单独看一下它说的是不是你的意思。')
})
