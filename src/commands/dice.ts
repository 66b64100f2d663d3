import { ephemeral, type Command } from './types.ts';

/** `/dice verify`: once a game ends, recompute every roll from the revealed seed. */
export const dice = {
  name: 'dice',
  description: "Check this game's dice against its seed",
  subcommands: [{ name: 'verify', description: 'Recompute every roll from the revealed seed', options: [] }],
  async run(ctx, input, service) {
    if (input.subcommand !== 'verify') return [ephemeral('Use /dice verify.')];
    return service.verify(ctx);
  },
} satisfies Command;
