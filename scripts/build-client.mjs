// Bundles the web client in two parts (docs/host.md, "The client module loader"):
//   - dist/client.js, the classic script DSH's web shell loads with every page:
//       window.__ModuleLoader__.load({ id: <package name>, factory(require) { … return exports } })
//     client/index.tsx: the view registration, the sidebar action, and client/lazy/view.tsx, the
//     stand-ins that load the rest on first need (the tab, the settings card, the chat's tool cards
//     and command answers, the distill dock once a run is watched: client/DistillDockGate.tsx);
//   - dist/lazy/tab.<hash>.js, the tab and its panels (client/lazy/tab.tsx and all it imports): a
//     same-origin ES module exporting `factory(require)`, served by the plugin's route
//     (/dsh-mirror/client/…, src/http/client-route.ts) and imported the first time 记忆 is opened.
// React and the host's own packages stay external in both and come from the loader's `require`; a
// module with state that both parts import is taken by the chunk from the page's bundle
// (`dum:shared`), so there is one instance of it (see holdsState). The page's bundle carries only the strings of client/i18n.ts its own modules
// name (see pruneStrings); the chunk carries the whole dictionary. The orb is loaded at run time from
// the plugin's route, so it is bundled in neither. Minified; well under a second (every build runs it).
import { build } from 'esbuild'
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

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

/** Where the plugin's route serves the chunk (src/http/client-route.ts mounts dist/lazy here). */
export const CHUNK_MOUNT = '/dsh-mirror/client'
/** The lazy boundary (the single module whose imports make up the chunk). */
const TAB_ENTRY = 'client/lazy/tab.tsx'
/** Modules that must never be in the page's bundle (the build fails if they are). */
const LAZY_ONLY = [TAB_ENTRY, 'client/MemoryView.tsx', 'client/SettingsCard.tsx', 'client/ToolCard.tsx', 'client/CommandAnswer.tsx', 'client/DistillDock.tsx']
/** The dictionary the page's bundle carries only in part; the chunk takes its own whole copy. */
const STRINGS_MODULE = 'client/i18n.ts'
/**
 * The string tables the page's bundle carries only in part, each with the names of its dictionaries
 * (client/i18n.ts and the tables spread or nested into it): the same pruning as the dictionary's.
 */
export const STRING_TABLES = {
  [STRINGS_MODULE]: ['zh', 'en'],
  'client/guard-strings.ts': ['guardZh', 'guardEn'],
  'client/pending-card-strings.ts': ['PENDING_CARD_ZH', 'PENDING_CARD_EN'],
  'client/contradict-strings.ts': ['zh', 'en'],
  'client/i18n-errors.ts': ['zh', 'en'],
  'client/i18n-history.ts': ['zh', 'en'],
  'client/i18n-mode.ts': ['zh', 'en'],
  'client/i18n-portrait.ts': ['zh', 'en'],
  'client/i18n-runs.ts': ['zh', 'en'],
  'client/i18n-session.ts': ['zh', 'en'],
  'client/i18n-settings.ts': ['zh', 'en'],
}
const SHARED_PREFIX = 'dum-eager:'

const common = {
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
  metafile: true,
}

const rel = (path) => relative(root, path).split('\\').join('/')
const inputsOf = (result) => new Set(Object.keys(result.metafile.inputs).filter((p) => !p.includes(':')).map((p) => rel(`${root}${p}`)))

/** Every name a module reads as a property: `a.name`, `a['name']`, `{ name } = a`. */
export function propertyNames(text, fileName = 'module.tsx') {
  const names = new Set()
  const visit = (node) => {
    if (ts.isPropertyAccessExpression(node)) names.add(node.name.text)
    else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) names.add(node.argumentExpression.text)
    else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const key = node.propertyName ?? node.name
      if (ts.isIdentifier(key) || ts.isStringLiteralLike(key)) names.add(key.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS))
  return names
}

