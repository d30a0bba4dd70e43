// Counting new text must leave the host's heap where it was: the plugin counts in a worker whose
// memory goes away with it. Measured in a child process with --expose-gc (this test runner's own
// heap is too busy to read), against the in-thread count as the control that shows the difference.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { costsFrom, countTokens } from '../src/core/index.js'

const root = fileURLToPath(new URL('..', import.meta.url))
// Inside node_modules so the bundle's bare import (gpt-tokenizer) resolves from the project.
const outdir = `${root}node_modules/.cache/dsh-user-mirror-test`

const CHILD = `
import { createRequire } from 'node:module'
import { IsolatedCounter } from './counter.mjs'
import { ENCODER_MODULE } from './tokens.mjs'
const [isolation, json] = process.argv.slice(2)
const lines = JSON.parse(json)
const memory = () => { for (let i = 0; i < 4; i++) globalThis.gc(); const m = process.memoryUsage(); return { heap: m.heapUsed, rss: m.rss } }
// Warm the message path (not the encoder) with one tiny count on a throwaway isolate.
const warm = new IsolatedCounter({ isolation, idleMs: 10 })
await warm.count(['x'])
await warm.stop()
const counter = new IsolatedCounter({ isolation, idleMs: 10 })
const before = memory()
const costs = await counter.count(lines)
// The isolate exits on its own after idleMs; wait for it rather than for a time.
while (counter.running) await new Promise((r) => setTimeout(r, 20))
await new Promise((r) => setTimeout(r, 100))
const afterIsolate = memory()
const encoder = createRequire(import.meta.url)(ENCODER_MODULE)
const inThread = lines.map((l) => encoder.encode(l, { disallowedSpecial: new Set() }).length)
const afterInThread = memory()
process.stdout.write(JSON.stringify({ costs, starts: counter.starts, before, afterIsolate, afterInThread, inThread }))
`

interface Memory { heap: number; rss: number }
interface ChildReport {
  costs: { line: number; joined: number }[]
  starts: number
  before: Memory
  afterIsolate: Memory
  afterInThread: Memory
  inThread: number[]
}

const MB = 1024 * 1024

async function buildChild() {
  mkdirSync(outdir, { recursive: true })
  await build({
    entryPoints: { counter: `${root}src/prompt/counter.ts`, tokens: `${root}src/core/tokens.ts` },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'silent',
  })
  writeFileSync(`${outdir}/child.mjs`, CHILD)
}

const lines = readFileSync(new URL('./fixtures/topic-pairs.jsonl', import.meta.url), 'utf8').split('\n').filter(Boolean).slice(0, 100)
  .map((l) => `- [principle] ${(JSON.parse(l) as { a: string }).a}`)
  .concat('- [redline] Never print <|endoftext|> or <|endofprompt|> in answers')

function run(isolation: 'process' | 'worker'): ChildReport {
  return JSON.parse(execFileSync(process.execPath, ['--expose-gc', `${outdir}/child.mjs`, isolation, JSON.stringify(lines)], { encoding: 'utf8' })) as ChildReport
}

describe('off-heap counting', () => {
  for (const isolation of ['process', 'worker'] as const) {
    it(`counts in a ${isolation} and leaves the host's heap where it started (the in-thread count does not)`, async () => {
      await buildChild()
      const out = run(isolation)
      // The counts are right, special-token spellings counted as text …
      const counted = costsFrom(countTokens)
      expect(out.costs).toEqual(lines.map((t) => counted({} as never, t)))
      expect(out.starts).toBe(1)
      // … and the host's heap is back where it started (within 1 MB), while the encoder in the
      // thread itself holds it many times over: the comparison shows the test sees the difference.
      expect(out.afterIsolate.heap - out.before.heap).toBeLessThan(1 * MB)
      expect(out.afterInThread.heap - out.afterIsolate.heap).toBeGreaterThan(10 * MB)
      expect(out.inThread).toEqual(out.costs.map((c) => c.line))
      // A child process gives the host's process its memory back too (a worker's freed memory
      // stays in the process's allocator arenas: docs/footprint.md).
      if (isolation === 'process') expect(out.afterIsolate.rss - out.before.rss).toBeLessThan(8 * MB)
    })
  }
})
