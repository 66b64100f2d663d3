// A render worker: receives views, answers PNGs. Plain JavaScript so that it can register the
// TypeScript loader before importing the renderer, whatever started the process.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { renderToPng } = await import('./render.ts');

parentPort.on('message', async ({ id, request }) => {
  try {
    const result = await renderToPng(request);
    parentPort.postMessage({ id, ok: true, result }, [result.png.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
});
parentPort.postMessage({ ready: true });
