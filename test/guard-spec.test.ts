import { describe, expect, it } from 'vitest'
import { decideCall, globMatches, MAX_MATCHERS, parseGuardSpec, type Guard, type Matcher } from '../src/core/guard/index.js'

describe('a guard spec is data, parsed once and refused whole when malformed', () => {
  it('accepts catalogue entries and matchers, dropping duplicates', () => {
    const r = parseGuardSpec({ catalogue: ['delete-files', 'delete-files'], matchers: [{ command: 'kubectl', args: ['delete', 'delete'] }, { tool: 'write', path: 'migrations/**' }] })
    expect(r).toEqual({ ok: true, spec: { catalogue: ['delete-files'], matchers: [{ command: 'kubectl', args: ['delete'] }, { tool: 'write', path: 'migrations/**' }] } })
  })

  it.each([
    ['not an object', 'rm', /object/],
    ['an array', [], /object/],
    ['empty', {}, /at least one/],
    ['an unknown field', { catalogue: ['sudo'], regex: 'rm.*' }, /unknown field 'regex'/],
    ['an unknown entry', { catalogue: ['delete-everything'] }, /unknown catalogue entry 'delete-everything'/],
    ['a catalogue that is not a list', { catalogue: 'sudo' }, /list/],
    ['a matcher with a regex field', { matchers: [{ command: 'rm', pattern: '^rm' }] }, /unknown field 'pattern'.*never regular expressions/],
    ['a matcher with only args', { matchers: [{ args: ['--force'] }] }, /must name a tool, a command or a path/],
    ['a command with a path', { matchers: [{ command: '/bin/rm' }] }, /program name/],
    ['a command with spaces', { matchers: [{ command: 'git push' }] }, /program name/],
    ['args that are not a list', { matchers: [{ command: 'git', args: 'push' }] }, /list of words/],
    ['an arg with a space', { matchers: [{ command: 'git', args: ['push --force'] }] }, /one word each/],
    ['an empty arg', { matchers: [{ command: 'git', args: [''] }] }, /non-empty/],
    ['a glob with ** inside a segment', { matchers: [{ path: 'src/**.ts' }] }, /'\*\*' inside a segment/],
    ['an empty glob', { matchers: [{ path: '' }] }, /empty/],
    ['a huge glob', { matchers: [{ path: 'a'.repeat(300) }] }, /longer than/],
    ['too many matchers', { matchers: Array.from({ length: MAX_MATCHERS + 1 }, () => ({ command: 'rm' })) }, /more than/],
    ['a tool name with spaces', { matchers: [{ tool: 'my tool' }] }, /tool name/],
  ])('refuses %s with a clear message', (_name, raw, message) => {
    const r = parseGuardSpec(raw)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.error).toMatch(message)
  })
})

const call = (command: string) => ({ tool: 'bash', args: { command, description: 'x' } })
const only = (m: Matcher): Guard[] => [{ id: 'g', spec: { matchers: [m] } }]
const whys = (c: { tool: string; args: unknown }, guards: Guard[]) => decideCall(c, guards).matches.map((m) => `${m.guardId}#${m.matcherIndex ?? m.entryId}: ${m.why}`)

describe('user matchers', () => {
  it('match a program by basename after wrappers, with required words and flags', () => {
    const g = only({ command: 'kubectl', args: ['delete'] })
    expect(whys(call('sudo /usr/local/bin/kubectl delete pod x'), g)).toEqual(['g#0: sudo /usr/local/bin/kubectl delete pod x'])
    expect(whys(call('kubectl get pods'), g)).toEqual([])
  })

  it('a short flag matches inside a cluster, a long flag with a value', () => {
    expect(whys(call('rm -rf x'), only({ command: 'rm', args: ['-r'] }))).toHaveLength(1)
    expect(whys(call('git push --force=yes'), only({ command: 'git', args: ['--force'] }))).toHaveLength(1)
    expect(whys(call('rm -f x'), only({ command: 'rm', args: ['-r'] }))).toEqual([])
  })

  it('not cancels a match', () => {
    const g = only({ command: 'git', args: ['rm'], not: ['--cached'] })
    expect(whys(call('git rm x'), g)).toHaveLength(1)
    expect(whys(call('git rm --cached x'), g)).toEqual([])
  })

  it('a path glob reads shell operands and file-tool paths', () => {
    const g = only({ path: '**/.env*' })
    expect(whys(call('cat config/.env.local'), g)).toEqual(['g#0: cat config/.env.local'])
    expect(whys({ tool: 'edit', args: { file_path: '/home/u/app/.env', old_string: 'a', new_string: 'b' } }, g)).toEqual(['g#0: edit /home/u/app/.env'])
    expect(whys({ tool: 'str_replace_editor', args: { command: 'view', path: '/srv/app/.env' } }, g)).toHaveLength(1)
    expect(whys({ tool: 'read', args: { file_path: 'src/env.ts' } }, g)).toEqual([])
  })

  it('a tool matcher matches that tool only', () => {
    const g = only({ tool: 'write', path: 'migrations/**' })
    expect(whys({ tool: 'write', args: { file_path: 'migrations/001.sql', content: '' } }, g)).toHaveLength(1)
    expect(whys({ tool: 'edit', args: { file_path: 'migrations/001.sql' } }, g)).toEqual([])
    expect(whys({ tool: 'write', args: { file_path: 'src/a.ts' } }, g)).toEqual([])
  })

  it('a tool matcher alone matches every call of it; a command matcher never matches a non-shell tool', () => {
    expect(whys({ tool: 'web_fetch', args: { url: 'https://x' } }, only({ tool: 'web_fetch' }))).toEqual(['g#0: web_fetch'])
    expect(whys({ tool: 'write', args: { file_path: 'rm', content: 'rm -rf' } }, only({ command: 'rm' }))).toEqual([])
  })

  it('several guards and entries are reported each with its own id', () => {
    const guards: Guard[] = [
      { id: 'red-1', spec: { catalogue: ['delete-files', 'force-push'] } },
      { id: 'red-2', spec: { matchers: [{ command: 'git', args: ['push'] }] } },
    ]
    expect(whys(call('rm -rf out && git push -f'), guards)).toEqual(['red-1#delete-files: rm -rf out', 'red-1#force-push: git push -f', 'red-2#0: git push -f'])
  })
})

