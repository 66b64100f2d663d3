/**
 * Discord's JSON error shape, `{ code, message, errors? }`, and the codes the fake answers with.
 * `errors` follows Discord's nesting: object keys and array indexes down to `{ _errors: [...] }`.
 */

export interface ErrorDetail {
  code: string;
  message: string;
}

export interface ErrorTree {
  [key: string]: ErrorTree | ErrorDetail[] | undefined;
  _errors?: ErrorDetail[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: ErrorTree,
  ) {
    super(message);
  }

  toJSON(): { code: number; message: string; errors?: ErrorTree } {
    return this.errors ? { code: this.code, message: this.message, errors: this.errors } : { code: this.code, message: this.message };
  }
}

export const unauthorized = () => new ApiError(401, 0, '401: Unauthorized');
export const notFound = () => new ApiError(404, 0, '404: Not Found');
export const methodNotAllowed = () => new ApiError(405, 0, '405: Method Not Allowed');
export const unknownChannel = () => new ApiError(404, 10003, 'Unknown Channel');
export const unknownGuild = () => new ApiError(404, 10004, 'Unknown Guild');
export const unknownMember = () => new ApiError(404, 10007, 'Unknown Member');
export const unknownMessage = () => new ApiError(404, 10008, 'Unknown Message');
export const unknownRole = () => new ApiError(404, 10011, 'Unknown Role');
export const unknownUser = () => new ApiError(404, 10013, 'Unknown User');
export const unknownWebhook = () => new ApiError(404, 10015, 'Unknown Webhook');
export const unknownInteraction = () => new ApiError(404, 10062, 'Unknown interaction');
export const unknownCommand = () => new ApiError(404, 10063, 'Unknown application command');
export const tooLarge = () => new ApiError(413, 40005, 'Request entity too large');
export const alreadyAcknowledged = () => new ApiError(400, 40060, 'Interaction has already been acknowledged.');
export const missingAccess = () => new ApiError(403, 50001, 'Missing Access');
export const notOwnMessage = () => new ApiError(403, 50005, 'Cannot edit a message authored by another user');
export const emptyMessage = () => new ApiError(400, 50006, 'Cannot send an empty message');
export const cannotDm = () => new ApiError(403, 50007, 'Cannot send messages to this user');
export const wrongChannelType = () => new ApiError(400, 50024, 'Cannot execute action on this channel type');
export const invalidJson = () => new ApiError(400, 50109, 'The request body contains invalid JSON.');
export const maxPins = (n: number) => new ApiError(400, 30003, `Maximum number of pins reached (${n})`);
export const threadExists = () => new ApiError(400, 160004, 'A thread has already been created for this message');
export const invalidFormBody = (errors: ErrorTree) => new ApiError(400, 50035, 'Invalid Form Body', errors);

/** Collects field errors under their paths; `throwIfAny()` raises one 50035 with all of them. */
export class FormErrors {
  readonly tree: ErrorTree = {};
  #count = 0;

  add(path: ReadonlyArray<string | number>, code: string, message: string): void {
    let node: ErrorTree = this.tree;
    for (const key of path) {
      const k = String(key);
      let next = node[k];
      if (next === undefined || Array.isArray(next)) {
        next = {};
        node[k] = next;
      }
      node = next;
    }
    (node._errors ??= []).push({ code, message });
    this.#count++;
  }

  get count(): number {
    return this.#count;
  }

  throwIfAny(): void {
    if (this.#count > 0) throw invalidFormBody(this.tree);
  }
}
