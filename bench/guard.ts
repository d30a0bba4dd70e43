// Red-line guards (issue 20): quality of the "ask" decisions on the labelled shell commands and of
// red line → catalogue mapping, and what a decision costs per tool call. The labelled sets were
// committed before any tuning; the held-aside slice (a sha256 of the item) is never tuned on.

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { CATALOGUE, catalogueFor, decideCall, type CatalogueId, type Guard, type ToolCall } from '../src/core/guard/index.js'

const root = fileURLToPath(new URL(process.env.BENCH_ROOT ?? '../', import.meta.url))
type Split = 'tune' | 'holdout' | 'fresh'

export interface LabelledCommand {
  cmd: string
  labels: CatalogueId[]
  split: Split
  source: Record<string, unknown>
}

export interface LabelledRedLine {
  text: string
  lang: 'zh' | 'en' | 'mixed'
  entries: CatalogueId[]
  split: Split
}

const readJsonl = <T>(name: string): T[] =>
  readFileSync(`${root}test/fixtures/${name}`, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as T)

/** The set committed before tuning, plus the `fresh` set collected and labelled after tuning. */
export const labelledCommands = () => [...readJsonl<LabelledCommand>('guard-commands.jsonl'), ...readJsonl<LabelledCommand>('guard-commands-fresh.jsonl')]
export const labelledRedLines = () => readJsonl<LabelledRedLine>('guard-red-lines.jsonl')

const ALL_GUARDS: Guard[] = CATALOGUE.map((e) => ({ id: e.id, spec: { catalogue: [e.id] } }))
const bash = (command: string): ToolCall => ({ tool: 'bash', args: { command, description: 'bench' } })

export interface Counts {
  n: number
  positives: number
  tp: number
  fp: number
  fn: number
}
const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b)
export const precision = (c: Counts) => ratio(c.tp, c.tp + c.fp)
export const recall = (c: Counts) => ratio(c.tp, c.tp + c.fn)

export interface CommandOutcome {
  item: LabelledCommand
  asked: CatalogueId[]
  unreadable?: string
}

/** Every labelled command decided once against a guard per catalogue entry. */
export function commandOutcomes(): CommandOutcome[] {
  return labelledCommands().map((item) => {
    const d = decideCall(bash(item.cmd), ALL_GUARDS)
    return { item, asked: [...new Set(d.matches.map((m) => m.entryId!))], unreadable: d.unreadable }
  })
}

/** "Ask" counts for one entry (or any entry when `entry` is null); unreadable asks too. */
export function askCounts(outcomes: readonly CommandOutcome[], entry: CatalogueId | null): Counts {
  const c: Counts = { n: outcomes.length, positives: 0, tp: 0, fp: 0, fn: 0 }
  for (const o of outcomes) {
    const positive = entry ? o.item.labels.includes(entry) : o.item.labels.length > 0
    const asked = Boolean(o.unreadable) || (entry ? o.asked.includes(entry) : o.asked.length > 0)
    if (positive) c.positives++
    if (asked && positive) c.tp++
    else if (asked) c.fp++
    else if (positive) c.fn++
  }
  return c
}

export interface MappingOutcome {
  item: LabelledRedLine
  got: CatalogueId[]
}

export const mappingOutcomes = (): MappingOutcome[] => labelledRedLines().map((item) => ({ item, got: catalogueFor(item.text) }))

/** Entry-level counts of red line → catalogue mapping (each (sentence, entry) pair is one decision). */
export function mappingCounts(outcomes: readonly MappingOutcome[]): Counts {
  const c: Counts = { n: outcomes.length, positives: 0, tp: 0, fp: 0, fn: 0 }
  for (const o of outcomes) {
    c.positives += o.item.entries.length
    for (const e of o.got) {
      if (o.item.entries.includes(e)) c.tp++
      else c.fp++
    }
    for (const e of o.item.entries) if (!o.got.includes(e)) c.fn++
  }
  return c
}

/** A realistic mix of tool calls an agent makes, most of them crossing no red line. */
const CALL_MIX: ToolCall[] = [
  bash('npm test'),
  bash('git status && git diff --stat'),
  bash('ls -la src'),
  bash('grep -rn \'TODO\' src | head -20'),
  bash('cd packages/app && npx tsc --noEmit'),
  bash('git add -A && git commit -m "fix: handle empty input"'),
  bash('rm -rf dist && npm run build'),
  bash('find . -name "*.log" -mtime +7 -delete'),
  bash('curl -fsSL https://example.com/api | jq .items'),
  bash('FOO=1 bash -c "echo $FOO; sleep 1"'),
  bash('git push origin feature/login'),
  bash('for f in $(git ls-files "*.ts"); do wc -l "$f"; done | sort -n | tail'),
  { tool: 'read', args: { file_path: 'src/index.ts' } },
  { tool: 'edit', args: { file_path: 'src/index.ts', old_string: 'a', new_string: 'b' } },
  { tool: 'write', args: { file_path: 'notes/todo.md', content: '# todo\n- rm -rf is not run here\n' } },
  { tool: 'grep', args: { pattern: 'force', path: 'src' } },
]

