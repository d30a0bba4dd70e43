// Checks that hold without a browser: the package's shape, its size budget, and that importing it
// touches nothing. Its behaviour in a real browser is tested in test/browser/orb.test.ts.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const packageRoot = fileURLToPath(new URL('..', import.meta.url))
const manifest = JSON.parse(readFileSync(`${packageRoot}package.json`, 'utf8'))
const sizeBudget = 8 * 1024

describe('ai-orb package', () => {
  it('is a zero-dependency MIT ES module named ai-orb 0.1.0 with its types', () => {
    expect(manifest).toMatchObject({ name: 'ai-orb', version: '0.1.0', license: 'MIT', type: 'module' })
    expect(manifest.dependencies ?? {}).toEqual({})
    expect(manifest.peerDependencies ?? {}).toEqual({})
    expect(manifest.exports['.']).toEqual({ types: './src/index.d.ts', default: './src/index.js' })
    expect(readFileSync(`${packageRoot}LICENSE`, 'utf8')).toMatch(/^MIT License/)
  })

  it('imports nothing and changes no global when loaded', async () => {
    const source = readFileSync(`${packageRoot}src/index.js`, 'utf8')
    expect(source).not.toMatch(/^\s*import\s/m)
    const before = Object.getOwnPropertyNames(globalThis).sort()
    const orb = await import('ai-orb')
    expect(Object.getOwnPropertyNames(globalThis).sort()).toEqual(before)
    expect(Object.keys(orb).sort()).toEqual(['AgentOrb', 'DEFAULT_LABELS', 'ORB_STATES', 'default'])
    expect(orb.ORB_STATES).toEqual(['idle', 'thinking', 'working', 'done', 'error'])
  })

  it('refuses a container that is not a DOM element with a TypeError', async () => {
    const { AgentOrb } = await import('ai-orb')
    expect(() => new AgentOrb({})).toThrow(TypeError)
    expect(() => new AgentOrb({})).toThrow(/container/)
  })

  it(`stays within ${sizeBudget} bytes minified`, async () => {
    const result = await build({
      entryPoints: [`${packageRoot}src/index.js`],
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      logLevel: 'silent',
    })
    const minified = result.outputFiles[0].contents
    console.log(`ai-orb: ${minified.length} B minified, ${gzipSync(minified).length} B gzip`)
    expect(minified.length).toBeLessThanOrEqual(sizeBudget)
  })
})
