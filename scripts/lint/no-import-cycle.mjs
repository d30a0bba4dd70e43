// ESLint rule `local/no-import-cycle`: no module may reach itself through relative imports, type
// imports, re-exports and dynamic `import()` included (eslint-plugin-import-x's `no-cycle` skips
// type-only imports, and a type cycle is still a design cycle). The graph comes from the
// TypeScript compiler's import scanner (`ts.preProcessFile`), so no resolver dependency is needed:
// a relative `./x.js` resolves to `x.ts`/`x.tsx` the way the project's NodeNext imports do.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = process.cwd()
const extensions = ['.ts', '.tsx', '.mts', '.js', '.mjs']

const fileCache = new Map()
const isFile = (path) => {
  let known = fileCache.get(path)
  if (known === undefined) fileCache.set(path, known = existsSync(path) && statSync(path).isFile())
  return known
}

/** The project file a relative specifier names, or undefined (packages, assets, missing files). */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined
  const base = resolve(dirname(from), specifier)
  const stem = base.replace(/\.(c|m)?jsx?$/, '')
  const candidates = stem === base
    ? [base, ...extensions.map((e) => base + e), ...extensions.map((e) => `${base}/index${e}`)]
    : [...extensions.map((e) => stem + e), base, `${base.replace(/\.jsx$/, '.tsx')}`]
  return candidates.find(isFile)
}

const edgeCache = new Map()

/** Every project file `file` imports, with the line of each import. */
function importsOf(file, text) {
  if (text === undefined && edgeCache.has(file)) return edgeCache.get(file)
  const source = text ?? readFileSync(file, 'utf8')
  const info = ts.preProcessFile(source, true, true)
  const edges = []
  for (const ref of info.importedFiles) {
    const target = resolveSpecifier(file, ref.fileName)
    if (target) edges.push({ target, specifier: ref.fileName, pos: ref.pos, end: ref.end })
  }
  edgeCache.set(file, edges)
  return edges
}

/** The shortest import path from `start` back to `goal`, or undefined. */
function pathBack(start, goal) {
  const previous = new Map([[start, undefined]])
  const queue = [start]
  while (queue.length) {
    const node = queue.shift()
    for (const { target } of importsOf(node)) {
      if (target === goal) {
        const path = [goal]
        for (let at = node; at !== undefined; at = previous.get(at)) path.unshift(at)
        return path
      }
      if (previous.has(target)) continue
      previous.set(target, node)
      queue.push(target)
    }
  }
  return undefined
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between project modules, type imports included' },
    schema: [],
    messages: { cycle: 'import cycle: {{path}}' },
  },
  create(context) {
    const file = context.physicalFilename
    if (!isFile(file)) return {}
    return {
      Program() {
        const text = context.sourceCode.text
        const seen = new Set()
        for (const edge of importsOf(file, text)) {
          if (seen.has(edge.target)) continue
          seen.add(edge.target)
          const path = edge.target === file ? [file, file] : pathBack(edge.target, file)
          if (!path) continue
          const shown = (edge.target === file ? path : [file, ...path]).map((p) => relative(root, p)).join(' → ')
          context.report({
            loc: { start: context.sourceCode.getLocFromIndex(edge.pos), end: context.sourceCode.getLocFromIndex(edge.end) },
            messageId: 'cycle',
            data: { path: shown },
          })
        }
      },
    }
  },
}
