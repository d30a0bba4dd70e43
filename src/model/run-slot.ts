// One background run at a time for a job (distill, tidy): its abort signal, its promise, cancel and
// settled. What a failure means (cancelled or failed, and its message) stays with the job.

export class RunSlot {
  private controller: AbortController | undefined
  private running: Promise<void> | undefined

  /**
   * Starts `body` in the background. A rejection goes to `onError` with whether the run was
   * cancelled; `release` (the job's home lock) runs last, whatever happened.
   */
  launch(body: (signal: AbortSignal) => Promise<void>, onError: (error: unknown, cancelled: boolean) => void, release: () => void): void {
    const controller = this.controller = new AbortController()
    this.running = body(controller.signal)
      .catch((error) => onError(error, controller.signal.aborted))
      .finally(() => {
        release()
        this.controller = undefined
      })
  }

  /** Aborts the run in progress; false when none is. */
  cancel(): boolean {
    if (!this.controller) return false
    this.controller.abort()
    return true
  }

  /** Resolves when the current run (if any) has ended. */
  async settled(): Promise<void> {
    await this.running
  }
}

/** A failed run's message, whatever was thrown. */
export const messageOf = (error: unknown) => (error as Error)?.message ?? String(error)
