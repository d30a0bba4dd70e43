// Shared by the reliability suites: raw HTTP (paths and bodies reach the server exactly as written),
// the stored file, and the invariants every case must leave intact.
import { readFile } from 'node:fs/promises'
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { TestHost } from '../helpers/host.js'

export interface RawResponse { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One request over a fresh connection, bounded in time; the body may be a string or a Buffer. */
export function raw(base: string, method: string, path: string, headers: OutgoingHttpHeaders = {}, body?: string | Buffer, timeoutMs = 10_000) {
  const { port } = new URL(base)
  return new Promise<RawResponse>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let data = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (data += c))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: data }))
      res.on('error', reject)
    })
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms: ${method} ${path}`)))
    req.on('error', reject)
    req.end(body)
  })
}

/** Answers never carry a stack trace or a file path of the server. */
export function expectNoLeak(body: string, what: string) {
  expect(body, what).not.toMatch(/\n\s+at |\(file:|\/work\/|node_modules|\.ts:\d+/)
}

export interface StoredFile {
  unit: { name: string; version: number }
  global: unknown
  tables: {
    judgments: Record<string, { id: string; text: string; kind: string; reason: string; hits: number }>
    history: Record<string, { id: string; cause: string; judgment: { id: string; text: string; kind: string; hits: number } }>
  }
}

export async function readStored(host: TestHost): Promise<StoredFile> {
  return JSON.parse(await readFile(join(host.storageRoot, 'dsh_user_mirror.json'), 'utf8')) as StoredFile
}

export interface ListedJudgment { id: string; text: string; kind: string; reason: string; hits: number; injected: boolean }

export async function listJudgments(host: TestHost): Promise<ListedJudgment[]> {
  const res = await host.request('/dsh-mirror/api/judgments')
  expect(res.status).toBe(200)
  return (await res.json()).judgments as ListedJudgment[]
}

// Anything that could break a line or hide in it: control, zero-width, bidi and separator characters.

export const UNSAFE_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u00ad\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/

/**
 * The invariants after any input: the prompt assembles and renders, the judgments section has one
 * heading, every stored judgment is one safe line and appears in the prompt as exactly one list line.
 */
export async function expectPromptIntact(host: TestHost, label: string) {
  const prompt = await host.prompt()
  const judgments = await listJudgments(host)
  expect(prompt.match(/^# How this user thinks/gm)?.length ?? 0, label).toBe(judgments.some((j) => j.injected) ? 1 : 0)
  for (const j of judgments) {
    expect(j.text, label).not.toMatch(UNSAFE_IN_A_LINE)
    expect(j.text.trim(), label).toBe(j.text)
    if (j.injected) expect(prompt.split('\n'), label).toContain(`- [${j.kind}] ${j.text}`)
  }
  return { prompt, judgments }
}

const SYLLABLES = ['ka', 'lo', 'mi', 'nu', 'pe', 'ra', 'si', 'to', 'vu', 'ze', 'bo', 'da', 'fi', 'gu', 'ho', 'ji', 'ke', 'la', 'mo', 'ne']
const word = (n: number) => {
  let out = ''
  for (let k = 0; k < 3; k++, n = Math.floor(n / 20)) out += SYLLABLES[n % 20]
  return out
}
/** Judgment #i as four made-up words of its own, so no two numbers are ever on the same topic. */
export const madeUpText = (i: number) => `${word(i)} ${word(i * 7 + 4001)} ${word(i * 13 + 2003)} ${word(i * 17 + 5)}`

/** An export file holding these judgments, for POST /dsh-mirror/api/import. */
export const exportFile = (judgments: { text: string; kind: string; reason: string }[]) => ({ format: 'dsh-user-mirror', version: 1, exportedAt: 0, judgments })
