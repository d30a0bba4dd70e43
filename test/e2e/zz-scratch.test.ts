import { afterAll, expect, test } from 'vitest'
import { startWebHost, runHeadlessTurn, createTestHome } from '../helpers/dsh.js'
import { startFakeModel } from '../helpers/fake-model.js'
import { readFileSync } from 'node:fs'

test('scratch', async () => {
  const model = await startFakeModel()
  const t0 = Date.now()
  const web = await startWebHost({ env: model.env() })
  console.log('web ready', Date.now() - t0, web.url)
  const r = await fetch(web.url + '/dsh-mirror/api/judgments'); console.log(r.status, await r.text())
  await web.stop()
  console.log('stopped', Date.now() - t0)
  model.script({ name: 'mirror_remember', arguments: { text: 'Never push to main', kind: 'redline', reason: 'said so' } })
  const t1 = Date.now()
  const turn = await runHeadlessTurn({ dshHome: web.dshHome, prompt: 'remember this', env: model.env() })
  console.log('turn', Date.now() - t1, turn.code, turn.log.slice(-2000))
  console.log(JSON.stringify(model.requests.map(r => ({ kind: r.kind, tools: r.toolNames.length, results: r.toolResults })), null, 1))
  console.log(readFileSync(web.dshHome + '/storages/dsh_user_mirror.json', 'utf8'))
  const turn2 = await runHeadlessTurn({ dshHome: web.dshHome, prompt: 'hi again', env: model.env() })
  console.log(turn2.code, turn2.stdout)
  console.log("FINAL-OF-TURN1 has it:", model.requests[2].systemPrompt.includes("Never push to main"), "first of turn1:", model.requests[0].systemPrompt.includes("Never push"), "turn2:", model.lastSystemPrompt().includes("Never push to main"))
  await model.close()
})
