// Programs that run another program: what they run, read from their options as data. Each entry
// says which short and long options take a value, so the first operand — the program run — is
// found without guessing (`timeout -s KILL 10 rm x`, `xargs -I{} -n1 rm {}`, `sudo -u bob rm`).

import type { Word } from './parse.js'

export interface Unwrapped {
  words: Word[]
  assigns: string[]
  via: string[]
  stdin?: string
}

export type Step =
  | { kind: 'none' }
  /** Looks a program up without running it (`command -v rm`): no invocation. */
  | { kind: 'lookup' }
  /** Runs the inner commands (the wrapper is an invocation too). */
  | { kind: 'inner'; inner: Unwrapped[] }
  /** Runs shell text (`bash -c '…'`, `eval …`, `ssh host …`, a heredoc fed to `sh`). */
  | { kind: 'script'; scripts: string[]; executes: Word[]; label: string }

interface OptionSpec {
  /** Short options that take a value (`u` for `sudo -u bob`). */
  short?: string
  /** Long options that take a value as the next word (`--user bob`). */
  long?: string[]
}

const basename = (path: string) => path.slice(path.lastIndexOf('/') + 1)

/** Index of the first operand at or after `from`, skipping options and their values. */
export function firstOperand(words: readonly Word[], from: number, spec: OptionSpec): number {
  let i = from
  while (i < words.length) {
    const w = words[i]!.value
    if (w === '--') return i + 1
    if (!w.startsWith('-') || w === '-') return i
    if (w.startsWith('--')) {
      i += !w.includes('=') && spec.long?.includes(w) ? 2 : 1
      continue
    }
    // A short cluster: a letter that takes a value consumes the rest, or the next word.
    let consumesNext = false
    for (let k = 1; k < w.length; k++) {
      if (spec.short?.includes(w[k]!)) {
        consumesNext = k === w.length - 1
        break
      }
    }
    i += consumesNext ? 2 : 1
  }
  return i
}

const has = (words: readonly Word[], from: number, to: number, ...flags: string[]) =>
  words.slice(from, to).some((w) => flags.includes(w.value) || flags.some((f) => f.startsWith('--') && w.value.startsWith(`${f}=`)))

const WRAPPERS: Record<string, OptionSpec> = {
  sudo: { short: 'ugCDhprtTU', long: ['--user', '--group', '--chdir', '--prompt', '--role', '--type', '--host', '--close-from', '--other-user', '--command-timeout'] },
  doas: { short: 'uC' },
  pkexec: { long: ['--user'] },
  run0: { short: 'ugD', long: ['--user', '--group', '--nice', '--chdir', '--unit', '--property', '--description', '--slice', '--setenv', '--machine'] },
  nice: { short: 'n', long: ['--adjustment'] },
  nohup: {},
  time: { short: 'fo', long: ['--format', '--output'] },
  builtin: {},
  exec: { short: 'a' },
  stdbuf: { short: 'ioe', long: ['--input', '--output', '--error'] },
  ionice: { short: 'cnp', long: ['--class', '--classdata', '--pid'] },
  setsid: {},
  unbuffer: {},
  caffeinate: { short: 'tw' },
  chronic: {},
  strace: { short: 'eoOpPsSuEXbI' },
  catchsegv: {},
  firejail: {},
  proxychains: { short: 'f' },
  proxychains4: { short: 'f' },
  torsocks: {},
}

const INFO_ONLY = {
  sudo: ['-l', '--list', '-k', '-K', '--reset-timestamp', '--remove-timestamp', '-v', '--validate', '-V', '--version', '-h', '--help'],
  doas: ['-L', '-C'],
}

