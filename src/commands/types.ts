import type { GameService } from '../app/game-service.ts';
import type { Choice, CommandContext, Invocation, Reply } from '../app/io.ts';

/**
 * A command as Discord lists it and as the router runs it. What comes in (an Invocation in a
 * CommandContext) and what goes out (Replies) are the app's own types, in app/io.ts.
 */

export type { Choice, CommandContext, Controls, Form, Image, Invocation, Reply } from '../app/io.ts';
export { ephemeral } from '../app/io.ts';

export interface OptionSpec {
  name: string;
  description: string;
  type: 'string' | 'integer';
  required: boolean;
  autocomplete?: boolean;
  choices?: Array<{ name: string; value: string }>;
}

export interface SubcommandSpec {
  name: string;
  description: string;
  options: OptionSpec[];
}

export interface Command {
  name: string;
  description: string;
  /** Either options of the command itself, or subcommands each with their own. */
  options?: OptionSpec[];
  subcommands?: SubcommandSpec[];
  /** Only on the local table (`!dice`, `!state`). */
  localOnly?: boolean;
  /** Also usable in a DM with the bot (orders); others only in a server. */
  dm?: boolean;
  /** It may answer with a form, which Discord takes only as the first answer: the bot waits longer before deferring it. */
  mayAnswerWithForm?(input: Invocation): boolean;
  run(ctx: CommandContext, input: Invocation, service: GameService): Promise<Reply[]>;
  autocomplete?(ctx: CommandContext, input: Invocation, focused: string, service: GameService): Promise<Choice[]>;
}