/** 20 guarded red lines: every catalogue entry once, the rest user matchers. */
export function twentyGuards(): Guard[] {
  const guards: Guard[] = CATALOGUE.map((e) => ({ id: `red-line-${e.id}`, spec: { catalogue: [e.id] } }))
  const extra: Guard[] = [
    { id: 'no-env-edits', spec: { matchers: [{ path: '**/.env*' }] } },
    { id: 'no-kubectl-delete', spec: { matchers: [{ command: 'kubectl', args: ['delete'] }] } },
    { id: 'no-terraform-apply', spec: { matchers: [{ command: 'terraform', args: ['apply'] }, { command: 'terraform', args: ['destroy'] }] } },
    { id: 'no-docker-prune', spec: { matchers: [{ command: 'docker', args: ['system', 'prune'] }] } },
    { id: 'no-migrations-edit', spec: { matchers: [{ tool: 'edit', path: 'migrations/**' }, { tool: 'write', path: 'migrations/**' }] } },
    { id: 'no-chmod-777', spec: { matchers: [{ command: 'chmod', args: ['777'] }] } },
    { id: 'no-npm-unpublish', spec: { matchers: [{ command: 'npm', args: ['unpublish'] }] } },
    { id: 'no-prod-ssh', spec: { matchers: [{ command: 'ssh', args: ['prod'] }] } },
    { id: 'no-lockfile-edit', spec: { matchers: [{ path: 'package-lock.json' }, { path: 'pnpm-lock.yaml' }] } },
  ]
  return [...guards, ...extra].slice(0, 20)
}

