// `npm start`: runs src/main.ts under tsx. It sets MALLOC_ARENA_MAX=2 first, because glibc
// reads it only as a process starts: with native libraries drawing in worker threads (skia,
// libvips), glibc's default of a malloc arena per thread lets resident memory climb by a
// hundred megabytes or more. (sharp's documentation recommends the same.)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', main, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