/** One step of unwrapping: what this invocation runs, if anything. */
export function unwrap(u: Unwrapped): Step {
  const words = u.words
  const name = basename(words[0]!.value)
  const inner = (from: number, label = name, assigns = u.assigns, to = words.length): Step => {
    let i = from
    const env = [...assigns]
    while (i < to && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[i]!.value)) env.push(words[i++]!.value)
    return i < to ? { kind: 'inner', inner: [{ words: words.slice(i, to), assigns: env, via: [...u.via, label], stdin: u.stdin }] } : { kind: 'none' }
  }
  const spec = WRAPPERS[name]
  if (spec) {
    const start = firstOperand(words, 1, spec)
    if (name === 'sudo' || name === 'doas') {
      const info = INFO_ONLY[name]
      if (words.slice(1, start).some((w) => info.includes(w.value))) return { kind: 'none' }
    }
    if (name === 'nice' && /^-\d+$/.test(words[1]?.value ?? '')) return inner(2)
    if (name === 'ionice' && has(words, 1, start, '-p', '--pid')) return { kind: 'none' }
    return inner(start)
  }
  switch (name) {
    case 'env': {
      const start = firstOperand(words, 1, { short: 'uCS', long: ['--unset', '--chdir', '--split-string'] })
      const split = words.slice(1, start).findIndex((w) => w.value === '-S' || w.value.startsWith('--split-string'))
      if (split >= 0) {
        const w = words[1 + split]!
        const text = w.value.startsWith('--split-string=') ? w.value.slice(15) : words[2 + split]?.value ?? ''
        return { kind: 'script', scripts: [text], executes: [], label: 'env -S' }
      }
      return inner(start)
    }
    case 'command': {
      const start = firstOperand(words, 1, {})
      if (has(words, 1, start, '-v', '-V') || words.slice(1, start).some((w) => /^-[pvV]*[vV]/.test(w.value))) return { kind: 'lookup' }
      return inner(start)
    }
    case 'timeout': {
      const start = firstOperand(words, 1, { short: 'sk', long: ['--signal', '--kill-after'] })
      return inner(start + 1)
    }
    case 'taskset': {
      const start = firstOperand(words, 1, {})
      if (words.slice(1, start).some((w) => /^-[a-z]*p/.test(w.value) || w.value === '--pid')) return { kind: 'none' }
      return inner(start + 1)
    }
    case 'flock': {
      // flock [options] <file> -c <text> | flock [options] <file> <command…>
      const c = words.findIndex((w, i) => i > 0 && (w.value === '-c' || w.value === '--command'))
      if (c > 0) return { kind: 'script', scripts: [words[c + 1]?.value ?? ''], executes: [], label: 'flock -c' }
      return inner(firstOperand(words, 1, { short: 'wE', long: ['--timeout', '--conflict-exit-code'] }) + 1)
    }
    case 'watch': {
      const start = firstOperand(words, 1, { short: 'nq', long: ['--interval', '--equexit'] })
      if (has(words, 1, start, '-x', '--exec')) return inner(start)
      return { kind: 'script', scripts: [words.slice(start).map((w) => w.value).join(' ')], executes: [], label: 'watch' }
    }
    case 'xargs': {
      const start = firstOperand(words, 1, { short: 'InPLdEsa', long: ['--arg-file', '--delimiter', '--max-args', '--max-procs', '--max-lines', '--max-chars', '--eof'] })
      return inner(start, 'xargs')
    }
    case 'npx':
    case 'bunx': {
      const start = firstOperand(words, 1, { short: 'pc', long: ['--package', '--call'] })
      const c = words.slice(1, start).findIndex((w) => w.value === '-c' || w.value === '--call')
      if (c >= 0) return { kind: 'script', scripts: [words[2 + c]?.value ?? ''], executes: [], label: name }
      return inner(start)
    }
    case 'pnpm':
    case 'yarn':
    case 'bun':
      if (['exec', 'dlx', 'x'].includes(words[1]?.value ?? '')) return inner(firstOperand(words, 2, {}))
      return { kind: 'none' }
    case 'find':
      return findExec(u)
    case 'ssh': {
      const start = firstOperand(words, 1, { short: 'bcDEeFIiJLlmOopQRSWwB' })
      if (has(words, 1, start, '-N') || start + 1 >= words.length) return { kind: 'none' }
      return { kind: 'script', scripts: [words.slice(start + 1).map((w) => w.value).join(' ')], executes: [], label: 'ssh' }
    }
    case 'docker':
    case 'podman':
    case 'kubectl':
    case 'docker-compose':
      return containerExec(u, name)
    case 'su': {
      const start = firstOperand(words, 1, { short: 'cgGsw', long: ['--command', '--group', '--supp-group', '--shell', '--whitelist-environment'] })
      if (has(words, 1, start, '-h', '--help', '-V', '--version')) return { kind: 'none' }
      const c = words.slice(1, start).findIndex((w) => w.value === '-c' || w.value === '--command' || w.value.startsWith('--command='))
      if (c < 0) return { kind: 'none' }
      const w = words[1 + c]!
      const text = w.value.startsWith('--command=') ? w.value.slice(10) : words[2 + c]?.value ?? ''
      return { kind: 'script', scripts: [text], executes: [], label: 'su -c' }
    }
    case 'trap': {
      // `trap 'rm -rf "$tmp"' EXIT`: the handler's code runs later in the same shell.
      const code = words[1]?.value
      if (!code || code === '-' || code.startsWith('-') || words.length < 3) return { kind: 'none' }
      return { kind: 'script', scripts: [code], executes: [], label: 'trap' }
    }
    case 'parallel': {
      const start = firstOperand(words, 1, { short: 'jSIPLnNdaE', long: ['--jobs', '--sshlogin', '--joblog', '--results', '--delimiter', '--arg-file', '--max-args', '--timeout', '--retries', '--tmpdir'] })
      const end = words.findIndex((w, i) => i >= start && /^:::+\+?$/.test(w.value))
      return inner(start, 'parallel', u.assigns, end < 0 ? undefined : end)
    }
    case 'eval':
      return { kind: 'script', scripts: [words.slice(1).map((w) => w.value).join(' ')], executes: words.slice(1), label: 'eval' }
    case 'source':
    case '.':
      return { kind: 'script', scripts: [], executes: words.slice(1, 2), label: name }
    default:
      if (SHELL_NAMES.has(name)) return shellStep(u, name)
      if (/^python(\d+(\.\d+)?)?$/.test(name) || name === 'py') return pythonModule(u)
      return { kind: 'none' }
  }
}

