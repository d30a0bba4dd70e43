// The git entries: force-push, push to main/master, any push, discarding uncommitted work,
// skipping hooks, and git's own deletions (`git rm`, `git clean -f`).

import type { CatalogueId } from '../types.js'
import type { Invocation } from '../shell/invocations.js'
import type { Word } from '../shell/parse.js'
import { hasExact, hasLong, hasShort, operands } from './args.js'

export interface GitCommand {
  sub: string
  args: Word[]
  /** `-c key=value` given before the subcommand. */
  configs: string[]
}

const GLOBAL_WITH_VALUE = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix', '--exec-path'])

/** `git [global options] <sub> <args>`, or null for anything else. */
export function gitCommand(inv: Invocation): GitCommand | null {
  if (inv.name !== 'git') return null
  const configs: string[] = []
  let i = 0
  while (i < inv.args.length) {
    const v = inv.args[i]!.value
    if (GLOBAL_WITH_VALUE.has(v)) {
      if (v === '-c') configs.push(inv.args[i + 1]?.value ?? '')
      i += 2
    } else if (v.startsWith('-')) {
      i++
    } else {
      break
    }
  }
  const sub = inv.args[i]?.value
  return sub ? { sub, args: inv.args.slice(i + 1), configs } : null
}

const PUSH_VALUES = { short: 'o', long: ['--push-option', '--repo', '--receive-pack', '--exec'] }

const refTarget = (spec: string) => {
  const target = spec.replace(/^\+/, '').split(':').pop() ?? ''
  return target.replace(/^refs\/heads\//, '')
}

/** A push that would run (not `--dry-run`): its options and operands. */
function pushOf(inv: Invocation): { args: Word[]; refspecs: Word[] } | null {
  const git = gitCommand(inv)
  let args: Word[] | null = null
  if (git?.sub === 'push') args = git.args
  // jj: `jj git push`
  if (inv.name === 'jj' && inv.args[0]?.value === 'git' && inv.args[1]?.value === 'push') args = inv.args.slice(2)
  if (!args || hasShort(args, 'n') || hasLong(args, '--dry-run')) return null
  const ops = operands(args, PUSH_VALUES)
  return { args, refspecs: inv.name === 'jj' ? [] : ops.slice(1) }
}

const DISCARDING_CHECKOUT = (args: Word[]) => {
  if (hasShort(args, 'f') || hasLong(args, '--force')) return true
  if (hasShort(args, 'b') || hasShort(args, 'B') || hasLong(args, '--orphan')) return false
  const dash = args.findIndex((w) => w.value === '--')
  if (dash >= 0 && dash < args.length - 1) return true
  return operands(args).some((w) => w.value === '.' || w.value === ':/')
}

const HOOKED = new Set(['commit', 'merge', 'push', 'rebase', 'am', 'cherry-pick', 'revert', 'pull'])

/** Short options of `git commit` that take a value: a cluster stops at the first of them. */
const COMMIT_VALUED = 'mFcCtSu'

function skipsHooks(inv: Invocation, git: GitCommand): boolean {
  if (git.sub === 'config') {
    const ops = operands(git.args, { long: ['--file', '--blob', '--type', '--default'] })
    return ops[0]?.value.toLowerCase() === 'core.hookspath' && ['/dev/null', ''].includes(ops[1]?.value ?? '-')
  }
  if (!HOOKED.has(git.sub)) return false
  if (hasLong(git.args, '--no-verify')) return true
  if (git.sub === 'commit') {
    const cluster = git.args.some((w) => {
      const m = /^-([A-Za-z]+)/.exec(w.value)
      if (!m || w.value.startsWith('--')) return false
      const letters = m[1]!
      const cut = [...letters].findIndex((c) => COMMIT_VALUED.includes(c))
      return (cut < 0 ? letters : letters.slice(0, cut + 1)).includes('n')
    })
    if (cluster) return true
  }
  if (git.configs.some((c) => /^core\.hookspath=/i.test(c))) return true
  return inv.assigns.some((a) => /^HUSKY=0$|^HUSKY_SKIP_HOOKS=(1|true)$|^SKIP_HOOKS=(1|true)$/.test(a))
}

export function detectGit(inv: Invocation, hit: (entry: CatalogueId) => void) {
  const push = pushOf(inv)
  if (push) {
    hit('push')
    const { args, refspecs } = push
    if (hasShort(args, 'f') || hasLong(args, '--force', '--force-with-lease', '--mirror') || refspecs.some((w) => w.value.startsWith('+'))) hit('force-push')
    if (hasLong(args, '--all', '--mirror') || refspecs.some((w) => !w.dynamic && ['main', 'master'].includes(refTarget(w.value)))) hit('push-main')
  }
  const git = gitCommand(inv)
  if (!git) return
  const { sub, args } = git
  if (sub === 'reset' && hasLong(args, '--hard')) hit('reset-hard')
  if (sub === 'checkout' && DISCARDING_CHECKOUT(args)) hit('reset-hard')
  if (sub === 'restore') {
    const stagedOnly = (hasShort(args, 'S') || hasLong(args, '--staged')) && !(hasShort(args, 'W') || hasLong(args, '--worktree'))
    if (!stagedOnly && (operands(args, { short: 's', long: ['--source'] }).length || hasShort(args, 'p') || hasLong(args, '--patch'))) hit('reset-hard')
  }
  if (sub === 'switch' && (hasLong(args, '--discard-changes', '--force') || hasExact(args, '-f'))) hit('reset-hard')
  if (sub === 'stash' && ['drop', 'clear'].includes(args[0]?.value ?? '')) hit('reset-hard')
  if (sub === 'rm' && !hasLong(args, '--cached') && !hasShort(args, 'n') && !hasLong(args, '--dry-run') && operands(args).length) hit('delete-files')
  if (sub === 'clean' && (hasShort(args, 'f') || hasLong(args, '--force')) && !hasShort(args, 'n') && !hasLong(args, '--dry-run')) hit('delete-files')
  if (sub === 'flow' && args[1]?.value === 'publish') hit('push')
  if (skipsHooks(inv, git)) hit('skip-hooks')
}
