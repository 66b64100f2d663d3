// `npm start`: runs src/main.ts under tsx, with the process settings of scripts/runtime.mjs
// (which glibc and V8 read only as a process starts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BOT_ENV, BOT_NODE_FLAGS } from './runtime.mjs';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const child = spawn(process.execPath, [...BOT_NODE_FLAGS, '--import', 'tsx', main, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...BOT_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
