import { describe, expect, it } from 'vitest'
import { decideCall, MAX_COMMAND_CHARS, MAX_NESTING } from '../src/core/guard/index.js'

const guard = { id: 'no-delete', spec: { catalogue: ['delete-files' as const] } }
const decide = (command: string) => decideCall({ tool: 'bash', args: { command, description: 'test' } }, [guard])
const why = (command: string) => {
  const d = decide(command)
  expect(d.unreadable).toBeUndefined()
  return d.matches.map((m) => m.why)
}

describe('shell commands are parsed, not grepped: every way of running rm is caught', () => {
  it.each([
    ['plain', 'rm -rf build', 'rm -rf build'],
    ['after &&', 'cd x && rm -rf build', 'rm -rf build'],
    ['after ||', 'test -d build || rm -f build.lock', 'rm -f build.lock'],
    ['after ;', 'echo start; rm -rf build', 'rm -rf build'],
    ['after a newline', 'ls\nrm -rf build', 'rm -rf build'],
    ['in a pipeline', 'yes | rm -ri build', 'rm -ri build'],
    ['in a subshell', '(cd app && rm -rf dist)', 'rm -rf dist'],
    ['in a brace group', '{ rm -rf dist; echo ok; }', 'rm -rf dist'],
    ['in if/then', 'if [ -d build ]; then rm -rf build; fi', 'rm -rf build'],
    ['in a for loop', 'for d in a b; do rm -rf "$d"; done', 'rm -rf "$d"'],
    ['in a case arm', 'case "$1" in clean) rm -rf out ;; *) echo no ;; esac', 'rm -rf out'],
    ['in a function body', 'cleanup() { rm -rf "$tmp"; }; trap cleanup EXIT', 'rm -rf "$tmp"'],
    ['in $(…)', 'echo $(rm -rf x)', 'rm -rf x'],
    ['in backticks', 'echo `rm -rf x`', 'rm -rf x'],
    ['in $(…) inside double quotes', 'echo "removed: $(rm -rfv x)"', 'rm -rfv x'],
    ['in a process substitution', 'diff <(rm -rf x) y', 'rm -rf x'],
    ['under bash -c', 'bash -c \'rm -rf build\'', 'rm -rf build'],
    ['under sh -c with options', 'sh -euxc "rm -rf build"', 'rm -rf build'],
    ['under bash -lc in bash -c', `bash -c "bash -lc 'rm -rf build'"`, 'rm -rf build'],
    ['under eval', 'eval "rm -rf $TMPDIR/x"', 'rm -rf $TMPDIR/x'],
    ['under eval with a variable set earlier', 'CMD="rm -rf build"; eval "$CMD"', 'rm -rf build'],
    ['fed to bash by a heredoc', 'bash <<\'EOF\'\nrm -rf build\nEOF', 'rm -rf build'],
    ['fed to sh by echo', 'echo "rm -rf build" | sh', 'rm -rf build'],
    ['after a heredoc with Windows line endings', 'cat <<EOF\r\nhello\r\nEOF\r\nrm -rf build\r\n', 'rm -rf build'],
    ['with an environment prefix', 'FOO=1 BAR="a b" rm -rf build', 'FOO=1 BAR="a b" rm -rf build'],
    ['by absolute path', '/bin/rm -rf build', '/bin/rm -rf build'],
    ['by relative path', './node_modules/.bin/rimraf x; /usr/bin/env rm -f y', '/usr/bin/env rm -f y'],
    ['quoted program name', '\'rm\' -rf build', '\'rm\' -rf build'],
    ['escaped program name', '\\rm -rf build', '\\rm -rf build'],
    ['under sudo with options', 'sudo -E -u root rm -rf /opt/x', 'sudo -E -u root rm -rf /opt/x'],
    ['under env', 'env -i PATH=/bin rm -f x', 'env -i PATH=/bin rm -f x'],
    ['under command', 'command rm -f x', 'command rm -f x'],
    ['under nice', 'nice -n 10 rm -rf x', 'nice -n 10 rm -rf x'],
    ['under nohup and time', 'nohup time rm -rf x &', 'nohup time rm -rf x'],
    ['under timeout', 'timeout -s KILL 10s rm -rf x', 'timeout -s KILL 10s rm -rf x'],
    ['under exec', 'exec rm -rf x', 'exec rm -rf x'],
    ['under xargs with options', 'find . -name "*.o" -print0 | xargs -0 -n 10 rm -f', 'xargs -0 -n 10 rm -f'],
    ['under find -exec', 'find /tmp -mtime +7 -exec rm -f {} \\;', 'find /tmp -mtime +7 -exec rm -f {} \\;'],
    ['under find -execdir sh -c', 'find . -type d -execdir sh -c \'rm -rf "$0"\' {} \\;', 'rm -rf "$0"'],
    ['under ssh', 'ssh deploy@host \'rm -rf /srv/app/releases/old\'', 'rm -rf /srv/app/releases/old'],
    ['under docker exec', 'docker exec -it web rm -rf /app/cache', 'docker exec -it web rm -rf /app/cache'],
    ['under kubectl exec', 'kubectl exec pod-1 -- rm -rf /data/tmp', 'kubectl exec pod-1 -- rm -rf /data/tmp'],
    ['under watch', 'watch -n 5 rm -f /tmp/lock', 'rm -f /tmp/lock'],
    ['under npx -c', 'npx -c \'rm -rf dist\'', 'rm -rf dist'],
    ['after a line continuation', 'rm \\\n  -rf build', 'rm -rf build'],
    ['under the time keyword with a subshell', 'time (rm -rf build)', 'rm -rf build'],
    ['under doas', 'doas -u root rm -f /etc/x', 'doas -u root rm -f /etc/x'],
    ['under pkexec', 'pkexec rm -f /etc/x', 'pkexec rm -f /etc/x'],
    ['under su -c', 'su -c \'rm -f /etc/x\' root', 'rm -f /etc/x'],
    ['under stdbuf and ionice', 'stdbuf -oL ionice -c3 rm -rf cache', 'stdbuf -oL ionice -c3 rm -rf cache'],
    ['under setsid', 'setsid -f rm -rf cache', 'setsid -f rm -rf cache'],
    ['under flock', 'flock /tmp/lock rm -rf cache', 'flock /tmp/lock rm -rf cache'],
    ['under flock -c', 'flock /tmp/lock -c \'rm -rf cache\'', 'rm -rf cache'],
    ['under env -S', 'env -S \'rm -rf cache\'', 'rm -rf cache'],
    ['under busybox', 'busybox rm -rf cache', 'busybox rm -rf cache'],
    ['under busybox sh -c', 'busybox sh -c \'rm -rf cache\'', 'rm -rf cache'],
    ['under docker compose exec', 'docker compose exec -T web rm -rf /app/tmp', 'docker compose exec -T web rm -rf /app/tmp'],
    ['under pnpm exec', 'pnpm exec rimraf dist && pnpm exec rm -rf out', 'pnpm exec rm -rf out'],
    ['in a trap handler', 'tmp=$(mktemp -d); trap \'rm -rf "$tmp"\' EXIT; cp a "$tmp"', 'rm -rf "$tmp"'],
    ['with an extended glob', 'shopt -s extglob; rm -rf !(keep|src)', 'rm -rf !(keep|src)'],
    ['under GNU parallel', 'parallel -j4 rm -f ::: a.log b.log', 'parallel -j4 rm -f ::: a.log b.log'],
  ])('%s', (_name, command, expected) => {
    expect(why(command)).toContain(expected.replace(/\s+/g, ' ').trim())
  })
})

