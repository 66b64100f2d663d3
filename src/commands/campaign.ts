import { ephemeral, type Command } from './types.ts';

/** `/campaign`: a channel that holds a group's sequence of games, with a pinned card. */
export const campaign = {
  name: 'campaign',
  description: "A channel for a group's sequence of games",
  subcommands: [
    {
      name: 'new',
      description: 'Make this channel a campaign channel',
      options: [
        { name: 'name', description: 'The campaign\u2019s name', type: 'string', required: true },
        { name: 'game', description: 'Which game', type: 'string', required: true, autocomplete: true },
      ],
    },
    { name: 'status', description: 'Where the campaign stands', options: [] },
  ],
  async run(ctx, input, service) {
    if (input.subcommand === 'new') return service.newCampaign(ctx, input.options.name ?? '', input.options.game ?? '');
    if (input.subcommand === 'status') return service.campaignStatus(ctx);
    return [ephemeral('Use /campaign new or /campaign status.')];
  },
  async autocomplete(_ctx, input, focused, service) {
    if (focused !== 'game') return [];
    const typed = (input.options.game ?? '').toLowerCase();
    return service.modules().filter((m) => m.id.startsWith(typed)).map((m) => ({ name: m.title, value: m.id }));
  },
} satisfies Command;
