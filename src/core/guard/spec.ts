// Untrusted guard input (a proposal from the user's model, a tab edit, a stored record) to a
// typed GuardSpec, or a clear refusal. Nothing is applied half: one bad field refuses the spec.

import { CATALOGUE_IDS } from './catalogue.js'
import { globError } from './glob.js'
import { MAX_MATCHERS, MAX_WORD_CHARS, MAX_WORDS } from './limits.js'
import type { CatalogueId, GuardSpec, GuardSpecParse, Matcher } from './types.js'

const TOOL = /^[A-Za-z0-9_.:-]{1,64}$/
const COMMAND = /^[a-z0-9._+-]{1,64}$/
const MATCHER_KEYS = new Set(['tool', 'command', 'args', 'not', 'path'])

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function words(v: unknown, where: string): string[] | string {
  if (!Array.isArray(v)) return `${where} must be a list of words`
  if (v.length > MAX_WORDS) return `${where} has more than ${MAX_WORDS} words`
  const out: string[] = []
  for (const w of v) {
    if (typeof w !== 'string' || !w) return `${where} must hold non-empty strings`
    if (w.length > MAX_WORD_CHARS) return `${where} has a word longer than ${MAX_WORD_CHARS} characters`

    if (/[\s\u0000-\u001f]/.test(w)) return `${where} has a word with a space or control character ('${w.slice(0, 20)}'): give one word each`
    if (!out.includes(w)) out.push(w)
  }
  return out
}

function parseMatcher(raw: unknown, at: string): Matcher | string {
  if (!isObject(raw)) return `${at} must be an object`
  const unknown = Object.keys(raw).find((k) => !MATCHER_KEYS.has(k))
  if (unknown) return `${at} has an unknown field '${unknown.slice(0, 32)}' (allowed: tool, command, args, not, path; patterns are globs, never regular expressions)`
  const m: Matcher = {}
  if (raw.tool !== undefined) {
    if (typeof raw.tool !== 'string' || !TOOL.test(raw.tool)) return `${at}.tool must be a tool name (letters, digits, _ . : -; at most 64)`
    m.tool = raw.tool
  }
  if (raw.command !== undefined) {
    if (typeof raw.command !== 'string' || !COMMAND.test(raw.command)) return `${at}.command must be a program name (lowercase letters, digits, . _ + -; at most 64), without a path`
    m.command = raw.command
  }
  for (const key of ['args', 'not'] as const) {
    if (raw[key] === undefined) continue
    const list = words(raw[key], `${at}.${key}`)
    if (typeof list === 'string') return list
    if (list.length) m[key] = list
  }
  if (raw.path !== undefined) {
    if (typeof raw.path !== 'string') return `${at}.path must be a glob string`
    const error = globError(raw.path)
    if (error) return `${at}.path ${error}`
    m.path = raw.path
  }
  if (!m.tool && !m.command && !m.path) return `${at} must name a tool, a command or a path (args alone would match too much)`
  return m
}

export function parseGuardSpec(raw: unknown): GuardSpecParse {
  if (!isObject(raw)) return { ok: false, error: 'a guard must be an object with catalogue and/or matchers' }
  const unknown = Object.keys(raw).find((k) => k !== 'catalogue' && k !== 'matchers')
  if (unknown) return { ok: false, error: `unknown field '${unknown.slice(0, 32)}' (allowed: catalogue, matchers)` }
  const spec: GuardSpec = {}
  if (raw.catalogue !== undefined) {
    if (!Array.isArray(raw.catalogue)) return { ok: false, error: 'catalogue must be a list of entry ids' }
    const ids: CatalogueId[] = []
    for (const id of raw.catalogue) {
      if (typeof id !== 'string' || !CATALOGUE_IDS.has(id)) return { ok: false, error: `unknown catalogue entry '${String(id).slice(0, 32)}' (known: ${[...CATALOGUE_IDS].join(', ')})` }
      if (!ids.includes(id as CatalogueId)) ids.push(id as CatalogueId)
    }
    if (ids.length) spec.catalogue = ids
  }
  if (raw.matchers !== undefined) {
    if (!Array.isArray(raw.matchers)) return { ok: false, error: 'matchers must be a list' }
    if (raw.matchers.length > MAX_MATCHERS) return { ok: false, error: `more than ${MAX_MATCHERS} matchers` }
    const matchers: Matcher[] = []
    for (const [i, m] of raw.matchers.entries()) {
      const parsed = parseMatcher(m, `matchers[${i}]`)
      if (typeof parsed === 'string') return { ok: false, error: parsed }
      matchers.push(parsed)
    }
    if (matchers.length) spec.matchers = matchers
  }
  if (!spec.catalogue && !spec.matchers) return { ok: false, error: 'a guard needs at least one catalogue entry or matcher' }
  return { ok: true, spec }
}
