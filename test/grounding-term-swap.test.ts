// A named term of the user's words swapped for another in an otherwise copied rule (issue 19,
// ground4): the judgment must wait and say what it changes; a restatement that keeps every named
// term (reworded, reordered, an acronym spelled out, "20+" as "20 or later") stays live.
// Constructed cases, not pairs of the labelled sets.
import { describe, expect, it } from 'vitest'
import { groundIn } from '../src/core/ground.js'
import { verdict } from './helpers/ground-verdict.js'
import { swapsTerm, tokensOf } from '../src/core/term-swap.js'

describe('a named term swapped in place', () => {
  it('an env variable, a flag value, a version, a sub-command: waits as a change', () => {
    expect(verdict('Read the port from APP_PORT in the gateway', 'Read the port from SERVER_PORT in the gateway')).toBe('changes')
    expect(verdict('Set STRICT_MODE=false in the staging config', 'Set STRICT_MODE=true in the staging config')).toBe('changes')
    expect(verdict('Call the v3 endpoints for uploads', 'Call the v2 endpoints for uploads')).toBe('changes')
    expect(verdict('Run cargo doc before every push', 'Run cargo audit before every push')).toBe('changes')
  })

  it('a library or a name the user never said, in place of theirs', () => {
    expect(verdict('Use Ky for HTTP calls from the dashboard', 'Use Axios for HTTP calls from the dashboard')).toBe('changes')
    expect(verdict('Send error reports to Rollbar from the worker', 'Send error reports to Sentry from the worker')).toBe('changes')
    const g = groundIn('Use Ky for HTTP calls from the dashboard', [{ text: 'Use Axios for HTTP calls from the dashboard' }])
    expect(g.changed).toEqual([{ from: ['Axios'], to: ['Ky'] }])
  })

  it('an environment, an order word', () => {
    expect(verdict('Seed the database only in the staging environment', 'Seed the database only in the dev environment')).toBe('changes')
    expect(verdict('Rotate the keys after each release', 'Rotate the keys before each release')).toBe('changes')
  })

  it('a value after a label ("Worker pool: Tinypool")', () => {
    expect(verdict('Worker pool: Piscina by default; require explicit opt-in for other pools.', 'Worker pool: Tinypool by default; require explicit opt-in for other pools.')).toBe('changes')
  })

  it('in Chinese text too', () => {
    expect(verdict('部署后再跑 make check', '部署前先跑 make check')).toBe('changes')
    expect(verdict('接口请求统一用 Ky', '接口请求统一用 Axios')).toBe('changes')
    expect(verdict('每个函数最多 200 行', '每个文件最多 200 行')).toBe('changes')
  })

  it('a restatement that keeps every named term stays live', () => {
    expect(verdict('Read the port from the SERVER_PORT variable in the gateway', 'Read the port from SERVER_PORT in the gateway')).toBe('live')
    expect(verdict('Use ES module imports, not require', 'Use ESM imports, not require')).toBe('live')
    expect(verdict('Target Node 20 or later in the CI image', 'Target Node 20+ in the CI image')).toBe('live')
    expect(verdict('For HTTP calls from the dashboard, use Axios', 'Use Axios for HTTP calls from the dashboard')).toBe('live')
    expect(verdict('单行不超过一百个字符', '每行不超过 100 个字符')).toBe('live')
  })
})

describe('two named terms trading places', () => {
  it('across the words between them, or across "over" / "than" / "→"', () => {
    expect(verdict('Use GraphQL for reads (simpler than REST)', 'Use REST for reads (simpler than GraphQL)')).toBe('changes')
    expect(verdict('Copy sessions from Postgres → Redis nightly', 'Copy sessions from Redis → Postgres nightly')).toBe('changes')
    expect(verdict('Use raw SQL over the ORM in reporting jobs', 'Use the ORM over raw SQL in reporting jobs')).not.toBe('live')
  })

  it('a reordered restatement, or clauses in another order, is not a swap', () => {
    expect(verdict('Put shared client state in Pinia', 'Use Pinia for shared client state')).toBe('live')
    expect(swapsTerm('Keep the API small; use a Gateway for auth', 'Use a Gateway for auth; keep the API small', 'Use a Gateway for auth; keep the API small')).toBeUndefined()
  })
})

describe('hyphenated names trading places', () => {
  it('two hyphenated names crossing over the words between them: waits (ground8)', () => {
    expect(verdict('Set Cache-Control with max-age for the CDN and s-maxage for browsers', 'Set Cache-Control with s-maxage for the CDN and max-age for browsers')).toBe('changes')
    expect(verdict('用 Cache-Control：max-age 管 CDN，s-maxage 管浏览器', '用 Cache-Control：s-maxage 管 CDN，max-age 管浏览器')).toBe('changes')
  })

  it('the user\'s words running on past a dash into an aside are no swapped ending', () => {
    const said = 'Please always use pnpm here, never npm — our lockfile is pnpm-lock.yaml.'
    expect(swapsTerm('Use pnpm, never npm, for installing packages', said, said)).toBeUndefined()
  })

  it('a hyphenated word is one token split into its parts, not a word and a flag', () => {
    expect(tokensOf('s-maxage and --prod').map((t) => [t.surface, t.compound ?? false])).toEqual([['s', true], ['maxage', true], ['and', false], ['--prod', false]])
  })

  it('the same hyphenated names in the same roles, reworded: live', () => {
    expect(verdict('Name files in kebab-case and React components in PascalCase', 'Use kebab-case for file names and PascalCase for React components')).toBe('live')
  })
})

