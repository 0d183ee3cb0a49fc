// This machine's npm registry serves only the packages built for this platform, so npm leaves the
// other platforms' optional binaries of next (@next/swc-darwin-*, …) and unrs-resolver out of
// package-lock.json, and then its own `npm ci` refuses that lockfile ("Missing: … from lock file").
// This writes the missing entries with the os/cpu their names give, so `npm ci` knows them and skips
// them here as it would on any other platform. Run it after every `npm install` that changes the lockfile.
import fs from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : null;
  if (!os || !cpu) throw new Error(`Cannot tell the platform of ${name}; add its entry by hand.`);
  return { cpu: [cpu], ...(libc && os === 'linux' ? { libc: [libc] } : {}), os: [os] };
}

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const { packages } = lock;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (packages[nested] || packages[top] || !/^\d+\.\d+\.\d+/.test(version)) continue;
    const { cpu, libc, os } = platformOf(name);
    packages[top] = { version, cpu, ...(libc ? { libc } : {}), optional: true, os };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform-specific optional entries added`);
