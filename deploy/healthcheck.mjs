// Asks a running bot whether it is alive: exits 0 when its GET /health answers 200, 1 otherwise,
// printing what it answered. Docker's HEALTHCHECK runs it; so can a systemd timer or a monitor.
// It reads the bot's own HEALTH_PORT (and HEALTH_HOST, if the bot listens on one address only).
const port = process.env.HEALTH_PORT;
if (!port) {
  console.error('HEALTH_PORT is not set: the bot serves no health check');
  process.exit(1);
}
const listening = process.env.HEALTH_HOST;
// A bot listening on every address is asked on this machine's own.
const host = !listening || listening === '0.0.0.0' || listening === '::' ? '127.0.0.1' : listening;
try {
  const response = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/health`, { signal: AbortSignal.timeout(5000) });
  console.log(`${response.status} ${(await response.text()).trim()}`);
  process.exit(response.status === 200 ? 0 : 1);
} catch (error) {
  console.log(`no answer: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
