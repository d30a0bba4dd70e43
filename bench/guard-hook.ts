// What the red-line gate costs per tool call (#20): the same calls through the real tools pipeline
// (`ctx.tools.execute`, in-process, a stand-in `bash` that runs nothing) without the plugin and with
// the plugin holding 20 guarded red lines, in one run. The calls cross no guard (the common case:
// the gate matches and lets them pass); one row shows a call that crosses one set to `warn`, which
// adds the write of the occasion.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Context } from '@deepseek-ai/cordis'
import * as storage from '@deepseek-ai/dsh-storage'
import * as storageDomain from '@deepseek-ai/dsh-storage-domain'
import * as storageJson from '@deepseek-ai/dsh-storage-json'
import * as systemPrompt from '@deepseek-ai/dsh-system-prompt'
import * as tools from '@deepseek-ai/dsh-tools'
import * as webServer from '@deepseek-ai/dsh-host-webserver'
import { defineTool } from '@deepseek-ai/dsh-tools'
import * as mirror from '../src/index.js'
import { parseGuardSpec } from '../src/core/guard/index.js'
import { gateCall } from '../src/guards/hook.js'
import type { ActiveGuard, GuardStore } from '../src/guards/store.js'

const pluginOf = (mod: Record<string, unknown>): any => typeof mod.default === 'function' ? mod.default : mod

/** Commands a coding agent runs all day; none crosses the guards below. */
export const PASSING_COMMANDS = [
  'ls -la',
  'npm test',
  'git status && git diff --stat',
  'cat package.json | jq .version',
  'node scripts/build.mjs && echo done',
  'grep -rn "TODO" src | head -20',
  'cd packages/app && npx tsc --noEmit',
  'echo "rm -rf is dangerous"',
]

const RED_LINES: Array<{ text: string; guard: Record<string, unknown> }> = [
  { text: '删东西之前必须先问我', guard: { catalogue: ['delete-files'] } },
  { text: 'Never force-push', guard: { catalogue: ['force-push'] } },
  { text: '不要直接推到 main', guard: { catalogue: ['push-main'] } },
  { text: 'Never run git reset --hard without asking', guard: { catalogue: ['reset-hard'] } },
  { text: '不要用 sudo', guard: { catalogue: ['sudo'] } },
  { text: 'Never publish a package without asking', guard: { catalogue: ['publish'] } },
  { text: '不要删数据库里的表', guard: { catalogue: ['destructive-sql'] } },
  { text: 'Never skip the git hooks', guard: { catalogue: ['skip-hooks'] } },
  { text: '不要把下载的脚本直接管道给 shell', guard: { catalogue: ['pipe-to-shell'] } },
  { text: 'Ask before adding a dependency', guard: { catalogue: ['add-dependency'] } },
  ...Array.from({ length: 10 }, (_, i) => ({
    text: `Never touch the production service number ${i + 1}`,
    guard: { matchers: [{ command: 'kubectl', args: ['delete', `svc-${i}`] }, { path: `**/prod-${i}/*.yaml` }, { tool: `deploy_${i}` }] },
  })),
]

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}

async function host(withPlugin: boolean, root: string) {
  const ctx = new Context()
  ctx.plugin(pluginOf(storage))
  ctx.plugin(pluginOf(storageJson), { root })
  ctx.plugin(pluginOf(storageDomain), { backend: 'json' })
  ctx.plugin(pluginOf(tools))
  ctx.plugin(pluginOf(systemPrompt))
  ctx.plugin(pluginOf(webServer), { host: '127.0.0.1', port: 0 })
  const c = ctx as unknown as Record<string, any>
  for (let i = 0; !(c.storageDomain && c.tools && c.systemPrompt && c.webServer?.port); i++) {
    if (i > 500) throw new Error('host services did not start')
    await new Promise((r) => setTimeout(r, 10))
  }
  c.tools.register(defineTool({
    name: 'bash',
    description: 'stand-in',
    parameters: { command: { type: 'string', required: true } },
    output: { schema: { type: 'string' }, render: (_a, v) => [{ type: 'text', text: v }] },
    execute: async () => 'ok',
  }))
  let seq = 0
  const call = (name: string, args: unknown) => c.tools.execute({ callId: `b${++seq}`, name, arguments: args, signal: new AbortController().signal })
  if (withPlugin) {
    ctx.plugin(mirror as never, { confirm: 'never', capacity: 40, guardMode: 'warn' } as never)
    const base = `http://127.0.0.1:${c.webServer.port}/dsh-mirror/api`
    for (let i = 0; i < 500; i++) {
      const res = await fetch(`${base}/judgments`).catch(() => undefined)
      if (res?.status === 200) break
      await new Promise((r) => setTimeout(r, 20))
    }
    for (const line of RED_LINES) {
      const result = await call('mirror_remember', { text: line.text, kind: 'redline', reason: 'bench' })
      const id = /j_\w+/.exec(result.content[0].text)?.[0]
      const res = await fetch(`${base}/guards/${id}`, { method: 'POST', headers: { 'X-DSH-Mirror': '1', 'Content-Type': 'application/json' }, body: JSON.stringify(line.guard) })
      if (res.status !== 200) throw new Error(`guard for ${line.text}: ${res.status} ${await res.text()}`)
    }
  }
  return { ctx, call }
}

