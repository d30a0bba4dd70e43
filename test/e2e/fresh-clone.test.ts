// `git clone` then `npm start`, with no node_modules: npm start installs the project's npm
// dependencies itself (one line says so), builds, provisions and prints the URL. The only shortcut:
// the clone links this checkout's `.tools/` (Node 22 and pnpm, a 185 MB download otherwise).
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { root } from '../../scripts/lib/host.mjs'

const dir = mkdtempSync(join(tmpdir(), 'dsh-mirror-clone-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('npm start from a fresh clone without node_modules reaches the URL line', async () => {
  const clone = join(dir, 'repo')
  const branch = execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  execFileSync('git', ['clone', '--quiet', '--branch', branch, root, clone])
  expect(existsSync(join(clone, 'node_modules'))).toBe(false)
  symlinkSync(join(root, '.tools'), join(clone, '.tools'), 'dir')

  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1' }
  for (const key of ['DEEPSEEK_API_KEY', 'DEEPSEEK_BASE_URL', 'npm_execpath']) delete env[key]
  const start = spawn('npm', ['start', '--silent', '--', '--home', join(dir, 'home')], { cwd: clone, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  start.stdout!.setEncoding('utf8').on('data', (chunk: string) => { output += chunk })
  start.stderr!.setEncoding('utf8').on('data', (chunk: string) => { output += chunk })
  const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)))
  try {
    const deadline = Date.now() + 400_000
    while (!/\[start\] DSH is running with \S+: http:\/\/\S+/.test(output)) {
      if (start.exitCode !== null) throw new Error(`npm start exited early:\n${output}`)
      if (Date.now() > deadline) throw new Error(`npm start printed no URL within 400 s:\n${output}`)
      await new Promise((r) => setTimeout(r, 200))
    }
    expect(output).toMatch(/^\[start\] node_modules is missing: installing the project's npm dependencies \(npm ci\) …$/m)
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
    const url = /\[start\] DSH is running with \S+: (http:\/\/\S+)/.exec(output)![1]!
    expect((await fetch(`${url}/dsh-mirror/api/judgments`)).status).toBe(200)
    // Ctrl-C: npm itself dies of the signal (its exit code is null); start.test.ts checks the clean stop.
    process.kill(-start.pid!, 'SIGINT')
    expect(await Promise.race([exited.then(() => 'exited'), new Promise((r) => setTimeout(r, 20_000, 'timeout'))])).toBe('exited')
  } finally {
    try { process.kill(-start.pid!, 'SIGKILL') } catch { /* already stopped */ }
  }
}, 420_000)

test('a failing npm start ends in one readable line, not a stack trace', () => {
  // A port that is not a number: the earliest failure, before anything is installed or built.
  let output = ''
  try {
    execFileSync(process.execPath, [join(root, 'scripts/start.mjs'), '--no-build'], { cwd: root, env: { ...process.env, PORT: 'eighty' }, encoding: 'utf8', stdio: 'pipe' })
  } catch (error) {
    const e = error as { stdout: string; stderr: string; status: number }
    output = e.stdout + e.stderr
    expect(e.status).toBe(2)
  }
  const lines = output.trim().split('\n')
  expect(lines.at(-1)).toBe('[start] PORT must be a port number, got "eighty": run PORT=3080 npm start')
  expect(output).not.toMatch(/\n\s+at /)
})
