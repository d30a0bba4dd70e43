// Slash commands answer like the rest of the UI: in the page's language (reported by the client,
// else the host's stored locale choice), with a help that lists every subcommand; refusals are
// answers, never throws (a credential is not repeated, a fact gets a warning and a way to keep it
// anyway); the paused card's "resume and keep this" route. In-process host with a stand-in command
// registry; test/e2e/commands.test.ts and test/browser/commands.test.ts drive the real host.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { answerLanguage } from '../src/commands/language.js'
import { MEMORY_SUBCOMMANDS, memoryHelp } from '../src/commands/memory.js'
import { factLocator } from '../src/core/fact.js'
import { startWithCommands, type Slash } from './helpers/slash-commands.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()

const KEY = 'sk-proj-abcdefghijklmnopqrstuvwxyz0123456789'
let slash: Slash | undefined

async function start(settings?: { locale?: string }) {
  slash = await startWithCommands(host, undefined, {
    before: () => {
      if (settings?.locale) host.ctx.provide('settings', { describe: () => [{ ns: 'locale', value: { preference: settings.locale } }], register: () => ({ get: () => ({}), watch: () => () => {} }), mutate: async () => {} })
    },
  })
  return slash
}
const post = (path: string, body: unknown) => host!.request(`/dsh-mirror/api/${path}`, { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const judgments = async () => (await (await host!.request('/dsh-mirror/api/judgments')).json() as { judgments: Array<{ text: string; kind: string; source: string }> }).judgments

describe('the language of an answer', () => {
  it('is the page\'s when the client reported it, whatever was typed', async () => {
    const slash = await start()
    await slash('/remember Explain trade-offs before recommending a library')
    expect((await slash('/memory')).text).toMatch(/^Memory: on/)
    expect((await post('ui-language', { lang: 'zh' })).status).toBe(200)
    expect((await slash('/memory')).text).toMatch(/^记忆：开启\n已存 1 条/)
    expect((await slash('/memory pause')).text).toMatch(/^已暂停记忆/)
    expect((await slash('/remember Run the tests before every commit')).text).toMatch(/^已记住（原则）：Run the tests/)
    expect((await post('ui-language', { lang: 'fr' })).status).toBe(400)
    expect((await post('ui-language', { lang: 'en' })).status).toBe(200)
    expect((await slash('/memory 状态')).text).toMatch(/^Memory: paused/)
  })

  it('is the host\'s stored locale choice before any page reported one', async () => {
    const slash = await start({ locale: 'zh' })
    expect((await slash('/memory off')).text).toMatch(/^已关闭记忆/)
    expect(answerLanguage('pause', [], {}, 'zh')).toBe('zh')
  })
})

describe('/memory help', () => {
  it('lists every subcommand of the table, in both languages', () => {
    const names = [...new Set(MEMORY_SUBCOMMANDS.values())].flatMap((s) => s.names.filter((n) => /^[a-z]/.test(n)))
    for (const name of ['status', 'pause', 'resume', 'on', 'off', 'distill', 'tidy', 'help']) expect(names).toContain(name)
    for (const lang of ['zh', 'en'] as const) {
      const help = memoryHelp(lang)
      for (const name of names) expect(help, `${lang} ${name}`).toContain(name)
      expect(help).toContain('/remember')
      expect(help).toContain('/forget')
    }
  })

  it('answers /memory help and an unknown subcommand with it, one entry per line', async () => {
    const slash = await start()
    const help = await slash('/memory help')
    expect(help.kind).toBe('success')
    expect(help.text.split('\n').filter((l) => l.startsWith('- /memory')).length).toBeGreaterThanOrEqual(7)
    const bogus = await slash('/memory bogus')
    expect(bogus).toMatchObject({ kind: 'error' })
    expect(bogus.text).toContain('/memory distill')
    expect((await slash('/memory')).text).toContain('/memory help')
  })
})

describe('refusals are answers', () => {
  it('/remember with a credential answers (no throw), repeats none of it, stores nothing, and asks the host not to log the line', async () => {
    const slash = await start()
    for (const line of [`/remember 部署用这个 key ${KEY} 就行`, `/remember redline: never paste ${KEY} anywhere`]) {
      const answer = await slash(line)
      expect(answer.kind).toBe('error')
      expect(answer.text).not.toContain(KEY)
      expect(answer.text).not.toContain('sk-proj')
    }
    expect((await slash(`/remember 部署用这个 key ${KEY} 就行`)).text).toMatch(/^没有记下：这句话里有密钥或凭据/)
    expect(await judgments()).toEqual([])
    expect(slash!.registered('remember')!.recordInput).toBe(false)
  })

  it('a fact gets a plain warning and a way to keep it anyway', async () => {
    const slash = await start()
    const warned = await slash('/remember The staging server is at 10.0.0.5')
    expect(warned.kind).toBe('error')
    expect(warned.text).toMatch(/^Not stored: this reads as a fact \(it has an address\), not a judgment\./)
    expect(warned.text).toContain('To keep it anyway: /remember --keep The staging server is at 10.0.0.5')
    expect(await judgments()).toEqual([])
    const kept = await slash('/remember --keep The staging server is at 10.0.0.5')
    expect(kept.text).toMatch(/^Remembered \(Principle\): The staging server is at 10.0.0.5/)
    expect((await slash('/remember 仍要记下: 测试库在 10.0.0.7 上')).kind).toBe('success')
    expect((await judgments()).map((j) => j.text).sort()).toEqual(['The staging server is at 10.0.0.5', '测试库在 10.0.0.7 上'])
    // A judgment that names a place is still a judgment.
    expect(factLocator('Deploy only from /srv/app/releases, never from a laptop')).toBeUndefined()
    expect(factLocator('图片一律上 R2，不要再往 picx 加图')).toBeUndefined()
    expect(factLocator('The docs live at https://example.com/docs')).toBe('url')
  })
})

describe('facts and judgments', () => {
  it('of the 1,293 sentences of the labelled topic and grounding sets, only the facts read as facts', () => {
    const texts = new Set<string>()
    for (const file of ['topic-pairs.jsonl', 'topic-links.jsonl', 'grounding-pairs.jsonl']) {
      for (const line of readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8').split('\n').filter(Boolean)) {
        const item = JSON.parse(line) as Record<string, unknown>
        for (const key of ['a', 'b', 'text', 'judgment', 'stored', 'candidate']) if (typeof item[key] === 'string') texts.add(item[key] as string)
      }
    }
    expect(texts.size).toBeGreaterThan(1000)
    // Four of the six the fixtures note as facts ("我在上海，时区是东八区" and "我女儿下周三过生日"
    // have no locator and no statement shape), and where a folder lives.
    expect([...texts].filter((t) => factLocator(t))).toEqual(['我的服务器 IP 是 10.0.0.2', 'My server is at 10.0.0.2', '项目的仓库地址是 github.com/acme/app', 'The staging server is staging.acme.dev', 'k8s manifests live in deploy/'])
  })
})

describe('"resume and keep this"', () => {
  it('resumes memory and stores the refused write as the user\'s yes; answers with the mode and the judgment', async () => {
    const slash = await start()
    await slash('/memory pause')
    const refused = await host!.call('mirror_remember', { text: '图片一律上 R2', kind: 'workflow', reason: '用户说的' })
    expect(refused.isError).toBe(true)
    const res = await post('judgments/keep', { text: '图片一律上 R2', kind: 'workflow', reason: '用户说的', resume: true })
    expect(res.status).toBe(200)
    const body = await res.json() as { mode: string; judgment: { text: string; source: string } }
    expect(body).toMatchObject({ mode: 'on', judgment: { text: '图片一律上 R2', source: 'ui' } })
    expect((await judgments()).map((j) => j.text)).toEqual(['图片一律上 R2'])
    expect((await post('judgments/keep', { text: 'x', kind: 'workflow', reason: 'r' })).status).toBe(400)
    // A page of another origin cannot send either: the plugin's mutation header is required.
    for (const path of ['judgments/keep', 'ui-language']) {
      const res = await host!.request(`/dsh-mirror/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lang: 'zh', text: '图片一律上 R2', kind: 'workflow', reason: '用户说的' }) })
      expect(res.status, path).toBe(403)
    }
    expect((await post('judgments/keep', { text: `key ${KEY} here`, kind: 'workflow', reason: 'the user said so' })).status).toBe(409)
  })
})

describe('routes answer with the state they left behind', () => {
  it('an accepted proposal answers as accepted (with the stored judgment), a rejected one as rejected', async () => {
    await host.start({ confirm: 'always' })
    await host.call('mirror_remember', { text: 'Prefer small pull requests', kind: 'workflow', reason: 'the user said so' })
    await host.call('mirror_remember', { text: 'Never deploy on Fridays', kind: 'redline', reason: 'the user said so' })
    const pending = (await (await host.request('/dsh-mirror/api/proposals')).json() as { proposals: Array<{ id: string; judgment: { text: string } }> }).proposals
    expect(pending).toHaveLength(2)
    const accept = await post(`proposals/${pending.find((p) => p.judgment.text.startsWith('Prefer'))!.id}/accept`, {})
    expect(await accept.json()).toMatchObject({ ok: true, outcome: 'accepted', proposal: { status: 'accepted', decidedAt: expect.any(Number) }, judgment: { text: 'Prefer small pull requests' } })
    const reject = await post(`proposals/${pending.find((p) => p.judgment.text.startsWith('Never'))!.id}/reject`, {})
    expect(await reject.json()).toMatchObject({ ok: true, outcome: 'rejected', proposal: { status: 'rejected' } })
  })
})
