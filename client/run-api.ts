// The distill and tidy runs' calls (DistillPanel, TidyPanel, DistillDock): estimate, start, poll
// and stop. The progress types are the jobs' own (type-only: nothing of src/ is bundled).
import type { DistillEstimate, DistillProgress } from '../src/model/distill-types.js'
import type { TidyProgress } from '../src/model/tidy-types.js'
import { isObject } from '../src/core/object.js'
import { MUTATION_HEADERS, request } from './api-request.js'

/** Which past sessions a distill run reads: since a date (YYYY-MM-DD), at most N of them. */
export interface DistillOptions { since?: string; maxSessions?: number }

// The job's own types (type-only: nothing of src/ is bundled).
export type { DistillEstimate, DistillProgress } from '../src/model/distill-types.js'

export async function estimateDistill(options: DistillOptions): Promise<DistillEstimate> {
  const body = await request('/distill/estimate', { method: 'POST', headers: MUTATION_HEADERS, body: JSON.stringify(options) })
  return (isObject(body) ? body.estimate : {}) as DistillEstimate
}

export async function startDistill(options: DistillOptions): Promise<DistillProgress> {
  const body = await request('/distill/start', { method: 'POST', headers: MUTATION_HEADERS, body: JSON.stringify(options) })
  return (isObject(body) ? body.progress : {}) as DistillProgress
}

export async function fetchDistillProgress(): Promise<DistillProgress> {
  const body = await request('/distill')
  return (isObject(body) ? body.progress : {}) as DistillProgress
}

export async function cancelDistill(): Promise<void> {
  await request('/distill/cancel', { method: 'POST', headers: MUTATION_HEADERS, body: '{}' })
}

// Tidy: the stored judgments go to the user's model once; what it finds waits as proposals.
export type { TidyProgress } from '../src/model/tidy-types.js'

export async function startTidy(): Promise<TidyProgress> {
  const body = await request('/tidy/start', { method: 'POST', headers: MUTATION_HEADERS, body: '{}' })
  return (isObject(body) ? body.progress : {}) as TidyProgress
}

export async function fetchTidyProgress(): Promise<TidyProgress> {
  const body = await request('/tidy')
  return (isObject(body) ? body.progress : {}) as TidyProgress
}

export async function cancelTidy(): Promise<void> {
  await request('/tidy/cancel', { method: 'POST', headers: MUTATION_HEADERS, body: '{}' })
}
