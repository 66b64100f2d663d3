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

/** A deadline as Discord shows it to each reader in their own time zone: <t:…:F> (<t:…:R>). */
export function formatDeadline(at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `<t:${seconds}:F> (<t:${seconds}:R>)`;
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
