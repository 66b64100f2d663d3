/**
 * Registered application commands: storing what the bot registers (keeping ids across
 * overwrites, as Discord does), and building a command interaction's `data` the way Discord
 * would for a user typing it, options typed from the registered definition.
 */
import {
  ApplicationCommandOptionType as T,
  type APIApplicationCommand,
  type APIApplicationCommandOption,
} from 'discord-api-types/v10';
import { apiChannel, apiMember, apiRole, apiUser } from './serialize.ts';
import type { State } from './state.ts';
import type { FakeGuild, OptionValue } from './types.ts';

type Obj = Record<string, unknown>;

/** The test asked for something a Discord user could not do (a missing option, a wrong choice…). */
export class UsageError extends Error {
  override name = 'FakeDiscordUsageError';
}

/** Turns a registration body into stored commands; a command with the same type and name keeps its id. */
export function storeCommand(state: State, body: Obj, guildId: string | null, previous: APIApplicationCommand[]): APIApplicationCommand {
  const type = (body.type as number | undefined) ?? 1;
  const same = previous.find((c) => c.name === body.name && c.type === type);
  const cmd: Obj = {
    id: same?.id ?? state.ids.next(),
    application_id: state.applicationId,
    version: state.ids.next(),
    type,
    name: body.name,
    name_localizations: body.name_localizations ?? null,
    description: body.description ?? '',
    description_localizations: body.description_localizations ?? null,
    default_member_permissions: body.default_member_permissions ?? null,
    nsfw: body.nsfw ?? false,
    integration_types: body.integration_types ?? [0],
    contexts: body.contexts ?? null,
  };
  if (guildId) cmd.guild_id = guildId;
  else cmd.dm_permission = body.dm_permission ?? true;
  if (Array.isArray(body.options) && body.options.length > 0) cmd.options = structuredClone(body.options);
  return cmd as unknown as APIApplicationCommand;
}

interface Resolved {
  users: Record<string, unknown>;
  members: Record<string, unknown>;
  roles: Record<string, unknown>;
  channels: Record<string, unknown>;
}

/**
 * The `data` of an APPLICATION_COMMAND (or, with `focused`, AUTOCOMPLETE) interaction.
 * With a registered command, options are typed and checked against it; without one, types are
 * guessed from the JS values (string 3, integer 4, other numbers 10, boolean 5).
 */
export function commandData(
  state: State,
  input: {
    name: string;
    options: Record<string, OptionValue>;
    subcommand?: string;
    focused?: string;
    guild: FakeGuild | null;
    command?: APIApplicationCommand;
  },
): Obj {
  const { command, name } = input;
  const path = input.subcommand ? input.subcommand.trim().split(/\s+/) : [];
  const resolved: Resolved = { users: {}, members: {}, roles: {}, channels: {} };
  const wrappers: Array<{ type: number; name: string }> = [];
  let defs: APIApplicationCommandOption[] | null = null;

  if (command) {
    defs = (command.options ?? []) as APIApplicationCommandOption[];
    const nests = defs.some((o) => o.type === T.Subcommand || o.type === T.SubcommandGroup);
    if (nests && path.length === 0) {
      throw new UsageError(`/${name} needs a subcommand: ${defs.map((o) => o.name).join(', ')}`);
    }
    if (!nests && path.length > 0) throw new UsageError(`/${name} has no subcommands`);
    for (const segment of path) {
      const def: APIApplicationCommandOption | undefined = defs.find((o) => o.name === segment && (o.type === T.Subcommand || o.type === T.SubcommandGroup));
      if (!def) throw new UsageError(`/${name} has no subcommand "${path.join(' ')}"; it has: ${defs.map((o) => o.name).join(', ')}`);
      wrappers.push({ type: def.type, name: def.name });
      defs = ('options' in def ? def.options : undefined) as APIApplicationCommandOption[] | undefined ?? [];
    }
    if (wrappers.length > 0 && wrappers.at(-1)!.type !== T.Subcommand) {
      throw new UsageError(`/${name} ${path.join(' ')} is a group: name one of its subcommands`);
    }
  } else {
    if (path.length > 2) throw new UsageError(`"${input.subcommand}": at most a group and a subcommand`);
    path.forEach((segment, i) => wrappers.push({ type: i === 0 && path.length === 2 ? T.SubcommandGroup : T.Subcommand, name: segment }));
  }

  const leaves: Obj[] = [];
  for (const [key, raw] of Object.entries(input.options)) {
    const focused = key === input.focused;
    if (defs === null) {
      leaves.push({ name: key, type: guessType(raw), value: focused ? String(raw) : raw, ...(focused ? { focused: true } : {}) });
      continue;
    }
    const def = defs.find((o) => o.name === key);
    if (!def) throw new UsageError(`/${name}: no option "${key}"; it has: ${defs.map((o) => o.name).join(', ') || 'none'}`);
    if (focused) {
      if (!('autocomplete' in def) || def.autocomplete !== true) throw new UsageError(`/${name}: option "${key}" is not autocompleted`);
      leaves.push({ name: key, type: def.type, value: String(raw), focused: true });
      continue;
    }
    leaves.push({ name: key, type: def.type, value: typedValue(state, name, def, raw, input.guild, resolved) });
  }
  if (input.focused !== undefined && !(input.focused in input.options)) {
    throw new UsageError(`/${name}: the focused option "${input.focused}" must be among the options (with what the user typed so far)`);
  }
  if (defs && input.focused === undefined) {
    const missing = defs.filter((o) => 'required' in o && o.required && !(o.name in input.options)).map((o) => o.name);
    if (missing.length > 0) throw new UsageError(`/${name}: required option(s) missing: ${missing.join(', ')}`);
  }

  let options: Obj[] = leaves;
  for (const w of [...wrappers].reverse()) options = [{ type: w.type, name: w.name, options }];
  const data: Obj = { id: command?.id ?? state.ids.next(), name, type: 1 };
  if (options.length > 0) data.options = options;
  if (command && 'guild_id' in command && command.guild_id) data.guild_id = command.guild_id;
  const used = Object.fromEntries(Object.entries(resolved).filter(([, v]) => Object.keys(v as object).length > 0));
  if (Object.keys(used).length > 0) data.resolved = used;
  return data;
}

