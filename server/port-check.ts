/** Whether the server can listen on PORT, and why not in words for whoever started it. */
import { createServer } from 'node:net';
import { StartupError } from './startup-error';

function listenFailure(port: number, error: NodeJS.ErrnoException): string {
  if (error.code === 'EADDRINUSE') {
    return `Port ${port} is already in use (another Sanchay server?). Stop that process or set PORT to a free port.`;
  }
  if (error.code === 'EACCES') return `Not allowed to listen on port ${port}. Set PORT to a port above 1023.`;
  return `Cannot listen on port ${port}: ${error.message}. Set PORT to a free port.`;
}

export function failListening(port: number, error: NodeJS.ErrnoException): never {
  throw new StartupError(listenFailure(port, error));
}

/** Finds out before the database and seed (which take a while) whether PORT can be listened on. */
export async function checkPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, () => probe.close(() => resolve()));
  }).catch((error: NodeJS.ErrnoException) => failListening(port, error));
}
