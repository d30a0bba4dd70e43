// `/memory tidy`'s own answer lists what the run proposed; a merge that ends a red line says what
// happens to that red line's guard, knowing it, as `/memory`'s list does since mends18 (#19, mends19; it
// said "if it has a guard"): a guard that asks would stop, one set off asks nothing now, and with no
// guard nothing is said of one. zh and en. Tidy in-process: the real plugin, storage, commands and
// tidy job, with a scripted `llm` service in the Cordis context (as test/tidy.test.ts).
import type { GenerateOptions, StreamChunk } from '@deepseek-ai/dsh-llm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startWithCommands } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
afterEach(() => vi.unstubAllEnvs())

const RED = 'Never drop the production database'
const CARE = 'Be careful with production data'
let reply: (input: { judgments: Array<{ id: string; text: string }> }) => string = () => '{"merge":[],"contradict":[],"forget":[]}'
const llm = {
  async* stream(options: GenerateOptions): AsyncIterable<StreamChunk> {
    const text = (options.messages[0] as any).content[0].text as string
    yield { type: 'text-delta', index: 0, text: reply(JSON.parse(text.slice(text.indexOf('\n') + 1))) } as StreamChunk
    yield { type: 'finish', reason: { kind: 'stop' } } as StreamChunk
  },
}

async function start() {
  const slash = await startWithCommands(host, { distill: { provider: 'scripted', model: 'm' } } as never, {
    before: () => {
      vi.stubEnv('DSH_HOME', host.root)
      host.ctx.provide('llm', llm)
    },
  })
  // The model merges the red line and the principle into a principle (it would end the red line).
  reply = (input) => {
    const id = (t: string) => input.judgments.find((j) => j.text === t)!.id
    return JSON.stringify({ merge: [{ ids: [id(RED), id(CARE)], text: 'Be careful with production data; never drop it', kind: 'principle', reason: 'same topic' }], contradict: [], forget: [] })
  }
  return slash
}

const judgments = async () => ((await (await host.request('/dsh-mirror/api/judgments')).json()) as { judgments: Array<{ id: string; text: string; guard?: unknown }> }).judgments

describe('/memory tidy says what a merge does to the guard of the red line it ends', () => {
  it('a guard that asks would stop; set off, it asks nothing now (en, zh)', async () => {
    const slash = await start()
    await slash(`/remember redline: ${RED}`)
    expect((await slash('/memory accept')).kind).toBe('success')
    const red = (await judgments()).find((j) => j.text === RED)!
    expect(red.guard).toBeTruthy()
    await slash(`/remember principle: ${CARE}`)
    const en = await slash('/memory tidy')
    expect(en.text).toContain(`“${RED}” would stop being a red line: the merged one is a principle, and its guard would stop asking you. To keep the red line, reject this merge.`)
    expect(en.text).not.toContain('if it has a guard')
    // Asked again on the same memory: the run gathers into the waiting merge, and lists it again.
    const zh = await slash('/memory 整理')
    expect(zh.text).toContain(`接受后「${RED}」不再是红线，合并后的这条是「原则」，它的守卫也不会再问你。`)
    expect(zh.text).not.toContain('要是有守卫')

    const res = await host.request(`/dsh-mirror/api/guards/${red.id}`, { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'off' }) })
    expect(res.status).toBe(200)
    expect((await slash('/memory tidy')).text).toContain('the merged one is a principle; its guard is set to off and asks you nothing now.')
  })

  it('no guard: nothing is said of one (en)', async () => {
    const slash = await start()
    await slash(`/remember redline: ${RED}`)
    // The catalogue guard its words name is turned away: the red line has none.
    expect((await slash('/memory reject')).kind).toBe('success')
    await slash(`/remember principle: ${CARE}`)
    const en = await slash('/memory tidy')
    expect(en.text).toContain(`“${RED}” would stop being a red line: the merged one is a principle. To keep the red line, reject this merge.`)
    expect(en.text).not.toMatch(/guard/i)
  })
})
