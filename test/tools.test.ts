import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rememberMeta } from '../src/tools/card-meta.js'
import { rememberLines } from '../src/tools/cards.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()
const start = async (config = {}) => {
  await host.start(config)
  return host
}
const stored = async () => {
  const file = JSON.parse(await readFile(join(host.storageRoot, 'dsh_user_mirror.json'), 'utf8'))
  return file.tables as { judgments: Record<string, { text: string; kind: string; hits: number }>; history: Record<string, { cause: string; judgment: { text: string; kind: string } }> }
}
const remember = (text: string, kind = 'principle', reason = '用户在评审时说的') => host.call('mirror_remember', { text, kind, reason })

describe('mirror_remember', () => {
  it('creates, then merges a same-topic statement instead of adding a near-duplicate', async () => {
    await start()
    const first = await remember('图片一律上 R2，不要再往 picx 加图', 'workflow')
    expect(first.text).toMatch(/^Stored j_\w+ \[workflow\] “图片一律上 R2，不要再往 picx 加图” \(1 stored\)\.$/)
    const second = await remember('图片走 R2，picx 不再接受新图', 'workflow')
    expect(second.text).toContain('Updated')
    expect(second.text).toContain('“图片一律上 R2，不要再往 picx 加图” → “图片走 R2，picx 不再接受新图”')
    const tables = await stored()
    expect(Object.values(tables.judgments)).toEqual([expect.objectContaining({ text: '图片走 R2，picx 不再接受新图', hits: 2 })])
    expect(Object.values(tables.history)).toEqual([expect.objectContaining({ cause: 'overwritten', judgment: expect.objectContaining({ text: '图片一律上 R2，不要再往 picx 加图' }) })])
  })

  it('confirms the same statement: one more hit, no new entry, kind kept unless the call changes it', async () => {
    await start()
    await remember('commit messages in English', 'taste')
    const again = await remember('commit messages in English', 'taste')
    expect(again.text).toMatch(/^Confirmed j_\w+ “commit messages in English” \(2×, 1 stored\)\.$/)
    const changed = await remember('commit messages in English', 'workflow')
    expect(changed.text).toContain('Kind changed taste → workflow.')
    const tables = await stored()
    expect(Object.values(tables.judgments)).toEqual([expect.objectContaining({ kind: 'workflow', hits: 3 })])
    expect(Object.values(tables.history)).toEqual([expect.objectContaining({ cause: 'overwritten', judgment: expect.objectContaining({ kind: 'taste' }) })])
  })

  it('a red line said again under a milder kind stays a red line (its guard would sleep, it would fade): the tool and the card say so', async () => {
    await start()
    await remember('Never push straight to main', 'redline')
    const again = await remember('Never push straight to main', 'principle')
    expect(again.text).toMatch(/^Confirmed j_\w+ “Never push straight to main” \(2×, 1 stored\)\.\nKept as a red line: you named it a principle, but a model write never changes a red line's kind; the user can, with \/remember principle: <text>\.$/)
    expect(Object.values((await stored()).judgments)).toEqual([expect.objectContaining({ kind: 'redline', hits: 2 })])
    const meta = rememberMeta(again.value as never)
    expect(meta).toMatchObject({ keptRedline: 'principle', kind: 'redline' })
    expect(rememberLines(meta as never, 'zh').lines).toContain('仍是红线：模型把它记成了「原则」，但模型不能改红线的类别；要改，输入 /remember 原则：<这句话>。')
    expect(rememberLines(meta as never, 'en').lines).toContain('Still a red line: the model called it “Principle”, but the model cannot change a red line\'s kind; to change it, type /remember principle: <the sentence>.')
    // A red line named a red line again is an ordinary confirmation; another kind of judgment still changes kind.
    expect((await remember('Never push straight to main', 'redline')).text).not.toContain('Kept as a red line')
  })

  it('keeps unrelated judgments apart', async () => {
    await start()
    await remember('图片一律上 R2，不要再往 picx 加图', 'workflow')
    const other = await remember('每天下午三点提醒我喝水', 'workflow')
    expect(other.text).toContain('Stored')
    expect(Object.keys((await stored()).judgments)).toHaveLength(2)
  })

  it('evicts the weakest evictable judgment when the cap overflows, tells the model, keeps it restorable', async () => {
    await start({ capacity: 3 })
    await remember('Prefer small pull requests over big ones')
    await remember('Explain trade-offs before recommending a library')
    await remember('Prefer small pull requests over big ones')
    await remember('Never deploy on Fridays', 'redline')
    const r = await remember('Use tabs in Makefiles only, spaces elsewhere', 'taste')
    expect(r.isError).toBe(false)
    expect(r.text).toContain('Memory was full: evicted the weakest')
    expect(r.text).toContain('“Explain trade-offs before recommending a library”')
    const tables = await stored()
    expect(Object.values(tables.judgments).map((j) => j.text).sort()).toEqual(['Never deploy on Fridays', 'Prefer small pull requests over big ones', 'Use tabs in Makefiles only, spaces elsewhere'])
    expect(Object.values(tables.history)).toEqual([expect.objectContaining({ cause: 'evicted', judgment: expect.objectContaining({ text: 'Explain trade-offs before recommending a library' }) })])
  })

  it('never evicts red lines automatically, and refuses when only red lines are left', async () => {
    await start({ capacity: 2 })
    await remember('Never force-push to main', 'redline')
    await remember('Never commit secrets to git', 'redline')
    const r = await remember('Keep functions short', 'taste')
    expect(r.isError).toBe(true)
    expect(r.text).toMatch(/memory is full: all 2 stored judgments are red lines/)
    expect(Object.keys((await stored()).judgments)).toHaveLength(2)
  })

  it('refuses bad arguments with an actionable error and stores nothing', async () => {
    await start()
    const cases: [unknown, RegExp][] = [
      [{ text: '很'.repeat(200), kind: 'principle', reason: 'r r' }, /200 characters, the limit is 150\. Nothing was stored\. Compress/],
      [{ text: 'ok text here', kind: 'preference', reason: 'r r' }, /kind|enum/],
      [{ text: 'ok text here', kind: 'principle' }, /reason/],
      [{ text: 42, kind: 'principle', reason: 'r r' }, /text/],
      [{ text: '  \n ', kind: 'principle', reason: 'r r' }, /too short/],
      [{ text: 'ok text here', kind: 'principle', reason: 'r r', replaces: 'j_missing' }, /replaces: no stored judgment/],
    ]
    for (const [args, message] of cases) {
      const r = await host.call('mirror_remember', args)
      expect(r.isError, JSON.stringify(args)).toBe(true)
      expect(r.text).toMatch(message)
    }
    const res = await host.request('/dsh-mirror/api/judgments')
    expect((await res.json()).judgments).toEqual([])
  })

  it('stores multi-line text as one line with invisible characters removed', async () => {
    await start()
    await remember('回答先给\n结论，\u200b再\u202e给理由', 'taste')
    expect(Object.values((await stored()).judgments)[0]!.text).toBe('回答先给 结论，再给理由')
  })

  it('merges a paraphrase the rule missed when the model names it in replaces', async () => {
    await start()
    const a = await remember('Write tests before fixing a bug')
    const id = (a.value as { judgment: { id: string } }).judgment.id
    const r = await host.call('mirror_remember', { text: 'Reproduce every bug with a failing test first', kind: 'workflow', reason: 'restated', replaces: id })
    expect(r.text).toContain(`Updated ${id}`)
    expect(Object.keys((await stored()).judgments)).toEqual([id])
  })

  it('following "close but not merged" with replaces folds the copy it stored apart: one judgment, the copy restorable', async () => {
    await start()
    const a = await remember('Write tests before fixing a bug')
    const id = (a.value as { judgment: { id: string } }).judgment.id
    const apart = await remember('Reproduce every bug with a failing test first', 'workflow', 'restated')
    expect(apart.text).toContain('Close but not merged')
    expect(apart.text).toContain(id)
    const copyId = (apart.value as { judgment: { id: string } }).judgment.id
    const r = await host.call('mirror_remember', { text: 'Reproduce every bug with a failing test first', kind: 'workflow', reason: 'restated', replaces: id })
    expect(r.text).toContain(`Updated ${id}`)
    expect(r.text).toContain(`The copy stored apart a moment ago, ${copyId}, was merged into it`)
    const tables = await stored()
    // Said twice (the first statement and the restatement once), not three times.
    expect(Object.entries(tables.judgments)).toEqual([[id, expect.objectContaining({ text: 'Reproduce every bug with a failing test first', hits: 2 })]])
    expect(Object.values(tables.history).map((e) => [e.cause, e.judgment.text]).sort()).toEqual([
      ['overwritten', 'Reproduce every bug with a failing test first'],
      ['overwritten', 'Write tests before fixing a bug'],
    ])
  })
})

describe('mirror_forget', () => {
  it('forgets the best same-topic match, restorably', async () => {
    await start()
    await remember('图片一律上 R2，不要再往 picx 加图', 'workflow')
    await remember('Never deploy on Fridays', 'redline')
    const r = await host.call('mirror_forget', { text: '图片走 R2，picx 不再接受新图', reason: '用户改主意了' })
    expect(r.text).toMatch(/^Forgot j_\w+ “图片一律上 R2，不要再往 picx 加图”/)
    const tables = await stored()
    expect(Object.values(tables.judgments).map((j) => j.text)).toEqual(['Never deploy on Fridays'])
    expect(Object.values(tables.history)).toEqual([expect.objectContaining({ cause: 'revoked' })])
    expect(await host.prompt()).not.toContain('picx')
  })

  it('says so and changes nothing when nothing matches', async () => {
    await start()
    await remember('Never deploy on Fridays', 'redline')
    const r = await host.call('mirror_forget', { text: '每天下午三点提醒我喝水', reason: 'x y' })
    expect(r.text).toMatch(/^Nothing forgotten: no stored judgment matches\./)
    expect(Object.keys((await stored()).judgments)).toHaveLength(1)
  })

  it('forgets nothing when two candidates are too close to call, and lists them for a call by id', async () => {
    await start()
    const a = await remember('Use pnpm for Node projects', 'workflow')
    const b = await remember('Use pnpm for Node monorepos', 'workflow', 'different topic on purpose')
    // Both may have merged; the test is meaningful only with two entries.
    const ids = Object.keys((await stored()).judgments)
    if (ids.length === 2) {
      const r = await host.call('mirror_forget', { text: 'Use pnpm', reason: 'x y' })
      if (r.text.startsWith('Nothing forgotten: several')) {
        expect(Object.keys((await stored()).judgments)).toHaveLength(2)
        const byId = await host.call('mirror_forget', { text: 'Use pnpm', reason: 'x y', id: ids[0] })
        expect(byId.text).toMatch(/^Forgot/)
      }
    }
    expect(a.isError || b.isError).toBe(false)
  })

  it('forgets exactly the id it is given', async () => {
    await start()
    const a = await remember('Never deploy on Fridays', 'redline')
    const id = (a.value as { judgment: { id: string } }).judgment.id
    expect((await host.call('mirror_forget', { text: 'whatever', reason: 'x y', id })).text).toContain(`Forgot ${id}`)
    expect((await host.call('mirror_forget', { text: 'whatever', reason: 'x y', id })).text).toMatch(/^Nothing forgotten/)
  })
})

describe('red lines and same-topic merging', () => {
  it('does not let a milder judgment that merely shares words overwrite a red line; it is listed as near instead', async () => {
    await start()
    await remember('删东西之前必须先问我', 'redline')
    const r = await remember('别删掉我写的注释', 'taste')
    expect(r.text).toMatch(/^Stored/)
    const texts = Object.values((await stored()).judgments).map((j) => `${j.kind}:${j.text}`).sort()
    expect(texts).toEqual(['redline:删东西之前必须先问我', 'taste:别删掉我写的注释'])
  })

  it('still merges a restated red line', async () => {
    await start()
    await remember('删东西之前必须先问我', 'redline')
    const r = await remember('要删掉东西之前先来问一下我', 'redline')
    expect(r.text).toMatch(/^Updated/)
  })
})
