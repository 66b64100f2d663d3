/**
 * The fake Discord, checked with the real discord.js client: if these pass, a bot tested
 * against the fake talks to it the way it would talk to Discord.
 */
import { once } from 'node:events';
import { WebSocket } from 'ws';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  ChannelType,
  Client,
  DiscordAPIError,
  EmbedBuilder,
  Events,
  GatewayIntentBits,
  LabelBuilder,
  MessageFlags,
  ModalBuilder,
  PermissionFlagsBits,
  Routes,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type ApplicationCommandDataResolvable,
  type ClientOptions,
  type Interaction,
  type TextChannel,
} from 'discord.js';
import { afterEach, describe, expect, test } from 'vitest';
import { startFakeDiscord, type FakeDiscord, type FakeDiscordOptions, type FakeGuild, type FakeUser } from './index.ts';

// A 1×1 PNG.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201a2d1c2a40000000049454e44ae426082',
  'hex',
);

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function fakeDiscord(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
  const fake = await startFakeDiscord(options);
  cleanups.push(() => fake.close());
  return fake;
}

async function connect(fake: FakeDiscord, options: Partial<ClientOptions> = {}): Promise<Client<true>> {
  const client = new Client({ intents: [GatewayIntentBits.Guilds], ...options, rest: { api: fake.apiBase } });
  cleanups.push(() => client.destroy());
  const ready = once(client, Events.ClientReady);
  await client.login(fake.token);
  await ready;
  return client as Client<true>;
}

interface World {
  alice: FakeUser;
  bob: FakeUser;
  carol: FakeUser;
  guild: FakeGuild;
}

function world(fake: FakeDiscord): World {
  const alice = fake.addUser({ username: 'alice' });
  const bob = fake.addUser({ username: 'bob' });
  const carol = fake.addUser({ username: 'carol' });
  const guild = fake.addGuild({ name: 'Dragon Table', owner: alice, channels: ['general', 'games'] });
  fake.addMember(guild, bob, { admin: true });
  fake.addMember(guild, carol, { roles: ['Players'] });
  return { alice, bob, carol, guild };
}

const GAME_COMMAND = {
  name: 'game',
  description: 'Run a game',
  options: [
    {
      type: 1,
      name: 'new',
      description: 'Open a game here',
      options: [
        { type: 3, name: 'scenario', description: 'Which scenario', required: true },
        { type: 4, name: 'players', description: 'How many players' },
      ],
    },
  ],
} satisfies ApplicationCommandDataResolvable;

/** Runs `handler` for every interaction; its failures are collected rather than lost. */
function onInteraction(client: Client, handler: (i: Interaction) => Promise<unknown>): unknown[] {
  const errors: unknown[] = [];
  client.on(Events.InteractionCreate, (i) => void handler(i).catch((e: unknown) => errors.push(e)));
  return errors;
}

async function apiError(p: Promise<unknown>): Promise<DiscordAPIError> {
  const e = await p.then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(DiscordAPIError);
  return e as DiscordAPIError;
}

describe('connecting', () => {
  test('a real client logs in, gets READY and GUILD_CREATE, and caches the guild and its channels', async () => {
    const fake = await fakeDiscord();
    const { guild } = world(fake);
    const client = await connect(fake);

    expect(client.user.id).toBe(fake.applicationId);
    expect(client.user.bot).toBe(true);
    const cached = client.guilds.cache.get(guild.id);
    expect(cached?.name).toBe('Dragon Table');
    expect(cached?.channels.cache.map((c) => c.name).sort()).toEqual(['games', 'general']);
    expect(cached?.members.me?.id).toBe(fake.applicationId);
    expect(cached?.roles.everyone.id).toBe(guild.id);
    expect(fake.connections()).toBe(1);
    const [session] = fake.sessions();
    expect(session?.token).toBe(fake.token);
    expect(session?.intents).toBe(GatewayIntentBits.Guilds);
    expect(fake.requests.find((r) => r.path === '/gateway/bot')?.auth).toBe(`Bot ${fake.token}`);
  });

  test('heartbeats are acknowledged', async () => {
    const fake = await fakeDiscord({ heartbeatMs: 50 });
    world(fake);
    const client = await connect(fake);
    await fake.waitFor(() => client.ws.ping >= 0, 1000);
  });

  test('the raw protocol: HELLO, heartbeat ACK, RESUME of an unknown session is INVALID_SESSION, IDENTIFY gives READY', async () => {
    const fake = await fakeDiscord();
    const { guild } = world(fake);
    const ws = new WebSocket(`${fake.gatewayUrl}/?v=10&encoding=json`);
    const inbox: Array<{ op: number; t: string | null; d: any; s: number | null }> = [];
    ws.on('message', (data) => inbox.push(JSON.parse(data.toString())));
    cleanups.push(async () => ws.close(1000));
    const next = (op: number, t?: string) => fake.waitFor(() => inbox.find((p) => p.op === op && (t === undefined || p.t === t)));

    expect((await next(10)).d.heartbeat_interval).toBe(41_250);
    ws.send(JSON.stringify({ op: 1, d: null }));
    await next(11);
    ws.send(JSON.stringify({ op: 6, d: { token: fake.token, session_id: 'nope', seq: 3 } }));
    expect((await next(9)).d).toBe(false);
    ws.send(JSON.stringify({ op: 2, d: { token: fake.token, intents: 1, properties: {}, shard: [0, 1] } }));
    const ready = await next(0, 'READY');
    expect(ready.s).toBe(1);
    expect(ready.d).toMatchObject({ v: 10, guilds: [{ id: guild.id, unavailable: true }], shard: [0, 1], resume_gateway_url: fake.gatewayUrl, application: { id: fake.applicationId } });
    expect((await next(0, 'GUILD_CREATE')).d).toMatchObject({ id: guild.id, unavailable: false, member_count: 4 });
  });

  test('REST without Authorization is 401; unknown routes, channels, users and messages answer Discord errors', async () => {
    const fake = await fakeDiscord();
    world(fake);
    const client = await connect(fake);

    const noAuth = await fetch(`${fake.apiBase}/v10/users/@me`);
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toEqual({ code: 0, message: '401: Unauthorized' });
    const nowhere = await fetch(`${fake.apiBase}/v10/nowhere`, { headers: { authorization: `Bot ${fake.token}` } });
    expect(nowhere.status).toBe(404);
    expect(await nowhere.json()).toEqual({ code: 0, message: '404: Not Found' });
    expect((await apiError(client.channels.fetch('123456789012345678'))).code).toBe(10003);
    expect((await apiError(client.users.fetch('123456789012345678'))).code).toBe(10013);
    const general = client.channels.cache.find((c) => c.type === ChannelType.GuildText) as TextChannel;
    expect((await apiError(general.messages.fetch('123456789012345678'))).code).toBe(10008);
  });
});

