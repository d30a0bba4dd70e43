// `npm start`: build the plugin, provision the host on first run (Node 22, pnpm, DSH, the plugin
// added to the web profile of the project-local DSH_HOME `.dsh-home/`), then run the web profile in
// the foreground on HOST:PORT (default 127.0.0.1:3080) until Ctrl-C. The host runs in its own process
// group, which is taken down whole on exit, so nothing is left behind.
//   node scripts/start.mjs [--no-build] [--home <dir>]   (the flags are for tests)
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { ensureDependencies } from './lib/deps.mjs'
import { dshCommand, hostEnv, paths, pluginName, root } from './lib/host.mjs'
import { provision } from './provision.mjs'

const argv = process.argv.slice(2)
const flag = (name) => argv.includes(name)
const option = (name) => {
  const index = argv.indexOf(name)
  return index >= 0 ? argv[index + 1] : undefined
}
const home = resolve(option('--home') ?? paths.home)
const bindHost = process.env.HOST || '127.0.0.1'
const port = process.env.PORT || '3080'
const say = (line) => console.log(`[start] ${line}`)
/** Every failure of `npm start` ends here: one line saying what to do, never a stack trace. */
const fail = (line, code = 1) => {
  console.error(`[start] ${line}`)
  process.exit(code)
}
process.on('uncaughtException', (error) => fail(`failed: ${error instanceof Error ? error.message.split('\n')[0] : error} (please report this)`))
process.on('unhandledRejection', (error) => fail(`failed: ${error instanceof Error ? error.message.split('\n')[0] : error} (please report this)`))

if (!/^\d+$/.test(port) || Number(port) > 65535) fail(`PORT must be a port number, got ${JSON.stringify(port)}: run PORT=3080 npm start`, 2)

// ── Build and provision ─────────────────────────────────────────────────────────────────────────
const started = performance.now()
const depsProblem = ensureDependencies('start')
if (depsProblem) fail(depsProblem)
if (!flag('--no-build')) {
  say('building the plugin …')
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) fail('the build failed (messages above): fix them and run npm start again')
}
const firstRun = !existsSync(paths.dshBin)
if (firstRun) say('first run: installing Node 22, pnpm and the DSH host into .tools/ and .dsh-host/ (20–60 s with a good connection, ~650 MB) …')
try {
  await provision({ targets: [[home, 'web']] })
} catch (error) {
  const [first, ...details] = (error instanceof Error ? error.message : String(error)).split('\n')
  if (details.length) console.error(details.join('\n'))
  fail(`provisioning failed: ${first} (npm run provision retries it; details above)`)
}
say(`build and provisioning took ${((performance.now() - started) / 1000).toFixed(1)} s`)

// ── Which model ─────────────────────────────────────────────────────────────────────────────────
/** The host itself reads `.env` from its working directory and from DSH_HOME (the shell wins). */
function keyFromEnvFiles() {
  for (const file of [join(root, '.env'), join(home, '.env')]) {
    if (!existsSync(file)) continue
    const line = readFileSync(file, 'utf8').split('\n').find((l) => /^\s*(export\s+)?DEEPSEEK_API_KEY\s*=\s*\S/.test(l))
    if (line) return file
  }
  return undefined
}
const keyFile = process.env.DEEPSEEK_API_KEY ? 'the shell' : keyFromEnvFiles()

// ── Run the host ────────────────────────────────────────────────────────────────────────────────
const [command, args] = dshCommand(['--profile', 'web', '--no-open', '--host', bindHost, '--port', port])
const child = spawn(command, args, {
  cwd: root,
  env: hostEnv(home),
  // Its own process group: Ctrl-C reaches only this script, which stops the whole group in order.
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
})

let url
let output = ''
const watch = (stream, sink) => {
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    sink.write(chunk)
    output = (output + chunk).slice(-20_000)
    if (!url) {
      const match = /dsh web: (http:\/\/\S+)/.exec(output)
      if (match) {
        url = match[1].replace(/\/$/, '')
        void announce()
      }
    }
  })
}
watch(child.stdout, process.stdout)
watch(child.stderr, process.stderr)

async function announce() {
  // The server listens before the plugin tree has loaded: wait for the plugin's own API.
  const deadline = Date.now() + 60_000
  let ready = false
  while (!ready && Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`${url}/dsh-mirror/api/judgments`, { signal: AbortSignal.timeout(5_000) })
      await res.arrayBuffer()
      ready = res.status !== 503 && Boolean(res.headers.get('content-type')?.includes('application/json'))
    } catch { /* not yet */ }
    if (!ready) await new Promise((r) => setTimeout(r, 200))
  }
  if (child.exitCode !== null) return
  console.log('')
  if (ready) say(`DSH is running with ${pluginName}: ${url}`)
  else say(`DSH is running at ${url}, but ${pluginName} did not answer on /dsh-mirror/api/judgments within 60 s (see the log above)`)
  say('open it in a browser; the 记忆 / Memory tab sits next to the chat. Ctrl-C stops everything.')
  say(`DSH_HOME is ${relative(root, home) || '.'}/ (judgments: storages/dsh_user_mirror.json)`)
  if (keyFile) {
    say(`model: DeepSeek with DEEPSEEK_API_KEY from ${keyFile === 'the shell' ? keyFile : relative(root, keyFile)}` +
      `${process.env.DEEPSEEK_BASE_URL ? ` at ${process.env.DEEPSEEK_BASE_URL}` : ''}`)
  } else {
    say('no DEEPSEEK_API_KEY: the UI and the Memory tab work, but chat replies need a model. To chat, stop and run')
    say('  DEEPSEEK_API_KEY=sk-… npm start        (optionally DEEPSEEK_BASE_URL=https://… for another endpoint)')
    say(`or put DEEPSEEK_API_KEY=sk-… in ${relative(root, join(home, '.env'))} (git-ignored).`)
  }
  if (!['127.0.0.1', 'localhost', '::1'].includes(bindHost)) {
    say(`HOST=${bindHost}: the memory API only answers loopback Host names unless the plugin's trustedHosts lists this one.`)
  }
  console.log('')
}

// ── Stop: Ctrl-C, kill, terminal closed, or the parent gone ─────────────────────────────────────
let stopping = false
function killGroup(signal) {
  try { process.kill(-child.pid, signal) } catch { /* already gone */ }
}
function stop(reason) {
  if (stopping) {
    // A second Ctrl-C: no more waiting.
    killGroup('SIGKILL')
    return
  }
  stopping = true
  say(`${reason}: stopping DSH …`)
  killGroup('SIGTERM')
  setTimeout(() => {
    say('DSH did not stop within 10 s: killing it')
    killGroup('SIGKILL')
  }, 10_000).unref()
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal))
// If whoever started this script dies without a signal reaching us, do not outlive it.
const parent = process.ppid
setInterval(() => { if (process.ppid !== parent) stop('parent exited') }, 1_000).unref()

child.on('exit', (code, signal) => {
  // The group may still hold processes the host started (tool shells): take them down too.
  killGroup('SIGKILL')
  if (stopping) {
    say('stopped')
    process.exit(0)
  }
  if (/EADDRINUSE/.test(output)) fail(`port ${port} is in use: run PORT=<another port> npm start`)
  fail(`DSH exited on its own (${signal ?? `code ${code}`}; its log is above): fix what it says, or run npm run provision and try again`, code || 1)
})
