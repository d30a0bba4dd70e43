// A red line the model remembers, whose words name a dangerous action: its guard is proposed at once,
// and the conversation's card says so in the words `/remember` uses (#19, mends17). In-process host
// with the real tools runtime and storage; the agent passed to the call stands in for the host's live
// agent (only its session log is read). The card is built from the meta the tool persists.
import { describe, expect, it } from 'vitest'
import type { GatedMerge } from '../src/grounding/gate.js'
import { rememberMeta } from '../src/tools/card-meta.js'
import { cardText } from '../src/tools/cards.js'
import { useTestHost } from './helpers/test-host.js'
import { agentSaying } from './helpers/said-agent.js'

const host = useTestHost()
const said = agentSaying

let seq = 0
async function remember(text: string, kind = 'redline') {
  const result = await host.ctx.tools.execute({ callId: `c${++seq}` as never, name: 'mirror_remember', arguments: { text, kind, reason: 'said while cleaning up' }, signal: new AbortController().signal, agent: said([text]) } as never) as unknown as { value: unknown }
  return JSON.parse(JSON.stringify(rememberMeta(result.value as GatedMerge))) as unknown
}
const card = (meta: unknown, lang: 'zh' | 'en') => cardText('mirror_remember', { args: {}, isError: false, text: '', meta }, lang)!
type View = { proposals: Array<{ kind: string; status?: string; target?: { text: string } }> }
const view = async () => (await (await host.request('/dsh-mirror/api/judgments')).json()) as View

describe('the card of a red line the model remembered', () => {
  it('says a guard was proposed, in /remember\'s words (zh, en), and the proposal is there', async () => {
    await host.start({ confirm: 'grounded' })
    const zhMeta = await remember('删东西之前必须先问我')
    expect(card(zhMeta, 'zh').lines).toContain('已提议为这条红线加守卫（删除文件）：在「记忆」页点「接受」（或 /memory 接受）后，越过它的工具调用会先问你。')
    expect(card(zhMeta, 'en').lines).toContain('Proposed a guard for this red line (Delete files): accept it in the Memory tab (or /memory accept) and tool calls that cross it will ask you first.')
    expect((await view()).proposals.filter((p) => p.kind === 'guard' && p.target?.text === '删东西之前必须先问我')).toHaveLength(1)
    // A guard wider than the red line's words says so, as /remember does.
    const narrow = await remember('Never force-push to main')
    expect(card(narrow, 'en').lines).toContain('Proposed a guard for this red line (Force-push): accept it in the Memory tab (or /memory accept) and tool calls that cross it will ask you first. It is wider than the red line: it asks before every call of the kind Force-push, not only the ones the red line names.')
  })

  it('says nothing of guards for a red line the catalogue does not cover, or a milder judgment', async () => {
    await host.start({ confirm: 'grounded' })
    expect(card(await remember('Never deploy on Fridays'), 'en').lines.join('\n')).not.toMatch(/guard/i)
    expect(card(await remember('Always delete build output before packaging', 'workflow'), 'en').lines.join('\n')).not.toMatch(/guard/i)
  })
})
