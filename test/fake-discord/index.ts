export { startFakeDiscord, UsageError } from './server.ts';
export type * from './types.ts';
