// Issue 19 (helper match19): the matcher as it is, read once on the within-file pair set from agent
// instruction files (test/fixtures/agent-file-pairs.jsonl, labelled blind before this was written).
// Prints counts only, never a pair. Read-only: it tunes nothing and writes nothing.

import { readFileSync } from 'node:fs'
import { NEAR_THRESHOLD, SAME_TOPIC_THRESHOLD, topicScore } from '../src/core/topic.js'
import { fixtureFile, readJsonLines } from './fixture-file.js'

export interface AgentFilePair {
  a: string
  b: string
  label: 'same' | 'different'
  source: { repo: string; path: string; commit: string; licence: string }
}
export interface AgentFileStat { repo: string; path: string; ruleLines: number; candidates: number; kept: number }

export const PAIRS_FIXTURE = 'test/fixtures/agent-file-pairs.jsonl'
export const FILES_FIXTURE = 'test/fixtures/agent-file-pairs-files.json'

export const loadAgentFilePairs = (): AgentFilePair[] =>
  readJsonLines<AgentFilePair>(fixtureFile(PAIRS_FIXTURE))
export const loadAgentFileStats = (): AgentFileStat[] => JSON.parse(readFileSync(fixtureFile(FILES_FIXTURE), 'utf8')) as AgentFileStat[]

const ratio = (n: number, d: number) => (d ? (n / d).toFixed(3) : 'n/a')

export function agentFilePairs(emit = console.log) {
  const pairs = loadAgentFilePairs()
  const stats = loadAgentFileStats()
  const ruleLines = stats.reduce((n, s) => n + s.ruleLines, 0)
  const weight = new Map(stats.map((s) => [`${s.repo}:${s.path}`, s.kept ? s.candidates / s.kept : 0]))
  emit(`agent-file pairs (within-file, blind): n=${pairs.length}, same=${pairs.filter((p) => p.label === 'same').length}, different=${pairs.filter((p) => p.label === 'different').length}; ${ruleLines} rule lines in ${stats.length} files`)
  emit(`thresholds: same-topic ${SAME_TOPIC_THRESHOLD}, near ${NEAR_THRESHOLD}`)
  for (const lang of ['all', 'en', 'zh'] as const) {
    const set = pairs.filter((p) => lang === 'all' || (lang === 'zh') === /[\u4e00-\u9fff]/.test(p.a + p.b))
    let autoSame = 0
    let falseMerges = 0
    let surfacedSame = 0
    let nearDifferent = 0
    let estimated = 0
    const same = set.filter((p) => p.label === 'same').length
    for (const p of set) {
      const s = topicScore(p.a, p.b)
      const auto = s >= SAME_TOPIC_THRESHOLD
      if (p.label === 'same') {
        if (auto) autoSame++
        if (s >= NEAR_THRESHOLD) surfacedSame++
      } else {
        if (auto) {
          falseMerges++
          estimated += weight.get(`${p.source.repo}:${p.source.path}`) ?? 0
        }
        if (s >= NEAR_THRESHOLD) nearDifferent++
      }
    }
    const autoAll = autoSame + falseMerges
    emit(`${lang} n=${set.length} same=${same}: automatic merges ${autoAll}, of them joining a different pair ${falseMerges}` +
      ` (${(falseMerges / ruleLines * 1000).toFixed(1)} per 1,000 rule lines in the sample;` +
      ` ${(estimated / ruleLines * 1000).toFixed(1)} per 1,000 rule lines estimated over all candidate pairs, each file's sample weighted by candidates/kept)` +
      ` | auto-merge precision ${ratio(autoSame, autoAll)} recall ${ratio(autoSame, same)} | surfaced recall ${ratio(surfacedSame, same)}` +
      ` | different pairs at or above near ${nearDifferent}`)
  }
}