describe('interactions', () => {
  test('a slash command arrives typed from its registration; a deferred ephemeral reply is edited with a PNG', async () => {
    const fake = await fakeDiscord();
    const { alice, bob, carol, guild } = world(fake);
    const client = await connect(fake);
    await client.application.commands.set([GAME_COMMAND]);
    const seen: Array<{ sub: string; scenario: string; players: number | null; admin: boolean | undefined; memberAdmin: boolean }> = [];
    const errors = onInteraction(client, async (i) => {
      if (!i.isChatInputCommand()) return;
      seen.push({
        sub: i.options.getSubcommand(),
        scenario: i.options.getString('scenario', true),
        players: i.options.getInteger('players'),
        admin: i.memberPermissions?.has(PermissionFlagsBits.Administrator),
        memberAdmin: i.inCachedGuild() && i.member.permissions.has(PermissionFlagsBits.Administrator),
      });
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await i.editReply({ content: 'Your map', files: [new AttachmentBuilder(PNG, { name: 'map.png' })] });
    });

    const games = fake.channel(guild, 'games');
    const handle = fake.command(alice, games, 'game', { scenario: 'the-ford', players: 2 }, 'new');
    const ack = await handle.acknowledged();
    expect(ack.type).toBe(5);
    const reply = await handle.settled();
    expect(reply.content).toBe('Your map');
    expect(handle.ephemeral()).toBe(true);
    expect(reply.flags & MessageFlags.Loading).toBe(0);
    expect(reply.attachments).toHaveLength(1);
    expect(reply.attachments[0]?.name).toBe('map.png');
    expect(reply.attachments[0]?.contentType).toBe('image/png');
    expect(reply.attachments[0]?.bytes.equals(PNG)).toBe(true);
    expect(Buffer.from(await (await fetch(reply.attachments[0]!.url)).arrayBuffer()).equals(PNG)).toBe(true);
    // Ephemeral: nobody else sees it in the channel.
    expect(fake.messages(games)).toHaveLength(0);
    expect(fake.messages(games, { ephemeral: true })).toEqual([reply]);

    await fake.command(bob, games, 'game', { scenario: 'the-bridge' }, 'new').settled();
    await fake.command(carol, games, 'game', { scenario: 'the-ford' }, 'new').settled();
    expect(errors).toEqual([]);
    expect(seen).toEqual([
      { sub: 'new', scenario: 'the-ford', players: 2, admin: true, memberAdmin: true },
      { sub: 'new', scenario: 'the-bridge', players: null, admin: true, memberAdmin: true },
      { sub: 'new', scenario: 'the-ford', players: null, admin: false, memberAdmin: false },
    ]);
    const data = handle.payload.data as { id: string; options: Array<{ type: number; options: Array<{ name: string; type: number }> }> };
    expect(data.id).toBe(fake.registered()[0]?.id);
    expect(data.options[0]?.type).toBe(1);
    expect(data.options[0]?.options.map((o) => [o.name, o.type])).toEqual([['scenario', 3], ['players', 4]]);
    // A user could not leave out a required option.
    expect(() => fake.command(alice, games, 'game', {}, 'new')).toThrow(/required option/);
  });

  test('the same interaction delivered twice: same id, and the second reply is refused with 40060', async () => {
    const fake = await fakeDiscord();
    const { alice, guild } = world(fake);
    const client = await connect(fake);
    const ids: string[] = [];
    const responses: Array<string | undefined> = [];
    const errors = onInteraction(client, async (i) => {
      if (!i.isChatInputCommand()) return;
      ids.push(i.id);
      const response = await i.reply({ content: `reply ${ids.length}`, withResponse: true });
      responses.push(response.resource?.message?.id);
    });

    const handle = fake.command(alice, fake.channel(guild, 'games'), 'ping');
    await handle.settled();
    const again = fake.redeliver(handle);
    expect(again.id).toBe(handle.id);
    await fake.waitFor(() => errors.length > 0);

    expect(ids).toEqual([handle.id, handle.id]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(DiscordAPIError);
    expect((errors[0] as DiscordAPIError).code).toBe(40060);
    expect((errors[0] as DiscordAPIError).status).toBe(400);
    expect(handle.reply()?.content).toBe('reply 1');
    expect(responses).toEqual([handle.reply()?.id]);
    expect(handle.refused().map((r) => r.code)).toEqual([40060]);
    // The same refusal through the REST client directly.
    const direct = await apiError(
      client.rest.post(Routes.interactionCallback(handle.id, handle.token), { body: { type: 4, data: { content: 'x' } }, auth: false }),
    );
    expect(direct.code).toBe(40060);
  });

  test('an answer after ackTimeoutMs is refused with 10062 and acknowledged() rejects', async () => {
    const fake = await fakeDiscord({ ackTimeoutMs: 200 });
    const { alice, guild } = world(fake);
    const client = await connect(fake);
    const errors = onInteraction(client, async (i) => {
      if (!i.isChatInputCommand()) return;
      await new Promise((r) => setTimeout(r, 300));
      await i.reply('too late');
    });

    const handle = fake.command(alice, fake.channel(guild, 'games'), 'slow');
    await expect(handle.acknowledged()).rejects.toThrow(/not acknowledged within 200 ms/);
    await fake.waitFor(() => errors.length > 0);
    expect((errors[0] as DiscordAPIError).code).toBe(10062);
    expect((errors[0] as DiscordAPIError).status).toBe(404);
    expect(handle.reply()).toBeUndefined();
  });

  test('a follow-up after tokenLifetimeMs is refused with 10062; ephemeral and public ones before it work', async () => {
    // Margins wide enough for a busy machine: the first three answers well inside the token's life, the last well after.
    const fake = await fakeDiscord({ tokenLifetimeMs: 1500 });
    const { alice, guild } = world(fake);
    const client = await connect(fake);
    const errors = onInteraction(client, async (i) => {
      if (!i.isChatInputCommand()) return;
      await i.reply({ content: 'first', flags: MessageFlags.Ephemeral });
      await i.followUp({ content: 'in time', flags: MessageFlags.Ephemeral });
      await i.followUp('public');
      await new Promise((r) => setTimeout(r, 2000));
      await i.followUp('too late');
    });

    const handle = fake.command(alice, fake.channel(guild, 'games'), 'later');
    await fake.waitFor(() => errors.length > 0, 6000);
    expect((errors[0] as DiscordAPIError).code).toBe(10062);
    expect(handle.ephemeral()).toBe(true);
    expect(handle.followUps().map((m) => [m.content, m.ephemeral])).toEqual([['in time', true], ['public', false]]);
    expect(fake.messages(fake.channel(guild, 'games')).map((m) => m.content)).toEqual(['public']);
  });

  test('a follow-up before any callback is 10015; the first follow-up after a deferral fills the thinking message', async () => {
    const fake = await fakeDiscord();
    const { alice, guild } = world(fake);
    const client = await connect(fake);
    let early: unknown;
    onInteraction(client, async (i) => {
      if (!i.isChatInputCommand()) return;
      early = await client.rest.post(Routes.webhook(i.applicationId, i.token), { body: { content: 'early' }, auth: false }).catch((e: unknown) => e);
      await i.deferReply();
      await i.followUp('here it is');
      await i.followUp('and more');
    });

    const handle = fake.command(alice, fake.channel(guild, 'games'), 'think');
    const reply = await handle.settled();
    await fake.waitFor(() => handle.followUps().length === 1);
    expect((early as DiscordAPIError).code).toBe(10015);
    expect(reply.content).toBe('here it is');
    expect(handle.ephemeral()).toBe(false);
    expect(handle.followUps().map((m) => m.content)).toEqual(['and more']);
    expect(fake.messages(fake.channel(guild, 'games')).map((m) => m.content)).toEqual(['here it is', 'and more']);
  });

  test('autocomplete: choices come back; more than 25 are refused', async () => {
    const fake = await fakeDiscord();
    const { alice, guild } = world(fake);
    const client = await connect(fake);
    await client.application.commands.set([
      { name: 'move', description: 'Move a unit', options: [{ type: 3, name: 'unit', description: 'Who', required: true, autocomplete: true }] },
    ]);
    const units = ['Black Fox', 'Blue Wolf', 'Konrad'];
    const errors = onInteraction(client, async (i) => {
      if (!i.isAutocomplete()) return;
      const typed = i.options.getFocused().toLowerCase();
      if (typed === 'many') return i.respond(Array.from({ length: 26 }, (_, n) => ({ name: `unit ${n}`, value: `u${n}` })));
      return i.respond(units.filter((u) => u.toLowerCase().startsWith(typed)).map((u) => ({ name: u, value: u })));
    });

    const games = fake.channel(guild, 'games');
    expect(await fake.autocomplete(alice, games, 'move', { unit: 'Bl' }, 'unit')).toEqual([
      { name: 'Black Fox', value: 'Black Fox' },
      { name: 'Blue Wolf', value: 'Blue Wolf' },
    ]);
    await expect(fake.autocomplete(alice, games, 'move', { unit: 'many' }, 'unit')).rejects.toMatchObject({ code: 50035 });
    await fake.waitFor(() => errors.length > 0);
    expect((errors[0] as DiscordAPIError).code).toBe(50035);
    expect((errors[0] as DiscordAPIError).rawError).toMatchObject({ errors: { data: { choices: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } } } });
  });

  test('a button and a select on a DM message reach the bot as Button / StringSelectMenu interactions outside a guild', async () => {
    const fake = await fakeDiscord();
    const { carol } = world(fake);
    const client = await connect(fake);
    const seen: Array<{ kind: string; customId: string; values?: string[]; inGuild: boolean; channelType?: ChannelType }> = [];
    const errors = onInteraction(client, async (i) => {
      if (i.isButton()) {
        seen.push({ kind: 'button', customId: i.customId, inGuild: i.inGuild(), channelType: i.channel?.type });
        await i.update({ content: 'Confirmed', components: [] });
      } else if (i.isStringSelectMenu()) {
        seen.push({ kind: 'select', customId: i.customId, values: i.values, inGuild: i.inGuild() });
        await i.deferUpdate();
        await i.editReply({ content: `Picked ${i.values.join(', ')}` });
      }
    });

    const user = await client.users.fetch(carol.id);
    await user.send({
      content: 'Confirm your orders?',
      components: [
        new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('confirm').setLabel('Yes').setStyle(ButtonStyle.Success)),
      ],
    });
    await user.send({
      content: 'Pick a side',
      components: [
        new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
          new StringSelectMenuBuilder().setCustomId('side').addOptions({ label: 'Orks', value: 'orks' }, { label: 'Rebels', value: 'rebels' }),
        ),
      ],
    });
    const [confirm, pick] = fake.dms(carol);
    const click = fake.click(carol, confirm!, 'confirm');
    expect((await click.settled()).content).toBe('Confirmed');
    expect(confirm!.components).toEqual([]);
    const select = fake.select(carol, pick!, 'side', ['rebels']);
    expect((await select.settled()).content).toBe('Picked rebels');
    expect(errors).toEqual([]);
    expect(seen).toEqual([
      { kind: 'button', customId: 'confirm', inGuild: false, channelType: ChannelType.DM },
      { kind: 'select', customId: 'side', values: ['rebels'], inGuild: false },
    ]);
    expect(() => fake.click(carol, pick!, 'nope')).toThrow(/no component/);
  });
});

