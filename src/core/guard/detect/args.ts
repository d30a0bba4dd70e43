// Reading a program's arguments as data: flags (clusters, long forms with `=`) and operands.

import type { Word } from '../shell/parse.js'

export interface OptionValues {
  /** Short options that take a value (`o` for `git push -o ci.skip`). */
  short?: string
  /** Long options that take the next word as their value (`--prefix dir`). */
  long?: readonly string[]
}

export const values = (words: readonly Word[]) => words.map((w) => w.value)

/** The words before `--`: where flags can be. */
function flagArea(words: readonly Word[]): Word[] {
  const end = words.findIndex((w) => w.value === '--')
  return end < 0 ? [...words] : words.slice(0, end)
}

/** A short flag, alone or inside a cluster (`-f` in `-rf`). */
export function hasShort(words: readonly Word[], letter: string): boolean {
  return flagArea(words).some((w) => /^-[A-Za-z0-9]+$/.test(w.value) && w.value.includes(letter))
}

/** A long flag, alone or with `=value`, or one of several. */
export function hasLong(words: readonly Word[], ...names: string[]): boolean {
  return flagArea(words).some((w) => names.some((n) => w.value === n || w.value.startsWith(`${n}=`)))
}

/** A flag spelled exactly (`-n`), not inside a cluster. */
export const hasExact = (words: readonly Word[], ...flags: string[]) => flagArea(words).some((w) => flags.includes(w.value))

/** The value of an option: `-c VALUE`, `-cVALUE`, `--command=VALUE`, `--command VALUE`; all of them. */
export function optionValues(words: readonly Word[], short: string | null, long: string | null, clusterLast = false): Word[] {
  const out: Word[] = []
  for (let i = 0; i < words.length; i++) {
    const v = words[i]!.value
    if (v === '--') break
    if (long && v === long && words[i + 1]) out.push(words[++i]!)
    else if (long && v.startsWith(`${long}=`)) out.push({ ...words[i]!, value: v.slice(long.length + 1) })
    else if (short && v === `-${short}` && words[i + 1]) out.push(words[++i]!)
    else if (short && clusterLast && /^-[A-Za-z]+$/.test(v) && v.endsWith(short) && words[i + 1]) out.push(words[++i]!)
    else if (short && v.startsWith(`-${short}`) && v.length > 2 && !v.startsWith('--')) out.push({ ...words[i]!, value: v.slice(2) })
  }
  return out
}

/** Operands: the words that are not options or option values (everything after `--`). */
export function operands(words: readonly Word[], spec: OptionValues = {}): Word[] {
  const out: Word[] = []
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!
    const v = w.value
    if (v === '--') {
      for (const rest of words.slice(i + 1)) out.push(rest)
      break
    }
    if (!v.startsWith('-') || v === '-') {
      out.push(w)
      continue
    }
    if (v.startsWith('--')) {
      if (!v.includes('=') && spec.long?.includes(v)) i++
      continue
    }
    const takes = [...v.slice(1)].findIndex((c) => spec.short?.includes(c))
    if (takes >= 0 && takes === v.length - 2) i++
  }
  return out
}
