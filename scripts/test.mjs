// `npm test`: build, provision what the end-to-end and browser suites need (idempotent), run every
// vitest project, and close with the plain `N passed, N failed` line CI reads.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const step = (label, args) => {
  console.log(`\n▶ ${label}`)
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' })
  return r.status === 0
}

const { ensureDependencies } = await import('./lib/deps.mjs')
const depsProblem = ensureDependencies('test')
if (depsProblem) {
  console.error(`[test] ${depsProblem}`)
  process.exit(1)
}

let failedSetup = 0
if (!step('build', ['scripts/build.mjs'])) failedSetup++
// Static checks count as tests: a lint or type error fails the run like a failing test.
if (!step('lint', ['node_modules/eslint/bin/eslint.js', '.'])) failedSetup++
for (const project of ['tsconfig.json', 'client/tsconfig.json', 'tsconfig.test.json']) {
  if (!step(`typecheck ${project}`, ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'])) failedSetup++
}
for (const script of ['scripts/provision.mjs', 'scripts/provision-browser.mjs']) {
  if (existsSync(`${root}${script}`) && !step(script, [script])) failedSetup++
}

mkdirSync(`${root}test-results`, { recursive: true })
const report = `${root}test-results/vitest.json`
const extra = process.argv.slice(2)
const r = spawnSync(process.execPath, [
  'node_modules/vitest/vitest.mjs', 'run',
  '--reporter=default', '--reporter=json', `--outputFile.json=${report}`,
  ...extra,
], { cwd: root, stdio: 'inherit' })

let passed = 0
let failed = failedSetup
let skipped = 0
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed = json.numPassedTests
  failed += json.numFailedTests
  skipped = json.numPendingTests + json.numTodoTests
  // A file that failed to load counts as a failure even though it ran no test.
  failed += json.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length
} else {
  failed++
}
if (r.status !== 0 && failed === 0) failed++
// Skipped tests (a check that needs the corpus beside the repository) get a line of their own: the
// last line stays exactly `N passed, N failed`.
if (skipped) console.log(`\n${skipped} skipped`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
