// The catalogue's matchers: which entries one invocation (a program with its arguments, after
// wrappers are taken off) crosses. Each entry is a few lines of data-driven checks; git's are in
// `git.ts`, SQL's statement reading in `sql.ts`.

import type { CatalogueId } from '../types.js'
import type { Invocation } from '../shell/invocations.js'
import type { Word } from '../shell/parse.js'
import { shellSource } from '../shell/wrappers.js'
import { hasExact, hasLong, hasShort, operands, optionValues } from './args.js'
import { detectGit } from './git.js'
import { destructiveMongo, destructiveStatement } from './sql.js'

export interface Hit {
  entry: CatalogueId
  why: string
}

const DELETERS = new Set(['rm', 'rmdir', 'unlink', 'shred', 'srm', 'trash', 'trash-put', 'wipe'])
const PRIVILEGE = new Set(['sudo', 'doas', 'pkexec', 'run0', 'su'])
const DOWNLOADERS = new Set(['curl', 'wget', 'fetch', 'http', 'https', 'xh', 'curlie', 'lwp-request', 'aria2c', 'invoke-webrequest', 'invoke-restmethod'])
const INTERPRETERS = /^(python(\d+(\.\d+)?)?|node|nodejs|perl|ruby|php|deno|bun)$/
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'yash', 'fish'])
const NODE_PMS = new Set(['npm', 'pnpm', 'yarn', 'bun', 'cnpm'])
const HELP = ['--help', '--version']

const dry = (args: Word[]) => hasLong(args, '--dry-run')

/** Every catalogue entry this invocation crosses. */
export function detectInvocation(inv: Invocation): Hit[] {
  const hits: Hit[] = []
  const seen = new Set<CatalogueId>()
  const hit = (entry: CatalogueId, why = inv.text) => {
    if (seen.has(entry)) return
    seen.add(entry)
    hits.push({ entry, why })
  }
  if (inv.nameDynamic) return hits
  const { name, args } = inv
  const first = args[0]?.value

  // delete-files
  // Under xargs or find -exec the operands come from the input, so none need be written.
  const fed = inv.via.includes('xargs') || inv.via.includes('find -exec') || inv.via.includes('parallel')
  if (DELETERS.has(name) && (fed || operands(args).length) && !hasLong(args, ...HELP)) hit('delete-files')
  if (name === 'gio' && ['trash', 'remove'].includes(first ?? '')) hit('delete-files')
  if (name === 'find' && hasExact(args, '-delete')) hit('delete-files')
  if (name === 'rsync' && args.some((w) => w.value.startsWith('--delete') || w.value === '--remove-source-files')) hit('delete-files')
  if (/^mkfs(\.\w+)?$/.test(name) || (name === 'wipefs' && (hasShort(args, 'a') || hasLong(args, '--all')))) hit('delete-files')
  if (name === 'dd' && args.some((w) => w.value.startsWith('of=/dev/') && !w.value.startsWith('of=/dev/null'))) hit('delete-files')
  if (name === 'mv' && operands(args).at(-1)?.value === '/dev/null') hit('delete-files')
  // PowerShell (the pwsh tool): cmdlets arrive folded to lower case, aliases resolved.
  if (name === 'remove-item' && !args.some((w) => /^-whatif$/i.test(w.value))) hit('delete-files')
  if (name === 'start-process' && args.some((w, i) => /^-verb$/i.test(w.value) && /^runas$/i.test(args[i + 1]?.value ?? ''))) hit('sudo')

  detectGit(inv, (entry) => hit(entry))

  // sudo
  if (PRIVILEGE.has(name) && privileged(name, args)) hit('sudo')

  // publish
  if (publishes(inv)) hit('publish')
  if (name === 'cargo' && first === 'release' && (hasShort(args, 'x') || hasLong(args, '--execute'))) {
    const step = operands(args.slice(1))[0]?.value
    if (!step || step === 'publish') hit('publish')
    if (!step || step === 'push') hit('push')
  }

  // destructive-sql
  const sql = destructiveSql(inv)
  if (sql) hit('destructive-sql', `${inv.text.length > 80 ? name : inv.text} (${sql})`)

  // pipe-to-shell
  if (readsScriptFromStdin(inv)) {
    const source = inv.upstream.find((u) => DOWNLOADERS.has(u.name))
    if (source) hit('pipe-to-shell', `${source.text} | ${inv.text}`)
  }
  if (inv.executes.some((e) => DOWNLOADERS.has(e.name))) hit('pipe-to-shell')

  // add-dependency
  if (addsDependency(inv)) hit('add-dependency')
  return hits
}

