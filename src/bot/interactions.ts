import {
  ApplicationCommandOptionType,
  ChannelType,
  MessageFlags,
  PermissionFlagsBits,
  ThreadAutoArchiveDuration,
  type TextChannel,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type Client,
  type CommandInteractionOption,
  type Interaction,
  type MessageComponentInteraction,
  type ModalSubmitInteraction,
} from 'discord.js';
import type { App } from '../app/app.ts';
import type { CommandContext, Invocation } from '../app/io.ts';
import { deliver, type Log } from './delivery.ts';
import { modalJson } from './discord-json.ts';
import { cleanName } from '../app/names.ts';
import { DATABASE_WAIT_MS, InteractionClaims, UNREACHABLE, within } from './claims.ts';

/**
 * Turns Discord interactions into commands. Every interaction is claimed first (claims.ts), so
 * one that Discord delivers twice (or to two processes) is handled once; with the database away it
 * is not run, and the player is told so within Discord's three seconds. A quick command is
 * answered directly; one still working after 120 ms (the claim waiting on a busy database, a map
 * being drawn, another order of its game ahead of it) is deferred then, so the first response
 * never waits for that work; it is answered when the work is done. Interaction responses are not
 * counted in Discord's global rate limit, so deferring early costs a request but no headroom.
 */

const DEFER_AFTER_MS = 120;
/** A form must be the first answer; one that may show a form is deferred only when Discord's three seconds are nearly out. */
const FORM_DEFER_AFTER_MS = 2000;

/** The bot's handling of interactions, which a shutdown drains. */
export interface InteractionHandling {
  /** Takes no more interactions (each is told the bot is restarting) and waits for those in flight. */
  drain(): Promise<void>;
}

/** What a player reads when an interaction arrives as the bot shuts down: nothing was done. */
export const RESTARTING = 'The bot is restarting; nothing was done. Try again in a minute.';

