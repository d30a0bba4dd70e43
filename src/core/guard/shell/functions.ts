// Functions a script defines and then calls (`f() { rm -rf "$1"; }; f build`, Homebrew's
// `execute_sudo() { sudo "$@"; }`, rustup's `ignore() { "$@"; }`): a call is read as the body with
// the call's arguments in place of the positional parameters, so `execute_sudo rm -rf x` is
// `sudo rm -rf x`. Bounded: a function is not read again inside its own call (recursion), and one
// decision reads at most MAX_FUNCTION_CALLS calls (a body calling two functions that each call two
// more would double per level); past that, the bodies as written still count (parse.ts keeps them
// among the script's commands). A body that moves its parameters (`shift`, `set -- …`) is read with
// every argument in every position (`p() { shift; git push origin "$1"; }; p x main` may push main):
// which argument lands where depends on how often the body shifts, so none is left out. What is not
// followed: `local` arrays, a function defined in another file (`source lib.sh`), or one exported to
// a child shell.

import { MAX_FUNCTION_CALLS } from '../limits.js'
import type { Budget, Word } from './syntax.js'

export interface Functions {
  /** Name → body text, of the scripts the current one runs in. */
  defined: ReadonlyMap<string, string>
  /** The functions whose call is being read, outermost first. */
  calling: readonly string[]
}

/** An argument as a word of its own in shell text: a plain literal as is, others single-quoted, an expansion kept as such. */
function asWord(word: Word): string {
  if (word.dynamic) return `"${inQuotes(word)}"`
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word.value)) return word.value
  return `'${word.value.replace(/'/g, '\'\\\'\'')}'`
}

/** An argument inside double quotes: a literal escaped, an expansion kept as written. */
function inQuotes(word: Word): string {
  return word.dynamic ? word.value.replace(/(["\\`])/g, '\\$1') : word.value.replace(/(["\\`$])/g, '\\$1')
}

const PARAMETER = /^\$(?:\{([@*]|[1-9][0-9]*)\}|([@*1-9]))/
/** A `shift` or a `set` that assigns the parameters (`set -- a b`, `set a b`; not `set -e`), as a command. */
const MOVES_PARAMETERS = /(?:^|[\s;&|({])(?:shift|set\s+(?:--|[^-\s;&|)}][^\s;&|)}]*))(?=$|[\s;&|)}])/m

/** Whether a body moves its positional parameters, so `$1` may be any argument. */
export function movesParameters(body: string): boolean {
  return MOVES_PARAMETERS.test(body)
}

/**
 * The body with `$1`…`$9`, `${N}`, `$@`, `$*` replaced by the call's arguments, as bash would
 * split them: `"$@"` one word per argument, `"$*"` one word, `"$1/x"` the argument inside the
 * word; single-quoted text is left alone. In a body that moves its parameters, `$N` is every argument.
 */
export function bindArguments(body: string, args: readonly Word[]): string {
  const anyPosition = movesParameters(body)
  let out = ''
  let quote: '\'' | '"' | undefined
  let openedAt = -1
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (quote === '\'') {
      out += c
      if (c === '\'') quote = undefined
      continue
    }
    if (c === '\\') {
      out += body.slice(i, i + 2)
      i++
      continue
    }
    if (c === '\'' && !quote) quote = '\''
    else if (c === '"') {
      quote = quote ? undefined : '"'
      openedAt = i
    }
    const m = c === '$' ? PARAMETER.exec(body.slice(i, i + 12)) : null
    if (!m) {
      out += c
      continue
    }
    const name = m[1] ?? m[2]!
    const picked = name === '@' || name === '*' || anyPosition ? args : args[Number(name) - 1] ? [args[Number(name) - 1]!] : []
    const end = i + m[0].length
    if (quote === '"' && openedAt === i - 1 && body[end] === '"' && name !== '*') {
      // The parameter alone in its quotes (`"$1"`, `"$@"`): the arguments as words, quoted only where needed.
      out = out.slice(0, -1) + (picked.length ? picked.map(asWord).join(' ') : name === '@' ? '' : '\'\'')
      quote = undefined
      i = end
      continue
    }
    if (quote === '"') out += picked.map(inQuotes).join(name === '@' ? '" "' : ' ')
    else out += picked.length ? picked.map(asWord).join(' ') : name === '@' || name === '*' ? '' : '\'\''
    i += m[0].length - 1
  }
  return out
}

/** The text to read for a call of `name`, or undefined when it is no (readable) function call. */
export function callOf(name: string, args: readonly Word[], fns: Functions, budget: Budget): { text: string; scope: Functions } | undefined {
  const body = fns.defined.get(name)
  if (body === undefined || fns.calling.includes(name)) return undefined
  if ((budget.functionCalls ?? 0) >= MAX_FUNCTION_CALLS) return undefined
  budget.functionCalls = (budget.functionCalls ?? 0) + 1
  return { text: bindArguments(body, args), scope: { defined: fns.defined, calling: [...fns.calling, name] } }
}
