// A directory the user never wrote, where the user named places literally (issue 19, session 21):
// "Put the generated clients in lib/" after "generated clients go in gen/", 「迁移脚本放在 scripts/ 下面」
// after 「迁移脚本放到 db/migrations/ 里」. A path is a value spelled as it is: "lib" is a light word to
// the added-content check and "test/" is said by 测试 to the lexicon, so a new place passes as the
// user's. Held when the judgment names a directory (a word ending in "/") that the user's words never
// wrote, and the user's words name a place themselves (a path, a file with its extension, a
// __dunder__ folder): they spoke in literal places, so another one is another value. Pure.

import { normalize } from './segment.js'

/** A directory: a path ending in "/" ("src/", "cli/python/", "./test/"). */
const DIRECTORY = /(?<![\w./-])\.{0,2}\/?[A-Za-z0-9_][\w.-]*(?:\/[\w.-]+)*\/(?![\w])/g
/** A place the user names literally: a path with a slash, a file with its extension, a __dunder__ folder. */
const PLACE = /(?<![\w])(?:[\w.-]*\/[\w./-]*|[A-Za-z_][\w-]*\.(?:ts|tsx|js|jsx|mjs|cjs|py|rs|go|java|kt|rb|json|yaml|yml|toml|md|h|hpp|c|cc|cpp|vue|svelte)|__\w+__)(?![\w])/gi

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const bare = (path: string) => normalize(path).replace(/^\.{0,2}\//, '').replace(/\/$/, '')

/** The judgment's directories the user never wrote, with the user's own place it replaces when there is one. */
export function unsaidPath(judgment: string, said: string): { added: string[]; from?: string } | undefined {
  const theirs = normalize(said)
  const places = [...said.matchAll(PLACE)].map((m) => m[0]).filter((p) => bare(p).length > 0)
  if (!places.length) return undefined
  const mine = [...judgment.matchAll(DIRECTORY)].map((m) => m[0])
  // "migrations/" after the user's "db/migrations": the last folder of a longer path of theirs, written
  // as a directory of its own, is another place (session 45).
  const longer = (dir: string) => places.find((p) => bare(p) !== bare(dir) && bare(p).endsWith(`/${bare(dir)}`))
  // "Keep helpers under utils/ in src/" after "src/utils/": the path in pieces, every folder named.
  const inPieces = (path: string) => bare(path).split('/').every((segment) => normalize(judgment).includes(segment))
  const cut = (dir: string) => longer(dir) !== undefined && !inPieces(longer(dir)!) && !places.some((p) => bare(p) === bare(dir)) && !new RegExp(String.raw`(?<![\w./-])${escaped(bare(dir))}/`).test(theirs)
  // "build/" after "the build output goes to dist/": a word of theirs is no place of theirs when they named places (session 45).
  const asPlace = (dir: string) => places.some((p) => bare(p) === bare(dir) || `/${bare(p)}/`.includes(`/${bare(dir)}/`)) || new RegExp(String.raw`(?<![\w.-])${escaped(bare(dir))}/`).test(theirs)
  const added = mine.filter((dir) => !theirs.includes(bare(dir)) || cut(dir) || !asPlace(dir))
  if (!added.length) return undefined
  const shortened = added.length === 1 && cut(added[0]!) ? longer(added[0]!) : undefined
  if (shortened) return { added, from: shortened }
  // "include/ for header files" → "src/": the user's one directory the judgment left out is the one it replaced.
  const mineBare = new Set(mine.map(bare))
  const left = [...new Set(places.filter((p) => p.endsWith('/') && !mineBare.has(bare(p))))]
  return left.length === 1 && added.length === 1 ? { added, from: left[0]! } : { added }
}
