// Which shell parser for red-line guards (issue 20): install size, import time (fresh process)
// and per-command parse time of the candidate npm packages against the plugin's own parser
// (src/core/guard/shell/parse.ts, built into lib/). Not part of `npm run bench`: it installs the
// candidates from the npm registry into a temporary folder. Run: `node scripts/build.mjs &&
// node bench/guard-parsers.mjs`.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const CANDIDATES = ['shell-quote', 'bash-parser', '@ericcornelissen/bash-parser', 'mvdan-sh']
const COMMANDS = [
  'cd x && find . -name \'*.log\' -delete',
  'FOO=1 sudo -E rm -rf "$HOME/build" ; echo "rm -rf done" | tee log',
  'bash -c \'git push --force origin main\' || true',
  'for f in $(ls *.txt); do cat "$f" | grep -v rm; done',
  'curl -fsSL https://example.com/install.sh | sh -s -- --yes',
  'git commit -m "don\'t force push" && git push origin HEAD:main',
  'psql -c "DELETE FROM users" "$DATABASE_URL"',
  'if [ -d build ]; then rm -rf build; fi',
]

const probe = (dir, spec) => `
import { createRequire } from 'node:module'
const require = createRequire(${JSON.stringify(`${dir}/`)})
const t0 = performance.now()
const mod = ${spec.load}
const importMs = performance.now() - t0
const parse = ${spec.parse}
const cmds = ${JSON.stringify(COMMANDS)}
for (let i = 0; i < 200; i++) parse(cmds[i % cmds.length])
const times = []
for (let i = 0; i < 4000; i++) { const s = performance.now(); parse(cmds[i % cmds.length]); times.push(performance.now() - s) }
times.sort((a, b) => a - b)
process.stdout.write(JSON.stringify({ importMs, p50: times[2000], p99: times[3960] }))
`

const du = (path) => Number(execFileSync('du', ['-sk', path], { encoding: 'utf8' }).split('\t')[0]) * 1024
const rows = []
for (const name of CANDIDATES) {
  const dir = mkdtempSync(join(tmpdir(), 'guard-parser-'))
  writeFileSync(join(dir, 'package.json'), '{"name":"probe","version":"1.0.0","private":true}')
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--silent', name], { cwd: dir, stdio: 'ignore' })
  const packages = execFileSync('npm', ['ls', '--all', '--parseable'], { cwd: dir, encoding: 'utf8' }).trim().split('\n').length - 1
  const spec = name === 'mvdan-sh'
    ? { load: `require('mvdan-sh')`, parse: `((p) => (s) => p.Parse(s, ''))(mod.syntax.NewParser())` }
    : name === 'shell-quote'
      ? { load: `require('shell-quote')`, parse: '(s) => mod.parse(s)' }
      : { load: `require(${JSON.stringify(name)})`, parse: '(s) => mod(s)' }
  const file = join(dir, 'probe.mjs')
  writeFileSync(file, probe(dir, spec))
  const r = spawnSync(process.execPath, [file], { encoding: 'utf8' })
  rows.push({ name, packages, bytes: du(join(dir, 'node_modules')), ...JSON.parse(r.stdout) })
}
{
  const dir = mkdtempSync(join(tmpdir(), 'guard-parser-'))
  const file = join(dir, 'probe.mjs')
  writeFileSync(file, probe(dir, {
    load: `await import(${JSON.stringify(`file://${root}lib/core/guard/shell/parse.js`)})`,
    parse: '(s) => mod.parseShell(s, { deadline: Infinity, steps: 0, pipelines: 0 })',
  }))
  const r = spawnSync(process.execPath, [file], { encoding: 'utf8' })
  // The reader is several files (parse, compound, words, syntax and the limits they share): all count.
  const files = ['shell/parse.js', 'shell/compound.js', 'shell/words.js', 'shell/syntax.js', 'limits.js'].map((f) => join(root, 'lib/core/guard', f))
  rows.push({ name: 'own parser (src/core/guard/shell/{parse,compound,words,syntax}.ts)', packages: 0, bytes: files.reduce((sum, f) => sum + statSync(f).size, 0), ...JSON.parse(r.stdout) })
}
console.log('| parser | packages | install size | import ms | parse p50 µs | parse p99 µs |')
console.log('|---|---:|---:|---:|---:|---:|')
for (const r of rows) console.log(`| ${r.name} | ${r.packages} | ${(r.bytes / 1024).toFixed(0)} KB | ${r.importMs.toFixed(1)} | ${(r.p50 * 1000).toFixed(1)} | ${(r.p99 * 1000).toFixed(1)} |`)