const ORDERS_COMMAND = { name: 'orders', description: 'Write your orders' } satisfies ApplicationCommandDataResolvable;

/** The orders form: a paragraph in the current Label wrapping, a short note in the older action row. */
function ordersModal(): ModalBuilder {
  return new ModalBuilder()
    .setCustomId('orders-form')
    .setTitle('Orders for turn 3')
    .addLabelComponents(
      new LabelBuilder()
        .setLabel('Your orders')
        .setDescription('One order a line')
        .setTextInputComponent(new TextInputBuilder().setCustomId('orders').setStyle(TextInputStyle.Paragraph).setMaxLength(200)),
    )
    .addComponents(
      new ActionRowBuilder<TextInputBuilder>().addComponents(
        new TextInputBuilder().setCustomId('note').setLabel('Note to the referee').setStyle(TextInputStyle.Short).setMinLength(3).setMaxLength(20).setRequired(false).setValue('none'),
      ),
    );
}

describe('modals', () => {
  test('a modal shown for a slash command is submitted; the bot reads the values and replies ephemerally', async () => {
    const fake = await fakeDiscord();
    const { alice, guild } = world(fake);
    const client = await connect(fake);
    await client.application.commands.set([ORDERS_COMMAND]);
    const read: Array<{ customId: string; orders: string; note: string; member: string | undefined }> = [];
    const errors = onInteraction(client, async (i) => {
      if (i.isChatInputCommand()) return i.showModal(ordersModal());
      if (!i.isModalSubmit()) return;
      const orders = i.fields.getTextInputValue('orders');
      read.push({ customId: i.customId, orders, note: i.fields.getTextInputValue('note'), member: i.member?.user.id });
      return i.reply({ content: `Orders taken: ${orders}`, flags: MessageFlags.Ephemeral });
    });

    const games = fake.channel(guild, 'games');
    const shown = fake.command(alice, games, 'orders');
    expect((await shown.acknowledged()).type).toBe(9);
    const modal = shown.modal()!;
    expect(modal.customId).toBe('orders-form');
    expect(modal.title).toBe('Orders for turn 3');
    expect(modal.shownTo).toBe(alice.id);
    expect(modal.textInputs).toEqual([
      { id: 2, customId: 'orders', style: 'paragraph', label: 'Your orders', description: 'One order a line', minLength: 0, maxLength: 200, required: true, value: null, placeholder: null, wrapping: 'label' },
      { id: 4, customId: 'note', style: 'short', label: 'Note to the referee', description: null, minLength: 3, maxLength: 20, required: false, value: 'none', placeholder: null, wrapping: 'action-row' },
    ]);

    // The note is left as pre-filled, as a user who only types the orders would.
    const submit = fake.submitModal(alice, shown, { orders: 'Warrior to C4\nShaman casts Fog' });
    expect(submit.payload.type).toBe(5);
    expect(submit.payload.channel_id).toBe(games.id);
    expect(submit.payload.guild_id).toBe(guild.id);
    expect(submit.payload.data).toEqual({
      custom_id: 'orders-form',
      components: [
        { type: 18, id: 1, component: { type: 4, id: 2, custom_id: 'orders', value: 'Warrior to C4\nShaman casts Fog' } },
        { type: 1, id: 3, components: [{ type: 4, id: 4, custom_id: 'note', value: 'none' }] },
      ],
    });
    const reply = await submit.settled();
    expect(reply.content).toBe('Orders taken: Warrior to C4\nShaman casts Fog');
    expect(submit.ephemeral()).toBe(true);
    expect(fake.messages(games)).toHaveLength(0);
    expect(modal.submittedAs).toBe(submit.id);
    expect(read).toEqual([{ customId: 'orders-form', orders: 'Warrior to C4\nShaman casts Fog', note: 'none', member: alice.id }]);
    expect(errors).toEqual([]);
  });

  test('refused before it reaches the bot: an unknown modal, another user\'s, a value too long or missing, and a second submission', async () => {
    const fake = await fakeDiscord();
    const { alice, bob, guild } = world(fake);
    const client = await connect(fake);
    await client.application.commands.set([ORDERS_COMMAND, GAME_COMMAND]);
    let submissions = 0;
    const errors = onInteraction(client, async (i) => {
      if (i.isChatInputCommand() && i.commandName === 'orders') return i.showModal(ordersModal());
      if (i.isChatInputCommand()) return i.reply({ content: 'Game opened' });
      if (!i.isModalSubmit()) return;
      submissions++;
      return i.deferReply({ flags: MessageFlags.Ephemeral });
    });
    const games = fake.channel(guild, 'games');

    const replied = fake.command(alice, games, 'game', { scenario: 'the-ford' }, 'new');
    await replied.settled();
    expect(() => fake.submitModal(alice, replied, { orders: 'x' })).toThrow(/answered with callback type 4, not a modal/);
    expect(() => fake.submitModal(alice, 'orders-form', { orders: 'x' })).toThrow(/no modal "orders-form" was shown to alice/);

    const shown = fake.command(alice, games, 'orders');
    await shown.acknowledged();
    expect(() => fake.submitModal(bob, shown, { orders: 'x' })).toThrow(/shown to alice, not to bob/);
    expect(() => fake.submitModal(alice, shown, { orders: 'x'.repeat(201) })).toThrow(/"orders" takes 0–200 characters, not 201/);
    expect(() => fake.submitModal(alice, shown, { orders: 'x', note: 'ab' })).toThrow(/"note" takes 3–20 characters, not 2/);
    expect(() => fake.submitModal(alice, shown, { orders: '' })).toThrow(/"orders" is required/);
    expect(() => fake.submitModal(alice, shown, { orders: 'x', note: 'two\nlines' })).toThrow(/one-line/);
    expect(() => fake.submitModal(alice, shown, { orders: 'x', speech: 'hi' })).toThrow(/no text input "speech"/);
    // An optional input may be emptied even though it has a minimum length.
    const first = fake.submitModal(alice, 'orders-form', { orders: 'Hold', note: '' });
    await first.acknowledged();
    expect(() => fake.submitModal(alice, shown, { orders: 'Hold' })).toThrow(/already submitted/);
    expect(() => fake.submitModal(alice, 'orders-form', { orders: 'Hold' })).toThrow(/already submitted/);
    expect(submissions).toBe(1);
    expect(errors).toEqual([]);
  });

  test('no text input holds more than 4000 characters: a bot asking for more is refused with 50035', async () => {
    const fake = await fakeDiscord();
    const { alice, guild } = world(fake);
    const client = await connect(fake);
    await client.application.commands.set([ORDERS_COMMAND]);
    const refusals: DiscordAPIError[] = [];
    const errors = onInteraction(client, async (i) => {
      if (!i.isChatInputCommand()) return;
      const wide = (maxLength: number) => ({
        type: 9,
        data: { custom_id: 'letter', title: 'Letter', components: [{ type: 18, label: 'Text', component: { type: 4, custom_id: 'text', style: 2, max_length: maxLength } }] },
      });
      refusals.push(await apiError(client.rest.post(Routes.interactionCallback(i.id, i.token), { body: wide(4001) })));
      await client.rest.post(Routes.interactionCallback(i.id, i.token), { body: wide(4000) });
    });
    const shown = fake.command(alice, fake.channel(guild, 'games'), 'orders');
    await shown.acknowledged();
    expect(refusals.map((e) => e.code)).toEqual([50035]);
    expect(JSON.stringify(refusals[0]?.rawError)).toContain('max_length');
    expect(shown.modal()?.textInputs[0]?.maxLength).toBe(4000);
    expect(() => fake.submitModal(alice, shown, { text: 'x'.repeat(4001) })).toThrow(/"text" takes 0–4000 characters, not 4001/);
    expect(errors).toEqual([]);
  });

  test('a modal opened from a button in a DM: submitted outside a guild, and the bot updates the button\'s message', async () => {
    const fake = await fakeDiscord();
    const { carol } = world(fake);
    const client = await connect(fake);
    const seen: Array<{ fromMessage: boolean; inGuild: boolean; user: string; name: string }> = [];
    const errors = onInteraction(client, async (i) => {
      if (i.isButton()) {
        return i.showModal(
          new ModalBuilder()
            .setCustomId('rename')
            .setTitle('Name your hero')
            .addLabelComponents(new LabelBuilder().setLabel('Name').setTextInputComponent(new TextInputBuilder().setCustomId('name').setStyle(TextInputStyle.Short))),
        );
      }
      if (!i.isModalSubmit()) return;
      seen.push({ fromMessage: i.isFromMessage(), inGuild: i.inGuild(), user: i.user.id, name: i.fields.getTextInputValue('name') });
      if (i.isFromMessage()) return i.update({ content: `Your hero: ${i.fields.getTextInputValue('name')}`, components: [] });
    });

    const user = await client.users.fetch(carol.id);
    await user.send({
      content: 'Your hero has no name yet',
      components: [new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId('name-hero').setLabel('Name').setStyle(ButtonStyle.Primary))],
    });
    const [prompt] = fake.dms(carol);
    const click = fake.click(carol, prompt!, 'name-hero');
    await click.acknowledged();
    const submit = fake.submitModal(carol, click, { name: 'Tanis' });
    expect(submit.payload.user).toMatchObject({ id: carol.id });
    expect(submit.payload.member).toBeUndefined();
    expect((submit.payload.message as { id: string }).id).toBe(prompt!.id);
    expect((await submit.acknowledged()).type).toBe(7);
    expect(prompt!.content).toBe('Your hero: Tanis');
    expect(prompt!.components).toEqual([]);
    expect(seen).toEqual([{ fromMessage: true, inGuild: false, user: carol.id, name: 'Tanis' }]);
    expect(errors).toEqual([]);
  });

  test('a modal opened from a slash command has no message to update: the update is refused with 50035', async () => {
    const fake = await fakeDiscord();
    const { alice, guild } = world(fake);
    const client = await connect(fake);
    await client.application.commands.set([ORDERS_COMMAND]);
    const refusals: DiscordAPIError[] = [];
    const errors = onInteraction(client, async (i) => {
      if (i.isChatInputCommand()) return i.showModal(ordersModal());
      if (!i.isModalSubmit()) return;
      refusals.push(await apiError(client.rest.post(Routes.interactionCallback(i.id, i.token), { body: { type: 6 } })));
      await i.reply({ content: 'Orders taken', flags: MessageFlags.Ephemeral });
    });
    const shown = fake.command(alice, fake.channel(guild, 'games'), 'orders');
    await shown.acknowledged();
    const submit = fake.submitModal(alice, shown, { orders: 'Hold' });
    expect((await submit.settled()).content).toBe('Orders taken');
    expect(refusals.map((e) => e.code)).toEqual([50035]);
    expect(submit.refused().map((r) => r.code)).toEqual([50035]);
    expect(errors).toEqual([]);
  });
});

