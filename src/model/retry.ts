// A rate limit (429) or a provider failure (5xx) is usually gone a moment later: the auxiliary call
// is tried again a few times with a growing, capped pause before a run gives up. The provider's
// `Retry-After` is honoured when it is within the cap; a longer one means "not now", and the run
// stops with that reason instead of sleeping for minutes. Cancelling the run ends the pause at once.
import { auxCall, AuxCallError, type AuxCallDeps, type AuxCallLimits, type AuxCallRequest, type AuxCallResult } from './aux-call.js'

/**
 * `tries`: requests in all, the first included; `baseDelayMs`: the pause before the first retry,
 * doubled for each next one; `maxDelayMs`: no pause is longer, `Retry-After` included.
 */
export type RetryPolicy = NonNullable<AuxCallDeps['retry']>

export const DEFAULT_RETRY: RetryPolicy = { tries: 4, baseDelayMs: 1_000, maxDelayMs: 8_000 }

/** Whether a failed call is worth another try: the provider said 429 or 5xx. */
export function isTransient(error: unknown): error is AuxCallError {
  return error instanceof AuxCallError && error.code === 'model' && error.status !== undefined && (error.status === 429 || error.status >= 500)
}

/** The pause before retry number `retry` (1-based), or undefined when the provider asked for more than the cap. */
export function retryDelay(policy: RetryPolicy, retry: number, retryAfterMs?: number): number | undefined {
  if (retryAfterMs !== undefined && retryAfterMs >= 0) return retryAfterMs <= policy.maxDelayMs ? retryAfterMs : undefined
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1))
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AuxCallError('cancelled', 'cancelled'))
    const onAbort = () => {
      clearTimeout(timer)
      reject(new AuxCallError('cancelled', 'cancelled'))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/**
 * {@link auxCall}, tried again on 429 / 5xx under `policy` (`deps.retry`, else {@link DEFAULT_RETRY}).
 * The error that ends it carries `tries`; `onRetry` hears of each pause (for the run's progress).
 */
export async function auxCallRetrying(deps: AuxCallDeps, request: AuxCallRequest, limits: AuxCallLimits,
  onRetry?: (retry: number, delayMs: number, error: AuxCallError) => void): Promise<AuxCallResult> {
  const policy = deps.retry ?? DEFAULT_RETRY
  for (let attempt = 1; ; attempt++) {
    try {
      return await auxCall(deps, request, limits)
    } catch (error) {
      if (!isTransient(error)) throw error
      const delay = attempt < policy.tries ? retryDelay(policy, attempt, error.retryAfterMs) : undefined
      if (delay === undefined) {
        error.tries = attempt
        throw error
      }
      onRetry?.(attempt, delay, error)
      await pause(delay, request.signal)
    }
  }
}
