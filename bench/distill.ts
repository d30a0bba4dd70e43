// Distill over 200 synthetic sessions (~2,000 user messages, each after an assistant reply with a
// tool call and a large tool output) against an instant scripted model: the plugin's own work only.
import { countTokens, loadTokenizer } from '../src/core/tokens.js'
import { memoryDistill, sessionLog, type MemorySession } from '../test/helpers/distill-memory.js'

const ZH = ['删东西之前先问我', '回答先给结论，再展开', '测试没过就别提交', '这个函数为什么这么慢？帮我看一下', '变量名用英文，注释可以用中文', '把这个组件拆小一点', '不要引入新的依赖', '先写一个失败的测试再修', '日志里不要打印用户的手机号', '这里的错误信息要让用户看得懂']
const EN = ['Commit messages in English, please', 'Prefer small pull requests', 'Why does this test time out on CI?', 'Never force-push to a shared branch', 'Run the linter before you say you are done', 'Rename this to userCount', 'Explain with an example, not jargon', 'Can you check the migration script?', 'Keep functions under fifty lines where you can', 'Use the existing helper instead of a new one']

/** Deterministic pseudo-random numbers (mulberry32), so every run reads the same corpus. */
function random(seed: number) {
  return () => {
    seed |= 0
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function syntheticSessions(count = 200, turnsPerSession = 10): MemorySession[] {
  const next = random(9)
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!
  const sessions: MemorySession[] = []
  for (let s = 0; s < count; s++) {
    const turns = Array.from({ length: turnsPerSession }, (_, i) => {
      const lang = next()
      const user = lang < 0.4 ? `${pick(ZH)}。${next() < 0.5 ? pick(ZH) : ''}` : lang < 0.8 ? `${pick(EN)}. ${next() < 0.5 ? pick(EN) : ''}`.trim() : `${pick(ZH)}，${pick(EN)}`
      return {
        user: `${user} (#${s}.${i})`,
        ...(i > 0 ? { assistant: `I looked at the code and changed three files. ${'The reason is explained here in some detail. '.repeat(8)}Shall I go on?`, toolOutput: 'x'.repeat(5000) } : {}),
      }
    })
    sessions.push(sessionLog(`session-${s}`, Date.parse('2026-01-01') + s * 3_600_000, turns))
  }
  return sessions
}

/** Judgments for the first messages of each batch, from a small pool, so folding and gathering run too. */
function scriptedAnswer(framed: string): string {
  const input = JSON.parse(framed.slice(framed.indexOf('\n') + 1)) as { sessions: Array<{ s: number; m: string[] }> }
  const judgments = input.sessions.slice(0, 4).map((session, i) => {
    const text = session.m[0]!
    return { kind: 'workflow', text: `${EN[(session.s + i) % EN.length]} — always`, reason: 'Said more than once in past sessions', evidence: [{ s: session.s, i: 0, quote: [...text].slice(0, 12).join('') }] }
  })
  return JSON.stringify({ judgments })
}

export interface DistillBenchRow {
  contextChars: number
  sessions: number
  messages: number
  requests: number
  userTokens: number
  sentTokens: number
  proposals: number
  cpuMs: number
  wallMs: number
  peakHeapBytes: number
  peakRssBytes: number
}

export async function distillBench(contextChars: number): Promise<DistillBenchRow> {
  const sessions = syntheticSessions()
  const userTexts = sessions.flatMap((s) => s.events.filter((e) => e.type === 'user/message' && (e.data as { source: { kind: string } }).source.kind === 'user')
    .map((e) => (e.data as { content: Array<{ text: string }> }).content[0]!.text))
  loadTokenizer()
  const userTokens = userTexts.reduce((sum, text) => sum + countTokens(text), 0)
  const { job, sink } = memoryDistill(sessions, scriptedAnswer, { contextChars })
  // Absolute peaks of the process during the run (a delta from the start can read 0 when the GC
  // reclaims garbage of earlier bench sections mid-run). The tokenizer (~70 MB) is already in them.
  let peakHeap = 0
  let peakRss = 0
  const sample = () => {
    const m = process.memoryUsage()
    peakHeap = Math.max(peakHeap, m.heapUsed)
    peakRss = Math.max(peakRss, m.rss)
  }
  sample()
  const sampler = setInterval(sample, 2)
  const cpu = process.cpuUsage()
  const start = performance.now()
  await job.start({})
  await job.settled()
  const wallMs = performance.now() - start
  const used = process.cpuUsage(cpu)
  clearInterval(sampler)
  sample()
  const progress = job.progress()
  if (progress.status !== 'done') throw new Error(`distill bench run ended ${progress.status}: ${progress.error ?? progress.notes.join('; ')}`)
  return {
    contextChars,
    sessions: sessions.length,
    messages: userTexts.length,
    requests: progress.requests,
    userTokens,
    sentTokens: progress.tokensSent,
    proposals: sink.pending().length,
    cpuMs: (used.user + used.system) / 1000,
    wallMs,
    peakHeapBytes: peakHeap,
    peakRssBytes: peakRss,
  }
}
