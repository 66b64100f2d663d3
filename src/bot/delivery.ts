import { createHash } from 'node:crypto';
import { AttachmentBuilder, DiscordAPIError, MessageFlags, RESTJSONErrorCodes, type Client, type RepliableInteraction } from 'discord.js';
import { splitMessage } from '../app/formatting.ts';
import type { Image, Reply } from '../commands/types.ts';
import { componentsJson } from './discord-json.ts';

/**
 * Sends replies where they belong: the caller's ephemeral answer (editing the deferred reply,
 * then follow-ups), posts in a game's or campaign's channel, and direct messages, falling back to
 * a note in the channel when a player's DMs are closed. Long texts are split to Discord's limit.
 */

export type Log = (message: string, error?: unknown) => void;

function files(image: Image | undefined): AttachmentBuilder[] {
  // A view onto the file's bytes, not a copy of them.
  return image ? [new AttachmentBuilder(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength), { name: image.name, description: image.description.slice(0, 1024) })] : [];
}

/**
 * Marks a reply sent, once it is delivered or can never be: the outbox then forgets it. A mark
 * that fails (the database away) leaves it owed, and its nonce keeps a second sending from
 * posting twice.
 */
async function markSent(reply: Reply, log: Log): Promise<void> {
  await reply.sent?.().catch((error: unknown) => log('could not mark a post sent; it stays owed', error));
}

/** Discord's nonce for a post's chunk: at most 25 characters, the same every time the post is sent. */
export function nonceOf(key: string, chunk: number): string {
  const nonce = `${key}.${chunk}`;
  return nonce.length <= 25 ? nonce : createHash('sha256').update(nonce).digest('base64url').slice(0, 25);
}

export async function deliver(client: Client, replies: Reply[], log: Log, interaction?: RepliableInteraction): Promise<void> {
  // The caller's own answer first, at once; then posts and DMs, in order within each channel or
  // user, and the channels and users side by side.
  if (interaction) {
    const answers = replies.filter((r) => r.kind === 'ephemeral');
    await answer(interaction, answers, log);
    await Promise.all(answers.map((reply) => markSent(reply, log)));
  }
  const byTarget = new Map<string, Reply[]>();
  for (const reply of replies) {
    if (reply.kind === 'ephemeral') continue;
    const target = reply.kind === 'channel' ? `channel:${reply.channelId}` : `user:${reply.userId}`;
    byTarget.set(target, [...(byTarget.get(target) ?? []), reply]);
  }
  await Promise.all(
    [...byTarget.entries()].map(([target, queue]) =>
      inLane(target, async () => {
        for (const reply of queue) {
          try {
            if (reply.kind === 'channel') await post(client, reply);
            else if (reply.kind === 'dm') await directMessage(client, reply, log);
          } catch (error) {
            log(`could not deliver a ${reply.kind} reply`, error);
          }
        }
      }),
    ),
  );
  // Marked once all are out, in one write: one sent again after a crash here is kept once by its nonce.
  await Promise.all(replies.filter((r) => r.kind !== 'ephemeral').map((reply) => markSent(reply, log)));
}

// One lane per channel or user: what one order posts never overtakes what the order before it posted.
const lanes = new Map<string, Promise<void>>();

function inLane(target: string, work: () => Promise<void>): Promise<void> {
  const previous = lanes.get(target) ?? Promise.resolve();
  const next = previous.then(work, work);
  lanes.set(target, next);
  void next.finally(() => {
    if (lanes.get(target) === next) lanes.delete(target);
  });
  return next;
}

async function answer(interaction: RepliableInteraction, replies: Reply[], log: Log): Promise<void> {
  let answered = false;
  for (const reply of replies) {
    const chunks = splitMessage(reply.text);
    for (let i = 0; i < chunks.length; i++) {
      const last = i === chunks.length - 1;
      const payload = { content: chunks[i]!, files: last ? files(reply.image) : [], components: last && reply.kind === 'ephemeral' ? componentsJson(reply.controls) : [] };
      try {
        if (answered) await interaction.followUp({ ...payload, flags: MessageFlags.Ephemeral });
        else if (interaction.deferred) await interaction.editReply(payload);
        else await interaction.reply({ ...payload, flags: MessageFlags.Ephemeral });
        answered = true;
      } catch (error) {
        log('could not answer the interaction', error);
      }
    }
  }
  if (answered) return;
  const done = interaction.deferred ? interaction.editReply({ content: 'Done.' }) : interaction.reply({ content: 'Done.', flags: MessageFlags.Ephemeral });
  await done.catch((error: unknown) => log('could not answer the interaction', error));
}

async function post(client: Client, reply: Extract<Reply, { kind: 'channel' }>): Promise<void> {
  const channel = await client.channels.fetch(reply.channelId);
  if (!channel?.isSendable()) throw new Error(`channel ${reply.channelId} cannot receive messages`);
  const chunks = splitMessage(reply.text);
  const components = componentsJson(reply.controls);
  if (reply.replaces && chunks.length === 1) {
    try {
      const edited = await channel.messages.edit(reply.replaces, { content: chunks[0]!, components });
      await reply.posted?.(edited.id);
      return;
    } catch (error) {
      if (!(error instanceof DiscordAPIError) || error.code !== RESTJSONErrorCodes.UnknownMessage) throw error;
    }
  }
  let firstId: string | undefined;
  for (let i = 0; i < chunks.length; i++) {
    const last = i === chunks.length - 1;
    const message = await channel.send({ content: chunks[i]!, files: i === 0 ? files(reply.image) : [], components: last ? components : [], allowedMentions: { parse: [], users: reply.mentions ?? [] }, ...once(reply, i) });
    firstId ??= message.id;
    if (i === 0 && reply.pin) await message.pin().catch(() => undefined);
  }
  if (firstId) await reply.posted?.(firstId);
}

/** A post the outbox holds goes with its nonce, enforced: sent again after a crash, Discord keeps the first. */
function once(reply: Reply, chunk: number): { nonce: string; enforceNonce: true } | Record<string, never> {
  return reply.key ? { nonce: nonceOf(reply.key, chunk), enforceNonce: true } : {};
}

async function directMessage(client: Client, reply: Extract<Reply, { kind: 'dm' }>, log: Log): Promise<void> {
  try {
    const user = await client.users.fetch(reply.userId);
    const dm = await user.createDM();
    const chunks = splitMessage(reply.text);
    for (let i = 0; i < chunks.length; i++) {
      const last = i === chunks.length - 1;
      await dm.send({ content: chunks[i]!, files: i === 0 ? files(reply.image) : [], components: last ? componentsJson(reply.controls) : [], allowedMentions: { parse: [] }, ...once(reply, i) });
    }
  } catch (error) {
    const closed = error instanceof DiscordAPIError && error.code === RESTJSONErrorCodes.CannotSendMessagesToThisUser;
    if (!closed || !reply.fallback) throw error;
    log(`DMs closed for ${reply.userId}; telling them in the game's channel`);
    await post(client, { kind: 'channel', ...reply.fallback });
  }
}