describe('a name the user wrote twice, dropped once (ground8)', () => {
  it('the judgment keeps one "enums" and swaps the other: a change', () => {
    expect(swapsTerm('Use sealed traits for fixed alternatives instead of C-style enums', 'Use Enums for fixed alternatives instead of C-style enums.', 'Use Enums for fixed alternatives instead of C-style enums.')).toEqual({ from: ['Enums'], to: ['sealed', 'traits'] })
  })

  it('both kept, reworded around them: not a swap', () => {
    expect(verdict('Use Enums for fixed sets of states, never C-style enums', 'Use Enums for fixed sets of states instead of C-style enums.')).toBe('live')
  })
})

describe('a sigil on one side only (ground8)', () => {
  it('"[slug]" after "[...slug]", "state" after "$state": a change', () => {
    expect(verdict('Name catch-all routes [slug].tsx in the pages folder', 'Name catch-all routes [...slug].tsx in the pages folder')).toBe('changes')
    expect(verdict('Declare reactive values with state in Svelte 5 components', 'Declare reactive values with $state in Svelte 5 components')).toBe('changes')
  })

  it('the same sigiled name, reworded around it: live', () => {
    expect(verdict('Name catch-all routes [...slug].tsx in the pages folder', 'Catch-all routes in the pages folder are named [...slug].tsx')).toBe('live')
  })
})

describe('what names a value', () => {
  it('capitals in a Title Case line, e.g. and emphasis name nothing', () => {
    const named = (text: string) => tokensOf(text).filter((t) => t.named).map((t) => t.surface)
    expect(named('Write Short Functions That Only Do One Thing')).toEqual([])
    expect(named('Hash with strong algorithms, e.g. Argon2; NEVER store plain text')).toEqual(['Argon2'])
    expect(named('Use Fiber\'s App.Get for routing in production')).toEqual(['Fiber', 'App.Get', 'production'])
  })
})

describe('opposite words swapped in place', () => {
  it('short → long, small → large in the same slot: waits; crossed with the verb: not a swap', () => {
    expect(verdict('Write long handlers that do many jobs', 'Write short handlers that do one job')).toBe('changes')
    expect(verdict('Keep request bodies large for the upload API', 'Keep request bodies small for the upload API')).toBe('changes')
    expect(swapsTerm('Break up long handlers', 'Keep handlers short', 'Keep handlers short')).toBeUndefined()
  })
})

describe('ordinary words trading places over "then"', () => {
  it('the order of two steps swapped waits; the same order in other words is live', () => {
    expect(verdict('Deploy first, then run the migration', 'Run the migration FIRST, then deploy')).toBe('changes')
    expect(verdict('Run the migration first and deploy afterwards', 'Run the migration FIRST, then deploy')).toBe('live')
  })
})

describe('shell operators', () => {
  it('"&&" swapped for a lone ";" or "||" is a change', () => {
    expect(verdict('Chain the build steps with ; in the CI script', 'Chain the build steps with && in the CI script')).toBe('changes')
    expect(verdict('Chain the build steps with || in the CI script', 'Chain the build steps with && in the CI script')).toBe('changes')
    expect(verdict('In the CI script, chain the build steps with &&', 'Chain the build steps with && in the CI script')).toBe('live')
  })
})

describe('joined names and names in rebuilt sentences (session 9)', () => {
  it('"a/b" restated as "a and b", a dotted name built from the user\'s parts: live', () => {
    expect(verdict('Keep each Controller and Service thin', 'Each Controller/Service must stay thin.')).toBe('live')
    expect(verdict('Loaders only fetch and cache data', 'Loaders: fetch/cache data only')).toBe('live')
    expect(verdict('Import numpy.linalg.Norm as N with numpy.fft as F', 'Use from numpy.linalg import Norm as N alongside import numpy.fft as F.')).toBe('live')
  })

  it('two names the user wrote apart, joined by a slash in Chinese text: live; a second name they never wrote: not', () => {
    expect(verdict('请求一律走 GET/POST 接口', '请求一律走 GET 或者 POST 接口')).toBe('live')
    expect(verdict('请求一律走 GET/POST 接口', '请求一律走 GET 接口')).not.toBe('live')
  })

  it('a path or a package of other parts is still a change', () => {
    expect(verdict('Keep layouts in src/views/', 'Keep layouts in src/layouts/')).toBe('changes')
    expect(verdict('Put handlers in app/server/', 'Put handlers in app/api/ and keep server code out of them')).not.toBe('live')
    expect(verdict('Navigate with the <Link> of react-router-dom', 'Navigate with the <Link> of @tanstack/react-router')).toBe('changes')
  })

  it('two names in other roles of a rebuilt sentence: live; traded in a copied one: a change', () => {
    expect(verdict('Build the CLI from small, testable Rust modules', 'Use Rust\'s module-based layout for small and testable CLI commands.')).toBe('live')
    expect(verdict('Use RabbitMQ for jobs (simpler than Kafka)', 'Use Kafka for jobs (simpler than RabbitMQ)')).toBe('changes')
    expect(verdict('pl-2 not ps-2', 'ps-2 not pl-2 (padding-start)')).not.toBe('live')
  })

  it('"I\'d rather" compares nothing: the scope moved before a "rather than" is the same rule (session 24)', () => {
    const said = 'haha ok yeah I personally hate redux boilerplate, I\'d rather just use context or zustand for small stuff like this'
    expect(verdict('For small stuff, use context or zustand rather than redux', said)).toBe('live')
    // Two things on each side of "rather than", traded: still a change.
    expect(verdict('Use Kafka rather than RabbitMQ for jobs', 'Use RabbitMQ rather than Kafka for jobs')).toBe('changes')
    expect(verdict('I\'d rather use Kafka than RabbitMQ for jobs', 'I\'d rather use RabbitMQ than Kafka for jobs')).toBe('changes')
  })
})
