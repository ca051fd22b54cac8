/**
 * Operations in the contract that this server does not implement yet: each answers
 * 501 NOT_IMPLEMENTED. Later issues implement them and delete their names here; the contract
 * coverage test fails when a name is missing, stale, or also implemented.
 */
import type { OperationId } from './types';

/** Every user-service (/api/us) operation, grouped by the contract tag that will implement it. */
export const PENDING_OPERATIONS: readonly OperationId[] = [];
