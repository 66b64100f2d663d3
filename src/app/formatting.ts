/** Text helpers shared by every front end: Discord's message limit, deadlines, encoded choices. */

/** Discord's 2000-character limit, split on line breaks. */
export function splitMessage(text: string, limit = 1900): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    const piece = line.length > limit ? line.slice(0, limit - 1) + '…' : line;
    if (current && current.length + piece.length + 1 > limit) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current}\n${piece}` : piece;
  }
  if (current) chunks.push(current);
  return chunks;
}

/**
 * A deadline as its reader sees it. On Discord, `<t:…:F> (<t:…:R>)`, which each reader's client
 * shows in their own time zone. The local table prints text as it is, so it writes the time out
 * itself, in UTC (a terminal has no reader's zone to go by), and how far off it is from `now`:
 * "Thu 26 Nov 18:00 UTC (in 2 days)".
 */
export function formatDeadline(at: Date, local?: { now: Date }): string {
  if (!local) {
    const seconds = Math.floor(at.getTime() / 1000);
    return `<t:${seconds}:F> (<t:${seconds}:R>)`;
  }
  const day = at.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).replace(',', '');
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${day} ${time} UTC (${fromNow(at.getTime() - local.now.getTime())})`;
}

const MINUTE = 60_000;

/** "in 2 days", "in 5 hours", "in 30 minutes", "3 hours ago": whole days from two days on, hours from one hour. */
function fromNow(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / MINUTE);
  const [n, unit] = minutes >= 48 * 60 ? [Math.round(minutes / (24 * 60)), 'day'] : minutes >= 60 ? [Math.round(minutes / 60), 'hour'] : [minutes, 'minute'];
  const amount = `${n} ${unit}${n === 1 ? '' : 's'}`;
  return ms >= 0 ? `in ${amount}` : `${amount} ago`;
}

/** The options of an order packed into a menu value (at most 100 characters on Discord). */
export function encodeOptions(options: Record<string, string>): string {
  return new URLSearchParams(options).toString();
}

export function decodeOptions(value: string): Record<string, string> | undefined {
  try {
    return Object.fromEntries(new URLSearchParams(value));
  } catch {
    return undefined;
  }
}
