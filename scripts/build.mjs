// Builds the server half (tsc → lib/) and the web client bundle (→ dist/client.js).
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' })

run(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', 'tsconfig.json'])
run(process.execPath, [`${root}scripts/build-client.mjs`])
if (!existsSync(`${root}dist/client.js`)) throw new Error('build: dist/client.js was not produced')