async function latencies(call: (name: string, args: unknown) => Promise<{ isError?: boolean }>, commands: readonly string[], n: number) {
  for (let i = 0; i < 200; i++) await call('bash', { command: commands[i % commands.length] })
  const times: number[] = []
  for (let i = 0; i < n; i++) {
    const t = performance.now()
    const result = await call('bash', { command: commands[i % commands.length] })
    times.push(performance.now() - t)
    if (result.isError) throw new Error(`a passing call was refused: ${commands[i % commands.length]}`)
  }
  return times.sort((a, b) => a - b)
}

export interface GuardHookRow { label: string; p50: number; p99: number; baseP50: number; baseP99: number }

/** The gate alone (what the plugin's pre-execute listener does per call), over the same 20 guards. */
export async function gateAlone(n = 20_000) {
  const active: ActiveGuard[] = RED_LINES.map((line, i) => {
    const parsed = parseGuardSpec(line.guard)
    if (!parsed.ok) throw new Error(`${line.text}: ${parsed.error}`)
    const now = Date.now()
    return {
      guard: { id: `j_${i}`, spec: parsed.spec, origin: 'user', createdAt: now, updatedAt: now },
      redLine: { id: `j_${i}`, text: line.text, kind: 'redline', reason: '', hits: 1, createdAt: now, updatedAt: now, lastSeenAt: now, source: 'tool' },
      words: line.text,
      mode: 'ask',
    }
  })
  const store = { active: () => active } as unknown as GuardStore
  const deps = { guards: () => store, record: async () => {}, globalMode: () => 'ask' as const, approval: () => undefined }
  const run = (i: number) => gateCall(deps, { name: 'bash', arguments: { command: PASSING_COMMANDS[i % PASSING_COMMANDS.length] } }, { kind: 'allow' })
  for (let i = 0; i < 2000; i++) await run(i)
  const times: number[] = []
  for (let i = 0; i < n; i++) {
    const t = performance.now()
    const result = await run(i)
    times.push(performance.now() - t)
    if (result.decision.kind !== 'allow') throw new Error(`the gate stopped a passing call: ${PASSING_COMMANDS[i % PASSING_COMMANDS.length]}`)
  }
  times.sort((a, b) => a - b)
  return { n, p50: quantile(times, 0.5), p99: quantile(times, 0.99), max: times.at(-1)! }
}

export async function guardHookBench(n = 3000): Promise<GuardHookRow[]> {
  const root = await mkdtemp(join(tmpdir(), 'dum-bench-guard-'))
  try {
    const bare = await host(false, join(root, 'bare'))
    const guarded = await host(true, join(root, 'guarded'))
    // Interleaved halves, so drift on a shared machine hits both alike.
    const a1 = await latencies(bare.call, PASSING_COMMANDS, n / 2)
    const b1 = await latencies(guarded.call, PASSING_COMMANDS, n / 2)
    const a2 = await latencies(bare.call, PASSING_COMMANDS, n / 2)
    const b2 = await latencies(guarded.call, PASSING_COMMANDS, n / 2)
    const base = [...a1, ...a2].sort((x, y) => x - y)
    const ours = [...b1, ...b2].sort((x, y) => x - y)
    const warned = await latencies(guarded.call, ['rm -rf build'], 200)
    const rows: GuardHookRow[] = [
      { label: `${PASSING_COMMANDS.length} everyday commands, none crossing (n = ${n})`, p50: quantile(ours, 0.5), p99: quantile(ours, 0.99), baseP50: quantile(base, 0.5), baseP99: quantile(base, 0.99) },
      { label: '`rm -rf build`, crossing a `warn` guard (occasion written; n = 200)', p50: quantile(warned, 0.5), p99: quantile(warned, 0.99), baseP50: quantile(base, 0.5), baseP99: quantile(base, 0.99) },
    ]
    await (bare.ctx as unknown as { scope?: { dispose?(): Promise<void> } }).scope?.dispose?.()
    await (guarded.ctx as unknown as { scope?: { dispose?(): Promise<void> } }).scope?.dispose?.()
    return rows
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}

/** The section for bench/RESULTS.md. */
export async function guardHookSection(emit: (line?: string) => void) {
  const ms = (x: number) => x.toFixed(3)
  emit('## Red-line guards: what the pre-execute gate costs per tool call (issue 20)')
  emit()
  emit(`The same calls through the real tools pipeline (\`ctx.tools.execute\`, in-process, a stand-in \`bash\` that runs nothing), without the plugin and with it holding ${RED_LINES.length} guarded red lines (10 catalogue entries, 10 guards of 3 matchers each), measured in the same run, interleaved. *Added* = with − without.`)
  emit()
  emit('| calls | p50 ms | p99 ms | without: p50 | without: p99 | added p50 | added p99 | p99 ratio |')
  emit('|---|---:|---:|---:|---:|---:|---:|---:|')
  for (const r of await guardHookBench()) {
    emit(`| ${r.label} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.baseP50)} | ${ms(r.baseP99)} | ${ms(r.p50 - r.baseP50)} | ${ms(r.p99 - r.baseP99)} | ${(r.p99 / r.baseP99).toFixed(2)}× |`)
  }
  emit()
  const gate = await gateAlone()
  emit(`The gate alone (\`gateCall\`: the cached active guards, guard-core's \`decideCall\` over the 20 specs, the answer), the same ${PASSING_COMMANDS.length} commands, n = ${gate.n}: p50 ${ms(gate.p50)} ms, p99 ${ms(gate.p99)} ms, max ${ms(gate.max)} ms. The whole-pipeline p99 on this shared 2-core machine is dominated by scheduling and GC pauses that hit the calls with and without the plugin alike; the gate's own p99 is the figure the 1 ms aim is about.`)
  emit()
}
