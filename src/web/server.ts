import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GameService } from '../app/game-service.ts';
import type { WebStore } from '../store/web.ts';
import { PUBLIC, seatViewer, type Viewer } from '../engine/core/events.ts';
import type { GameRecord } from '../store/games.ts';
import { exportFileName, gameExport } from './game-export.ts';
import { GamePages, viewerKey } from './game-page.ts';
import { SECURITY_HEADERS } from './headers.ts';
import { gamePageHtml, NOT_VALID_BODY } from './html.ts';
import { readLink, type LinkGrant, type WebLinks } from './links.ts';
import { RateLimit } from './rate-limit.ts';

/**
 * The web server in the bot process (node:http, no framework): a game's page at a signed link
 * (the public's, or one seat's own view), its pictures, and the page's one script and style
 * sheet. Routes (docs/web.md), each with `?view=` after the game's end (the reveal):
 *
 *   GET /g/<token>                  the game's page
 *   GET /g/<token>/now.png          the board as it stands
 *   GET /g/<token>/phase/<n>.png    the board as phase n ended
 *   GET /g/<token>/export.json      the log the link may see, as JSON (docs/export-format.md)
 *   GET /static/stepper.js, /static/page.css
 *
 * Every response carries the security headers. A link that is not valid gets `this link is not
 * valid` and nothing else. The access log names the route's kind, never the path: the path holds
 * the token.
 */

export interface WebOptions {
  service: GameService;
  store: WebStore;
  links: WebLinks;
  /** 0 takes a free port. */
  port: number;
  /** The address it listens on: every interface unless set. */
  host?: string;
  /** The address links are made with; http://localhost:<port> unless set. */
  publicUrl?: string;
  /** One line per request: method, route kind, status, time. None unless given. */
  log?: (line: string) => void;
  /** Link checks allowed per client address: a burst of `capacity`, then `perSecond`. */
  rateLimit?: { capacity: number; perSecond: number };
  /** The time a seat link's expiry is read against. */
  now?: () => Date;
}

export interface WebServer {
  port: number;
  /** The address links are made with. */
  url: string;
  close(): Promise<void>;
}

/** Route kinds, as the access log names them. */
type Route = 'page' | 'now-image' | 'phase-image' | 'export' | 'static' | 'other';

const STATIC: Record<string, { type: string; body: Buffer }> = {
  '/static/stepper.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(new URL('./static/stepper.js', import.meta.url)) },
  '/static/page.css': { type: 'text/css; charset=utf-8', body: readFileSync(new URL('./static/page.css', import.meta.url)) },
};

/** A page, its two files and a few pictures at once pass; a token tried by the thousand does not. */
const DEFAULT_LIMIT = { capacity: 60, perSecond: 2 };

