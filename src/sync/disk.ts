// The one module that knows where the host's JSON storage keeps a domain and what the file looks
// like. The plugin reads this file directly for one reason: the host offers no cross-process
// notification (`domain/changed` is in-process only, and `dsh-storage-json` keeps memory
// authoritative and replaces the whole file on each write), so what another DSH process wrote on
// the same home is visible nowhere else. Writes never go here: they go through the domain.
import { readFile, rm, stat, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import type { Context } from '@deepseek-ai/cordis'
import { isObject } from '../core/object.js'

/** A domain's file as `dsh-storage-json` writes it (format.js: `{unit, global, tables}`). */
export interface DiskState {
  unit: { name: string; version: number }
  /** `null` when the global was never written. */
  global: unknown
  tables: Record<string, Record<string, unknown>>
}

/** The file is not a domain file this process can take as truth; nothing may be written over it. */
export class DiskStateError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DiskStateError'
  }
}

export interface StorageFileLocation {
  /** Absolute path of `<root>/<domain>.json`, or undefined when the domain is not on the JSON backend. */
  file?: string
  /** How the root was learned, for the log. */
  how: string
}

/**
 * Where the JSON backend keeps `domain`. The host exposes no public accessor, so this reads, in
 * order: the storage-domain facility's route for the domain (a non-JSON backend means there is no
 * file to sync), the JSON backend's `root` (the storage-json row's `root` config, which the
 * backend keeps as a field), and last the host's default `$DSH_HOME/storages` (dsh-web-app's
 * `root: dshHomePath('storages')`).
 */
export function locateStorageFile(ctx: Context, domain: string): StorageFileLocation {
  const facility = ctx.get('storageDomain') as { config?: { backend?: unknown; routes?: Record<string, unknown> } } | undefined
  const routed = facility?.config?.routes?.[domain] ?? facility?.config?.backend
  const backendName = typeof routed === 'string' ? routed : 'json'
  if (backendName !== 'json') return { how: `the domain is routed to the '${backendName}' backend, not to a JSON file` }
  let backend: unknown
  try {
    backend = (ctx.get('storage') as { backend?: { get(name: string): unknown } } | undefined)?.backend?.get('json')
  } catch {}
  backend ??= ctx.get('storage.backend.json')
  const root = (backend as { root?: unknown } | undefined)?.root
  if (typeof root === 'string' && root) return { file: join(root, `${domain}.json`), how: 'the JSON backend\'s root' }
  const home = process.env.DSH_HOME || join(homedir(), '.dsh')
  return { file: join(home, 'storages', `${domain}.json`), how: 'the host\'s default $DSH_HOME/storages' }
}

/** The file's identity: it changes on every write (the backend replaces the file by rename). */
export interface FileStamp { ino: number; mtimeMs: number; size: number }

export async function stampOf(file: string): Promise<FileStamp | undefined> {
  try {
    const s = await stat(file)
    return { ino: s.ino, mtimeMs: s.mtimeMs, size: s.size }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

export const sameStamp = (a: FileStamp | undefined, b: FileStamp | undefined) =>
  a === b || (!!a && !!b && a.ino === b.ino && a.mtimeMs === b.mtimeMs && a.size === b.size)

/** The file's text, or `null` when it does not exist (a home where nothing was written yet). */
export async function readStorageText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/**
 * Parse the file's text as the state of `spec`. Refuses (so that nothing is written over it) a
 * file of another domain, another version (a newer plugin migrated it), or holding a table this
 * process does not declare (a newer plugin added it; this process would drop it on its next write).
 */
export function parseDiskState(text: string | null, spec: { name: string; version: number; tables: readonly string[] }): DiskState {
  if (text === null) return { unit: { name: spec.name, version: spec.version }, global: null, tables: {} }
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch (error) {
    throw new DiskStateError(`the storage file of '${spec.name}' is not valid JSON (${(error as Error).message})`)
  }
  if (!isObject(document) || !isObject(document.unit) || document.unit.name !== spec.name || typeof document.unit.version !== 'number') {
    throw new DiskStateError(`the storage file of '${spec.name}' has a missing or foreign header`)
  }
  if (document.unit.version !== spec.version) {
    throw new DiskStateError(`the storage file of '${spec.name}' is at version ${document.unit.version}, this process runs version ${spec.version}: restart every DSH process with the same plugin version`)
  }
  const tables = document.tables ?? {}
  if (!isObject(tables)) throw new DiskStateError(`the storage file of '${spec.name}' has no tables object`)
  const out: Record<string, Record<string, unknown>> = {}
  for (const [table, records] of Object.entries(tables)) {
    if (!spec.tables.includes(table)) {
      throw new DiskStateError(`the storage file of '${spec.name}' holds a table '${table}' this process does not know (a newer plugin version wrote it): restart this DSH process`)
    }
    if (!isObject(records)) throw new DiskStateError(`the storage file of '${spec.name}': table '${table}' is not an object`)
    out[table] = records
  }
  return { unit: { name: spec.name, version: spec.version }, global: document.global ?? null, tables: out }
}

// The journal: while a process holds the lock it keeps, beside the file, the file's text as it was
// before the process changed anything. If the process dies holding the lock, the next owner
// finds the journal and takes it as the truth: a half-done change (or half-done reconcile) is
// undone whole instead of being read as the state. The journal is written before the first change
// and carries its own length, so a torn one (its writer died writing it) is recognised, and is
// harmless: nothing had been changed yet, the file itself is still the truth.
const JOURNAL_MAGIC = 'dsh-user-mirror-journal/1'

export const journalPath = (file: string) => `${file}.journal`
export const lockPath = (file: string) => `${file}.lock`

export async function writeJournal(file: string, text: string | null): Promise<void> {
  // No rename and no fsync: the journal guards against a killed process (the page cache survives
  // it), not a crash of the machine, which the backend's own fsync covers for the file itself.
  const header = text === null ? `${JOURNAL_MAGIC} absent\n` : `${JOURNAL_MAGIC} ${Buffer.byteLength(text)}\n`
  await writeFile(journalPath(file), text === null ? header : header + text, { mode: 0o600 })
}

/** The text a dead owner's journal holds (`null` = the file did not exist), or undefined for none. */
export async function readJournal(file: string): Promise<{ text: string | null } | undefined> {
  let raw: Buffer
  try {
    raw = await readFile(journalPath(file))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const newline = raw.indexOf(10)
  const [magic, size] = raw.subarray(0, Math.max(newline, 0)).toString('utf8').split(' ')
  if (newline < 0 || magic !== JOURNAL_MAGIC) return undefined
  if (size === 'absent') return { text: null }
  const body = raw.subarray(newline + 1)
  return Number(size) === body.length ? { text: body.toString('utf8') } : undefined
}

export async function clearJournal(file: string): Promise<void> {
  await rm(journalPath(file), { force: true })
}
