// A path glob that cannot blow up: `*` and `?` within one segment, `**` across segments, every
// other character literal. Segments are matched by dynamic programming over (pattern × path),
// so the cost is bounded by their product whatever the pattern; no regular expression is built.

import { MAX_GLOB_CHARS } from './limits.js'

const MAX_PATH_CHARS = 4096

/** Why a glob is refused, or null when it is usable. */
export function globError(glob: string): string | null {
  if (!glob) return 'is empty'
  if (glob.length > MAX_GLOB_CHARS) return `is longer than ${MAX_GLOB_CHARS} characters`

  if (/[\u0000-\u001f]/.test(glob)) return 'holds a control character'
  if (glob.split('/').some((s) => s.includes('**') && s !== '**')) return 'uses \'**\' inside a segment (write it as its own segment: \'a/**/b\')'
  return null
}

const normalise = (path: string) => path.replace(/\\/g, '/').replace(/\/{2,}/g, '/').replace(/^(\.\/)+/, '').replace(/\/$/, '')

/** `*`/`?` match within one segment: classic DP, O(pattern × segment). */
function segmentMatches(pattern: string, text: string): boolean {
  let prev = new Array<boolean>(text.length + 1).fill(false)
  prev[0] = true
  for (let i = 1; i <= pattern.length; i++) {
    const p = pattern[i - 1]
    const next = new Array<boolean>(text.length + 1).fill(false)
    next[0] = p === '*' && prev[0]!
    for (let j = 1; j <= text.length; j++) {
      if (p === '*') next[j] = prev[j]! || next[j - 1]!
      else next[j] = prev[j - 1]! && (p === '?' || p === text[j - 1])
    }
    prev = next
  }
  return prev[text.length]!
}

/**
 * Does the path, or a folder holding it, match the glob? A glob not starting with `/` matches at
 * any depth; `dir/**` also covers `dir` itself.
 */
export function globMatches(glob: string, path: string): boolean {
  if (!path || path.length > MAX_PATH_CHARS || globError(glob)) return false
  const anchored = glob.startsWith('/')
  const p = normalise(glob).replace(/^\//, '').split('/')
  // `dir/**` also covers `dir` itself (deleting the folder deletes what is in it).
  if (p.length > 1 && p.at(-1) === '**') p.pop()
  const pattern = anchored ? p : ['**', ...p]
  const segments = normalise(path).replace(/^\//, '').split('/')
  // DP over segments: can[i][j] = pattern[0..i) matches segments[0..j).
  let prev = new Array<boolean>(segments.length + 1).fill(false)
  prev[0] = true
  for (let i = 1; i <= pattern.length; i++) {
    const s = pattern[i - 1]!
    const next = new Array<boolean>(segments.length + 1).fill(false)
    next[0] = s === '**' && prev[0]!
    for (let j = 1; j <= segments.length; j++) {
      next[j] = s === '**' ? prev[j]! || next[j - 1]! : prev[j - 1]! && segmentMatches(s, segments[j - 1]!)
    }
    prev = next
  }
  // The path or one of the folders holding it matches (`dist` covers `dist/app.js`).
  return prev.some((ok, j) => ok && j >= 1)
}
