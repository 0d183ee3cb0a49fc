import { spawn } from 'node:child_process';
import net from 'node:net';

export interface RedisServer {
  /** e.g. `redis://127.0.0.1:41234` */
  url: string;
  close(): Promise<void>;
}

const READY_TIMEOUT_MS = 10_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A throwaway Redis (Debian's redis-server, which .ci/run installs) on a free port, in memory only.
 * It runs under a shell that stops it when its stdin closes, so it cannot outlive the test process
 * however that ends.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    'sh',
    [
      '-c',
      `redis-server --port ${port} --bind 127.0.0.1 --save '' --appendonly no & pid=$!; cat > /dev/null; kill $pid; wait $pid`,
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start (apt-get install -y redis-server?)\n${output}`)),
      READY_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready to accept connections/.test(output)) {
        clearTimeout(timer);
        resolve();
      } else if (/not found|Failed|error/i.test(output)) {
        clearTimeout(timer);
        reject(new Error(`redis-server could not start (apt-get install -y redis-server?)\n${output}`));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
  child.unref();
  return {
    url: `redis://127.0.0.1:${port}`,
    // Safe to call twice: the second call finds it stopped.
    close: () => {
      child.stdin.end();
      return exited;
    },
  };
}
