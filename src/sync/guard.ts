// Cross-process safety for one domain stored as a JSON file that several DSH processes on one home
// open at once. Every write section runs under a lock file; inside it the domain is first made
// equal to the file (another process may have written it), then the change is applied, so no
// process writes its stale memory over another's write. A poll of the file's stamp notices other
// processes' writes between sections and reconciles them in, so reads are fresh too.
import { StoreUnavailableError } from '../errors.js'
import {
  clearJournal, DiskStateError, lockPath, parseDiskState, readJournal, readStorageText, sameStamp, stampOf, writeJournal,
  type FileStamp,
} from './disk.js'
import { acquireLock, LockTimeoutError, type LockOptions, type LockOwner } from './lock.js'
import { applyReconcile, planReconcile, rewriteFromMemory, type ReconcileDomain, type ReconcileSpec } from './reconcile.js'

/** Another process held the store for the whole wait; nothing was stored. */
export class StoreBusyError extends StoreUnavailableError {
  constructor(cause: LockTimeoutError) {
    super(`${cause.message}. Nothing was stored; try again in a moment.`)
    this.name = 'StoreBusyError'
  }
}

export interface SyncLogger {
  info(format: string, ...args: unknown[]): void
  warn(format: string, ...args: unknown[]): void
}

export interface SyncOptions extends LockOptions {
  /** How often the file's stamp is checked for other processes' writes. @default 500 */
  pollMs?: number
  logger?: SyncLogger
}

/** The write path of a store: runs each section under the lock, reconciled first. */
export interface StoreGuard {
  /**
   * @param reconciled called (before `fn`) when the domain changed to match the file
   * @param readOnly `fn` writes nothing: no journal unless the reconcile itself writes
   */
  run<T>(fn: () => Promise<T>, reconciled: () => void, readOnly?: boolean): Promise<T>
}

const UNKNOWN = Symbol('unknown')

export class CrossProcessSync implements StoreGuard {
  /** The file's stamp after this process's last section; another stamp means another writer. */
  private known: FileStamp | undefined | typeof UNKNOWN = UNKNOWN
  private readonly descriptor: { name: string; version: number; tables: string[] }
  /** Sections run so far, and how many found the file changed by someone else. */
  readonly stats = { sections: 0, reconciled: 0, recovered: 0, brokenLocks: 0 }

  constructor(
    private readonly domain: ReconcileDomain,
    private readonly spec: ReconcileSpec,
    readonly file: string,
    private readonly options: SyncOptions = {},
  ) {
    this.descriptor = { name: spec.name, version: spec.version, tables: Object.keys(spec.tables) }
  }

  async run<T>(fn: () => Promise<T>, reconciled: () => void, readOnly = false): Promise<T> {
    let lock
    try {
      lock = await acquireLock(lockPath(this.file), { ...this.options, purpose: readOnly ? 'refresh' : 'write' }, (why, owner) => this.onBreak(why, owner))
    } catch (error) {
      throw error instanceof LockTimeoutError ? new StoreBusyError(error) : error
    }
    this.stats.sections++
    let journaled = false
    let done = false
    try {
      // A journal left behind means its writer died mid-section: the file may hold half a change,
      // and the journal holds the state before it, which is the truth.
      const journal = await readJournal(this.file)
      const onDisk = await readStorageText(this.file)
      const text = journal ? journal.text : onDisk
      let disk
      try {
        disk = parseDiskState(text, this.descriptor)
      } catch (error) {
        throw error instanceof DiskStateError ? new StoreUnavailableError(`${error.message}. Nothing was stored.`) : error
      }
      // No file and no journal tells nothing (nothing written yet, or the file was removed by hand):
      // the domain is not emptied on that account.
      const steps = text === null && !journal ? [] : planReconcile(this.domain, this.spec, disk)
      if (journal) {
        this.stats.recovered++
        this.options.logger?.warn('an unfinished change to the memory store (its writer died or failed part-way) was undone (%d records put back)', steps.length)
      }
      // A dead owner's journal already holds the truth; it stays until this section is done.
      if (journal) journaled = true
      else if (!readOnly || steps.length) {
        await writeJournal(this.file, text)
        journaled = true
      }
      if (steps.length) {
        await applyReconcile(this.domain, steps)
        this.stats.reconciled++
        reconciled()
      } else if (journal && onDisk !== journal.text) {
        // Memory already equals the journal, but the file still holds the dead writer's half change.
        await rewriteFromMemory(this.domain, this.spec)
      }
      const result = await fn()
      done = true
      return result
    } finally {
      // A section that failed part-way (a refused write, the domain closed under it while the host
      // exits) may have left the file half-reconciled or half-changed: its journal stays, and the
      // next section, here or in another process, puts the file back to it.
      this.known = done ? await stampOf(this.file).catch(() => UNKNOWN) : UNKNOWN
      try {
        // If the journal cannot be removed the next section undoes this change: so it fails here.
        if (journaled && done) await clearJournal(this.file)
      } finally {
        // A lock file that cannot be removed is dead once this process is gone.
        await lock.release().catch((error: Error) => this.options.logger?.warn('could not remove the memory store lock: %s', error?.message ?? error))
      }
    }
  }

  private onBreak(why: string, owner: LockOwner | undefined) {
    this.stats.brokenLocks++
    this.options.logger?.warn('took over the memory store lock of %s: %s', owner ? `process ${owner.pid} on ${owner.hostname}` : 'an unknown owner', why)
  }

  /** Whether the file changed since this process's last section (a cheap stat). */
  async changedOnDisk(): Promise<boolean> {
    if (this.known === UNKNOWN) return true
    return !sameStamp(this.known, await stampOf(this.file))
  }

  /**
   * Poll for other processes' writes and call `refresh` (which should run a read-only section)
   * when the file changed. Returns the disposer.
   */
  watch(refresh: () => Promise<unknown>): () => void {
    let busy = false
    const timer = setInterval(() => {
      if (busy) return
      busy = true
      this.changedOnDisk()
        .then((changed) => changed ? refresh() : undefined)
        .catch((error: Error) => this.options.logger?.warn('could not read what another DSH process wrote (will retry): %s', error?.message ?? error))
        .finally(() => { busy = false })
    }, this.options.pollMs ?? 500)
    timer.unref?.()
    return () => clearInterval(timer)
  }
}
