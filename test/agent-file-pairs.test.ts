// The blind within-file pair set from agent instruction files (issue 19, helper match19): its shape only.
// This test never runs the matcher: it reads the fixture as text and the snapshots with git.

import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

interface Row { a: string; b: string; label: string; source: { repo: string; path: string; commit: string; licence: string } }
interface Stat { repo: string; path: string; ruleLines: number; candidates: number; kept: number }

const rows = readFileSync(new URL('./fixtures/agent-file-pairs.jsonl', import.meta.url), 'utf8')
  .split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Row)
const stats = JSON.parse(readFileSync(new URL('./fixtures/agent-file-pairs-files.json', import.meta.url), 'utf8')) as Stat[]
const mirror = process.env.AGENT_FILES_MIRROR ?? '/work/.mirror'
const gitDir = (repo: string) => join(mirror, repo.replace('/', '+'), 'repo')
const LICENCES = ['MIT', 'Apache-2.0', 'MIT OR Apache-2.0']

describe('agent-file pairs', () => {
  it('has the known keys, labels and source fields', () => {
    expect(rows.length).toBeGreaterThanOrEqual(250)
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(['a', 'b', 'label', 'source'])
      expect(Object.keys(r.source).sort()).toEqual(['commit', 'licence', 'path', 'repo'])
      expect(['same', 'different']).toContain(r.label)
      expect(r.source.repo).toMatch(/^[\w.-]+\/[\w.-]+$/)
      expect(r.source.commit).toMatch(/^[0-9a-f]{40}$/)
      expect(r.source.path).toMatch(/(AGENTS|CLAUDE|GEMINI|copilot-instructions)\.md$/)
      expect(LICENCES).toContain(r.source.licence)
      for (const line of [r.a, r.b]) {
        expect(line.length).toBeGreaterThanOrEqual(25)
        expect(line.length).toBeLessThanOrEqual(200)
      }
      expect(r.a).not.toBe(r.b)
    }
  })

  it('has no duplicate pair, in either order', () => {
    const keys = rows.map((r) => [r.a, r.b].sort().join('\u0000'))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('draws each pair from a file the per-file counts list, at most `kept` pairs a file', () => {
    const kept = new Map(stats.map((s) => [`${s.repo}:${s.path}`, s.kept]))
    const per = new Map<string, number>()
    for (const r of rows) per.set(`${r.source.repo}:${r.source.path}`, (per.get(`${r.source.repo}:${r.source.path}`) ?? 0) + 1)
    for (const [file, n] of per) expect(n, file).toBe(kept.get(file))
    expect(stats.reduce((n, s) => n + s.kept, 0)).toBe(rows.length)
  })

  const present = rows.filter((r) => existsSync(gitDir(r.source.repo)))
  it.skipIf(present.length === 0)('has each line in its file at that commit (bold ** markers aside)', () => {
    const texts = new Map<string, string>()
    for (const r of present) {
      const key = `${r.source.repo}:${r.source.commit}:${r.source.path}`
      if (!texts.has(key)) {
        const text = execFileSync('git', ['--git-dir', gitDir(r.source.repo), 'show', `${r.source.commit}:${r.source.path}`], { encoding: 'utf8', maxBuffer: 1 << 26 })
        texts.set(key, text.replaceAll('**', ''))
      }
      for (const line of [r.a, r.b]) expect(texts.get(key)!.includes(line.replaceAll('**', '')), `${key}: ${line}`).toBe(true)
    }
  })

  it('is measured without the matcher here: this test imports nothing from src/ or bench/', () => {
    const source = readFileSync(new URL('./agent-file-pairs.test.ts', import.meta.url), 'utf8')
    expect(source.match(/^import .* from '([^']+)'/gm)?.filter((l) => /from '\.\.?\//.test(l))).toEqual([])
  })
})