function privileged(name: string, args: Word[]): boolean {
  if (name === 'sudo') return operands(args, { short: 'ugCDhprtTU', long: ['--user', '--group', '--chdir', '--prompt', '--role', '--type', '--host', '--close-from', '--other-user', '--command-timeout'] }).length > 0 ||
    hasShort(args, 's') || hasShort(args, 'i') || hasShort(args, 'e') || hasLong(args, '--shell', '--login', '--edit')
  if (name === 'doas') return !hasExact(args, '-L', '-C')
  if (name === 'su') return !hasExact(args, '-h', '--help', '-V', '--version')
  return true
}

function readsScriptFromStdin(inv: Invocation): boolean {
  if (inv.name === 'invoke-expression') return !inv.args.some((w) => !w.value.startsWith('-'))
  if (SHELLS.has(inv.name)) return shellSource([{ value: inv.name, dynamic: false, quoted: false, subs: [] }, ...inv.args]).mode === 'stdin'
  if (!INTERPRETERS.test(inv.name)) return false
  const { args } = inv
  if (hasExact(args, '-c', '-e', '-E', '-m', '-r', '-p', '--eval', '--print') || hasShort(args, 'c') || hasShort(args, 'e')) return false
  if (['deno', 'bun'].includes(inv.name)) return inv.args[0]?.value === 'run' && ['-', undefined].includes(operands(args.slice(1))[0]?.value)
  const ops = operands(args, { short: 'WXI' })
  return ops.length === 0 || ops[0]!.value === '-'
}

const PUBLISHERS: Record<string, (args: Word[]) => boolean> = {
  cargo: (a) => a[0]?.value === 'publish' && !dry(a) && !hasExact(a, '-n'),
  twine: (a) => a[0]?.value === 'upload',
  poetry: (a) => a[0]?.value === 'publish' && !dry(a),
  uv: (a) => a[0]?.value === 'publish' && !dry(a),
  hatch: (a) => a[0]?.value === 'publish',
  flit: (a) => a[0]?.value === 'publish',
  pdm: (a) => a[0]?.value === 'publish' && !dry(a),
  gem: (a) => a[0]?.value === 'push',
  nuget: (a) => a[0]?.value === 'push',
  dotnet: (a) => a[0]?.value === 'nuget' && a[1]?.value === 'push',
  vsce: (a) => a[0]?.value === 'publish',
  ovsx: (a) => a[0]?.value === 'publish',
  gh: (a) => a[0]?.value === 'release' && a[1]?.value === 'create',
  docker: (a) => a[0]?.value === 'push' || ((a[0]?.value === 'build' || (a[0]?.value === 'buildx' && a[1]?.value === 'build')) && hasLong(a, '--push')),
  podman: (a) => a[0]?.value === 'push',
  helm: (a) => a[0]?.value === 'push',
  mvn: (a) => operands(a).some((w) => w.value === 'deploy' || w.value.startsWith('deploy:')),
  gradle: (a) => operands(a).some((w) => /^(:?[\w-]+:)*publish/.test(w.value)),
  gradlew: (a) => operands(a).some((w) => /^(:?[\w-]+:)*publish/.test(w.value)),
  pod: (a) => a[0]?.value === 'trunk' && a[1]?.value === 'push',
  dart: (a) => a[0]?.value === 'pub' && a[1]?.value === 'publish' && !dry(a) && !hasExact(a, '-n'),
  flutter: (a) => a[0]?.value === 'pub' && a[1]?.value === 'publish' && !dry(a) && !hasExact(a, '-n'),
  mix: (a) => a[0]?.value === 'hex.publish',
  sbt: (a) => operands(a).some((w) => /^\+?publish(Signed|Local)?$/.test(w.value) && w.value !== 'publishLocal'),
  meteor: (a) => a[0]?.value === 'publish',
  deno: (a) => a[0]?.value === 'publish' && !dry(a),
  jsr: (a) => a[0]?.value === 'publish' && !dry(a),
  goreleaser: (a) => (a[0]?.value === 'release' || !a.length) && !hasLong(a, '--snapshot') && !a.some((w) => /^--skip=.*publish/.test(w.value)),
  lerna: (a) => a[0]?.value === 'publish',
  changeset: (a) => a[0]?.value === 'publish',
  'semantic-release': (a) => !hasShort(a, 'd') && !dry(a),
  'release-it': (a) => !hasShort(a, 'd') && !dry(a),
}