describe('messages and channels', () => {
  test('content over 2000 characters, oversized embeds and six action rows are 50035; an empty message is 50006', async () => {
    const fake = await fakeDiscord();
    const { guild } = world(fake);
    const client = await connect(fake);
    const channel = client.channels.cache.get(fake.channel(guild, 'general').id) as TextChannel;

    await channel.send('x'.repeat(2000));
    const long = await apiError(channel.send('x'.repeat(2001)));
    expect(long.code).toBe(50035);
    expect(long.status).toBe(400);
    expect(long.rawError).toMatchObject({ errors: { content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } } });
    const bigEmbeds = Array.from({ length: 2 }, () => new EmbedBuilder().setDescription('y'.repeat(4000)));
    expect((await apiError(channel.send({ embeds: bigEmbeds }))).rawError).toMatchObject({
      errors: { embeds: { _errors: [{ code: 'MAX_EMBED_SIZE_EXCEEDED' }] } },
    });
    const row = (n: number) =>
      new ActionRowBuilder<ButtonBuilder>().addComponents(new ButtonBuilder().setCustomId(`b${n}`).setLabel('Go').setStyle(ButtonStyle.Primary));
    expect((await apiError(channel.send({ content: 'rows', components: Array.from({ length: 6 }, (_, n) => row(n)) }))).rawError).toMatchObject({
      errors: { components: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } },
    });
    const empty = await apiError(client.rest.post(Routes.channelMessages(channel.id), { body: { content: '' } }));
    expect(empty.code).toBe(50006);
    expect(empty.message).toBe('Cannot send an empty message');
    expect(fake.messages(fake.channel(guild, 'general'))).toHaveLength(1);
  });

  test('a DM to a user with closed DMs is 50007, though the DM channel is made', async () => {
    const fake = await fakeDiscord();
    const { bob, carol } = world(fake);
    bob.dmsClosed = true;
    const client = await connect(fake);

    const refused = await apiError((await client.users.fetch(bob.id)).send('Your turn'));
    expect(refused.code).toBe(50007);
    expect(refused.status).toBe(403);
    expect(fake.dmChannel(bob)?.type).toBe(ChannelType.DM);
    expect(fake.dms(bob)).toEqual([]);
    await (await client.users.fetch(carol.id)).send('Your turn');
    expect(fake.dms(carol).map((m) => m.content)).toEqual(['Your turn']);
  });

  test('threads: made with or without a message, announced on the gateway, and posted in', async () => {
    const fake = await fakeDiscord();
    const { guild } = world(fake);
    const client = await connect(fake);
    const games = fake.channel(guild, 'games');
    const channel = client.channels.cache.get(games.id) as TextChannel;
    const announced = once(client, Events.ThreadCreate);

    const thread = await channel.threads.create({ name: 'The Ford, game 1' });
    const [created, newlyCreated] = (await announced) as [{ id: string }, boolean];
    expect(created.id).toBe(thread.id);
    expect(newlyCreated).toBe(true);
    await thread.send('Turn 1: the Orks move');
    const [faked] = fake.threads(games);
    expect(faked?.type).toBe(ChannelType.PublicThread);
    expect(faked?.parentId).toBe(games.id);
    expect(fake.messages(faked!).map((m) => m.content)).toEqual(['Turn 1: the Orks move']);

    const start = await channel.send('Game 2 starts');
    const fromMessage = await start.startThread({ name: 'Game 2' });
    expect(fromMessage.id).toBe(start.id);
    expect(fake.message(start.id)?.threadId).toBe(start.id);
    expect((await apiError(start.startThread({ name: 'again' }))).code).toBe(160004);
    expect((await apiError(channel.threads.create({ name: 'n'.repeat(101) }))).code).toBe(50035);
  });

  test('pins: pinned, listed both ways, noticed in the channel, unpinned', async () => {
    const fake = await fakeDiscord();
    const { guild } = world(fake);
    const client = await connect(fake);
    const general = fake.channel(guild, 'general');
    const channel = client.channels.cache.get(general.id) as TextChannel;

    const rules = await channel.send('House rules');
    await rules.pin();
    expect(fake.pins(general).map((m) => m.id)).toEqual([rules.id]);
    expect(fake.messages(general).map((m) => m.type)).toEqual([0, 6]);
    const { items } = await channel.messages.fetchPins();
    expect(items.map((p) => p.message.id)).toEqual([rules.id]);
    await rules.unpin();
    expect(fake.pins(general)).toEqual([]);
  });

  test('a file over maxFileBytes is 413 / 40005; one under it is kept', async () => {
    const fake = await fakeDiscord({ maxFileBytes: 1024 });
    const { guild } = world(fake);
    const client = await connect(fake);
    const channel = client.channels.cache.get(fake.channel(guild, 'general').id) as TextChannel;

    const big = await apiError(channel.send({ files: [new AttachmentBuilder(Buffer.alloc(2048, 1), { name: 'big.bin' })] }));
    expect(big.code).toBe(40005);
    expect(big.status).toBe(413);
    await channel.send({ content: 'small', files: [new AttachmentBuilder(Buffer.alloc(1000, 2), { name: 'small.bin' })] });
    const [kept] = fake.messages(fake.channel(guild, 'general'));
    expect(kept?.attachments[0]?.size).toBe(1000);
    expect(kept?.attachments[0]?.bytes.every((b) => b === 2)).toBe(true);
  });
});

