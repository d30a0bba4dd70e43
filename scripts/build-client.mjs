// Bundles client/index.tsx into dist/client.js, the classic script DSH's web shell loads:
//   window.__ModuleLoader__.load({ id: <package name>, factory(require) { … return exports } })
// React and the host's own packages stay external and come from the loader's `require`; the orb is
// loaded at run time from the plugin's route, so it is not bundled either. Minified; takes well under
// a second, since it runs in every `npm run build`.
import { build } from 'esbuild'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const { name } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'))

/** Module ids the host's loader `require` provides (../shared/dsh-host.md, "The web client"). */
export const HOST_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@deepseek-ai/cordis',
  '@deepseek-ai/dsh-client-ui-slots',
  '@deepseek-ai/dsh-client-ui-primitives',
]

/** Builds the bundle and returns its text (also written to `outfile` unless `write` is false). */
export async function buildClient({ outfile = `${root}dist/client.js`, write = true } = {}) {
  const result = await build({
    entryPoints: [`${root}client/index.tsx`],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    external: HOST_MODULES,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  const body = result.outputFiles[0].text.trim()
  const script = `window.__ModuleLoader__.load({id:${JSON.stringify(name)},factory:function(require){var module={exports:{}},exports=module.exports;\n${body}\nreturn module.exports}});\n`
  if (write) {
    mkdirSync(new URL('.', `file://${outfile}`).pathname, { recursive: true })
    writeFileSync(outfile, script)
  }
  return script
}

/**
 * Bundles the development stand-in for the host shell (`client/dev/host-shim.tsx`, React included)
 * as a classic script, for the dev page and the render bench. Never shipped.
 */
export async function buildHostShim() {
  const result = await build({
    entryPoints: [`${root}client/dev/host-shim.tsx`],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  return result.outputFiles[0].text
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now()
  const script = await buildClient()
  console.log(`build-client: dist/client.js ${(Buffer.byteLength(script) / 1024).toFixed(1)} KB in ${Math.round(performance.now() - started)} ms`)
}
