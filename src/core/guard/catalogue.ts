// The built-in catalogue of dangerous actions: ids, names and what each catches, in both UI
// languages. The matchers behind each entry are in `detect.ts`.

import type { CatalogueEntry, CatalogueId } from './types.js'

export const CATALOGUE: readonly CatalogueEntry[] = Object.freeze([
  {
    id: 'delete-files',
    label: { zh: '删除文件', en: 'Delete files' },
    description: {
      zh: 'rm、rmdir、unlink、shred、trash、git clean -f、git rm（--cached 除外）、find … -delete / -exec rm、xargs rm、rsync --delete、mkfs、dd 写设备、PowerShell 的 Remove-Item，以及名字里写着删除文件的工具。',
      en: 'rm, rmdir, unlink, shred, trash, git clean -f, git rm (not --cached), find … -delete / -exec rm, xargs rm, rsync --delete, mkfs, dd onto a device, PowerShell Remove-Item, and tools whose name says they delete files.',
    },
  },
  {
    id: 'force-push',
    label: { zh: '强制推送', en: 'Force-push' },
    description: {
      zh: 'git push --force、-f、--force-with-lease、--mirror，或以 + 开头的 refspec。',
      en: 'git push --force, -f, --force-with-lease, --mirror, or a refspec starting with +.',
    },
  },
  {
    id: 'push-main',
    label: { zh: '推送到 main/master', en: 'Push to main/master' },
    description: {
      zh: '目标写明是 main 或 master 的 git push（如 git push origin main、HEAD:main），以及 --all。没写目标分支时无法知道当前分支，不拦。',
      en: 'A git push whose target is main or master (git push origin main, HEAD:main) or --all. A push naming no branch is not caught: the current branch is not known.',
    },
  },
  {
    id: 'push',
    label: { zh: '推送代码', en: 'Push' },
    description: {
      zh: '任何 git push（--dry-run 除外）。',
      en: 'Any git push (except --dry-run).',
    },
  },
  {
    id: 'reset-hard',
    label: { zh: '丢弃未提交的改动', en: 'Discard uncommitted work' },
    description: {
      zh: 'git reset --hard、git checkout -f / -- <路径> / .、git restore（只有 --staged 时除外）、git switch --discard-changes、git stash drop / clear。',
      en: 'git reset --hard, git checkout -f / -- <path> / ., git restore (unless only --staged), git switch --discard-changes, git stash drop / clear.',
    },
  },
  {
    id: 'sudo',
    label: { zh: '用 sudo 提权', en: 'Run as root (sudo)' },
    description: {
      zh: '经 sudo、doas、pkexec、run0 或 su 运行的命令（sudo -l、-k、-v、--help 除外），以及 PowerShell 的 Start-Process -Verb RunAs。',
      en: 'A command run through sudo, doas, pkexec, run0 or su (not sudo -l, -k, -v, --help), and PowerShell Start-Process -Verb RunAs.',
    },
  },
  {
    id: 'publish',
    label: { zh: '发布包或镜像', en: 'Publish a package or image' },
    description: {
      zh: 'npm / pnpm / yarn / bun publish、cargo publish、twine upload、poetry / uv / hatch / flit publish、gem push、gh release create、docker push、mvn deploy、gradle publish、dotnet nuget push、vsce publish 等；--dry-run 除外。',
      en: 'npm / pnpm / yarn / bun publish, cargo publish, twine upload, poetry / uv / hatch / flit publish, gem push, gh release create, docker push, mvn deploy, gradle publish, dotnet nuget push, vsce publish and the like; not --dry-run.',
    },
  },
  {
    id: 'destructive-sql',
    label: { zh: '破坏性 SQL', en: 'Destructive SQL' },
    description: {
      zh: '交给 psql、mysql、sqlite3 等客户端的 DROP、TRUNCATE、不带 WHERE 的 DELETE / UPDATE、ALTER … DROP；以及 dropdb、redis-cli flushall 之类。',
      en: 'DROP, TRUNCATE, DELETE or UPDATE without WHERE, ALTER … DROP handed to psql, mysql, sqlite3 and other clients; and dropdb, redis-cli flushall and the like.',
    },
  },
  {
    id: 'skip-hooks',
    label: { zh: '跳过 Git 钩子', en: 'Skip git hooks' },
    description: {
      zh: 'git commit / push / merge 等带 --no-verify（commit 的 -n），HUSKY=0，或 core.hooksPath 指到别处。',
      en: 'git commit / push / merge … with --no-verify (-n for commit), HUSKY=0, or core.hooksPath pointed elsewhere.',
    },
  },
  {
    id: 'pipe-to-shell',
    label: { zh: '下载后直接执行', en: 'Pipe a download into a shell' },
    description: {
      zh: 'curl / wget 的输出管道给 sh、bash、python 等解释器，或 bash <(curl …)、sh -c "$(curl …)"、eval "$(curl …)"，以及 PowerShell 的 iwr … | iex。',
      en: 'curl / wget output piped into sh, bash, python or another interpreter, or bash <(curl …), sh -c "$(curl …)", eval "$(curl …)", and PowerShell iwr … | iex.',
    },
  },
  {
    id: 'add-dependency',
    label: { zh: '添加依赖', en: 'Add a dependency' },
    description: {
      zh: '给项目加包：npm install <包>、pnpm / yarn / bun add、pip install <包>、poetry / uv / cargo add、go get、composer require、dotnet add package、gem install。只按锁文件安装（npm install、npm ci、pip install -r）不算，全局安装（-g）不算。',
      en: 'Adding a package to the project: npm install <pkg>, pnpm / yarn / bun add, pip install <pkg>, poetry / uv / cargo add, go get, composer require, dotnet add package, gem install. Installing from the lockfile (npm install, npm ci, pip install -r) is not caught, nor is a global install (-g).',
    },
  },
] satisfies CatalogueEntry[])

export const CATALOGUE_IDS: ReadonlySet<string> = new Set(CATALOGUE.map((e) => e.id))

/** The entries' names in the UI's language (an unknown id stays as it is), for answers, cards and prompts. */
export function catalogueLabels(ids: readonly string[], lang: 'zh' | 'en'): string[] {
  return ids.map((id) => CATALOGUE.find((e) => e.id === id)?.label[lang] ?? id)
}

export const isCatalogueId = (id: unknown): id is CatalogueId => typeof id === 'string' && CATALOGUE_IDS.has(id)