/**
 * The text of client/i18n.ts with every top-level entry of its `zh` and `en` dictionaries removed
 * whose key no module in `sources` reads as a property (see propertyNames). Over-keeps on purpose:
 * a key read from any object stays, nested objects and spreads stay whole. The one pattern it cannot
 * see is a computed top-level read (`t[key]`): the page's modules name their strings.
 */
export function pruneStrings(text, sources, tables = ['zh', 'en']) {
  const words = new Set()
  for (const source of sources) for (const word of propertyNames(source)) words.add(word)
  const file = ts.createSourceFile('i18n.ts', text, ts.ScriptTarget.Latest, true)
  const cuts = []
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && tables.includes(node.name.text)) {
      let init = node.initializer
      while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init))) init = init.expression
      if (init && ts.isObjectLiteralExpression(init)) {
        for (const prop of init.properties) {
          if (ts.isSpreadAssignment(prop) || !prop.name) continue
          const key = ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) ? prop.name.text : undefined
          if (key === undefined || words.has(key)) continue
          let end = prop.end
          if (text[end] === ',') end++
          cuts.push([prop.getFullStart(), end])
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  let out = text
  for (const [from, to] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, from) + out.slice(to)
  return out
}

/** esbuild plugin for the page's bundle: the pruned dictionary, and `dum:shared` from `shared`. */
function eagerPlugin({ shared, prune }) {
  return {
    name: 'dum-eager',
    setup(b) {
      b.onResolve({ filter: /^dum:shared$/ }, () => ({ path: 'dum:shared', namespace: 'dum' }))
      b.onLoad({ filter: /.*/, namespace: 'dum' }, () => ({
        contents: `${shared.map((p, i) => `import * as m${i} from ${JSON.stringify(`${root}${p}`)}`).join('\n')}\nexport const shared = {${shared.map((p, i) => `${JSON.stringify(p)}: m${i}`).join(', ')}}\n`,
        loader: 'js',
        resolveDir: root,
      }))
      if (prune) {
        b.onLoad({ filter: /[\\/]client[\\/][\w-]+\.ts$/ }, (args) => {
          const tables = STRING_TABLES[rel(args.path)]
          return tables ? { contents: prune(readFileSync(args.path, 'utf8'), tables), loader: 'ts' } : undefined
        })
      }
    },
  }
}

/**
 * Whether a module keeps state at its top level, so the page and the chunk must share one instance:
 * a `let`/`var`, a `const` made by a call or `new` (a Set of listeners, a React context, a flag), or a
 * statement run for its effect. Functions, classes, and constants written as literals are not state:
 * such a module is bundled into both parts, each tree-shaken to what it uses (smaller than sharing
 * its whole namespace).
 */
export function holdsState(text, fileName = 'module.tsx') {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const unwrap = (e) => {
    while (e && (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e) || ts.isTypeAssertionExpression(e))) e = e.expression
    return e
  }
  return file.statements.some((statement) => {
    if (ts.isExpressionStatement(statement)) return true
    if (!ts.isVariableStatement(statement)) return false
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) return true
    return statement.declarationList.declarations.some((d) => {
      const init = unwrap(d.initializer)
      return init !== undefined && (ts.isCallExpression(init) || ts.isNewExpression(init))
    })
  })
}

/** esbuild plugin for the chunk: a stateful module the page's bundle holds becomes `require('dum-eager:<path>')`. */
function lazyPlugin(eagerInputs, used) {
  const stateful = new Map()
  const isStateful = (path) => {
    if (!stateful.has(path)) stateful.set(path, holdsState(readFileSync(`${root}${path}`, 'utf8'), path))
    return stateful.get(path)
  }
  return {
    name: 'dum-lazy',
    setup(b) {
      b.onResolve({ filter: /^\./ }, async (args) => {
        if (args.pluginData?.dumInner) return undefined
        const resolved = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { dumInner: true } })
        if (resolved.errors.length > 0) return { errors: resolved.errors }
        const path = rel(resolved.path)
        if (path === STRINGS_MODULE || !eagerInputs.has(path) || !isStateful(path)) return { path: resolved.path }
        used.add(path)
        return { path: `${SHARED_PREFIX}${path}`, external: true }
      })
    },
  }
}

