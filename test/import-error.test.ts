// An import the server refused says which item and which field, in the tab's language: the server's
// own answers (a real export with one text over the limit, a bad kind, a credential) go through the
// tab's translation, never the generic "not this plugin's JSON".
import { describe, expect, it } from 'vitest'
import { importFailureText } from '../client/import-error.js'
import { useTestHost } from './helpers/test-host.js'

const host = useTestHost()

async function refused(file: unknown): Promise<{ code: string; message: string }> {
  const res = await host!.request('/dsh-mirror/api/import', { method: 'POST', mutation: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(file) })
  expect(res.ok).toBe(false)
  const body = await res.json() as { error: { code: string; message: string } }
  return body.error
}

describe('a refused import in the tab', () => {
  it('names the item and the field the server named, in zh and en', async () => {
    await host.start()
    await host.call('mirror_remember', { text: 'Run the tests before every commit', kind: 'workflow', reason: 'the user said so' })
    const exported = await (await host.request('/dsh-mirror/api/export?format=json')).json() as { judgments: Array<Record<string, unknown>> }
    const long = { ...exported, judgments: [...exported.judgments, { ...exported.judgments[0], id: 'j_x', text: '长'.repeat(151) }] }
    const tooLong = await refused(long)
    expect(importFailureText(tooLong, 'zh')).toBe('第 2 条的文字要在 4–150 个字之间。什么都没导入。')
    expect(importFailureText(tooLong, 'en')).toBe('item 2: the text must be 4–150 characters. Nothing was imported.')
    expect(importFailureText(tooLong, 'zh')).not.toContain('不是本插件导出')

    const badKind = await refused({ ...exported, judgments: [{ ...exported.judgments[0], kind: 'rule' }] })
    expect(importFailureText(badKind, 'zh')).toBe('第 1 条的类型不对（应为红线、原则、做事方式或品味）。什么都没导入。')

    const key = await refused({ ...exported, judgments: [{ ...exported.judgments[0], text: 'Deploy with sk-proj-abcdefghijklmnopqrstuvwxyz0123456789' }] })
    expect(importFailureText(key, 'zh')).toBe('第 1 条含有密钥或凭据（记忆从不保存凭据）。什么都没导入。')

    const foreign = await refused({ format: 'something-else', version: 1, judgments: [] })
    expect(importFailureText(foreign, 'zh')).toBe('文件不是本插件导出的 JSON（format 不是 dsh-user-mirror）。什么都没导入。')
  })
})
