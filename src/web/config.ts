/**
 * Where the web page is served, from the environment: WEB_PORT (8080 unless set; `off` serves
 * nothing), WEB_HOST (the address it listens on), PUBLIC_URL (the address its links are made with,
 * http://localhost:<port> unless set). Unset, it keeps out of HEALTH_PORT's way: a deployment that
 * gave the health check 8080 (as docs/hosting.md once suggested) gets its pages on 8081 rather
 * than a bot that no longer starts; a WEB_PORT set to HEALTH_PORT is refused (main.ts).
 */
export interface WebConfig {
  port: number;
  host?: string;
  publicUrl?: string;
}

export const DEFAULT_WEB_PORT = 8080;

export function webConfig(env: Record<string, string | undefined>): WebConfig | undefined {
  const fallback = env.HEALTH_PORT?.trim() === String(DEFAULT_WEB_PORT) ? DEFAULT_WEB_PORT + 1 : DEFAULT_WEB_PORT;
  const value = env.WEB_PORT?.trim() || String(fallback);
  if (value === 'off') return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new Error(`WEB_PORT must be a port number (0-65535) or off, not "${value}"`);
  const publicUrl = env.PUBLIC_URL?.trim();
  if (publicUrl && !/^https?:\/\/[^\s/]+/.test(publicUrl)) throw new Error(`PUBLIC_URL must be an http(s) address, like https://games.example.org, not "${publicUrl}"`);
  return { port, ...(env.WEB_HOST?.trim() ? { host: env.WEB_HOST.trim() } : {}), ...(publicUrl ? { publicUrl } : {}) };
}
