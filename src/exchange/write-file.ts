// Writing another tool's file: the previous bytes kept as a backup, the new ones written to a
// temporary file in the same folder and renamed over it, so the file is either the old one or the
// new one, never half of each; and nothing is written when the file changed since it was read.
import { randomBytes } from 'node:crypto'
import { promises as fs } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { sha256 } from './read-file.js'

export const BACKUP_SUFFIX = '.dsh-mirror.bak'

export class ChangedSinceReadError extends Error {
  constructor(path: string) {
    super(`${path} changed since it was read; nothing was written, try again`)
    this.name = 'ChangedSinceReadError'
  }
}

async function currentHash(path: string): Promise<string | undefined> {
  try {
    return sha256(await fs.readFile(path))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

async function writeAtomic(path: string, data: string | Buffer, mode?: number) {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`)
  try {
    const handle = await fs.open(temp, 'wx', mode ?? 0o644)
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await fs.rename(temp, path)
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => {})
    throw error
  }
}

/**
 * Replace `path` with `text`, given the hash of the bytes it was read as (undefined: it did not exist).
 * @returns the backup's path, when there was a previous file
 */
export async function replaceFile(path: string, text: string, readHash: string | undefined, display = path): Promise<string | undefined> {
  if (await currentHash(path) !== readHash) throw new ChangedSinceReadError(display)
  let backup: string | undefined
  let mode: number | undefined
  if (readHash !== undefined) {
    const previous = await fs.readFile(path)
    if (sha256(previous) !== readHash) throw new ChangedSinceReadError(display)
    mode = (await fs.stat(path)).mode & 0o777
    backup = path + BACKUP_SUFFIX
    await writeAtomic(backup, previous, mode)
  } else {
    await fs.mkdir(dirname(path), { recursive: true })
  }
  // Checked again right before the rename: a write by the other tool in between is not overwritten.
  if (await currentHash(path) !== readHash) throw new ChangedSinceReadError(display)
  await writeAtomic(path, text, mode)
  return backup
}
