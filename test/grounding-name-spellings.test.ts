import { describe, expect, it } from 'vitest'
import { isNumeronymOf } from '../src/core/numeronym.js'
import { verdict, verdictIn } from './helpers/ground-verdict.js'

// Cases of our own construction (not pairs of a labelled set): people type names short and lower
// case in chat ("ts", "nodejs", "k8s", "e2e", "tailwindcss"); the model writes them out. That is the
// user's name, not another one: the write goes live. Another name in its place still waits.
describe('a name as people type it in chat', () => {
  it('is the name the model writes out', () => {
    expect(verdict('Write all new code in TypeScript', 'write all new code in ts')).toBe('live')
    expect(verdict('Never use JavaScript for new modules', 'never use js for new modules')).toBe('live')
    expect(verdict('Run the scripts with Node.js 22 only', 'run the scripts with nodejs 22 only')).toBe('live')
    expect(verdict('Deploy the API with Next.js route handlers', 'deploy the api with nextjs route handlers')).toBe('live')
    expect(verdict('Keep Kubernetes manifests in deploy/', 'keep k8s manifests in deploy/')).toBe('live')
    expect(verdict('Write end-to-end tests with Playwright', 'write e2e tests with playwright')).toBe('live')
    expect(verdict('Use Tailwind CSS for styling', 'use tailwindcss for styling')).toBe('live')
    expect(verdict('Write the scripts in Python', 'write the scripts in py')).toBe('live')
    expect(verdict('Use Postgres for every service', 'use pg for every service')).toBe('live')
    expect(verdict('Never use the any type in TypeScript', 'no any in TS, ever')).toBe('live')
    expect(verdict('Convert JavaScript files to TypeScript', 'js 文件一律改成 ts')).toBe('live')
  })

  it('another name in its place still waits', () => {
    expect(verdict('Write all new code in JavaScript', 'write all new code in ts')).not.toBe('live')
    expect(verdict('Keep Nomad manifests in deploy/', 'keep k8s manifests in deploy/')).not.toBe('live')
    expect(verdict('Use Bootstrap for styling', 'use tailwindcss for styling')).not.toBe('live')
    expect(verdict('Deploy the API with Nuxt.js route handlers', 'deploy the api with nextjs route handlers')).not.toBe('live')
    expect(verdict('Write the scripts in Go', 'write the scripts in py')).not.toBe('live')
    expect(verdict('Write the scripts in Go', 'write the scripts in python')).not.toBe('live')
    expect(verdict('Use MySQL for every service', 'use pg for every service')).not.toBe('live')
    expect(verdict('Always use the any type in TypeScript', 'no any in TS, ever')).not.toBe('live')
  })

  it('reads a numeronym by its letters and count', () => {
    expect(isNumeronymOf('k8s', 'kubernetes')).toBe(true)
    expect(isNumeronymOf('i18n', 'internationalization')).toBe(true)
    expect(isNumeronymOf('a11y', 'accessibility')).toBe(true)
    expect(isNumeronymOf('k8s', 'kustomizes')).toBe(true)
    expect(isNumeronymOf('k8s', 'kubectl')).toBe(false)
    expect(isNumeronymOf('v2', 'version')).toBe(false)
  })
})

// Session 42, the twenty-third set's tune half: postgres.js is a client library, not the database,
// so "don't use pg or postgres.js" refuses no Postgres (value-table.ts).
describe('postgres.js is a library', () => {
  it('refusing it refuses no Postgres', () => {
    expect(verdictIn('Use `Bun.sql` for Postgres; don\'t use `pg` or `postgres.js`', 'what should I use to talk to postgres here?', 'Bun.sql. dont bring in pg or postgres.js')).toBe('live')
  })
  it('Postgres refused still waits', () => {
    expect(verdict('Use Postgres for the cache', 'never use postgres for the cache')).not.toBe('live')
  })
})
