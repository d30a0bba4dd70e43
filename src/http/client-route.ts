// Serves the web client's lazy chunk (dist/lazy/tab.<hash>.js: the Memory tab and its panels, built by
// scripts/build-client.mjs) under /dsh-mirror/client/, which the page's bundle imports the first
// time 记忆 is opened. The same static module handler as the orb's route (GET/HEAD only, JavaScript
// files really inside the folder, nosniff, same-origin CORP); the file name carries the content
// hash, so a response may be cached for good: a new build is a new name.
import { fileURLToPath } from 'node:url'
import { createStaticModuleHandler } from './vendor-route.js'

/** `dist/lazy` of this package, beside `lib/` (installed) or `src/` (tests): both are two folders down. */
export const CHUNK_DIR = fileURLToPath(new URL('../../dist/lazy', import.meta.url))
export const CHUNK_CACHE_CONTROL = 'public, max-age=31536000, immutable'

export function createClientChunkHandler(mountPath: string, root = CHUNK_DIR) {
  return createStaticModuleHandler({ root, mountPath, cacheControl: CHUNK_CACHE_CONTROL })
}
