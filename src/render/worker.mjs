// A render worker: receives scenes (plain data, no game code needed), answers PNGs. Plain JavaScript so that it can register the
// TypeScript loader before importing the renderer, whatever started the process.
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { renderScene } = await import('./png.ts');

// Each image leaves tens of megabytes of pixel buffers that live outside V8's heap, where the
// garbage collector does not see them pile up; collecting after each image keeps memory flat.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc');

parentPort.on('message', async ({ id, request }) => {
  try {
    const result = await renderScene(request);
    parentPort.postMessage({ id, ok: true, result }, [result.png.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
  collect({ type: 'major', execution: 'async' });
});
parentPort.postMessage({ ready: true });