describe('words about deleting are not deleting', () => {
  it.each([
    ['echo of the words', 'echo "rm -rf"'],
    ['printf of a command', 'printf \'%s\\n\' \'rm -rf build\''],
    ['a commit message', 'git commit -m "rm -rf the old build dir"'],
    ['grep for rm', 'grep -rn "rm -rf" scripts/'],
    ['grep with rm as the pattern', 'grep rm file.txt'],
    ['a comment', 'ls -la # rm -rf later'],
    ['a heredoc written to a file', 'cat <<\'EOF\' > cleanup.sh\nrm -rf build\nEOF'],
    ['a heredoc read by cat', 'cat <<EOF\nrm -rf build\nEOF'],
    ['an alias definition', 'alias rmrf=\'rm -rf\''],
    ['a variable holding the words', 'MSG="rm -rf build"'],
    ['man page', 'man rm'],
    ['looking it up', 'command -v rm && which rm && type rm'],
    ['git rm --cached only untracks', 'git rm -r --cached node_modules'],
    ['a file named rm', 'cat rm'],
    ['an option value', 'tar --exclude=rm -czf a.tgz src'],
    ['a [[ ]] test', '[[ "$cmd" == "rm -rf" ]] && echo match'],
    ['a for list', 'for w in rm mv cp; do echo "$w"; done'],
    ['resetting a trap', 'trap - EXIT'],
    ['an array literal after local', 'f() { local files=("$@"); echo "${files[@]}"; }; f a b'],
  ])('%s', (_name, command) => {
    expect(why(command)).toEqual([])
  })
})

