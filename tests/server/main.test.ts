/**
 * Starting the server (server/main.ts) as a process: what whoever starts it may have to fix (a
 * PORT another program holds, PostgreSQL that does not answer, a database that does not exist, a
 * setting out of range) stops it at once with one line saying what to do, no stack trace, and a
 * non-zero exit, before it opens a database or seeds.
 */
import { spawn } from 'node:child_process';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: 'memory://', SANCHAY_MODE: 'sandbox', PORT: '0', ...env },
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

/** A port nothing listens on: one the system handed out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

/**
 * Answers every connection as PostgreSQL does a start-up message naming a database it lacks:
 * FATAL 3D000 'database "…" does not exist'.
 */
function missingDatabaseServer(): Server {
  const field = (code: string, value: string) => Buffer.concat([Buffer.from(code), Buffer.from(`${value}\0`)]);
  return createServer((socket: Socket) => {
    socket.once('data', () => {
      const fields = Buffer.concat([
        field('S', 'FATAL'),
        field('V', 'FATAL'),
        field('C', '3D000'),
        field('M', 'database "sanchay_nowhere" does not exist'),
        Buffer.from([0]),
      ]);
      const header = Buffer.alloc(5);
      header.write('E', 0);
      header.writeInt32BE(fields.length + 4, 1);
      socket.end(Buffer.concat([header, fields]));
    });
  });
}

/** One line on stderr, no stack trace. */
const oneLine = (stderr: string) => stderr.trimEnd().split('\n');

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

  it('exits non-zero with one line saying what to do, and leaves the port to its holder', async () => {
    const { code, stderr } = await runServer({ PORT: String(port) });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toEqual([
      `Port ${port} is already in use (another Sanchay server?). Stop that process or set PORT to a free port.`,
    ]);
    expect(holder.listening).toBe(true);
    await new Promise<void>((closed) => connect(port, '127.0.0.1').on('close', () => closed()));
    expect(connections).toBe(1);
  }, 60_000);
});

describe('DATABASE_URL', () => {
  it('where nothing answers: one line saying to start PostgreSQL or fix the URL', async () => {
    const port = await closedPort();
    const { code, stderr } = await runServer({ DATABASE_URL: `postgres://sanchay:secret@127.0.0.1:${port}/sanchay` });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toEqual([
      `DATABASE_URL: nothing answers at 127.0.0.1:${port}. Start PostgreSQL there, or fix the host and port in DATABASE_URL.`,
    ]);
  }, 60_000);

  describe('naming a database the server lacks', () => {
    const server = missingDatabaseServer();
    let port: number;
    beforeAll(async () => {
      await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise((closed) => server.close(closed)));

    it('one line saying to create it or name another', async () => {
      const { code, stderr } = await runServer({
        DATABASE_URL: `postgres://sanchay@127.0.0.1:${port}/sanchay_nowhere`,
      });
      expect(code).toBe(1);
      expect(oneLine(stderr)).toEqual([
        `DATABASE_URL: database "sanchay_nowhere" does not exist on PostgreSQL at 127.0.0.1:${port}. Create it (createdb sanchay_nowhere) or name an existing database in DATABASE_URL.`,
      ]);
    }, 60_000);
  });

  // On a real cluster too, when the run has one (npm run test:pg).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'naming a database a real PostgreSQL lacks',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = '/sanchay_nowhere';
      const { code, stderr } = await runServer({ DATABASE_URL: url.href });
      expect(code).toBe(1);
      expect(oneLine(stderr)).toHaveLength(1);
      expect(stderr).toMatch(/^DATABASE_URL: database "sanchay_nowhere" does not exist on PostgreSQL at .*createdb/);
    },
    60_000,
  );
});

describe('a setting out of range', () => {
  it('names the setting and what it must be, with no stack trace', async () => {
    const { code, stderr } = await runServer({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toEqual(['Invalid server environment:', '  PORT: PORT must be a whole number']);
  }, 60_000);
});
