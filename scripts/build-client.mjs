// PLACEHOLDER (replaced by the client work, issue 4): writes a minimal valid classic-script bundle,
// because a declared but missing client file breaks the whole web boot.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const { name } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'))
mkdirSync(`${root}dist`, { recursive: true })
writeFileSync(`${root}dist/client.js`, `window.__ModuleLoader__.load({
  id: ${JSON.stringify(name)},
  factory: function (require) {
    return { name: ${JSON.stringify(name)}, inject: ['slots'], apply: function () {} }
  },
})
`)
