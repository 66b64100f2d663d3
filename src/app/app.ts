import type pg from 'pg';
import type { AnyGameModule } from '../engine/core/module.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { allCommands, CommandRouter } from '../commands/index.ts';
import { DeadlineStore } from '../store/deadlines.ts';
import { GameStore } from '../store/games.ts';
import { InteractionLog } from '../store/interactions.ts';
import { OutboxStore } from '../store/outbox.ts';
import { PlayerStore } from '../store/players.ts';
import { GameService, type Clock, type Renderer, type Step } from './game-service.ts';
import { gameModules } from './modules.ts';

/** Everything a front end needs, wired once: the stores on one Prisma client, the service, the commands. */
export interface App {
  service: GameService;
  router: CommandRouter;
  deadlines: DeadlineStore;
  interactions: InteractionLog;
}

export function createApp(
  prisma: PrismaClient,
  options: {
    renderer: Renderer;
    clock?: Clock;
    local: boolean;
    newSeed?: () => string;
    log?: (message: string, error?: unknown) => void;
    /** The games offered; all of the project's by default. */
    modules?: Map<string, AnyGameModule>;
    /** A connection pool of the interactions' own (the bot's), so claims never wait behind the games' work. */
    claimsPool?: pg.Pool;
    /** Told as each step between an order and its last post passes (the crash tests). */
    observe?: (step: Step) => void;
    /** A game's public web page (src/web/links.ts), for /game web and the game's card. */
    webLink?: (gameId: string, seat?: { seat: string; user: string }) => string | undefined;
  },
): App {
  const modules = options.modules ?? gameModules();
  const deadlines = new DeadlineStore(prisma);
  const service = new GameService({
    store: new GameStore(prisma),
    deadlines,
    outbox: new OutboxStore(prisma),
    players: new PlayerStore(prisma),
    modules,
    renderer: options.renderer,
    local: options.local,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.newSeed ? { newSeed: options.newSeed } : {}),
    ...(options.observe ? { observe: options.observe } : {}),
    ...(options.webLink ? { webLink: options.webLink } : {}),
    // The local table keeps a map of every phase; on Discord an empty phase is one line, not one more picture.
    imageEveryPhase: options.local,
  });
  const router = new CommandRouter(service, allCommands(), options.log);
  return { service, router, deadlines, interactions: new InteractionLog(prisma, options.claimsPool) };
}