describe('why names the sub-command that matched', () => {
  it('quotes the inner command of bash -c, not the wrapper', () => {
    expect(why('bash -c \'cd app && rm -rf dist\'')).toEqual(['rm -rf dist'])
  })
  it('is one line and cut to a bounded length', () => {
    const [w] = why(`rm -rf ${'very-long-folder-name/'.repeat(20)}`)
    expect(w!.length).toBeLessThanOrEqual(160)
    expect(w).toMatch(/…$/)
    expect(why('rm \\\n  -rf\tbuild')).toEqual(['rm -rf build'])
  })
})

describe('what cannot be read is unreadable, never allowed silently', () => {
  it.each([
    ['an unterminated quote', 'rm -rf "build'],
    ['an unterminated substitution', 'echo $(rm -rf x'],
    ['a stray parenthesis', 'rm -rf build )'],
    ['a command held in a variable under eval', 'eval "$CLEANUP"'],
    ['a command held in a variable under bash -c', 'bash -c "$1"'],
  ])('%s', (_name, command) => {
    const d = decide(command)
    expect(d.unreadable).toBeTruthy()
  })

  it('a file written through a 100 KB quoted heredoc is read, not refused', () => {
    const body = Array.from({ length: 2000 }, (_, i) => `export const v${i} = 'rm -rf $HOME ${i}'`).join('\n')
    expect(body.length).toBeGreaterThan(50_000)
    const d = decideCall({ tool: 'bash', args: { command: `cat > src/big.ts <<'EOF'\n${body}\nEOF\nnpx tsc --noEmit` } }, [guard], { budgetMs: 60_000 })
    expect(d).toEqual({ matches: [] })
  })

  it('a command over the size cap is unreadable', () => {
    const d = decide(`echo ${'a'.repeat(MAX_COMMAND_CHARS)}`)
    expect(d.unreadable).toMatch(/longer than/)
  })

  it(`nesting deeper than ${MAX_NESTING} levels is unreadable`, () => {
    let command = 'rm -rf x'
    for (let i = 0; i <= MAX_NESTING + 1; i++) command = `echo $(${command})`
    expect(decide(command).unreadable).toMatch(/nested/)
  })

  it('a tiny time budget makes a long command unreadable instead of slow', () => {
    const command = Array.from({ length: 1200 }, (_, i) => `echo ${i}`).join('; ')
    const d = decideCall({ tool: 'bash', args: { command } }, [guard], { budgetMs: 0 })
    expect(d.unreadable).toMatch(/time budget/)
  })

  it.each([
    ['$(', true],
    ['<(', true],
    ['((', true],
    ['${', true],
    ['"', false],
    ['\'', false],
    ['`', false],
    ['; ', false],
    ['\\\n', false],
  ])('pathological input (%s repeated to the cap) is decided, never thrown or hung', (unit, unreadable) => {
    const filler = unit.repeat(Math.floor((MAX_COMMAND_CHARS - 20) / unit.length))
    // A generous budget: this checks what is read, not how fast (the bench measures that).
    const d = decideCall({ tool: 'bash', args: { command: unreadable ? filler : `${filler}\nrm -rf x` } }, [guard], { budgetMs: 60_000 })
    if (unreadable) {
      expect(d.matches).toEqual([])
      expect(d.unreadable).toBeTruthy()
    } else {
      expect(d.unreadable).toBeUndefined()
      expect(d.matches.map((m) => m.why)).toEqual(['rm -rf x'])
    }
  })

  it('a readable part still reports its matches next to unreadable', () => {
    const d = decide('rm -rf build; eval "$REST"')
    expect(d.matches.map((m) => m.why)).toEqual(['rm -rf build'])
    expect(d.unreadable).toMatch(/variable/)
  })
})

describe('random shell-like input never reaches an internal error', () => {
  it('2,000 random commands are read or refused as unparseable, never crash the reader', () => {
    let seed = 20
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const pieces = ['rm', '-rf', 'x', ' ', ' ', ';', '&&', '||', '|', '(', ')', '{', '}', '$(', '`', '"', '\'', '$', '${', '}', '<<', 'EOF', '\n', '<', '>', '2>&1', '&', '\\', '#', 'sudo', 'bash', '-c', 'eval', 'xargs', 'find', '-exec', '\\;', 'if', 'then', 'fi', 'case', 'in', 'esac', ';;', 'for', 'do', 'done', '[[', ']]', '((', '))', '<(', '=', 'A=1', 'git', 'push', '-f', 'psql', '-c', 'DROP TABLE t']
    for (let i = 0; i < 2000; i++) {
      const command = Array.from({ length: 1 + rand(40) }, () => pieces[rand(pieces.length)]).join(rand(2) ? ' ' : '')
      const d = decideCall({ tool: 'bash', args: { command } }, [guard], { budgetMs: 60_000 })
      if (d.unreadable) expect(d.unreadable, command).toMatch(/^the command could not be parsed|^runs a command held in a variable/)
    }
  })
})