describe('what the bot sees', () => {
  test('user messages reach a bot with the message intents; their content only with MESSAGE_CONTENT', async () => {
    const fake = await fakeDiscord();
    const { bob, guild } = world(fake);
    const general = fake.channel(guild, 'general');
    const blind = await connect(fake, { intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages] });
    const reader = await connect(fake, {
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
    });
    const deaf = await connect(fake);
    const seen: string[] = [];
    blind.on(Events.MessageCreate, (m) => void seen.push(`blind:${m.content}`));
    reader.on(Events.MessageCreate, (m) => void seen.push(`reader:${m.content}`));
    deaf.on(Events.MessageCreate, (m) => void seen.push(`deaf:${m.content}`));

    // The deaf client connected last; the fake dispatches as a message is said, so what it was sent is known at once.
    const deafSession = () => fake.sessions().at(-1)!;
    const deafSeq = deafSession().seq;
    fake.say(bob, general, 'I move first');
    fake.say(bob, general, `<@${fake.applicationId}> my move`);
    expect(deafSession().seq).toBe(deafSeq);
    await fake.waitFor(() => seen.length === 4);
    expect(seen.sort()).toEqual([
      'blind:',
      `blind:<@${fake.applicationId}> my move`,
      'reader:I move first',
      `reader:<@${fake.applicationId}> my move`,
    ].sort());
  });

  test('who a message notifies follows allowed_mentions, as Discord reads it', async () => {
    const fake = await fakeDiscord();
    const { bob, guild } = world(fake);
    const client = await connect(fake);
    const general = client.channels.cache.get(fake.channel(guild, 'general').id) as TextChannel;
    const text = `@everyone look, <@${bob.id}>`;
    const open = await general.send({ content: text });
    const none = await general.send({ content: text, allowedMentions: { parse: [] } });
    const onlyBob = await general.send({ content: text, allowedMentions: { parse: [], users: [bob.id] } });
    const pings = (id: string) => fake.messages(fake.channel(guild, 'general')).find((m) => m.id === id)!.pings;
    expect(pings(open.id)).toEqual({ everyone: true, users: [bob.id], roles: [] });
    expect(pings(none.id)).toEqual({ everyone: false, users: [], roles: [] });
    expect(pings(onlyBob.id)).toEqual({ everyone: false, users: [bob.id], roles: [] });
  });

  test('commands in a thread and in a DM carry the right channel, context and member or user', async () => {
    const fake = await fakeDiscord();
    const { carol, guild } = world(fake);
    const client = await connect(fake);
    const games = client.channels.cache.get(fake.channel(guild, 'games').id) as TextChannel;
    const thread = await games.threads.create({ name: 'Game 1' });
    const seen: Array<{ channel: string | null; parent: string | null; inGuild: boolean; context: number | null; user: string }> = [];
    onInteraction(client, async (i) => {
      if (!i.isChatInputCommand()) return;
      seen.push({
        channel: i.channelId,
        parent: i.channel && 'parentId' in i.channel ? i.channel.parentId : null,
        inGuild: i.inGuild(),
        context: i.context,
        user: i.user.username,
      });
      await i.reply('ok');
    });

    const [fakeThread] = fake.threads(fake.channel(guild, 'games'));
    await fake.command(carol, fakeThread!, 'status').settled();
    const dm = fake.openDm(carol);
    await fake.command(carol, dm, 'status').settled();
    expect(seen).toEqual([
      { channel: thread.id, parent: games.id, inGuild: true, context: 0, user: 'carol' },
      { channel: dm.id, parent: null, inGuild: false, context: 1, user: 'carol' },
    ]);
    expect(fake.dms(carol).map((m) => m.content)).toEqual(['ok']);
  });
});

