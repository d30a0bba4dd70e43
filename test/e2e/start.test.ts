// `npm start` as a user meets it: on a fresh DSH_HOME it adds the plugin to the web profile, boots,
// prints a working URL, says what to set to chat when no key is configured, and Ctrl-C leaves no
// process behind.
import { spawn, execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { assertProvisioned, hostPaths, pluginName } from '../helpers/dsh.js'
import { root } from '../../scripts/lib/host.mjs'

const home = mkdtempSync(join(tmpdir(), 'dsh-mirror-start-'))
afterAll(() => rmSync(home, { recursive: true, force: true }))

/** Every process whose parent is `pid`, recursively. */
function descendants(pid: number): number[] {
  let out = ''
  try { out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }) } catch { return [] }
  const children = out.split('\n').map((s) => Number(s.trim())).filter(Boolean)
  return children.flatMap((child) => [child, ...descendants(child)])
}
const alive = (pid: number) => {
  try { process.kill(pid, 0); return true } catch { return false }
}

test('npm start boots the web profile with the plugin, explains the missing key, and Ctrl-C stops everything', async () => {
  assertProvisioned()
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1' }
  delete env.DEEPSEEK_API_KEY
  delete env.DEEPSEEK_BASE_URL
  // `--no-build`: npm test has just built; `--home`: a fresh home instead of the user's .dsh-home.
  const start = spawn(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build', '--home', home], {
    cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  start.stdout!.setEncoding('utf8').on('data', (chunk: string) => { output += chunk })
  start.stderr!.setEncoding('utf8').on('data', (chunk: string) => { output += chunk })
  const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)))
  let processes: number[] = []
  try {
    const deadline = Date.now() + 120_000
    // Up to the last line of the block that follows the URL: a pipe may hand the block over in pieces.
    while (!/\[start\] DSH is running[\s\S]*\(git-ignored\)\./.test(output)) {
      if (start.exitCode !== null) throw new Error(`npm start exited early:\n${output}`)
      if (Date.now() > deadline) throw new Error(`npm start printed no URL and key hint within 120 s:\n${output}`)
      await new Promise((r) => setTimeout(r, 100))
    }
    const url = /\[start\] DSH is running with (\S+): (http:\/\/\S+)/.exec(output)
    expect(url, output).not.toBeNull()
    expect(url![1]).toBe(pluginName)
    expect(output).toMatch(/no DEEPSEEK_API_KEY/)
    expect(output).toMatch(/DEEPSEEK_API_KEY=sk-… npm start/)

    const res = await fetch(`${url![2]}/dsh-mirror/api/judgments`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { ready: boolean }).ready).toBe(true)
    // Added the way a user adds it: the profile lists it as a bundle and depends on the tarball.
    const manifest = execFileSync('cat', [join(home, 'profiles/web/package.json')], { encoding: 'utf8' })
    expect(JSON.parse(manifest).dsh.profile.bundles).toContain(pluginName)
    expect(JSON.parse(manifest).dependencies[pluginName]).toMatch(new RegExp(`^file:${hostPaths.packDir}/dsh-user-mirror-[0-9a-f]+\\.tgz$`))

    processes = descendants(start.pid!)
    expect(processes.length).toBeGreaterThan(0)
    // Ctrl-C in a terminal: SIGINT to the foreground process group.
    process.kill(-start.pid!, 'SIGINT')
    const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000, 'timeout'))])
    expect(code, output).toBe(0)
    expect(output).toMatch(/\[start\] stopped/)
    expect(processes.filter(alive)).toEqual([])
    await expect(fetch(`${url![2]}/dsh-mirror/api/judgments`)).rejects.toThrow()
  } finally {
    try { process.kill(-start.pid!, 'SIGKILL') } catch { /* already stopped */ }
    for (const pid of processes) try { process.kill(pid, 'SIGKILL') } catch { /* gone */ }
  }
})
