// How the bot's Node process is started, shared by `npm start` and the bot benchmark so that the
// benchmark measures what runs.
//
// MALLOC_ARENA_MAX=2: glibc reads it only as a process starts. With native libraries drawing in
// worker threads (skia, libvips), glibc's default of a malloc arena per thread lets resident
// memory climb by a hundred megabytes or more. (sharp's documentation recommends the same.)
//
// --max-semi-space-size=4: every order builds and drops its game's state, view and log; with V8's
// default young generation (up to 16 MB a semi-space, in each thread's isolate) that garbage sat
// in memory between scavenges and made up over a hundred megabytes of the peak under load.
// Smaller semi-spaces are scavenged more often, at no cost we could measure in response times.
export const BOT_NODE_FLAGS = ['--max-semi-space-size=4'];
export const BOT_ENV = { MALLOC_ARENA_MAX: '2' };
