// The import screen's and the export preview's calls (src/http/exchange.ts). Response shapes are
// the server's own types; fields are read defensively like the rest of the tab's API.
import type { DiffLine } from '../src/exchange/diff.js'
import type { ExportResult, FoundSource, ImportReport } from '../src/exchange/types.js'
import { MUTATION_HEADERS, request } from './api'

export type { DiffLine, ImportReport }
export type Found = FoundSource & { imported?: number }
export interface ExportTarget { tool: string; name: string; display: string; exists: boolean; refused?: string }
export interface ExchangeView { workspace: string; found: Found[]; targets: ExportTarget[] }
export interface ExportPlanView { display: string; exists: boolean; changed: boolean; edits: number; alreadyThere: number; guarded: number; nothing: boolean; diff: DiffLine[] }
/** `blocked`: how many would not fit in a memory of `capacity`, `kept` of it red lines (never evicted). */
export interface CapacityPlan { adds: number; free: number; evicts: Array<{ id: string; text: string }>; blocked: number; capacity: number; kept: number }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? v.filter(isObject) as T[] : [])
const post = (path: string, body: unknown) => request(path, { method: 'POST', headers: MUTATION_HEADERS, body: JSON.stringify(body) })

/** `sessionId`: the open conversation, whose folder's project files are listed (else the host's folder). */
export async function fetchExchange(sessionId?: string): Promise<ExchangeView> {
  const body = await request(sessionId ? `/exchange?session=${encodeURIComponent(sessionId)}` : '/exchange')
  const b = isObject(body) ? body : {}
  return { workspace: typeof b.workspace === 'string' ? b.workspace : '', found: list<Found>(b.found), targets: list<ExportTarget>(b.targets) }
}

export async function importFrom(input: { target: string } | { text: string }, sessionId?: string): Promise<ImportReport[]> {
  const body = await post('/exchange/import', sessionId ? { ...input, session: sessionId } : input)
  return list<ImportReport>(isObject(body) ? body.reports : undefined).map((r) => ({ ...r, proposed: list(r.proposed), leftOut: list(r.leftOut) }))
}

export async function capacityOf(ids: string[]): Promise<CapacityPlan> {
  const body = await post('/exchange/capacity', { ids })
  const b = isObject(body) ? body : {}
  return { adds: Number(b.adds) || 0, free: Number(b.free) || 0, evicts: list(b.evicts), blocked: Number(b.blocked) || 0, capacity: Number(b.capacity) || 0, kept: Number(b.kept) || 0 }
}

export async function acceptMany(ids: string[]): Promise<void> {
  await post('/exchange/accept', { ids })
}

export async function planExportTo(target: string): Promise<ExportPlanView> {
  const body = await post('/exchange/export/plan', { target })
  const b = isObject(body) ? body : {}
  return { display: String(b.display ?? target), exists: b.exists === true, changed: b.changed === true, edits: Number(b.edits) || 0, alreadyThere: Number(b.alreadyThere) || 0, guarded: Number(b.guarded) || 0, nothing: b.nothing === true, diff: list<DiffLine>(b.diff) }
}

export async function exportTo(target: string, remove = false): Promise<Omit<ExportResult, 'path'>> {
  const body = await post(remove ? '/exchange/export/remove' : '/exchange/export', { target })
  const b = isObject(body) ? body : {}
  return { display: String(b.display ?? target), written: b.written === true, edits: list(b.edits), diff: list(b.diff), ...typeof b.backup === 'string' ? { backup: b.backup } : {} }
}
