import type { AnyGameModule, VerbOption } from '../engine/core/module.ts';
import type { Command, OptionSpec } from './types.ts';

/**
 * The order commands (`/move`, `/attack`, `/done`...): one per verb of any game module. Two
 * games that share a verb share its command; each option is offered if any of them takes it,
 * and only required if every one does. The game of the channel parses and judges the order.
 */
export function orderCommands(modules: AnyGameModule[]): Command[] {
  const byVerb = new Map<string, { description: string; options: Map<string, { spec: VerbOption; count: number }>; games: number }>();
  for (const module of modules) {
    for (const verb of module.verbs) {
      const entry = byVerb.get(verb.name) ?? { description: verb.description, options: new Map(), games: 0 };
      entry.games++;
      for (const option of verb.options) {
        const known = entry.options.get(option.name);
        // Two games that offer different fixed choices for one option (each its own spells for
        // /cast) get it autocompleted instead, so neither game's values are refused.
        const clash = known && JSON.stringify(known.spec.choices) !== JSON.stringify(option.choices);
        const spec: VerbOption = known ? (clash ? { ...known.spec, type: 'name', choices: undefined } : known.spec) : option;
        entry.options.set(option.name, { spec, count: (known?.count ?? 0) + (option.required ? 1 : 0) });
      }
      byVerb.set(verb.name, entry);
    }
  }
  return [...byVerb.entries()].map(([name, entry]) => {
    const options: OptionSpec[] = [...entry.options.values()].map(({ spec, count }) => ({
      name: spec.name,
      description: spec.description.slice(0, 100),
      type: spec.type === 'integer' ? 'integer' : 'string',
      required: count === entry.games,
      ...(spec.choices ? { choices: spec.choices } : { autocomplete: spec.type !== 'text' && spec.type !== 'integer' }),
    }));
    // Discord lists required options first.
    options.sort((a, b) => Number(b.required) - Number(a.required));
    options.push({ name: 'as', description: 'Give this order for another seat (game masters only)', type: 'string', required: false });
    options.push({ name: 'game', description: 'In a DM: which of your games, if you play several', type: 'string', required: false });
    return {
      name,
      description: entry.description.slice(0, 100),
      options,
      // Orders may be given by DM too: that is how secret ones stay secret.
      dm: true,
      async run(ctx, input, service) {
        return (await service.order(ctx, name, input.options)).replies;
      },
      async autocomplete(ctx, input, focused, service) {
        return service.suggest(ctx, name, input.options, focused);
      },
    } satisfies Command;
  });
}