export async function startWeb(options: WebOptions): Promise<WebServer> {
  const pages = new GamePages(options.service, options.store);
  const limit = options.rateLimit ?? DEFAULT_LIMIT;
  const limiter = new RateLimit(limit.capacity, limit.perSecond);
  const now = options.now ?? (() => new Date());

  const send = (response: ServerResponse, status: number, type: string, body: string | Uint8Array, cache = 'no-store') => {
    response.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'cache-control': cache, 'content-length': String(Buffer.byteLength(body)) }).end(body);
  };
  const notValid = (response: ServerResponse) => send(response, 404, 'text/plain; charset=utf-8', NOT_VALID_BODY);

  /**
   * Whose view a link shows, or null (refused, told nothing). A seat link: that seat's, while its
   * user still holds it. A public link: the public view while the game runs; once it has ended
   * (and the game it was forked from, if any: Games.revealed), the reveal: the game master's by
   * default, any side's or the public's by `?view=`. A picture's address without `?view=` is the
   * public's always: a phase's picture never changes (browsers keep it for good), and that address
   * showed the public's while the game ran; the reveal's pages name their pictures' view.
   */
  const viewing = async (game: GameRecord, grant: LinkGrant, asked: string | null, picture: boolean): Promise<{ viewer: Viewer; switchable: Viewer[]; query: string } | null> => {
    if (grant.kind === 'seat') {
      // Checked at each request: a seat that changed hands, or a user who left, takes the link's view away.
      const seats = await options.service.store.seats(game.id);
      if (!seats.some((s) => s.seatId === grant.seat && s.userId === grant.user)) return null;
      if (asked !== null) return null;
      return { viewer: seatViewer(grant.seat), switchable: [], query: '' };
    }
    if (!(await options.service.games.revealed(game))) return asked === null || asked === 'public' ? { viewer: PUBLIC, switchable: [], query: '' } : null;
    const module = options.service.module(game.moduleId);
    if (!module) return null;
    const switchable: Viewer[] = [PUBLIC, { kind: 'gm' }, ...module.seats(game.scenarioId).map((s) => seatViewer(s.id))];
    const viewer = asked === null ? (picture ? PUBLIC : { kind: 'gm' as const }) : switchable.find((v) => viewerKey(v).replace(/^seat:/, '') === asked);
    if (!viewer) return null;
    return { viewer, switchable, query: `view=${encodeURIComponent(asked ?? 'gm')}` };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<Route> => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      send(response, 405, 'text/plain; charset=utf-8', 'GET only\n');
      return 'other';
    }
    const file = STATIC[path];
    if (file) {
      send(response, 200, file.type, file.body, 'public, max-age=3600');
      return 'static';
    }
    const match = /^\/g\/([^/]+)(?:\/(now\.png|export\.json|phase\/(\d{1,6})\.png))?$/.exec(path);
    if (!match) {
      send(response, 404, 'text/plain; charset=utf-8', 'Not found\n');
      return 'other';
    }
    const route: Route = match[2] === undefined ? 'page' : match[2] === 'now.png' ? 'now-image' : match[2] === 'export.json' ? 'export' : 'phase-image';
    // Every link check counts, good or bad: guessing is what the limit is for.
    if (!limiter.take(request.socket.remoteAddress ?? 'unknown')) {
      response.setHeader('retry-after', String(Math.ceil(1 / limit.perSecond)));
      send(response, 429, 'text/plain; charset=utf-8', 'Too many requests; try again in a moment.\n');
      return route;
    }
    const token = match[1]!;
    const grant = readLink(token, options.links.secret, { now: now() });
    const game = grant ? await pages.game(grant.game) : null;
    const seen = game && grant ? await viewing(game, grant, new URLSearchParams((request.url ?? '').split('?')[1] ?? '').get('view'), route === 'now-image' || route === 'phase-image') : null;
    if (!game || !seen) {
      notValid(response);
      return route;
    }
    if (route === 'page') {
      const page = await pages.page(game, seen.viewer, seen.switchable);
      if (!page) notValid(response);
      else send(response, 200, 'text/html; charset=utf-8', gamePageHtml(page, `/g/${token}`, seen.query), 'no-cache');
      return route;
    }
    if (route === 'export') {
      const log = await gameExport(options.service, options.store, game, seen.viewer);
      if (!log) notValid(response);
      else {
        response.setHeader('content-disposition', `attachment; filename="${exportFileName(game, seen.viewer)}"`);
        send(response, 200, 'application/json; charset=utf-8', `${JSON.stringify(log, null, 2)}\n`);
      }
      return route;
    }
    const png = route === 'now-image' ? await pages.nowImage(game, seen.viewer) : await pages.phaseImage(game, Number(match[3]), seen.viewer);
    if (!png) send(response, 404, 'text/plain; charset=utf-8', 'No such picture.\n');
    // A phase's picture never changes; the board now changes with the game (its address carries the version).
    else send(response, 200, 'image/png', png, route === 'phase-image' ? 'private, max-age=31536000, immutable' : 'private, max-age=60');
    return route;
  };

  const server = createServer((request, response) => {
    const started = performance.now();
    handle(request, response).then(
      (route) => options.log?.(`${request.method} ${route} ${response.statusCode} ${(performance.now() - started).toFixed(0)}ms`),
      (error: unknown) => {
        // The error's own words, never the request's path.
        options.log?.(`${request.method} failed: ${error instanceof Error ? error.message : String(error)}`);
        if (!response.headersSent) send(response, 500, 'text/plain; charset=utf-8', 'Something went wrong on our side.\n');
        else response.destroy();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  options.links.base = url;
  return {
    port,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
