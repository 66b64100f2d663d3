// How the bot's Node process is started, shared by `npm start` and the bot benchmark so that the
// benchmark measures what runs.
//
// MALLOC_ARENA_MAX=2: glibc reads it only as a process starts. With native libraries drawing in
// worker threads (skia, libvips), glibc's default of a malloc arena per thread lets resident
// memory climb by a hundred megabytes or more. (sharp's documentation recommends the same.)
//
// MALLOC_MMAP_THRESHOLD_ and MALLOC_TRIM_THRESHOLD_: a board's pixels are read out of the canvas
// into an 8 MB buffer and encoded, for every map. glibc serves a block that big with a fresh
// mmap and unmaps it when freed, so each map paid ~2,000 page faults and an unmap: a CPU profile
// under load showed the render workers spending more time in the kernel and the collector than
// drawing (canvas.data() 15 ms of CPU, 12 of it system time). Served from the heap and kept for
// the next map, it costs 4 ms. The heap keeps up to 64 MB of freed memory for reuse, well within the
// bot's memory target.
//
// --max-semi-space-size=4 --max-old-space-size=384: every order builds and drops its game's
// state, view and log. With V8's defaults (semi-spaces up to 16 MB and an old space that grows
// toward gigabytes before a full collection, in each thread's isolate) that garbage sat in memory
// and the peak under the load benchmark reached 535-575 MB (target 500); with these limits it is
// about 400-430 MB, and orders are answered as fast. The live heap is far smaller than 384 MB
// (no game is cached; a game is read from the database for each order). A bot serving very many
// servers, whose discord.js caches grow with them, may raise the old space here.
export const BOT_NODE_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=384'];
export const BOT_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '67108864', MALLOC_TRIM_THRESHOLD_: '67108864' };
