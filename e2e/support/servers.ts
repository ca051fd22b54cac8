/**
 * Every journey resets the whole sandbox, so journeys running at the same time need a server
 * (and an in-memory database and user pool) each: Playwright's worker `i` drives the server on
 * E2E_PORT + 50·i. E2E_WORKERS sets how many (default 2, one per core of a CI machine).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const BASE_PORT = Number(process.env.E2E_PORT ?? 8199);
const PORT_STEP = 50;

/** The port of the server that worker `parallelIndex` drives. */
export const e2ePort = (parallelIndex: number): number => BASE_PORT + PORT_STEP * parallelIndex;

export const e2eBaseUrl = (parallelIndex: number): string => `http://localhost:${e2ePort(parallelIndex)}`;
