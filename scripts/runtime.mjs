// How the bot's Node process is started, shared by `npm start` and the bot benchmark so that the
// benchmark measures what runs.
//
// MALLOC_ARENA_MAX=2: glibc reads it only as a process starts. With native libraries drawing in
// worker threads (skia, libvips), glibc's default of a malloc arena per thread lets resident
// memory climb by a hundred megabytes or more. (sharp's documentation recommends the same.)
//
// --max-semi-space-size=4 --max-old-space-size=384: every order builds and drops its game's
// state, view and log. With V8's defaults (semi-spaces up to 16 MB and an old space that grows
// toward gigabytes before a full collection, in each thread's isolate) that garbage sat in memory
// and the peak under the load benchmark reached 535-575 MB (target 500); with these limits it is
// about 400-430 MB, and orders are answered as fast. The live heap is far smaller than 384 MB
// (no game is cached; a game is read from the database for each order). A bot serving very many
// servers, whose discord.js caches grow with them, may raise the old space here.
export const BOT_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=384'];
export const BOT_ENV = { MALLOC_ARENA_MAX: '2' };
