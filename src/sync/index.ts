// The cross-process room's entry: where the file is, and the guard plus poll for one open domain.
import { existsSync } from 'node:fs'
import type { Context } from '@deepseek-ai/cordis'
import type { Domain } from '@deepseek-ai/dsh-storage-domain'
import { mirrorDomain } from '../domain.js'
import { locateStorageFile } from './disk.js'
import { CrossProcessSync, type SyncLogger } from './guard.js'
import type { ReconcileDomain, ReconcileSpec } from './reconcile.js'

export { CrossProcessSync, StoreBusyError, type StoreGuard } from './guard.js'

/**
 * The guard for the plugin's domain, or undefined when the domain is not kept in a JSON file
 * (another backend owns its own concurrency).
 */
export function startSync(ctx: Context, domain: Domain<typeof mirrorDomain>, logger: SyncLogger, timeoutMs?: number) {
  const where = locateStorageFile(ctx, mirrorDomain.name)
  if (!where.file) {
    logger.info('cross-process sync is off: %s', where.how)
    return undefined
  }
  // The domain was just loaded from that file: records without a file mean the file is elsewhere.
  const loaded = Object.keys(mirrorDomain.tables).some((table) => domain.table(table as keyof typeof mirrorDomain.tables).size > 0)
  if (loaded && !existsSync(where.file)) {
    logger.warn('cross-process sync is off: the storage file is not at %s (found via %s)', where.file, where.how)
    return undefined
  }
  const guard = new CrossProcessSync(domain as unknown as ReconcileDomain, mirrorDomain as unknown as ReconcileSpec, where.file, { logger, timeoutMs })
  return { guard, watch: (refresh: () => Promise<unknown>) => guard.watch(refresh) }
}
