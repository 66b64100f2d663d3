// Generates the Prisma client at install time. Prisma's CLI wants to download a schema-engine
// binary first; generating needs no engine, so it is pointed at an existing file instead (the
// download host may be unreachable). A machine with a real engine can set the variable itself.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const cli = require.resolve('prisma/build/index.js');
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1' };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
const result = spawnSync(process.execPath, [cli, 'generate'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
