// Builds the server half (tsc → lib/) and the web client (→ dist/client.js and the tab's chunk dist/lazy/tab.<hash>.js).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' })
const fail = (line) => {
  console.error(`build: ${line}`)
  process.exit(1)
}

if (!existsSync(`${root}node_modules/typescript/bin/tsc`)) fail('node_modules is missing: run `npm ci` first (npm start and npm test do it themselves)')
// The compilers print their own messages; a failure ends in one line, not a Node stack trace.
try { run(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', 'tsconfig.json']) } catch { fail('the TypeScript build failed (messages above)') }
try { run(process.execPath, [`${root}scripts/build-client.mjs`]) } catch { fail('the client bundle failed to build (messages above)') }
if (!existsSync(`${root}dist/client.js`)) fail('dist/client.js was not produced')
if (!existsSync(`${root}dist/lazy`) || !readdirSync(`${root}dist/lazy`).some((f) => /^tab\.[0-9a-f]+\.js$/.test(f))) fail('dist/lazy/tab.<hash>.js was not produced')
