import type { GamePage } from './game-page.ts';

/**
 * A game's page as HTML, drawn on the server. Every text that comes from the game or its players
 * (names, the log) is escaped: a player's name is whatever they typed. No inline script or style:
 * the page loads `/static/stepper.js` and `/static/page.css`, the only ones the policy allows.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A log line: escaped, then the log's **bold** kept as bold (the only markup it uses on the page). */
function logLine(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/__(.+?)__/g, '<em>$1</em>')
    .replace(/\n/g, '<br>');
}

/** A deadline, in UTC, with the machine-readable time beside it. */
function when(at: Date): string {
  const text = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return `<time datetime="${at.toISOString()}">${text}</time>`;
}

/**
 * `base`: the page's own path, `/g/<token>`; its pictures are under it. `query`: the view asked
 * for (`view=gm`), carried by every picture's address so each is drawn for the same viewer.
 */
export function gamePageHtml(page: GamePage, base: string, query = ''): string {
  const b = escapeHtml(base);
  const q = escapeHtml(query ? `?${query}` : '');
  const qAnd = escapeHtml(query ? `&${query}` : '');
  const seats = page.seats.map((s) => `<li><span class="seat">${escapeHtml(s.label)}</span>: ${s.player === null ? '<span class="free">free</span>' : `<span class="player">${escapeHtml(s.player)}</span>`}</li>`).join('');
  const facts: string[] = [`<dt>Seats</dt><dd><ul class="seats">${seats}</ul></dd>`];
  if (page.over) facts.push(`<dt>Game over</dt><dd>${escapeHtml(page.over)}</dd>`);
  else if (page.turn) facts.push(`<dt>Turn</dt><dd><span class="turn">${escapeHtml(page.turn)}</span>. Waiting for: <span class="waiting">${escapeHtml(page.waiting ?? 'nobody')}</span>.</dd>`);
  else facts.push(`<dt>Status</dt><dd>Open for players: not started yet.</dd>`);
  for (const d of page.deadlines) facts.push(`<dt>Deadline</dt><dd>the ${escapeHtml(d.seat)}: ${when(d.at)}</dd>`);
  facts.push(`<dt>Dice commitment</dt><dd><code class="commitment">${escapeHtml(page.commitment)}</code> (SHA-256 of the secret seed; <code>/dice verify</code> checks every roll once the game is over)</dd>`);
  if (page.seed) facts.push(`<dt>Seed</dt><dd><code class="seed">${escapeHtml(page.seed)}</code></dd>`);
  if (page.verify) facts.push(`<dt>/dice verify</dt><dd><ul class="verify">${page.verify.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul></dd>`);
  facts.push(`<dt>Shown</dt><dd class="viewing">${escapeHtml(page.viewing)}</dd>`);
  facts.push(`<dt>Export</dt><dd><a class="export" href="${b}/export.json${q}" download>the log as JSON</a> (what this view may see; the format: docs/export-format.md)</dd>`);
  if (page.views.length) {
    const links = page.views.map((v) => (v.current ? `<strong>${escapeHtml(v.label)}</strong>` : `<a href="${b}?view=${escapeHtml(encodeURIComponent(v.view))}">${escapeHtml(v.label)}</a>`)).join(' · ');
    facts.push(`<dt>The game is over: see it as</dt><dd><nav class="views">${links}</nav></dd>`);
  }

  const n = page.phases.length;
  const phases = page.phases
    .map((p) => {
      const prev = p.index > 1 ? `<a class="prev" rel="prev" href="#phase-${p.index - 1}">← phase ${p.index - 1}</a>` : '<span class="prev"></span>';
      const next = p.index < n ? `<a class="next" rel="next" href="#phase-${p.index + 1}">phase ${p.index + 1} →</a>` : page.now ? '<a class="next" href="#now">the board now →</a>' : '<span class="next"></span>';
      const picture = page.pictures ? `<img loading="lazy" src="${b}/phase/${p.index}.png${q}" alt="${escapeHtml(p.alt)}">` : '';
      const log = p.lines.length ? `<ol class="log">${p.lines.map((l) => `<li>${logLine(l)}</li>`).join('')}</ol>` : '<p class="log empty">Nothing was seen to happen.</p>';
      return `<section class="phase" id="phase-${p.index}" data-phase="${p.index}"><h2>Phase ${p.index} of ${n}: ${escapeHtml(p.label)}</h2><nav class="steps">${prev}${next}</nav>${picture}${log}</section>`;
    })
    .join('\n');

  const now = page.now
    ? `<section class="phase now" id="now" data-phase="${n + 1}"><h2>The board now: ${escapeHtml(page.now.label)}</h2><nav class="steps">${n ? `<a class="prev" rel="prev" href="#phase-${n}">← phase ${n}</a>` : '<span class="prev"></span>'}<span class="next"></span></nav>${page.pictures ? `<img src="${b}/now.png?v=${page.now.version}${qAnd}" alt="${escapeHtml(`${page.title}: the board now, in ${page.now.label}.`)}">` : ''}${page.since.length ? `<ol class="log">${page.since.map((l) => `<li>${logLine(l)}</li>`).join('')}</ol>` : ''}</section>`
    : '';

  const stepper = n ? `<nav class="stepper" aria-label="Phases"><label>Phase <input type="range" id="phase-slider" min="1" max="${n + (page.now ? 1 : 0)}" value="${n + (page.now ? 1 : 0)}" hidden></label> <span id="phase-shown"></span> <span class="hint">← → step through the phases</span></nav>` : '';

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.title)}</title>
<link rel="stylesheet" href="/static/page.css">
<script src="/static/stepper.js"></script>
</head>
<body>
<header><h1>${escapeHtml(page.title)}</h1>${page.summary ? `<p class="summary">${escapeHtml(page.summary)}</p>` : ''}</header>
<dl class="facts">${facts.join('')}</dl>
${stepper}
<main>
${phases}
${now}
</main>
<footer>dragonpost · ${escapeHtml(page.viewing)}</footer>
</body>
</html>
`;
}

/** What a refused link gets: these words and nothing else. */
export const NOT_VALID_BODY = 'this link is not valid\n';