export function handleInteractions(client: Client, app: App, log: Log): InteractionHandling {
  const inFlight = new Set<Promise<void>>();
  let draining = false;
  const claims = new InteractionClaims(app.interactions);
  client.on('interactionCreate', (interaction) => {
    if (draining) {
      if (interaction.isRepliable()) void interaction.reply({ content: RESTARTING, flags: MessageFlags.Ephemeral }).catch(() => undefined);
      return;
    }
    const handled = onInteraction(client, app, claims, log, interaction).catch((error: unknown) => log('interaction failed', error));
    inFlight.add(handled);
    void handled.finally(() => inFlight.delete(handled));
  });
  return {
    async drain() {
      draining = true;
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}

async function onInteraction(client: Client, app: App, claims: InteractionClaims, log: Log, interaction: Interaction): Promise<void> {
  if (interaction.isAutocomplete()) {
    const focused = interaction.options.getFocused(true);
    // Suggestions the database cannot give in time are none: the player can still type.
    const answer = await within(app.router.autocomplete(context(interaction), invocation(interaction), focused.name), DATABASE_WAIT_MS);
    const choices = answer.done ? answer.value : [];
    await interaction.respond(choices.map((c) => ({ name: c.name.slice(0, 100), value: c.value.slice(0, 100) })));
    return;
  }
  if (!interaction.isChatInputCommand() && !interaction.isButton() && !interaction.isStringSelectMenu() && !interaction.isModalSubmit()) return;
  // Discord's three seconds run from the interaction's creation: a command still working (the
  // claim included) after a moment is deferred then and there, and answered when its work is done.
  let late = false;
  let deferring: Promise<unknown> = Promise.resolve();
  const timer = setTimeout(
    () => {
      late = true;
      deferring = interaction.deferReply({ flags: MessageFlags.Ephemeral }).catch((error: unknown) => log('could not defer an interaction', error));
    },
    mayShowForm(app, interaction) ? FORM_DEFER_AFTER_MS : DEFER_AFTER_MS,
  );
  let replies: Awaited<ReturnType<App['router']['run']>>;
  try {
    const claim = await claims.claim(interaction.id, { applicationId: interaction.applicationId, token: interaction.token });
    if (claim.outcome === 'again') {
      log(`interaction ${interaction.id} was delivered again; it is handled once`);
      return;
    }
    if (claim.outcome === 'unreachable') {
      log(`interaction ${interaction.id} was not run: the database did not take it`, claim.reason);
      clearTimeout(timer);
      await deferring;
      if (late) await interaction.editReply({ content: UNREACHABLE });
      else await interaction.reply({ content: UNREACHABLE, flags: MessageFlags.Ephemeral });
      return;
    }
    const ctx = { ...context(interaction), interactionId: interaction.id };
    // Buttons, menus and forms take the commands' own path through the router.
    replies = await (interaction.isChatInputCommand()
      ? app.router.run(ctx, invocation(interaction))
      : interaction.isModalSubmit()
        ? app.router.control(ctx, interaction.customId, [], Object.fromEntries(interaction.fields.fields.map((f) => [f.customId, 'value' in f ? String(f.value) : ''])))
        : app.router.control(ctx, interaction.customId, interaction.isStringSelectMenu() ? interaction.values : []));
  } finally {
    clearTimeout(timer);
  }
  await deferring;
  // A form is shown instead of an answer, and only as the first answer: Discord allows no other.
  const form = replies.find((r) => r.kind === 'ephemeral' && r.form);
  if (form && form.kind === 'ephemeral' && form.form && !late && !interaction.isModalSubmit()) {
    await interaction.showModal(modalJson(form.form));
    await deliver(client, replies.filter((r) => r !== form), log);
    return;
  }
  await deliver(client, replies, log, interaction);
}

/** A command or button whose command may answer with a form (its definition says), which must be the first answer. */
function mayShowForm(app: App, interaction: ChatInputCommandInteraction | MessageComponentInteraction | ModalSubmitInteraction): boolean {
  if (interaction.isChatInputCommand()) return app.router.mayAnswerWithForm(invocation(interaction));
  return interaction.isButton() && app.router.mayAnswerWithForm(app.router.invocationOf(interaction.customId, []));
}

type Context = ChatInputCommandInteraction | AutocompleteInteraction | MessageComponentInteraction | ModalSubmitInteraction;

function context(interaction: Context): CommandContext {
  const inDm = !interaction.inGuild();
  const channel = interaction.channel;
  const channelName = channel && 'name' in channel && typeof channel.name === 'string' ? channel.name : 'dm';
  const member = interaction.member;
  const roles = !member ? [] : Array.isArray(member.roles) ? member.roles : [...member.roles.cache.keys()];
  const ctx: CommandContext = {
    serverId: interaction.guildId ?? '',
    serverName: interaction.guild?.name ?? (inDm ? '' : interaction.guildId ?? ''),
    channelId: interaction.channelId ?? '',
    channelName,
    inDm,
    userId: interaction.user.id,
    userName: cleanName(interaction.user.globalName ?? interaction.user.username) || interaction.user.username,
    isAdmin: interaction.memberPermissions?.has(PermissionFlagsBits.Administrator) ?? false,
    roles,
    transport: 'discord',
  };
  // A game opened in a text channel gets a thread of its own; one opened in a thread lives there.
  if (channel && channel.type === ChannelType.GuildText) ctx.openChannel = (name: string) => openThread(channel, name);
  // A fork goes in a thread beside its game's: in the channel the game's thread belongs to.
  const parentId = channel?.isThread() ? channel.parentId : channel?.type === ChannelType.GuildText ? channel.id : null;
  if (parentId) {
    ctx.openBeside = async (name: string) => {
      const parent = await interaction.client.channels.fetch(parentId);
      if (!parent || parent.type !== ChannelType.GuildText) throw new Error(`channel ${parentId} cannot hold threads`);
      return openThread(parent, name);
    };
  }
  return ctx;
}

async function openThread(channel: TextChannel, name: string): Promise<{ id: string; name: string }> {
  const thread = await channel.threads.create({ name: name.slice(0, 100), autoArchiveDuration: ThreadAutoArchiveDuration.OneWeek, type: ChannelType.PublicThread });
  return { id: thread.id, name: thread.name };
}

/** The command, its subcommand and its options as plain strings, as the router expects them. */
function invocation(interaction: ChatInputCommandInteraction | AutocompleteInteraction): Invocation {
  const options: Record<string, string> = {};
  let subcommand: string | undefined;
  const read = (list: readonly CommandInteractionOption[]) => {
    for (const o of list) {
      if (o.type === ApplicationCommandOptionType.Subcommand || o.type === ApplicationCommandOptionType.SubcommandGroup) {
        subcommand = o.name;
        read(o.options ?? []);
      } else if (o.value !== undefined && o.value !== null) {
        options[o.name] = String(o.value);
      }
    }
  };
  read(interaction.options.data);
  return { name: interaction.commandName, ...(subcommand ? { subcommand } : {}), options };
}
