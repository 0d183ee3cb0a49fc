// The shop's resident memory while a bench row runs: the process listening on the shop's port,
// read from /proc every 200 ms (Linux only; elsewhere the row says so).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** The pid listening on `port`, from `ss -ltnp`; null when it cannot be read. */
export function listeningPid(port) {
  try {
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const match = out.match(/pid=(\d+)/);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export function residentMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Samples the process's RSS while `work` runs: before, the highest seen, and after. */
export async function watchMemory(pid, work) {
  const before = residentMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    const now = residentMb(pid);
    if (now > peak) peak = now;
  }, 200);
  try {
    const result = await work();
    return { result, before, peak, after: residentMb(pid) };
  } finally {
    clearInterval(timer);
  }
}