function publishes(inv: Invocation): boolean {
  const { name, args } = inv
  if (NODE_PMS.has(name)) {
    if (args[0]?.value === 'publish') return !dry(args)
    return name === 'yarn' && args[0]?.value === 'npm' && args[1]?.value === 'publish' && !dry(args)
  }
  return PUBLISHERS[name]?.(args) ?? false
}

function sqlTexts(inv: Invocation): string[] {
  const { name, args } = inv
  const texts: Word[] = []
  let stdinCounts = true
  if (name === 'psql') {
    texts.push(...optionValues(args, 'c', '--command'))
    stdinCounts = !texts.length && !optionValues(args, 'f', '--file').length
  } else if (name === 'mysql' || name === 'mariadb') {
    texts.push(...optionValues(args, 'e', '--execute', true))
  } else if (name === 'sqlite3' || name === 'duckdb') {
    const valued = ['-cmd', '-separator', '-newline', '-nullvalue', '-init', '-vfs', '-mmap', '-maxsize', '-lookaside', '-pagecache', '-heap', '-c', '-s']
    const ops: Word[] = []
    for (let i = 0; i < args.length; i++) {
      const v = args[i]!.value
      if (v === '-cmd' || (name === 'duckdb' && (v === '-c' || v === '-s'))) texts.push(args[++i] ?? { ...args[i - 1]!, value: '' })
      else if (valued.includes(v)) i++
      else if (!v.startsWith('-')) ops.push(args[i]!)
    }
    texts.push(...ops.slice(1))
  } else if (name === 'clickhouse-client' || (name === 'clickhouse' && args[0]?.value === 'client')) {
    texts.push(...optionValues(args, 'q', '--query'))
  } else if (name === 'sqlcmd') {
    texts.push(...optionValues(args, 'Q', null), ...optionValues(args, 'q', null))
  } else if (name === 'cockroach' && args[0]?.value === 'sql') {
    texts.push(...optionValues(args, 'e', '--execute'))
  } else {
    return []
  }
  const out = texts.map((w) => w.value)
  if (stdinCounts && !texts.length && inv.stdin) out.push(inv.stdin)
  return out
}

