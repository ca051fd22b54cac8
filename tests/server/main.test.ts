/**
 * Starting the server (server/main.ts) as a process: a PORT another program holds stops it at
 * once with a message and a non-zero exit, before it opens a database or seeds.
 */
import { spawn } from 'node:child_process';
import { type AddressInfo, connect, createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: 'memory://', SANCHAY_MODE: 'sandbox', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', fail);
    child.on('exit', (code) => done({ code, stderr }));
  });
}

describe('a taken PORT', () => {
  let holder: Server;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    holder = createServer((socket) => {
      connections += 1;
      socket.end();
    });
    await new Promise<void>((ready) => holder.listen(0, ready));
    port = (holder.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((closed) => holder.close(closed)));

  it('exits non-zero with a message, and leaves the port to its holder', async () => {
    const { code, stderr } = await runServer({ PORT: String(port) });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `Port ${port} is already in use (another Sanchay server?). Stop that process or set PORT to a free port.`,
    );
    expect(holder.listening).toBe(true);
    await new Promise<void>((closed) => connect(port, '127.0.0.1').on('close', () => closed()));
    expect(connections).toBe(1);
  }, 60_000);
});
