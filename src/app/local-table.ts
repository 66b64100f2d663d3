import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CommandRouter } from '../commands/index.ts';
import type { CommandContext, Invocation, Reply } from './io.ts';
import type { GameService } from './game-service.ts';
import { cleanName } from './names.ts';

/**
 * The local table: the bot's commands typed as text by several players at one terminal.
 *
 *   @alice /game new game:dragon-noir scenario:the-ford
 *   @alice /move unit:Konrad to:F7
 *   !dice 7 3 10      the next dice come up 7, 3 and 10 (local table only)
 *   !dice             the forced faces still waiting; !dice clear drops them
 *   !state            the whole game state as JSON (local table only)
 *
 * A line without "@name" is typed by the last player named. Lines starting with # are comments.
 * Replies are printed with who sees them; map images are written to a folder.
 */

export interface LocalTableOptions {
  service: GameService;
  router: CommandRouter;
  outDir: string;
  print?: (line: string) => void;
  channel?: string;
}

export class LocalTable {
  private user = 'player';
  /** An open order form: the lines typed into it so far. */
  private form: { id: string; lines: string[] } | undefined;
  private forced: number[] = [];
  private imageCount = 0;
  private messageCount = 0;
  readonly images: string[] = [];

  constructor(private readonly options: LocalTableOptions) {
    mkdirSync(options.outDir, { recursive: true });
  }

  private print(line: string) {
    (this.options.print ?? console.log)(line);
  }

  get currentUser(): string {
    return this.user;
  }

  /** Runs one typed line. Returns false if the line asks to quit. */
  async line(raw: string): Promise<boolean> {
    let text = raw.trim();
    if (this.form) {
      // The lines of an order message, as Discord's form would take them, until /end.
      if (text !== '/end') {
        if (text && !text.startsWith('#')) this.form.lines.push(text);
        return true;
      }
      const { id, lines } = this.form;
      this.form = undefined;
      const [, gameId, as] = id.split('|');
      await this.run({ name: 'orders', options: { lines: lines.join('\n'), ...(as ? { as } : {}) }, ...(gameId ? { gameId } : {}) });
      return true;
    }
    if (!text || text.startsWith('#')) return true;
    const at = /^@(\S+)\s*(.*)$/.exec(text);
    if (at) {
      this.user = at[1]!;
      text = at[2]!.trim();
      if (!text) return true;
    }
    if (text === '!quit' || text === '!exit') return false;
    if (text.startsWith('!')) {
      await this.bang(text);
      return true;
    }
    if (!text.startsWith('/')) {
      this.print(`  (commands start with / or !, e.g. /game status or !state)`);
      return true;
    }
    const invocation = parseCommand(text);
    if (typeof invocation === 'string') {
      this.print(`  [${this.user} only] ${invocation}`);
      return true;
    }
    await this.run(invocation);
    return true;
  }

  private async run(invocation: Invocation): Promise<void> {
    const ctx = this.context();
    let replies: Reply[];
    const given = this.forced.length;
    if (given && this.isOrder(invocation.name)) {
      const result = await this.options.service.order(ctx, invocation.name, invocation.options, this.forced);
      this.forced = result.forcedLeft;
      replies = result.replies;
    } else if (given && invocation.name === 'orders' && invocation.options.lines) {
      const { lines, ...options } = invocation.options;
      const result = await this.options.service.message(ctx, lines, options, this.forced);
      this.forced = result.forcedLeft;
      replies = result.replies;
    } else {
      replies = await this.options.router.run(ctx, invocation);
    }
    await this.show(replies);
    // Faces an order did not use would silently become the next order's dice: say so, to the one who forced them.
    if (given && this.forced.length) this.print(`  [${this.user} only] ${unusedFaces(this.forced)}`);
  }

  async script(text: string, echo = true): Promise<void> {
    for (const raw of text.split(/\r?\n/)) {
      if (echo && raw.trim() && !raw.trim().startsWith('#')) this.print(`> ${raw.trim()}`);
      if (!(await this.line(raw))) break;
    }
  }

  context(): CommandContext {
    return {
      serverId: 'local',
      serverName: 'Local table',
      channelId: this.options.channel ?? 'table',
      channelName: this.options.channel ?? 'table',
      userId: `local:${this.user}`,
      userName: cleanName(this.user) || this.user,
      // As on Discord, only a game's creator runs it as game master.
      isAdmin: false,
      transport: 'local',
    };
  }

  private isOrder(name: string): boolean {
    // An order is typed by its bare verb here (/move); /done is the one shared order command.
    return name === 'done' || !this.options.router.list().some((c) => c.name === name);
  }