describe('command registration', () => {
  const option = (n: number) => ({ type: 3, name: `o${n}`, description: `option ${n}` });

  test('a valid set is stored (global and per guild); invalid ones are 50035 naming the field', async () => {
    const fake = await fakeDiscord();
    const { guild } = world(fake);
    const client = await connect(fake);

    await client.application.commands.set([GAME_COMMAND, { name: 'done', description: 'End your phase' }]);
    expect(fake.registered().map((c) => c.name)).toEqual(['game', 'done']);
    const firstId = fake.registered()[0]?.id;
    await client.guilds.cache.get(guild.id)!.commands.set([{ name: 'admin', description: 'Table admin' }]);
    expect(fake.registered({ guildId: guild.id }).map((c) => c.name)).toEqual(['admin']);

    const refused = async (commands: unknown[]) => {
      const e = await apiError(client.application.commands.set(commands as ApplicationCommandDataResolvable[]));
      expect(e.code).toBe(50035);
      return e.rawError as { errors: Record<string, unknown> };
    };
    expect((await refused([{ name: 'big', description: 'd', options: Array.from({ length: 26 }, (_, n) => option(n)) }])).errors).toMatchObject({
      0: { options: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } },
    });
    const choices = Array.from({ length: 26 }, (_, n) => ({ name: `c${n}`, value: `c${n}` }));
    expect((await refused([{ name: 'pick', description: 'd', options: [{ ...option(0), choices }] }])).errors).toMatchObject({
      0: { options: { 0: { choices: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } } } },
    });
    expect((await refused([{ name: 'wordy', description: 'd'.repeat(101) }])).errors).toMatchObject({
      0: { description: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH' }] } },
    });
    expect(
      (await refused([{ name: 'both', description: 'd', options: [{ ...option(0), autocomplete: true, choices: choices.slice(0, 2) }] }])).errors,
    ).toMatchObject({ 0: { options: { 0: { autocomplete: { _errors: [{ code: 'APPLICATION_COMMAND_AUTOCOMPLETE_CHOICES_INCOMPATIBLE' }] } } } } });
    expect(
      (await refused([{ name: 'order', description: 'd', options: [option(0), { ...option(1), required: true }] }])).errors,
    ).toMatchObject({ 0: { options: { _errors: [{ code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID' }] } } });
    expect((await refused([{ name: 'Upper', description: 'd' }])).errors).toMatchObject({ 0: { name: {} } });
    await refused(Array.from({ length: 101 }, (_, n) => ({ name: `c${n}`, description: 'd' })));

    // Refused sets change nothing; an overwrite keeps a command's id.
    expect(fake.registered().map((c) => c.name)).toEqual(['game', 'done']);
    await client.application.commands.set([GAME_COMMAND]);
    expect(fake.registered().map((c) => c.id)).toEqual([firstId]);
  });

  test('a server\'s own commands are offered only there: in a DM a user has the global ones', async () => {
    const fake = await fakeDiscord();
    const { alice, guild } = world(fake);
    const client = await connect(fake);
    await client.guilds.cache.get(guild.id)!.commands.set([{ name: 'react', description: 'A standing reaction' }]);
    const dm = fake.openDm(alice);
    expect(() => fake.command(alice, dm, 'react')).toThrow(/registered only in servers/);
    await client.application.commands.set([{ name: 'react', description: 'A standing reaction' }]);
    const errors = onInteraction(client, (i) => (i.isChatInputCommand() ? i.reply({ content: 'set', flags: MessageFlags.Ephemeral }) : Promise.resolve()));
    expect((await fake.command(alice, dm, 'react').settled()).content).toBe('set');
    expect(errors).toEqual([]);
  });
});

describe('sessions', () => {
  test('two clients at once each get READY, and interactions alternate between them', async () => {
    const fake = await fakeDiscord();
    const { alice, guild } = world(fake);
    const clients = [await connect(fake), await connect(fake)];
    expect(fake.connections()).toBe(2);
    const got: number[] = [];
    clients.forEach((client, n) =>
      onInteraction(client, async (i) => {
        if (!i.isChatInputCommand()) return;
        got.push(n);
        await i.reply(`from client ${n}`);
      }),
    );

    const games = fake.channel(guild, 'games');
    const replies: string[] = [];
    for (let k = 0; k < 4; k++) replies.push((await fake.command(alice, games, 'ping').settled()).content);
    expect(got).toEqual([0, 1, 0, 1]);
    expect(replies).toEqual(['from client 0', 'from client 1', 'from client 0', 'from client 1']);
  });

  test('a restarted bot: the old client is destroyed, a new one logs in and gets the interactions', async () => {
    const fake = await fakeDiscord();
    const { alice, guild } = world(fake);
    const first = await connect(fake);
    await first.destroy();
    await fake.waitFor(() => fake.connections() === 0);

    const second = await connect(fake);
    onInteraction(second, async (i) => {
      if (i.isChatInputCommand()) await i.reply('back again');
    });
    const handle = fake.command(alice, fake.channel(guild, 'games'), 'ping');
    expect((await handle.settled()).content).toBe('back again');
    expect(handle.deliveredTo()).toEqual([fake.sessions()[0]?.id]);
  });

  test('a dropped connection resumes and gets the events it missed', async () => {
    const fake = await fakeDiscord();
    const { alice, guild } = world(fake);
    const client = await connect(fake);
    const resumed = once(client, Events.ShardResume);

    fake.dropConnections();
    const added = fake.addChannel(guild, 'while-away');
    await resumed;
    expect(fake.sessions()[0]?.resumes).toBe(1);
    expect(client.channels.cache.get(added.id)?.type).toBe(ChannelType.GuildText);
    onInteraction(client, async (i) => {
      if (i.isChatInputCommand()) await i.reply('still here');
    });
    expect((await fake.command(alice, added, 'ping').settled()).content).toBe('still here');
  });

  test('with two shards each session gets its own guilds, and interactions go to the owning shard', async () => {
    const fake = await fakeDiscord({ shards: 2 });
    const owner = fake.addUser({ username: 'owner' });
    const guilds: FakeGuild[] = [];
    const shardOf = (g: FakeGuild) => Number((BigInt(g.id) >> 22n) % 2n);
    while (new Set(guilds.map(shardOf)).size < 2) guilds.push(fake.addGuild({ name: `g${guilds.length}`, owner }));
    // discord.js spawns one shard unless told 'auto' (then it takes `shards` from GET /gateway/bot).
    const client = await connect(fake, { shards: 'auto' });

    expect(fake.sessions().map((s) => s.shard).sort()).toEqual([[0, 2], [1, 2]]);
    expect([...client.guilds.cache.keys()].sort()).toEqual(guilds.map((g) => g.id).sort());
    for (const g of guilds) expect(client.guilds.cache.get(g.id)?.shardId).toBe(shardOf(g));
    const shards: number[] = [];
    onInteraction(client, async (i) => {
      if (!i.isChatInputCommand()) return;
      shards.push(i.guild!.shardId);
      await i.reply('ok');
    });
    for (const shard of [0, 1]) {
      const g = guilds.find((x) => shardOf(x) === shard)!;
      const handle = fake.command(owner, fake.channel(g, 'general'), 'ping');
      await handle.settled();
      expect(handle.deliveredTo()).toEqual([fake.sessions().find((s) => s.shard[0] === shard)?.id]);
    }
    expect(shards).toEqual([0, 1]);
  });
});
