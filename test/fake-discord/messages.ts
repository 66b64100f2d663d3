/**
 * Message bodies → model changes: validates a create or an edit against the limits, resolves
 * `attachments` entries against the uploaded `files[n]` (and, on edits, the attachments kept),
 * and refuses a message that would be empty.
 */
import { MessageFlags, type APIEmbed } from 'discord-api-types/v10';
import { FormErrors } from './errors.ts';
import { checkMessageBody, LIMITS, requireNotEmpty } from './limits.ts';
import type { UploadedFile } from './multipart.ts';
import type { AllowedMentionsInput, MessagePatch, State } from './state.ts';
import type { FakeAttachment, FakeMessage } from './types.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Flags a sender may set on a new message; EPHEMERAL only through interactions and their webhooks. */
const CREATE_FLAGS =
  MessageFlags.SuppressEmbeds | MessageFlags.SuppressNotifications | MessageFlags.IsVoiceMessage | MessageFlags.IsComponentsV2;
/** Flags an edit may change. */
const EDIT_FLAGS = MessageFlags.SuppressEmbeds | MessageFlags.IsComponentsV2;

export interface MessageInput {
  content: string;
  embeds: APIEmbed[];
  components: unknown[];
  attachments: FakeAttachment[];
  flags: number;
  nonce: string | number | null;
  /** The raw message_reference, checked by the caller (it knows the channel). */
  reference: Obj | null;
  allowedMentions: AllowedMentionsInput | null;
}

/** Validates a new message and builds what the model needs. `path` prefixes error paths (['data'] for callbacks). */
export function messageInput(
  state: State,
  body: unknown,
  files: UploadedFile[],
  opts: { channelId: string; ephemeralAllowed: boolean; path?: string[] },
): MessageInput {
  const path = opts.path ?? [];
  const errs = new FormErrors();
  checkMessageBody(body, errs, path);
  const b = isObj(body) ? body : {};
  const attachments = resolveAttachments(state, opts.channelId, b.attachments, files, null, errs, path);
  errs.throwIfAny();
  const input: MessageInput = {
    content: typeof b.content === 'string' ? b.content : '',
    embeds: Array.isArray(b.embeds) ? (b.embeds as APIEmbed[]).map(normalizeEmbed) : [],
    components: Array.isArray(b.components) ? b.components : [],
    attachments: attachments ?? [],
    flags: (typeof b.flags === 'number' ? b.flags : 0) & (CREATE_FLAGS | (opts.ephemeralAllowed ? MessageFlags.Ephemeral : 0)),
    nonce: typeof b.nonce === 'string' || typeof b.nonce === 'number' ? b.nonce : null,
    reference: isObj(b.message_reference) ? b.message_reference : null,
    allowedMentions: isObj(b.allowed_mentions) ? (b.allowed_mentions as AllowedMentionsInput) : null,
  };
  requireNotEmpty({ ...input, sticker_ids: b.sticker_ids, poll: b.poll });
  return input;
}

/** Validates an edit of `msg` and returns the patch; the edited message must not be empty. */
export function messagePatch(state: State, msg: FakeMessage, body: unknown, files: UploadedFile[], path: string[] = []): MessagePatch {
  const errs = new FormErrors();
  checkMessageBody(body, errs, path);
  const b = isObj(body) ? body : {};
  const attachments = resolveAttachments(state, msg.channelId, b.attachments, files, msg.attachments, errs, path);
  errs.throwIfAny();
  const patch: MessagePatch = {};
  if (b.content !== undefined) patch.content = typeof b.content === 'string' ? b.content : '';
  if (b.embeds !== undefined) patch.embeds = Array.isArray(b.embeds) ? (b.embeds as APIEmbed[]).map(normalizeEmbed) : [];
  if (b.components !== undefined) patch.components = Array.isArray(b.components) ? b.components : [];
  if (attachments !== null) patch.attachments = attachments;
  if (typeof b.flags === 'number') patch.flags = (msg.flags & ~EDIT_FLAGS) | (b.flags & EDIT_FLAGS);
  requireNotEmpty({
    content: patch.content ?? msg.content,
    embeds: patch.embeds ?? msg.embeds,
    attachments: patch.attachments ?? msg.attachments,
    components: patch.components ?? msg.components,
  });
  return patch;
}

function normalizeEmbed(e: APIEmbed): APIEmbed {
  return { type: 'rich' as APIEmbed['type'], ...e } as APIEmbed;
}

/**
 * `attachments` entries name uploaded files by their n in `files[n]` (or, on an edit, existing
 * attachments to keep). Uploaded files no entry names are attached too. Without an
 * `attachments` array an edit keeps what it had. Returns null when an edit changes nothing.
 */
function resolveAttachments(
  state: State,
  channelId: string,
  refs: unknown,
  files: UploadedFile[],
  existing: FakeAttachment[] | null,
  errs: FormErrors,
  path: string[],
): FakeAttachment[] | null {
  const byIndex = new Map(files.map((f) => [String(f.index), f]));
  const used = new Set<string>();
  const out: FakeAttachment[] = [];
  if (Array.isArray(refs)) {
    refs.forEach((ref, i) => {
      if (!isObj(ref) || (typeof ref.id !== 'string' && typeof ref.id !== 'number')) {
        errs.add([...path, 'attachments', i, 'id'], 'BASE_TYPE_REQUIRED', 'This field is required');
        return;
      }
      const id = String(ref.id);
      const description = typeof ref.description === 'string' ? ref.description : null;
      const file = byIndex.get(id);
      if (file && !used.has(id)) {
        used.add(id);
        out.push(makeAttachment(state, channelId, file, typeof ref.filename === 'string' ? ref.filename : file.filename, description));
        return;
      }
      const kept = existing?.find((a) => a.id === id);
      if (kept) {
        if (description !== null) kept.description = description;
        out.push(kept);
        return;
      }
      errs.add([...path, 'attachments', i, 'id'], 'ATTACHMENT_NOT_FOUND', `Attachment "${id}" is not an uploaded file${existing ? ' or an attachment of this message' : ''}`);
    });
  } else if (existing) {
    if (files.length === 0) return null;
    out.push(...existing);
  }
  for (const f of files) if (!used.has(String(f.index))) out.push(makeAttachment(state, channelId, f, f.filename, null));
  if (out.length > LIMITS.attachments) {
    errs.add([...path, 'attachments'], 'BASE_TYPE_MAX_LENGTH', `Must be ${LIMITS.attachments} or fewer in length.`);
  }
  return out;
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
  pdf: 'application/pdf',
};

function makeAttachment(state: State, channelId: string, f: UploadedFile, filename: string, description: string | null): FakeAttachment {
  const id = state.ids.next();
  const ext = filename.split('.').pop()?.toLowerCase() ?? '';
  const png = isPng(f.data);
  return {
    id,
    name: filename,
    size: f.data.length,
    // Discord types a file by its name, like this.
    contentType: TYPES[ext] ?? f.contentType,
    bytes: f.data,
    description,
    url: `${state.attachmentBase()}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`,
    width: png ? f.data.readUInt32BE(16) : null,
    height: png ? f.data.readUInt32BE(20) : null,
  };
}

function isPng(b: Buffer): boolean {
  return b.length >= 24 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a;
}
