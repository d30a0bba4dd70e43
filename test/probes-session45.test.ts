// The lead's probe batches of session 45 (test/fixtures/probes-session45.jsonl): rules in chat words,
// in both languages, each restated faithfully ("paraphrase") or turned round, given another value or
// put on another case ("turned"), written by hand while changing the gate — tune data, not a measure
// of unseen text. At the start of that session 31 of the 262 turned rules went live and 42 of the 159
// paraphrases waited; it left 6 and 36, session 46 left 4 and 36, and this guards that (each fix has a
// suite of its own).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'

interface Probe { batch: string; label: 'paraphrase' | 'turned'; messages: string[]; judgment: string }
const probes: Probe[] = readFileSync(new URL('./fixtures/probes-session45.jsonl', import.meta.url), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Probe)
const live = (p: Probe) => groundIn(p.judgment, p.messages.map((text) => ({ text }))).grounded

describe('the probe batches of session 45', () => {
  it('are what the file says: both labels, unique pairs', () => {
    expect(new Set(probes.map((p) => `${p.messages.join('\n')}\t${p.judgment}`)).size).toBe(probes.length)
    expect(probes.every((p) => p.label === 'paraphrase' || p.label === 'turned')).toBe(true)
  })

  it('let at most 4 turned rules live and hold at most 36 paraphrases', () => {
    const turned = probes.filter((p) => p.label === 'turned')
    const paraphrases = probes.filter((p) => p.label === 'paraphrase')
    expect(turned.filter(live).length).toBeLessThanOrEqual(4)
    expect(paraphrases.filter((p) => !live(p)).length).toBeLessThanOrEqual(36)
  })
})
