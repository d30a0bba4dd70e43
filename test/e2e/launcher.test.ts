// The test launcher itself must fail loudly and clean up: a plugin that fails to load is an error
// with the host's log (not a timeout), and stop() leaves no process and no port behind.
import { appendFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { createTestHome, removeTestHome, startWebHost } from '../helpers/dsh.js'

let home: string
afterEach(() => removeTestHome(home))

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('a plugin that fails to load rejects the start with the host\'s log, quickly', async () => {
  home = createTestHome()
  appendFileSync(join(home, 'profiles/web/cordis.patch.yml'), `- insert:
    - id: not-installed
      name: '@dsh-plugins/this-package-does-not-exist'
`)
  const started = Date.now()
  const error = await startWebHost({ dshHome: home, readyTimeoutMs: 60_000 }).then(() => undefined, (e: Error) => e)
  expect(error?.message).toMatch(/failed to load/)
  expect(error?.message).toContain('@dsh-plugins/this-package-does-not-exist')
  // Reported as soon as the host says so, not when the bounded wait runs out.
  expect(Date.now() - started).toBeLessThan(60_000)
})

test('stop() ends the host and its process group and frees the port', async () => {
  home = createTestHome()
  const web = await startWebHost({ dshHome: home })
  expect(alive(web.pid)).toBe(true)
  await web.stop()
  expect(alive(web.pid)).toBe(false)
  // No member of its process group is left.
  expect(() => process.kill(-web.pid, 0)).toThrow()
  await expect(fetch(`${web.url}/dsh-mirror/api/judgments`)).rejects.toThrow()
})
