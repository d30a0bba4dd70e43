// The lead's chat-form probes (test/fixtures/chat-probes.jsonl, labelled blind before any verdict;
// TUNE data, written while tuning the gate): a regression guard. Every labelled pair must get its
// label from the gate, except the pairs of chat-probes-known-wrong.json, which record the gate's
// wrong verdict when the list was made. The list is a ratchet: a listed pair the gate now gets right
// fails until its id is removed, so the list only shrinks; a pair off the list that flips fails.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allChatProbes, chatProbes, type LabelledProbe } from '../bench/chat-probes.js'
import { groundIn } from '../src/core/ground.js'
import { root } from './helpers/grounding-set.js'

type Verdict = 'live' | 'held'
const KNOWN_WRONG_FILE = 'test/fixtures/chat-probes-known-wrong.json'
const knownWrong = JSON.parse(readFileSync(join(root, KNOWN_WRONG_FILE), 'utf8')) as Record<string, Verdict>

const probes = chatProbes()
const labelOf = (p: LabelledProbe): Verdict => p.grounded ? 'live' : 'held'
const verdictOf = (p: LabelledProbe): Verdict => groundIn(p.judgment, p.messages.map((text) => ({ text }))).grounded ? 'live' : 'held'
const show = (p: LabelledProbe, v: Verdict) => `${p.id} (${p.class}, ${p.lang}): gate ${v}, label ${labelOf(p)} · ${p.judgment} ⇐ ${p.messages.join(' // ')}`

describe('chat probes of the grounding gate', () => {
  it('lists as known-wrong only labelled pairs of the fixture, each with the verdict its label rules out', () => {
    const byId = new Map(probes.map((p) => [p.id, p]))
    expect(new Set(allChatProbes().map((p) => p.id)).size).toBe(allChatProbes().length)
    const stray = Object.entries(knownWrong).filter(([id, v]) => !byId.has(id) || v === labelOf(byId.get(id)!))
    expect(stray, `${KNOWN_WRONG_FILE}: ids not in the fixture (or unclear), or a verdict equal to the label`).toEqual([])
  })

  it('gives every labelled pair off the known-wrong list its label', () => {
    const flipped = probes.filter((p) => !(p.id in knownWrong)).flatMap((p) => {
      const v = verdictOf(p)
      return v === labelOf(p) ? [] : [show(p, v)]
    })
    expect(flipped, 'the gate now gets these pairs wrong (a regression): fix the gate, do not add them to the known-wrong list').toEqual([])
  })

  it('still gets each known-wrong pair wrong the same way (remove fixed ones from the list)', () => {
    const fixed = probes.filter((p) => p.id in knownWrong).flatMap((p) => {
      const v = verdictOf(p)
      return v === knownWrong[p.id] ? [] : [show(p, v)]
    })
    expect(fixed, `the gate now gets these right: remove their ids from ${KNOWN_WRONG_FILE}`).toEqual([])
  })
})
