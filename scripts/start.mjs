// `npm start`: starts the sandbox (when the shop points at it), builds the shop if it has no build,
// and serves it. `npm run dev` does the same with `next dev`. One command, no other set-up.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { heapOptions, resolveEnv } from './backend-env.mjs';

const dev = process.argv.includes('--dev');
const { env, port, sandboxUrl, usesSandbox, settingsError } = resolveEnv();
// A real shop missing a setting, or holding one of the sandbox's public secrets, is refused before
// anything is built or started; the server checks the same at its own start (src/instrumentation.ts).
if (settingsError) {
  console.error(settingsError);
  process.exit(1);
}
let serverHeap;
try {
  serverHeap = heapOptions(env);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const children = [];

async function isUp(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    if (await isUp(url)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${seconds} s`);
}

// The binaries are started with node itself rather than through npx, so stopping this script
// (Ctrl-C or SIGTERM) reaches the servers and leaves no orphan holding the ports.
const NEXT = 'node_modules/next/dist/bin/next';
const TSX = 'node_modules/tsx/dist/cli.mjs';

function run(script, args, extraEnv = {}, nodeOptions = []) {
  const child = spawn(process.execPath, [...nodeOptions, script, ...args], {
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) shutdown(code);
  });
  return child;
}

function shutdown(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (usesSandbox && !(await isUp(`${sandboxUrl}/health`))) {
  run(TSX, ['sandbox/src/main.ts'], {
    // Staff edits made through the sandbox's REST API reach the shop as WooCommerce webhooks do.
    SANDBOX_WEBHOOK_URL: env.SANDBOX_WEBHOOK_URL ?? `http://localhost:${port}/api/revalidate`,
  });
  await waitFor(`${sandboxUrl}/health`, 120);
}

if (dev) {
  run(NEXT, ['dev', '-p', port]);
} else {
  if (!fs.existsSync('.next/BUILD_ID')) {
    console.log('No build found: building the shop first (npm run build).');
    const build = spawnSync(process.execPath, [NEXT, 'build'], { stdio: 'inherit', env });
    if (build.status !== 0) shutdown(build.status ?? 1);
  }
  // V8 otherwise grows the heap far past what the shop keeps alive (docs/deploy.md, "Memory").
  run(NEXT, ['start', '-p', port], {}, serverHeap);
  await waitFor(`http://localhost:${port}/api/health`, 120);
  console.log(`\nShop: http://localhost:${port}  (sandbox: ${sandboxUrl}, mail sink: ${sandboxUrl}/mail)`);
}
