import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIApplicationCommandOption } from 'discord.js';
import { ApplicationCommandOptionType } from 'discord.js';
import { gameModules } from '../../src/app/modules.ts';
import { commandJson } from '../../src/bot/discord-json.ts';
import { register } from '../../src/bot/register.ts';
import { allCommands } from '../../src/commands/index.ts';
import type { AnyGameModule } from '../../src/engine/core/module.ts';
import { startFakeDiscord, type FakeDiscord } from '../fake-discord/index.ts';
import { readOrderLine, writeOrderLine } from '../../src/engine/core/order-lines.ts';
import { largeGame } from '../support/large-game.ts';

/**
 * The whole command set within Discord's limits, with every game registered and a synthetic game
 * of 60 orders standing for a large one: nothing is cut to fit, so any name, description or list
 * over a limit fails here (and the Discord fake refuses the registration as Discord would).
 */

const modules: AnyGameModule[] = [...gameModules().values(), largeGame()];
const commands = allCommands();
const json = commands.map(commandJson);
const NAME = /^[-_\p{Ll}\p{N}]{1,32}$/u;

/** Every problem with one option list (a command's, a subcommand's, a group's), by path. */
function problems(path: string, options: readonly APIApplicationCommandOption[] | undefined, out: string[]): void {
  const list = options ?? [];
  if (list.length > 25) out.push(`${path}: ${list.length} options (at most 25)`);
  for (const o of list) {
    const where = `${path} ${o.name}`;
    if (!NAME.test(o.name)) out.push(`${where}: bad name`);
    if (o.description.length < 1 || o.description.length > 100) out.push(`${where}: description of ${o.description.length} characters`);
    if ('choices' in o && o.choices) {
      if (o.choices.length > 25) out.push(`${where}: ${o.choices.length} choices`);
      for (const c of o.choices) if (c.name.length > 100 || String(c.value).length > 100) out.push(`${where}: choice ${c.name} too long`);
    }
    if (o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup) problems(where, o.options, out);
  }
  const names = list.map((o) => o.name);
  if (new Set(names).size !== names.length) out.push(`${path}: two options share a name`);
}

/** What Discord counts toward a command's 4,000 characters: names, descriptions, choice names and values. */
function size(options: readonly APIApplicationCommandOption[] | undefined): number {
  let n = 0;
  for (const o of options ?? []) {
    n += o.name.length + o.description.length;
    if ('choices' in o && o.choices) for (const c of o.choices) n += c.name.length + String(c.value).length;
    if ('options' in o) n += size(o.options as APIApplicationCommandOption[]);
  }
  return n;
}

describe('the command set with every game', () => {
  it('is within every Discord limit, with no truncation', () => {
    const out: string[] = [];
    if (json.length > 100) out.push(`${json.length} chat-input commands (at most 100)`);
    for (const c of json) {
      if (!NAME.test(c.name)) out.push(`/${c.name}: bad name`);
      if (c.description.length < 1 || c.description.length > 100) out.push(`/${c.name}: description of ${c.description.length} characters`);
      problems(`/${c.name}`, c.options, out);
      const total = c.name.length + c.description.length + size(c.options);
      if (total > 4000) out.push(`/${c.name}: ${total} characters in all (at most 4000)`);
    }
    expect(out).toEqual([]);
    // Aim: 50 or fewer, so a server's own bots still have room.
    expect(json.length).toBeLessThanOrEqual(50);
  });

  it('reaches every order of every game: each verb, and each legal form written as a line reads back as the same order', () => {
    for (const module of modules) {
      for (const verb of module.verbs) {
        const line = readOrderLine(module.verbs, `${verb.name} ${verb.options.map((o) => `${o.name}:${o.type === 'hex' ? 'K8' : o.type === 'integer' ? '2' : o.choices?.[0]?.value ?? 'Black Fox'}`).join(' ')}`);
        expect(line.ok, `${module.id} ${verb.name}: ${line.ok ? '' : line.error}`).toBe(true);
        if (line.ok) expect(Object.keys(line.value.options).sort()).toEqual(verb.options.map((o) => o.name).sort());
      }
    }
    const large = largeGame();
    const state = large.setup({ scenarioId: 'only', options: {}, seats: ['north'] }, undefined as never);
    expect(state.ok).toBe(true);
    let forms = 0;
    for (const hint of large.legalOrders(state.ok ? state.value : null, 'north')) {
      const spec = large.verbs.find((v) => v.name === hint.verb)!;
      const back = readOrderLine(large.verbs, writeOrderLine(spec, hint.options));
      expect(back.ok && back.value.verb === hint.verb && back.value.options).toEqual(hint.options);
      forms++;
    }
    expect(forms).toBe(120);
  });

  it('shows no game’s words in the commands every game shares', () => {
    for (const c of json) {
      const text = JSON.stringify(c);
      for (const module of modules) {
        expect(text, `/${c.name} names ${module.title}`).not.toContain(module.title);
        for (const verb of module.verbs) {
          // A few words such as "End your phase" are every game's; a description of its own is longer.
          if (verb.description.length > 20) expect(text, `/${c.name} shows ${module.title}'s "${verb.description}"`).not.toContain(verb.description);
          for (const o of verb.options) if (o.description.length > 20) expect(text, `/${c.name} shows ${module.title}'s "${o.description}"`).not.toContain(o.description);
        }
      }
    }
  });
});

describe('registering the whole set with the Discord fake', () => {
  let fake: FakeDiscord;
  beforeAll(async () => {
    fake = await startFakeDiscord({});
  });
  afterAll(async () => {
    await fake.close();
  });

  it('is accepted as Discord would', async () => {
    const guild = fake.addGuild({ name: 'The Keep', owner: fake.addUser({ username: 'mara' }), channels: ['lobby'] });
    const done = await register({ DISCORD_TOKEN: fake.token, APPLICATION_ID: fake.applicationId, DEV_GUILD_ID: guild.id, DISCORD_API: fake.apiBase });
    expect(done.count).toBe(json.length);
    expect(fake.registered({ guildId: guild.id }).map((c) => c.name).sort()).toEqual(json.map((c) => c.name).sort());
  });
});
