/**
 * The layout engine runs ELK in a Web Worker of its own (a same-origin script, so the app's
 * Content-Security-Policy allows it): the page stays responsive while a large machine is laid out,
 * and the engine's 1.6 MB never joins a route's chunk. One worker serves every diagram.
 */
import ELK, { type ELK as ElkEngine } from 'elkjs/lib/elk-api';
import workerUrl from 'elkjs/lib/elk-worker.min.js?url';

let engine: ElkEngine | undefined;

export function getElk(): ElkEngine {
  engine ??= new ELK({ workerUrl });
  return engine;
}