const wrapEager = (body) => `window.__ModuleLoader__.load({id:${JSON.stringify(name)},factory:function(require){var module={exports:{}},exports=module.exports,__dumHostRequire=require;\n${body}\nreturn module.exports}});\n`
const wrapChunk = (body) => `export function factory(require){var module={exports:{}},exports=module.exports;\n${body}\nreturn module.exports}\n`

/**
 * Builds both parts and returns `{ script, chunk: { file, url, text }, shared, eagerInputs }`
 * (`script` is dist/client.js's text). Writes them into `dist/` (removing older chunks) unless
 * `write` is false.
 */
export async function buildClient({ outdir = `${root}dist`, write = true } = {}) {
  const entry = { entryPoints: [`${root}client/index.tsx`] }
  // 1. What the page's bundle holds (dictionary whole, nothing shared yet).
  const probe = await build({ ...common, ...entry, plugins: [eagerPlugin({ shared: [] })] })
  const eagerInputs = inputsOf(probe)
  const leaked = LAZY_ONLY.filter((p) => eagerInputs.has(p))
  if (leaked.length > 0) throw new Error(`build-client: the page's bundle imports ${leaked.join(', ')}; the chunk's components must be reached only through client/lazy/view.tsx`)
  // 2. The chunk, taking what the page holds from it.
  const used = new Set()
  const lazy = await build({ ...common, entryPoints: [`${root}${TAB_ENTRY}`], plugins: [lazyPlugin(eagerInputs, used)] })
  const text = wrapChunk(lazy.outputFiles[0].text.trim())
  const file = `tab.${createHash('sha256').update(text).digest('hex').slice(0, 16)}.js`
  const url = `${CHUNK_MOUNT}/${file}`
  // 3. The page's bundle: the shared modules exposed, the dictionary cut to what its modules name.
  const shared = [...used].sort()
  // The dictionary keeps what the page's sources read, then (a second pass, on the tree-shaken
  // output) what the code that really ships reads.
  const sources = [...eagerInputs].filter((p) => !(p in STRING_TABLES) && /\.(tsx?|jsx?)$/.test(p)).map((p) => readFileSync(`${root}${p}`, 'utf8'))
  const pageBuild = (texts) => build({
    ...common,
    ...entry,
    define: { ...common.define, __DUM_TAB_URL__: JSON.stringify(url) },
    plugins: [eagerPlugin({ shared, prune: (t, tables) => pruneStrings(t, texts, tables) })],
  })
  const first = await pageBuild(sources)
  const page = await pageBuild([first.outputFiles[0].text])
  const script = wrapEager(page.outputFiles[0].text.trim())
  if (write) {
    mkdirSync(`${outdir}/lazy`, { recursive: true })
    // Each file appears whole (a test's dev page may be reading it while another build runs).
    const put = (path, body) => {
      const tmp = `${path}.${process.pid}.tmp`
      writeFileSync(tmp, body)
      renameSync(tmp, path)
    }
    put(`${outdir}/lazy/${file}`, text)
    put(`${outdir}/client.js`, script)
    for (const old of readdirSync(`${outdir}/lazy`)) if (/^tab\.[0-9a-f]+\.js$/.test(old) && old !== file) rmSync(`${outdir}/lazy/${old}`)
  }
  return { script, chunk: { file, url, text }, shared, eagerInputs: [...inputsOf(page)].sort(), metafiles: { page: page.metafile, chunk: lazy.metafile } }
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
  const { script, chunk } = await buildClient()
  const kb = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`
  console.log(`build-client: dist/client.js ${kb(script)}, dist/lazy/${chunk.file} ${kb(chunk.text)} in ${Math.round(performance.now() - started)} ms`)
}
