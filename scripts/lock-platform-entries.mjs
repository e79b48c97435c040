// The registry this project is built against serves only the Linux builds of packages that ship
// one optional package per platform (e.g. @unrs/resolver-binding-*). `npm install` then skips
// the others silently, and `npm ci` refuses the lock file as "out of sync". This adds the lock
// entries npm would have written (os/cpu/libc tagged, optional), so `npm ci` skips them on
// platforms they are not for and fetches them by version where they are.
// Run after regenerating package-lock.json: node scripts/lock-platform-entries.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openharmony',
  'win32',
  'netbsd',
  'openbsd',
  'sunos',
  'aix'
]
const CPU = [
  'arm64',
  'arm',
  'x64',
  'ia32',
  'loong64',
  'ppc64',
  'riscv64',
  's390x',
  'mips64el',
  'wasm32'
]

function platformOf(name) {
  const parts = name.split('/').pop().split('-')
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.find((p) => CPU.includes(p))
  if (!os || !cpu) return undefined
  const libc =
    parts.includes('musl') || parts.some((p) => p.startsWith('musl'))
      ? ['musl']
      : parts.some((p) => p === 'gnu' || p.startsWith('gnu'))
        ? ['glibc']
        : undefined
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) }
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
const added = []
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`
    if (lock.packages[key] || lock.packages[`${path}/${key}`]) continue
    const platform = platformOf(dep)
    if (!platform) continue
    lock.packages[key] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform
    }
    added.push(`${dep}@${version}`)
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)
  )
)
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n')
console.log(
  added.length
    ? `added ${added.length} platform entries:\n  ${added.join('\n  ')}`
    : 'nothing to add'
)
