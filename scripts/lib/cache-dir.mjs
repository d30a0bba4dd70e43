// Where a script bundles its entry before running it. Worktrees of this repository share one
// node_modules (a symlink), so the folder is named for the checkout too: two checkouts running the
// same script at once must not overwrite each other's bundle between build and import.
import { createHash } from 'node:crypto'

/** `<root>node_modules/.cache/dsh-user-mirror-<name>-<8 hex of the checkout's path>` */
export function cacheDir(root, name) {
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 8)
  return `${root}node_modules/.cache/dsh-user-mirror-${name}-${checkout}`
}
