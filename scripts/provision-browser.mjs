// Installs what the browser suite needs from Debian's packages: Chromium (driven by playwright-core,
// which may not download a browser of its own here) and a CJK font so screenshots of the 记忆 tab are
// readable. Idempotent: when both are present it returns at once without touching apt.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromiumPath = '/usr/bin/chromium'
const packages = ['chromium', 'fonts-noto-cjk']

const isInstalled = (pkg) => {
  const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' })
  return r.status === 0 && r.stdout.trim() === 'install ok installed'
}

const missing = packages.filter((pkg) => !isInstalled(pkg))
if (!existsSync(chromiumPath) && !missing.includes('chromium')) missing.unshift('chromium')

if (missing.length === 0) {
  console.log(`provision-browser: ${packages.join(', ')} already installed`)
  process.exit(0)
}

if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  console.error(`provision-browser: missing ${missing.join(', ')}; run as root or install them with apt-get`)
  process.exit(1)
}

const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
// Another provisioning step may hold the dpkg lock; wait for it rather than fail.
const lockWait = ['-o', 'DPkg::Lock::Timeout=600']
const apt = (args) => {
  console.log(`provision-browser: apt-get ${args.join(' ')}`)
  const r = spawnSync('apt-get', [...lockWait, ...args], { env, stdio: 'inherit' })
  if (r.status !== 0) {
    console.error(`provision-browser: apt-get ${args[0]} failed (exit ${r.status ?? r.signal})`)
    process.exit(1)
  }
}

apt(['update'])
apt(['install', '-y', '--no-install-recommends', ...missing])

if (!existsSync(chromiumPath)) {
  console.error(`provision-browser: ${chromiumPath} still missing after install`)
  process.exit(1)
}
console.log(`provision-browser: installed ${missing.join(', ')}`)
