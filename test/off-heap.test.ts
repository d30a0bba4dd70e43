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
import { WorkerCounter } from './counter.mjs'
import { ENCODER_MODULE } from './tokens.mjs'
const lines = JSON.parse(process.argv[2])
const heap = () => { for (let i = 0; i < 4; i++) globalThis.gc(); return process.memoryUsage().heapUsed }
// Warm everything that is not the encoder (worker_threads, the message path) with an empty count.
const counter = new WorkerCounter({ idleMs: 10 })
await counter.count([])
const before = heap()
const costs = await counter.count(lines)
// The worker exits on its own after idleMs; wait for it rather than for a time.
while (counter.running) await new Promise((r) => setTimeout(r, 20))
const afterWorker = heap()
const encoder = createRequire(import.meta.url)(ENCODER_MODULE)
const inThread = lines.map((l) => encoder.encode(l, { disallowedSpecial: new Set() }).length)
const afterInThread = heap()
process.stdout.write(JSON.stringify({ costs, starts: counter.starts, before, afterWorker, afterInThread, inThread }))
`

interface ChildReport {
  costs: { line: number; joined: number }[]
  starts: number
  before: number
  afterWorker: number
  afterInThread: number
  inThread: number[]
}

describe('off-heap counting', () => {
  it('counts in a worker and leaves the host\'s heap where it started (the in-thread count does not)', async () => {
    mkdirSync(outdir, { recursive: true })
    await build({
      entryPoints: { counter: `${root}src/counter.ts`, tokens: `${root}src/core/tokens.ts` },
      outdir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      logLevel: 'silent',
    })
    writeFileSync(`${outdir}/child.mjs`, CHILD)
    const texts = readFileSync(new URL('./fixtures/topic-pairs.jsonl', import.meta.url), 'utf8').split('\n').filter(Boolean).slice(0, 100)
      .map((l) => `- [principle] ${(JSON.parse(l) as { a: string }).a}`)
    const out = JSON.parse(execFileSync(process.execPath, ['--expose-gc', `${outdir}/child.mjs`, JSON.stringify(texts)], { encoding: 'utf8' })) as ChildReport
    // The counts are right …
    const counted = costsFrom(countTokens)
    expect(out.costs).toEqual(texts.map((t) => counted({} as never, t)))
    expect(out.starts).toBe(1)
    // … and the host's heap is back where it started (within 1 MB), while the encoder in the
    // thread itself holds it many times over: the comparison shows the test can see the difference.
    const MB = 1024 * 1024
    expect(out.afterWorker - out.before).toBeLessThan(1 * MB)
    expect(out.afterInThread - out.afterWorker).toBeGreaterThan(10 * MB)
    expect(out.inThread).toEqual(out.costs.map((c) => c.line))
  })
})