export interface CostRow {
  label: string
  p50: number
  p99: number
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

/**
 * Per-call cost of `decideCall` with 20 guards over the call mix, and a baseline measured in the
 * same run: what the host does with the same call anyway (serialising its arguments for the log,
 * as `tools/pre-execute` listeners see them), so the ratio says what the guard adds to that work.
 */
export function guardCost(rounds = 300): { baseline: CostRow; guarded: CostRow; noGuards: CostRow; added: { p50: number; p99: number } } {
  const guards = twentyGuards()
  const measure = (f: (c: ToolCall) => unknown) => {
    const times: number[] = []
    for (let r = 0; r < rounds; r++) {
      for (const call of CALL_MIX) {
        const t = performance.now()
        f(call)
        times.push(performance.now() - t)
      }
    }
    return times.sort((a, b) => a - b)
  }
  let sink = 0
  const baselineOp = (c: ToolCall) => (sink += JSON.stringify(structuredClone(c)).length)
  // Warm up both paths first (JIT), then measure them interleaved in blocks.
  measure(baselineOp)
  measure((c) => decideCall(c, guards))
  const baseline = measure(baselineOp)
  const guarded = measure((c) => decideCall(c, guards))
  const none = measure((c) => decideCall(c, []))
  void sink
  const row = (label: string, t: number[]): CostRow => ({ label, p50: percentile(t, 0.5), p99: percentile(t, 0.99) })
  const g = row('decideCall, 20 guards', guarded)
  return { baseline: row('baseline: clone + serialise the call', baseline), guarded: g, noGuards: row('decideCall, no guards', none), added: { p50: g.p50, p99: g.p99 } }
}

const f3 = (x: number) => x.toFixed(3)
const fms = (x: number) => (x >= 0.1 ? x.toFixed(3) : x.toFixed(4))

/** The bench section: printed and written to bench/RESULTS.md by bench/main.ts. */
export function guardSection(emit: (line?: string) => void) {
  const outcomes = commandOutcomes()
  const items = outcomes.filter((o) => o.item.split !== 'fresh').map((o) => o.item)
  const fresh = outcomes.filter((o) => o.item.split === 'fresh').map((o) => o.item)
  const repos = new Set(items.map((i) => i.source.repo).filter(Boolean))
  const authored = items.filter((i) => i.source.authored).length
  emit('## Red-line guards: "ask" decisions and their cost (issue 20)')
  emit()
  emit(`Labelled shell commands in \`test/fixtures/guard-commands.jsonl\`: ${items.length} commands, ${items.length - authored} taken from ${repos.size} public repositories' scripts, Dockerfiles, Makefiles, CI files and docs (repo, path and line recorded for each) and ${authored} written for the issue's acceptance and wrapper cases; each labelled with the catalogue entries it crosses (none for the tricky negatives: echo, grep, commit messages, comments, heredocs, alias definitions). Committed before any tuning; one item in ~3.3, by a sha256 of the command, is held aside and never tuned on. A second set, \`test/fixtures/guard-commands-fresh.jsonl\` (slice *fresh*, ${fresh.length} commands from ${new Set(fresh.map((i) => i.source.repo)).size} repositories not used before), was collected and labelled after tuning and committed before the detector was run on it. Every command is decided by \`decideCall\` against one guard per catalogue entry; "ask" = a match or \`unreadable\` (the host asks on both by default). P = precision, R = recall of "ask".`)
  emit()
  emit('| slice | commands | should ask | asked | P | R | unreadable |')
  emit('|---|---:|---:|---:|---:|---:|---:|')
  for (const slice of ['holdout', 'fresh', 'tune', 'all'] as const) {
    const set = slice === 'all' ? outcomes : outcomes.filter((o) => o.item.split === slice)
    const c = askCounts(set, null)
    emit(`| ${slice} | ${c.n} | ${c.positives} | ${c.tp + c.fp} | ${f3(precision(c))} | ${f3(recall(c))} | ${set.filter((o) => o.unreadable).length} |`)
  }
  emit()
  emit('Per entry (a guard for that entry alone; positives in brackets; — where there is nothing to count). An unreadable command counts as an ask for every entry, which is what pulls some small held-aside precisions down:')
  emit()
  emit('| entry | held-aside P | held-aside R | fresh P | fresh R | tune P | tune R |')
  emit('|---|---:|---:|---:|---:|---:|---:|')
  for (const e of CATALOGUE) {
    const [h, f, t] = (['holdout', 'fresh', 'tune'] as const).map((slice) => askCounts(outcomes.filter((o) => o.item.split === slice), e.id))
    const cells = (c: Counts) => `${c.tp + c.fp ? f3(precision(c)) : '—'} | ${c.positives ? f3(recall(c)) : '—'} (${c.positives})`
    emit(`| ${e.id} | ${cells(h!)} | ${cells(f!)} | ${cells(t!)} |`)
  }
  emit()
  const wrong = outcomes.filter((o) => [...o.item.labels].sort().join() !== [...o.asked].sort().join() || o.unreadable)
  emit(`Decisions that differ from the label (${wrong.length}; an unreadable command is asked about and listed here):`)
  emit()
  for (const o of wrong) {
    const cmd = o.item.cmd.replace(/\n/g, '⏎').replace(/`/g, '\'')
    emit(`- ${o.item.split} · want [${o.item.labels.join(', ')}] · got [${o.asked.join(', ')}]${o.unreadable ? ` · unreadable: ${o.unreadable}` : ''} · \`${cmd.length > 120 ? `${cmd.slice(0, 117)}...` : cmd}\``)
  }
  emit()

  const mapping = mappingOutcomes()
  emit(`Red line → catalogue (\`catalogueFor\`) on \`test/fixtures/guard-red-lines.jsonl\`: ${mapping.length} red-line sentences (zh, en, mixed; some from the CC0 awesome-cursorrules corpus), each labelled with the entries it names (none for red lines the catalogue does not cover). A (sentence, entry) pair is one decision.`)
  emit()
  emit('| slice | sentences | entries named | P | R | sentences exactly right |')
  emit('|---|---:|---:|---:|---:|---:|')
  for (const slice of ['holdout', 'tune', 'all'] as const) {
    const set = slice === 'all' ? mapping : mapping.filter((o) => o.item.split === slice)
    const c = mappingCounts(set)
    const exact = set.filter((o) => [...o.got].sort().join() === [...o.item.entries].sort().join()).length
    emit(`| ${slice} | ${c.n} | ${c.positives} | ${f3(precision(c))} | ${f3(recall(c))} | ${exact} |`)
  }
  emit()
  for (const o of mapping.filter((m) => [...m.got].sort().join() !== [...m.item.entries].sort().join())) {
    emit(`- ${o.item.split} · ${o.item.lang} · want [${o.item.entries.join(', ')}] · got [${o.got.join(', ')}] · ${o.item.text}`)
  }
  emit()

  const cost = guardCost()
  emit(`Cost of one \`decideCall\` with 20 guarded red lines (every catalogue entry plus 9 user matchers) over a mix of ${CALL_MIX.length} ordinary tool calls (bash commands, read/edit/write, grep), ${300 * CALL_MIX.length} calls each, against a baseline measured in the same run: cloning and serialising the same call's arguments, work the host does for every call anyway.`)
  emit()
  emit('| | p50 ms | p99 ms | p50 ÷ baseline | p99 ÷ baseline |')
  emit('|---|---:|---:|---:|---:|')
  for (const r of [cost.baseline, cost.noGuards, cost.guarded]) {
    emit(`| ${r.label} | ${fms(r.p50)} | ${fms(r.p99)} | ${(r.p50 / cost.baseline.p50).toFixed(1)}× | ${(r.p99 / cost.baseline.p99).toFixed(1)}× |`)
  }
  emit()
  emit(`Added per tool call with 20 guards: ${fms(cost.added.p50)} ms at p50, ${fms(cost.added.p99)} ms at p99 (aim: ≤ 1 ms at p99).`)
  emit()
}