function destructiveSql(inv: Invocation): string | null {
  for (const text of sqlTexts(inv)) {
    const s = destructiveStatement(text)
    if (s) return s
  }
  const { name, args } = inv
  const ops = operands(args).map((w) => w.value)
  if ((name === 'mongosh' || name === 'mongo') && optionValues(args, null, '--eval').some((w) => destructiveMongo(w.value))) return 'drop'
  if (name === 'dropdb' && ops.length && !hasLong(args, ...HELP)) return `dropdb ${ops.at(-1)}`
  if (name === 'mysqladmin' && ops.some((o) => o.toLowerCase() === 'drop')) return 'mysqladmin drop'
  if (name === 'redis-cli' && ops.some((o) => /^flush(all|db)$/i.test(o))) return 'FLUSH'
  if (name === 'prisma' && ops[0] === 'migrate' && ops[1] === 'reset') return 'prisma migrate reset'
  if (['rails', 'rake'].includes(name) && ops.some((o) => /^db:(drop|reset|purge)(:|$)/.test(o))) return ops.find((o) => o.startsWith('db:'))!
  if (name === 'php' && ops[0] === 'artisan' && ['migrate:fresh', 'migrate:reset', 'db:wipe'].includes(ops[1] ?? '')) return ops[1]!
  if (/^python/.test(name) && /(^|\/)manage\.py$/.test(ops[0] ?? '') && ops[1] === 'flush') return 'manage.py flush'
  return null
}

const INSTALL = new Set(['install', 'i', 'add', 'in', 'ins', 'inst', 'insta', 'instal', 'isnt', 'isnta', 'isntal', 'isntall'])
const NPM_VALUED = { short: 'w', long: ['--prefix', '--registry', '--tag', '--cache', '--workspace', '--omit', '--include', '--userconfig', '--install-strategy', '--filter', '--dir', '-C'] }
const PIP_VALUED = { short: 'rceitf', long: ['--requirement', '--constraint', '--editable', '--target', '--index-url', '--extra-index-url', '--find-links', '--prefix', '--root', '--src', '--upgrade-strategy', '--python-version', '--platform', '--python', '--cache-dir', '--progress-bar', '--report'] }

function addsDependency(inv: Invocation): boolean {
  const { name, args } = inv
  const sub = args[0]?.value ?? ''
  const rest = args.slice(1)
  const global = hasShort(rest, 'g') || hasLong(rest, '--global', '--location')
  if (name === 'npm' || name === 'cnpm') return INSTALL.has(sub) && !global && operands(rest, NPM_VALUED).length > 0
  if (name === 'pnpm') return (sub === 'add' || ((sub === 'install' || sub === 'i') && operands(rest, NPM_VALUED).length > 0)) && !global && operands(rest, NPM_VALUED).length > 0
  if (name === 'yarn') return sub === 'add' && operands(rest, NPM_VALUED).length > 0
  if (name === 'bun') return ['add', 'a', 'install', 'i'].includes(sub) && !global && operands(rest, NPM_VALUED).length > 0
  if (/^pip(\d+(\.\d+)?)?$/.test(name) || (name === 'uv' && sub === 'pip')) {
    const a = name === 'uv' ? args.slice(1) : args
    if (a[0]?.value !== 'install') return false
    return operands(a.slice(1), PIP_VALUED).some((w) => w.value !== '.' && w.value !== './')
  }
  if (['uv', 'poetry', 'pdm', 'cargo', 'bundle', 'deno'].includes(name)) return sub === 'add' && operands(rest).length > 0
  if (name === 'pipenv' || name === 'conda' || name === 'mamba' || name === 'gem') return sub === 'install' && operands(rest, { short: 'nc', long: ['--name', '--channel', '--version', '-v'] }).length > 0
  if (name === 'go') return sub === 'get' && operands(rest).some((w) => !w.value.startsWith('.'))
  if (name === 'composer') return sub === 'require' && operands(rest).length > 0
  if (name === 'dotnet') return sub === 'add' && args.some((w) => w.value === 'package')
  return false
}

/** File deletion by a non-shell tool: its name says it deletes files (`delete_file`, `fs_remove`). */
export function deletesByName(tool: string): boolean {
  const words = tool.toLowerCase().split(/[^a-z0-9]+/)
  return words.some((w) => ['delete', 'remove', 'rm', 'unlink', 'rmdir', 'trash', 'erase'].includes(w)) &&
    words.some((w) => ['file', 'files', 'dir', 'dirs', 'directory', 'directories', 'folder', 'folders', 'path', 'paths', 'fs', 'filesystem'].includes(w))
}
