// Reading another tool's file without trusting it: a bounded size, text only, no symlink that
// leads out of the allowed roots, and a file that changed while it was read is read as nothing.
import { createHash } from 'node:crypto'
import { promises as fs } from 'node:fs'
import { homedir } from 'node:os'
import { isAbsolute, relative, resolve, sep } from 'node:path'

/** Larger than any instruction file a person writes; DSH's own loader stops at 1 MiB. */
export const READ_MAX_BYTES = 256 * 1024

export type ReadProblem = 'missing' | 'not-a-file' | 'too-large' | 'binary' | 'unreadable' | 'outside-home' | 'changed-while-reading'

export type ReadResult =
  | { ok: true; text: string; bytes: Buffer; mtimeMs: number; hash: string; realPath: string }
  | { ok: false; problem: ReadProblem; message: string }

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** The user's home as this process sees it ($HOME first, so a test's temporary HOME is honoured). */
export function homeDir(): string {
  return process.env.HOME || homedir()
}

/** `path` shown with the home as `~`. */
export function displayPath(path: string, home = homeDir()): string {
  const rel = relative(home, path)
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? `~${sep}${rel}` : path
}

/** `~/x` and relative paths made absolute. */
export function expandPath(path: string, cwd: string, home = homeDir()): string {
  if (path === '~') return home
  if (path.startsWith('~/')) return resolve(home, path.slice(2))
  return resolve(cwd, path)
}

export const inside = (root: string, path: string) => {
  const rel = relative(root, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

const MESSAGES: Record<ReadProblem, (path: string) => string> = {
  missing: (p) => `${p} does not exist`,
  'not-a-file': (p) => `${p} is not a regular file`,
  'too-large': (p) => `${p} is larger than ${READ_MAX_BYTES / 1024} KB; an instruction file that large is not read`,
  binary: (p) => `${p} is not UTF-8 text`,
  unreadable: (p) => `${p} cannot be read (permission denied or an I/O error)`,
  'outside-home': (p) => `${p} is a symbolic link to a file outside your home and the workspace; it is not followed`,
  'changed-while-reading': (p) => `${p} changed while it was being read; nothing was taken from it, try again`,
}

const fail = (problem: ReadProblem, path: string): ReadResult => ({ ok: false, problem, message: MESSAGES[problem](displayPath(path)) })

/**
 * @param roots where the file (after following symlinks) may live: the home, and the workspace when
 *   the file is a project's
 */
export async function readTextFile(path: string, roots: readonly string[], maxBytes = READ_MAX_BYTES): Promise<ReadResult> {
  let realPath: string
  try {
    const link = await fs.lstat(path)
    realPath = link.isSymbolicLink() ? await fs.realpath(path) : path
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return fail(code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'unreadable', path)
  }
  if (realPath !== path) {
    // The roots are compared as they really are too (a home under a linked folder, macOS's /tmp).
    const realRoots = await Promise.all(roots.map((root) => fs.realpath(root).catch(() => root)))
    if (!realRoots.some((root) => inside(root, realPath))) return fail('outside-home', path)
  }
  let handle: fs.FileHandle | undefined
  try {
    handle = await fs.open(realPath, 'r')
    const before = await handle.stat()
    if (!before.isFile()) return fail('not-a-file', path)
    if (before.size > maxBytes) return fail('too-large', path)
    const bytes = Buffer.alloc(before.size + 1)
    let read = 0
    for (;;) {
      const { bytesRead } = await handle.read(bytes, read, bytes.length - read, read)
      if (!bytesRead) break
      read += bytesRead
      if (read > before.size) return fail('changed-while-reading', path)
    }
    const after = await handle.stat()
    if (read !== before.size || after.size !== before.size || after.mtimeMs !== before.mtimeMs) return fail('changed-while-reading', path)
    const content = bytes.subarray(0, read)
    if (content.includes(0)) return fail('binary', path)
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(content)
    } catch {
      return fail('binary', path)
    }
    return { ok: true, text, bytes: content, mtimeMs: before.mtimeMs, hash: sha256(content), realPath }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    return fail(code === 'EISDIR' ? 'not-a-file' : code === 'ENOENT' ? 'missing' : 'unreadable', path)
  } finally {
    await handle?.close().catch(() => {})
  }
}
