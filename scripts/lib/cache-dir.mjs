// Where a script bundles its entry before running it: `<root>.cache/<name>`, inside the checkout.
// Not under node_modules: worktrees of this repository share one node_modules (a symlink), and a
// bundle there runs from the real path, so it would read another checkout's fixtures (the bench
// finds them by walking up from the bundle) and two checkouts would overwrite each other's bundle.
// Bare imports still resolve: Node walks up from `.cache/<name>` to the checkout's node_modules.

/** `<root>.cache/dsh-user-mirror-<name>` */
export const cacheDir = (root, name) => `${root}.cache/dsh-user-mirror-${name}`