const SHELL_NAMES = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'mksh', 'ash', 'yash', 'fish', 'busybox'])

/** Where a shell takes its script from: `-c` text, a file operand, or standard input. */
export function shellSource(words: readonly Word[]): { mode: 'c'; at: number } | { mode: 'file'; at: number } | { mode: 'stdin' } {
  let i = 1
  if (basename(words[0]!.value) === 'busybox') i = 2
  let c = false
  while (i < words.length) {
    const w = words[i]!.value
    if (w === '--' || w === '-') {
      i++
      break
    }
    if (!/^[-+]/.test(w)) break
    if (w.startsWith('--')) {
      i += ['--rcfile', '--init-file'].includes(w) ? 2 : 1
      continue
    }
    if (w.startsWith('-') && w.includes('c')) c = true
    if (w.startsWith('-') && w.includes('s')) return { mode: 'stdin' }
    i += /[oO]$/.test(w) ? 2 : 1
  }
  if (c) return { mode: 'c', at: i }
  const operand = words[i]?.value
  if (operand === undefined || operand === '/dev/stdin' || operand === '-') return { mode: 'stdin' }
  return { mode: 'file', at: i }
}

function shellStep(u: Unwrapped, name: string): Step {
  const words = u.words
  if (name === 'busybox' && !SHELL_NAMES.has(words[1]?.value ?? '')) return words.length > 1 ? { kind: 'inner', inner: [{ ...u, words: words.slice(1) }] } : { kind: 'none' }
  const source = shellSource(words)
  if (source.mode === 'c') {
    const w = words[source.at]
    return w ? { kind: 'script', scripts: [w.value], executes: [w], label: `${name} -c` } : { kind: 'none' }
  }
  if (source.mode === 'file') return { kind: 'script', scripts: [], executes: [words[source.at]!], label: name }
  return u.stdin !== undefined ? { kind: 'script', scripts: [u.stdin], executes: [], label: `${name} <<` } : { kind: 'none' }
}

function pythonModule(u: Unwrapped): Step {
  const words = u.words
  const start = firstOperand(words, 1, { short: 'mcXW' })
  const m = words.slice(1, start).findIndex((w) => w.value === '-m')
  if (m < 0) return { kind: 'none' }
  return { kind: 'inner', inner: [{ ...u, words: words.slice(2 + m), via: [...u.via, 'python -m'] }] }
}

function findExec(u: Unwrapped): Step {
  const inner: Unwrapped[] = []
  const words = u.words
  for (let i = 1; i < words.length; i++) {
    if (!['-exec', '-execdir', '-ok', '-okdir'].includes(words[i]!.value)) continue
    const end = words.findIndex((w, k) => k > i && (w.value === ';' || w.value === '+'))
    const stop = end < 0 ? words.length : end
    if (stop > i + 1) inner.push({ words: words.slice(i + 1, stop), assigns: u.assigns, via: [...u.via, 'find -exec'], stdin: undefined })
    i = stop
  }
  return inner.length ? { kind: 'inner', inner } : { kind: 'none' }
}

function containerExec(u: Unwrapped, name: string): Step {
  const words = u.words
  let i = 1
  if ((name === 'docker' || name === 'podman') && words[1]?.value === 'compose') i = 2
  if (words[i]?.value !== 'exec') return { kind: 'none' }
  if (name === 'kubectl') {
    const dash = words.findIndex((w) => w.value === '--')
    return dash > 0 ? { kind: 'inner', inner: [{ ...u, words: words.slice(dash + 1), via: [...u.via, 'kubectl exec'], stdin: undefined }] } : { kind: 'none' }
  }
  const start = firstOperand(words, i + 1, { short: 'uwe', long: ['--user', '--workdir', '--env', '--env-file', '--detach-keys', '--index'] })
  return start + 1 < words.length ? { kind: 'inner', inner: [{ ...u, words: words.slice(start + 1), via: [...u.via, `${name} exec`], stdin: undefined }] } : { kind: 'none' }
}
