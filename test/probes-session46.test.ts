// The lead's probe batches of session 46 (test/fixtures/probes-session46.jsonl): rules in chat words and
// in the words of agent files (backticked names, paths, commands), in both languages, each restated
// faithfully ("paraphrase") or turned round, given another value or put on another case ("turned"),
// written by hand while changing the gate — tune data, not a measure of unseen text. At the start of
// that session 41 of the 302 turned rules went live and 45 of the 210 paraphrases waited; it left 14
// and 36, and this guards that (the fixes have a suite of their own: grounding-session46-shapes.test.ts).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'

interface Probe { batch: string; label: 'paraphrase' | 'turned'; messages: string[]; judgment: string }
const probes: Probe[] = readFileSync(new URL('./fixtures/probes-session46.jsonl', import.meta.url), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Probe)
const live = (p: Probe) => groundIn(p.judgment, p.messages.map((text) => ({ text }))).grounded

describe('the probe batches of session 46', () => {
  it('are what the file says: both labels, unique pairs', () => {
    expect(new Set(probes.map((p) => `${p.messages.join('\n')}\t${p.judgment}`)).size).toBe(probes.length)
    expect(probes.every((p) => p.label === 'paraphrase' || p.label === 'turned')).toBe(true)
    expect(probes.length).toBe(512)
  })

  it('let at most 14 turned rules live and hold at most 36 paraphrases', () => {
    const turned = probes.filter((p) => p.label === 'turned')
    const paraphrases = probes.filter((p) => p.label === 'paraphrase')
    expect(turned.filter(live).length).toBeLessThanOrEqual(14)
    expect(paraphrases.filter((p) => !live(p)).length).toBeLessThanOrEqual(36)
  })
})