  private async bang(text: string) {
    const [word, ...rest] = text.slice(1).split(/\s+/);
    if (word === 'dice') {
      if (rest.length === 0) {
        this.print(`  [${this.user} only] ${this.forced.length ? `${plural(this.forced.length)} waiting: ${this.forced.join(', ')}; the next order's dice take them in this order. !dice clear drops them.` : 'No forced faces are waiting: the next dice come from the seed.'}`);
        return;
      }
      if (rest.length === 1 && rest[0]!.toLowerCase() === 'clear') {
        const dropped = this.forced;
        this.forced = [];
        this.print(`  [${this.user} only] ${dropped.length ? `${plural(dropped.length)} dropped: ${dropped.join(', ')}. The next dice come from the seed.` : 'No forced faces were waiting: the next dice come from the seed.'}`);
        return;
      }
      const faces = rest.map(Number);
      if (faces.length === 0 || faces.some((f) => !Number.isInteger(f) || f < 1 || f > 100)) {
        this.print('  !dice takes the faces to force, each a whole number from 1, e.g. !dice 7 3 10; !dice alone lists those waiting, !dice clear drops them.');
        return;
      }
      this.forced.push(...faces);
      this.print(`  The next ${this.forced.length} dice will come up ${this.forced.join(', ')}.`);
      return;
    }
    if (word === 'state') {
      this.print(await this.options.service.stateJson(this.context()));
      return;
    }
    this.print('  Local commands: !dice <faces...>, !dice, !dice clear, !state, !quit');
  }

  private async show(replies: Reply[]): Promise<void> {
    for (const reply of replies) {
      const who = reply.kind === 'ephemeral' ? `${this.user} only` : reply.kind === 'channel' ? `#${reply.channelId}` : `DM to ${reply.userName}`;
      const lines = reply.text.split('\n');
      this.print(`  [${who}] ${lines[0]}`);
      for (const more of lines.slice(1)) this.print(`      ${more}`);
      if (reply.kind === 'ephemeral' && reply.form) this.form = { id: reply.form.id, lines: [] };
      for (const control of reply.controls ?? []) {
        const choices = control.kind === 'menu' ? control.options.map((o) => o.label) : control.buttons.map((b) => b.label);
        this.print(`      (${control.kind === 'menu' ? 'menu' : 'buttons'}: ${choices.join(' | ')})`);
      }
      if (reply.image) {
        this.imageCount++;
        const file = join(this.options.outDir, `${String(this.imageCount).padStart(3, '0')}-${reply.image.name}`);
        writeFileSync(file, reply.image.bytes);
        this.images.push(file);
        this.print(`      image: ${relative(process.cwd(), file)}`);
      }
      if (reply.kind === 'channel' && reply.posted) await reply.posted(reply.replaces ?? `local-${++this.messageCount}`);
      // Printed is posted: the outbox need not keep it.
      await reply.sent?.();
    }
  }
}

function plural(n: number): string {
  return `${n} forced face${n === 1 ? '' : 's'}`;
}

/** "2 forced faces unused: 4, 7; they will feed the next order." */
export function unusedFaces(faces: readonly number[]): string {
  return `${plural(faces.length)} unused: ${faces.join(', ')}; ${faces.length === 1 ? 'it' : 'they'} will feed the next order (!dice clear drops ${faces.length === 1 ? 'it' : 'them'}).`;
}

/** `/move unit:Konrad to:F7`, `/game new game:dragon-noir name:"The Exile"` → an Invocation, or what is wrong. */
export function parseCommand(text: string): Invocation | string {
  const tokens: string[] = [];
  const re = /(\S+?:"[^"]*"|\S+?:'[^']*'|"[^"]*"|\S+)/g;
  for (const m of text.slice(1).matchAll(re)) tokens.push(m[0]);
  const name = tokens.shift();
  if (!name) return 'Type a command after the slash, e.g. /game status.';
  const options: Record<string, string> = {};
  let subcommand: string | undefined;
  let last: string | undefined;
  for (const token of tokens) {
    const colon = token.indexOf(':');
    if (colon <= 0) {
      // A bare word after an option continues its value: unit:Black Fox.
      if (last) options[last] = `${options[last]} ${token}`;
      else if (subcommand) return `"${token}" should be an option written name:value.`;
      else subcommand = token;
      continue;
    }
    const key = token.slice(0, colon).toLowerCase();
    const value = token.slice(colon + 1).replace(/^["'](.*)["']$/, '$1');
    if (key in options) return `The option ${key} is given twice.`;
    options[key] = value;
    last = key;
  }
  return { name: name.toLowerCase(), ...(subcommand ? { subcommand: subcommand.toLowerCase() } : {}), options };
}
