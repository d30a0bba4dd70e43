// Make an open domain equal to a state read from disk, through the domain's own put/delete/set, so
// the domain's memory, the backend's memory and the file agree again. Generic over the spec: every
// declared table and the global slot, whatever they hold, so a table added to the domain later is
// covered without touching this file.
import { DiskStateError, type DiskState } from './disk.js'

interface Parser { safeParse(value: unknown): { success: boolean } }

/** The part of a `defineDomain` spec the reconcile reads. */
export interface ReconcileSpec {
  name: string
  version: number
  tables: Record<string, { valueSchema: Parser }>
  global?: { schema: Parser; initial: unknown }
}

/** The part of an open domain the reconcile uses (any `Domain<S>` has it). */
export interface ReconcileDomain {
  table(name: string): {
    get(key: string): unknown
    keys(): IterableIterator<string>
    put(key: string, value: unknown): Promise<void>
    delete(key: string): Promise<boolean>
  }
  readonly global: { get(): unknown; set(value: unknown): Promise<void> }
}

export type ReconcileStep =
  | { op: 'put'; table: string; key: string; value: unknown }
  | { op: 'delete'; table: string; key: string }
  | { op: 'global'; value: unknown }

/** Structural equality of JSON values (object key order does not matter). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const other = b as unknown[]
    return a.length === other.length && a.every((item, i) => sameJson(item, other[i]))
  }
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  return ka.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

/** What would make `domain` equal to `disk`: puts first, then deletes, then the global. */
export function planReconcile(domain: ReconcileDomain, spec: ReconcileSpec, disk: DiskState): ReconcileStep[] {
  const puts: ReconcileStep[] = []
  const deletes: ReconcileStep[] = []
  for (const [table, tableSpec] of Object.entries(spec.tables)) {
    const handle = domain.table(table)
    const records = disk.tables[table] ?? {}
    for (const [key, value] of Object.entries(records)) {
      if (sameJson(handle.get(key), value)) continue
      if (!tableSpec.valueSchema.safeParse(value).success) {
        throw new DiskStateError(`the storage file of '${spec.name}' holds a record '${key}' in table '${table}' that does not match its schema`)
      }
      puts.push({ op: 'put', table, key, value })
    }
    for (const key of handle.keys()) if (!Object.hasOwn(records, key)) deletes.push({ op: 'delete', table, key })
  }
  const steps = [...puts, ...deletes]
  if (spec.global) {
    const value = disk.global ?? spec.global.initial
    if (!sameJson(domain.global.get(), value)) {
      if (!spec.global.schema.safeParse(value).success) throw new DiskStateError(`the storage file of '${spec.name}' holds a global that does not match its schema`)
      steps.push({ op: 'global', value })
    }
  }
  return steps
}

export async function applyReconcile(domain: ReconcileDomain, steps: readonly ReconcileStep[]): Promise<void> {
  for (const step of steps) {
    if (step.op === 'put') await domain.table(step.table).put(step.key, step.value)
    else if (step.op === 'delete') await domain.table(step.table).delete(step.key)
    else await domain.global.set(step.value)
  }
}

/**
 * Have the backend write the whole file again from memory (each domain write republishes the whole
 * unit): the global set to itself, or else one record put to itself.
 */
export async function rewriteFromMemory(domain: ReconcileDomain, spec: ReconcileSpec): Promise<void> {
  if (spec.global) return domain.global.set(domain.global.get())
  for (const table of Object.keys(spec.tables)) {
    const handle = domain.table(table)
    for (const key of handle.keys()) return handle.put(key, handle.get(key))
  }
}
