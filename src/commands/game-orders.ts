import type { Command, OptionSpec } from './types.ts';

/**
 * Orders, for every game alike: `/order what:move details:Konrad K8`. Discord counts at most
 * 4,000 characters of names and descriptions in one command, and Dragon Noir's orders alone
 * take twice that, so no game's orders can be listed as subcommands. Instead the first option
 * autocompletes the orders the caller may give now in the channel's game, in that game's words,
 * and the second autocompletes their legal forms, written as an order line. Nobody is shown
 * another game's wording, and the command set stays the same size however many games there are.
 */

const AS: OptionSpec = { name: 'as', description: 'Give this order for another seat (game masters only)', type: 'string', required: false };
const GAME: OptionSpec = { name: 'game', description: 'In a DM: which of your games, if you play several', type: 'string', required: false };

export const order = {
  name: 'order',
  description: "Give an order in this channel's game",
  options: [
    { name: 'what', description: 'The order (the list shows those you can give now)', type: 'string', required: true, autocomplete: true },
    { name: 'details', description: 'Who and where, as the list suggests (or name:value)', type: 'string', required: false, autocomplete: true },
    AS,
    GAME,
  ],
  // Orders may be given by DM too: that is how secret ones stay secret.
  dm: true,
  async run(ctx, input, service) {
    const { what = '', details = '', ...options } = input.options;
    return (await service.orderLine(ctx, what, details, options, [], input.gameId)).replies;
  },
  async autocomplete(ctx, input, focused, service) {
    const { what = '', details = '', ...options } = input.options;
    if (focused === 'what') return service.suggestVerbs(ctx, what, options, input.gameId);
    if (focused === 'details') return service.suggestLines(ctx, what, details, options, input.gameId);
    return [];
  },
} satisfies Command;

/** `/done`: ends your phase or turn, in whatever game the channel holds. */
export const done = {
  name: 'done',
  description: "End your phase or your turn in this channel's game",
  options: [AS, GAME],
  dm: true,
  async run(ctx, input, service) {
    return (await service.order(ctx, 'done', input.options, [], input.gameId)).replies;
  },
} satisfies Command;

/**
 * `/orders`: a whole phase's orders (or a whole turn's, `done` ending each phase) in one message,
 * one a line, in the words of the commands. Without `lines`, a form opens with a long text field;
 * on one line, orders are separated by semicolons.
 */
export const orders = {
  name: 'orders',
  description: "Send a phase's orders at once, one a line (a form opens)",
  options: [{ name: 'lines', description: 'The orders, separated by ; (e.g. move Konrad K8; done)', type: 'string', required: false }, AS, GAME],
  dm: true,
  mayAnswerWithForm: (input) => !input.options.lines?.trim(),
  async run(ctx, input, service) {
    const { lines, ...options } = input.options;
    if (lines?.trim()) return (await service.message(ctx, lines, options, [], input.gameId)).replies;
    return service.ordersForm(ctx, options, input.gameId);
  },
} satisfies Command;