function guessType(v: OptionValue): number {
  if (typeof v === 'boolean') return T.Boolean;
  if (typeof v === 'number') return Number.isInteger(v) ? T.Integer : T.Number;
  return T.String;
}

function typedValue(
  state: State,
  command: string,
  def: APIApplicationCommandOption,
  raw: OptionValue,
  guild: FakeGuild | null,
  resolved: Resolved,
): OptionValue {
  const where = `/${command} ${def.name}`;
  const fail = (why: string): never => {
    throw new UsageError(`${where}: ${why} (got ${JSON.stringify(raw)})`);
  };
  let value: OptionValue = raw;
  switch (def.type) {
    case T.String:
      value = String(raw);
      if (def.min_length !== undefined && value.length < def.min_length) fail(`at least ${def.min_length} characters`);
      if (def.max_length !== undefined && value.length > def.max_length) fail(`at most ${def.max_length} characters`);
      break;
    case T.Integer:
    case T.Number:
      value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof value !== 'number' || !Number.isFinite(value)) fail('a number is needed');
      if (def.type === T.Integer && !Number.isInteger(value)) fail('an integer is needed');
      if (def.min_value !== undefined && (value as number) < def.min_value) fail(`at least ${def.min_value}`);
      if (def.max_value !== undefined && (value as number) > def.max_value) fail(`at most ${def.max_value}`);
      break;
    case T.Boolean:
      if (typeof raw !== 'boolean') fail('true or false');
      break;
    case T.User:
      resolveUser(state, String(raw), guild, resolved) || fail('no such user');
      value = String(raw);
      break;
    case T.Role:
      resolveRole(state, String(raw), guild, resolved) || fail('no such role in this guild');
      value = String(raw);
      break;
    case T.Mentionable:
      (resolveUser(state, String(raw), guild, resolved) || resolveRole(state, String(raw), guild, resolved)) || fail('no such user or role');
      value = String(raw);
      break;
    case T.Channel: {
      const channel = state.liveChannel(String(raw));
      if (!channel || channel.guildId !== guild?.id) fail('no such channel in this guild');
      const c = apiChannel(state, channel!);
      resolved.channels[channel!.id] = {
        id: c.id,
        name: c.name,
        type: c.type,
        parent_id: c.parent_id ?? null,
        ...(c.thread_metadata ? { thread_metadata: c.thread_metadata } : {}),
        permissions: guild && state.member(guild, state.bot.id) ? state.permissions(guild, state.member(guild, state.bot.id)!).toString() : '0',
      };
      if (def.channel_types && !def.channel_types.includes(channel!.type as never)) fail('that kind of channel is not allowed');
      value = String(raw);
      break;
    }
    case T.Attachment:
      fail('attachment options are not supported by the fake');
  }
  if ('choices' in def && def.choices && def.choices.length > 0) {
    if (!def.choices.some((c) => c.value === value)) fail(`one of ${def.choices.map((c) => JSON.stringify(c.value)).join(', ')}`);
  }
  return value;
}

function resolveUser(state: State, id: string, guild: FakeGuild | null, resolved: Resolved): boolean {
  const user = state.users.get(id);
  if (!user) return false;
  resolved.users[id] = apiUser(user);
  const member = guild ? state.member(guild, id) : undefined;
  if (guild && member) {
    resolved.members[id] = { ...apiMember(member, false), permissions: state.permissions(guild, member).toString() };
  }
  return true;
}

function resolveRole(state: State, id: string, guild: FakeGuild | null, resolved: Resolved): boolean {
  const role = guild?.roles.find((r) => r.id === id);
  if (!role) return false;
  resolved.roles[id] = apiRole(role, state.bot.id);
  return true;
}
