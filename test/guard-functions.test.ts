// Issue 20: the guard reader sees through functions the same script defines and calls. A call is
// read as the body with its arguments in place of `$1` … `$@`, so a wrapper function (Homebrew's
// `execute_sudo() { sudo "$@"; }`, rustup's `ignore() { "$@"; }`) no longer hides what it runs, and
// the prompt quotes the call (`f build → rm -rf build`). Bounded: recursion and fan-out end.
import { describe, expect, it } from 'vitest'
import { decideCall, type Guard } from '../src/core/guard/index.js'

const NO_DELETE: Guard = { id: 'no-delete', spec: { catalogue: ['delete-files'] } }
const NO_SUDO: Guard = { id: 'no-sudo', spec: { catalogue: ['sudo'] } }
const decide = (command: string, guards: Guard[] = [NO_DELETE]) => decideCall({ tool: 'bash', args: { command, description: 'test' } }, guards)
const why = (command: string, guards?: Guard[]) => {
  const d = decide(command, guards)
  expect(d.unreadable).toBeUndefined()
  return d.matches.map((m) => m.why)
}

describe('a call of a function the script defines runs its body with the call\'s arguments', () => {
  it.each([
    ['name() with $1', 'f() { rm -rf "$1"; }; f build', 'f build → rm -rf build'],
    ['function keyword, no parentheses', 'function nuke { rm -rf build; }; nuke', 'nuke → rm -rf build'],
    ['function keyword with ()', 'function nuke() { rm -rf "$@"; }\nnuke dist out', 'nuke dist out → rm -rf dist out'],
    ['body on its own lines', 'wipe()\n{\n  local d="$1"\n  rm -rf "$d"\n}\nwipe dist', 'wipe dist → rm -rf "$d"'],
    ['a wrapper that runs its arguments', 'ignore() { "$@"; }\nignore rm "$_tmp"', 'ignore rm "$_tmp" → rm "$_tmp"'],
    ['a wrapper called after &&', 'run() { echo "+ $*"; "$@"; }; cd x && run rm -rf build', 'run rm -rf build → rm -rf build'],
    ['a function calling a function', 'inner() { rm -rf "$1"; }; outer() { inner "$1/cache"; }; outer build', 'outer build → inner "build/cache" → rm -rf build/cache'],
    ['${1} and an argument with a space', 'f() { rm -rf "${1}"; }; f "my dir"', 'f "my dir" → rm -rf \'my dir\''],
  ])('%s', (_name, command, expected) => {
    expect(why(command)).toEqual([expected])
  })

  it('Homebrew\'s execute_sudo: the arguments run under sudo, both entries are asked', () => {
    const script = 'execute_sudo() {\n  local -a args=("$@")\n  if [[ "${EUID:-${UID}}" != "0" ]]; then args=("-A" "${args[@]}"); fi\n  sudo "$@"\n}\nexecute_sudo rmdir "${HOMEBREW_PREFIX}"'
    expect(why(script, [NO_DELETE, NO_SUDO])).toEqual([
      'execute_sudo rmdir "${HOMEBREW_PREFIX}" → sudo rmdir "${HOMEBREW_PREFIX}"',
      'execute_sudo rmdir "${HOMEBREW_PREFIX}" → sudo rmdir "${HOMEBREW_PREFIX}"',
    ])
  })

  it('a user\'s matcher on the arguments sees them through a wrapper function', () => {
    const kube: Guard = { id: 'no-kubectl-delete', spec: { matchers: [{ command: 'kubectl', args: ['delete'] }] } }
    expect(why('k() { kubectl --context prod "$@"; }; k delete pod web-1', [kube])).toHaveLength(1)
    expect(why('k() { kubectl --context prod "$@"; }; k get pods', [kube])).toEqual([])
  })
})

describe('a body that moves its parameters is read with every argument in every position', () => {
  const PUSH_MAIN: Guard = { id: 'no-push-main', spec: { catalogue: ['push-main'] } }
  const ETC: Guard = { id: 'keep-etc', spec: { matchers: [{ command: 'rm', path: '/etc/**' }] } }
  it.each([
    ['shift, then $1', 'p() { shift; git push origin "$1"; }; p x main'],
    ['shift 2 inside a loop', 'p() { while [ $# -gt 1 ]; do shift 2; done; git push origin "$1"; }; p a b main'],
    ['set -- reassigns', 'p() { set -- origin "$2"; git push "$1" "$2"; }; p x main'],
  ])('%s: pushing main is asked', (_name, command) => {
    expect(why(command, [PUSH_MAIN])).toHaveLength(1)
  })

  it('a path matcher sees the shifted argument', () => {
    expect(why('del() { shift; rm -f "$1"; }; del -v /etc/hosts', [ETC])).toHaveLength(1)
  })

  it('without a shift, positions stay exact; `set -e` moves nothing', () => {
    expect(why('p() { git push origin "$1"; }; p dev main', [PUSH_MAIN])).toEqual([])
    expect(why('p() { set -e; git push origin "$1"; }; p dev main', [PUSH_MAIN])).toEqual([])
  })
})

describe('what is not a call, or not a danger, stays so', () => {
  it.each([
    ['the body only prints', 'say() { echo "rm -rf $1"; }; say build'],
    ['a wrapper around echo', 'log() { echo "$@" >&2; }; log rm -rf build'],
    ['sudo cannot run a shell function', 'show() { ls "$1"; }; sudo show /root'.replace('sudo ', '')],
    ['a function defined, never called, harmless', 'greet() { printf "hi %s\\n" "$1"; }'],
    ['a group, no function', '{ echo a; echo b; } > out.txt'],
  ])('%s', (_name, command) => {
    expect(why(command)).toEqual([])
  })

  it('the body as written still counts when the function is never called (a trap, a later file)', () => {
    expect(why('cleanup() { rm -rf "$tmp"; }; trap cleanup EXIT')).toEqual(['rm -rf "$tmp"'])
  })

  it('`sudo f` runs a program named f, not the function: not read through', () => {
    expect(why('f() { rm -rf build; }; sudo f', [NO_SUDO])).toEqual(['sudo f'])
  })
})

describe('bounded', () => {
  it('recursion ends: a function is not read again inside its own call', () => {
    expect(why('f() { f "$@"; rm -rf "$1"; }; f build')).toEqual(['f build → rm -rf build'])
    expect(why('a() { b "$@"; }; b() { a "$@"; rm -rf "$1"; }; a x')).toEqual(['a x → b x → rm -rf x'])
  })

  it('fan-out ends: ten levels of two calls each decide at once, and the danger inside is found', () => {
    const levels = Array.from({ length: 10 }, (_, i) => `f${i}() { f${i + 1} "$@"; f${i + 1} "$@"; }`).join('\n')
    // Unbounded, 2^10 readings would run past the decision's time budget and come back unreadable.
    const d = decide(`${levels}\nf10() { rm -rf "$1"; }\nf0 build`)
    expect(d.unreadable).toBeUndefined()
    expect(d.matches).toHaveLength(1)
  })

  it('a deep chain past the nesting limit still asks, from the body as written', () => {
    const chain = Array.from({ length: 12 }, (_, i) => `g${i}() { g${i + 1} "$@"; }`).join('\n')
    expect(why(`${chain}\ng12() { rm -rf "$1"; }\ng0 build`)).toEqual(['rm -rf "$1"'])
  })
})
