// One distill job at a time per DSH_HOME, across processes (the web host and a headless run share a
// home): an exclusive lock file holding the owner's pid. A lock whose pid is gone (a killed host) is
// taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

export class DistillBusyError extends Error {
  constructor(readonly pid: number) {
    super(`a distill job is already running for this DSH home (process ${pid})`)
    this.name = 'DistillBusyError'
  }
}

export function defaultLockPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.DSH_HOME || join(homedir(), '.dsh'), 'dsh-user-mirror-distill.lock')
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Take the lock or throw {@link DistillBusyError}; returns its release. */
export function acquireDistillLock(path: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => {
        try {
          if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path)
        } catch { /* already gone */ }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let pid = NaN
      try { pid = Number(readFileSync(path, 'utf8')) } catch { /* removed meanwhile */ }
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new DistillBusyError(pid)
      try { unlinkSync(path) } catch { /* someone else took it over */ }
    }
  }
  throw new DistillBusyError(NaN)
}
