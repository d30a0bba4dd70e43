// What the exchange remembers between runs, in the plugin's domain (table `exchange`): per imported
// source, the content hash and the hashes of the lines already proposed (re-reading an unchanged
// file proposes nothing); per export target, the lines the managed block held when it was written
// (so edits the user made inside it since come back as proposals).
import type { Domain, KvTable } from '@deepseek-ai/dsh-storage-domain'
import type { mirrorDomain } from '../domain.js'

export interface ImportRecord { kind: 'import'; hash: string; lines: string[]; at: number }
export interface ExportRecord { kind: 'export'; blockHash: string; lines: string[]; at: number; added?: { before: string; after: string } }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const strings = (v: unknown) => Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string').slice(0, 10_000) : []

export class ExchangeMemory {
  private readonly table: KvTable<string, unknown>

  constructor(domain: Domain<typeof mirrorDomain>, private readonly guardedWrite: <T>(fn: () => Promise<T>) => Promise<T>) {
    this.table = domain.table('exchange')
  }

  imported(key: string): ImportRecord | undefined {
    const v = this.table.get(`import:${key}`)
    return isObject(v) && typeof v.hash === 'string' ? { kind: 'import', hash: v.hash, lines: strings(v.lines), at: typeof v.at === 'number' ? v.at : 0 } : undefined
  }

  exported(path: string): ExportRecord | undefined {
    const v = this.table.get(`export:${path}`)
    if (!isObject(v) || typeof v.blockHash !== 'string') return undefined
    const added = isObject(v.added) && typeof v.added.before === 'string' && typeof v.added.after === 'string' ? { before: v.added.before, after: v.added.after } : undefined
    return { kind: 'export', blockHash: v.blockHash, lines: strings(v.lines), at: typeof v.at === 'number' ? v.at : 0, ...added ? { added } : {} }
  }

  putImport(key: string, record: Omit<ImportRecord, 'kind'>) {
    return this.guardedWrite(() => this.table.put(`import:${key}`, { kind: 'import', ...record }))
  }

  putExport(path: string, record: Omit<ExportRecord, 'kind'>) {
    return this.guardedWrite(() => this.table.put(`export:${path}`, { kind: 'export', ...record }))
  }

  dropExport(path: string) {
    return this.guardedWrite(() => this.table.delete(`export:${path}`))
  }
}