describe('non-shell tools', () => {
  it('a tool whose name says it deletes files crosses delete-files', () => {
    const g: Guard[] = [{ id: 'g', spec: { catalogue: ['delete-files'] } }]
    expect(whys({ tool: 'mcp__fs__delete_file', args: { path: 'notes/a.md' } }, g)).toEqual(['g#delete-files: mcp__fs__delete_file notes/a.md'])
    expect(whys({ tool: 'remove_directory', args: { path: 'build' } }, g)).toHaveLength(1)
    expect(whys({ tool: 'delete_comment', args: { id: 3 } }, g)).toEqual([])
    expect(whys({ tool: 'write', args: { file_path: 'x.sh', content: 'rm -rf /' } }, g)).toEqual([])
  })

  it('run_code is not read itself: its sub-calls arrive as calls of the tools they name', () => {
    const g: Guard[] = [{ id: 'g', spec: { catalogue: ['delete-files'] } }]
    expect(whys({ tool: 'run_code', args: { code: 'await tools.bash({ command: "rm -rf build" })', description: 'x' } }, g)).toEqual([])
    expect(whys({ tool: 'bash', args: { command: 'rm -rf build', description: 'x' } }, g)).toEqual(['g#delete-files: rm -rf build'])
  })
})

describe('decideCall never throws, whatever it is given', () => {
  const guards: Guard[] = [{ id: 'g', spec: { catalogue: ['delete-files'], matchers: [{ path: '**' }] } }]
  it.each([
    [null],
    [undefined],
    ['rm -rf /'],
    [42],
    [{ command: 42 }],
    [{ command: null }],
    [{ command: ['rm', '-rf'] }],
    [{ command: '\u0000\uffff\ud800' }],
  ])('args %j', (args) => {
    expect(() => decideCall({ tool: 'bash', args }, guards)).not.toThrow()
  })
  it('a malformed stored spec does not throw either', () => {
    const bad = [{ id: 'x', spec: { catalogue: 'delete-files', matchers: 'rm' } }] as unknown as Guard[]
    expect(() => decideCall(call('rm -rf x'), bad)).not.toThrow()
  })
  it('no guards: nothing to decide, nothing read', () => {
    expect(decideCall(call('rm -rf "unterminated'), [])).toEqual({ matches: [] })
  })
})

describe('safe globs', () => {
  it.each([
    ['*.env', 'config/prod.env', true],
    ['*.env', 'prod.env.bak', false],
    ['dist/**', 'dist', true],
    ['dist/**', 'app/dist/main.js', true],
    ['dist', 'dist/main.js', true],
    ['src/*.ts', 'src/a/b.ts', false],
    ['src/**/*.ts', 'src/a/b.ts', true],
    ['/etc/**', '/etc/hosts', true],
    ['a?c', 'abc', true],
    ['a?c', 'ac', false],
    ['[ab]', '[ab]', true],
    ['(x)+', '(x)+', true],
  ])('%s vs %s → %s', (glob, path, expected) => {
    expect(globMatches(glob, path)).toBe(expected)
  })

  it('matching globs is held to the decision budget too', () => {
    const guards: Guard[] = Array.from({ length: 32 }, (_, i) => ({ id: `g${i}`, spec: { matchers: Array.from({ length: 32 }, () => ({ path: `${'*a'.repeat(100)}b` })) } }))
    const long = 'a'.repeat(4000)
    const d = decideCall({ tool: 'bash', args: { command: `cat ${long} ${long} ${long}` } }, guards, { budgetMs: 1 })
    expect(d.matches).toEqual([])
    expect(d.unreadable).toMatch(/time budget/)
  })

  it('a glob made to backtrack does not', () => {
    const glob = `${'*a'.repeat(60)}b`
    const path = 'a'.repeat(4000)
    expect(globMatches(glob, path)).toBe(false)
  })
})
