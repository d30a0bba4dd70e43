import type { IncomingMessage } from 'node:http'
import { HttpError } from './respond.js'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

// A host name or a bracketed IPv6 literal, then at most a numeric port: anything else is not a Host.
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[^:[\]\s]+)(?::\d{1,5})?$/

/** The host name of a Host header value, lower-cased, without the port; '' when it is malformed. */
export function hostName(host: string): string {
  return HOST_HEADER.exec(host.trim().toLowerCase())?.[1] ?? ''
}

export function isTrustedHost(host: string | undefined, trusted: readonly string[]): boolean {
  const name = hostName(host ?? '')
  if (!name) return false
  return LOOPBACK.has(name) || name.endsWith('.localhost') || trusted.some((t) => t.toLowerCase() === name)
}

/**
 * Every route: the Host must be loopback or configured, so a DNS-rebinding page (whose requests
 * carry its own host name) can neither read nor change the memory.
 */
export function assertTrustedHost(req: IncomingMessage, trusted: readonly string[]) {
  if (!isTrustedHost(req.headers.host, trusted)) {
    throw new HttpError(403, 'untrusted-host', 'this host name is not allowed to reach the memory API (add it to trustedHosts to allow it)')
  }
}

export const MUTATION_HEADER = 'x-dsh-mirror'

/**
 * Mutations: no cross-origin Origin, no cross-site fetch metadata, and a custom header that a plain
 * cross-site form or image cannot send (a cross-origin fetch that sets it needs a preflight, which
 * this API never grants).
 */
export function assertSameOriginMutation(req: IncomingMessage) {
  const origin = req.headers.origin
  if (origin !== undefined) {
    let sameOrigin = false
    try {
      sameOrigin = origin !== 'null' && new URL(origin).host === String(req.headers.host ?? '').toLowerCase()
    } catch {
      sameOrigin = false
    }
    if (!sameOrigin) throw new HttpError(403, 'cross-origin', 'cross-origin requests may not change the memory')
  }
  const site = req.headers['sec-fetch-site']
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new HttpError(403, 'cross-origin', 'cross-site requests may not change the memory')
  }
  if (req.headers[MUTATION_HEADER] !== '1') {
    throw new HttpError(403, 'missing-header', 'mutations must send the header X-DSH-Mirror: 1')
  }
}
