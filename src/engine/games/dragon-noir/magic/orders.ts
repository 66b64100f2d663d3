import { z } from 'zod';
import { orderFor } from '../../../core/order-def.ts';
import { option } from '../../../core/options.ts';
import { character, hex, hexes, windowAnswer } from '../options.ts';
import { applied, type DnRules } from '../rules.ts';
import type { DnState } from '../state.ts';
import type { DnView } from '../view.ts';
import { answerCounter, orderCast } from './cast.ts';
import { orderCounter } from './counterspell.ts';

/**
 * The orders of magic (3): `/cast` a spell, `/counter` to set a standing counterspell (secret, at
 * any time), `/counterspell` to answer the counterspell window.
 */

/** `/counterspell answer:`: yes, no or standing; a window stored before `standing` existed defaults to true (yes). */
export function magicOrders(rules: DnRules) {
  const order = orderFor<DnState, DnView>();

  const cast = order({
    verb: 'cast',
    group: 'magic',
    description: 'Cast a spell with Zacharie or Shaman (3); by DM for a secret one (Invisibility)',
    // In DN2 a caster may cast in the enemy's player-turn too (3.3); the rules check when.
    anytime: true,
    options: {
      caster: option.unit('Your spellcaster', 'which of your spellcasters casts'),
      spell: option.custom('name', 'The spell (fireball, teleport, heal, circle, tunnel…)', z.string({ error: 'which spell? /cast caster:Zacharie spell:fireball hex:F7' }).trim().min(1, 'which spell?')),
      target: option.unit('The character it is cast on (or the map a detection searches)', 'on whom', { optional: true }),
      hex: hex('The hex: where a fireball strikes, where he teleports or reappears', 'is the spell cast on', { optional: true }),
      hexes: hexes('The hexes a terrain spell, a circle or spirits cover (e.g. E6,F7)', 'does the spell cover', { optional: true }),
      points: option.integer('Points bought: MA, attack, defence, or off a shooting die', 'points', { min: 1 }, { optional: true }),
      shape: option.choice('A 1-hex tunnel: straight, curved or junction', ['straight', 'curved', 'junction'], 'shape: straight, curved or junction.', { optional: true }),
      leads: option.custom('text', 'An underground entrance: the tunnel it opens into', z.string().trim().min(1, 'leads: the tunnel it opens into.'), { optional: true }),
    },
    legal: rules.legal('cast'),
    apply: (state, seat, o, dice) => {
      const { verb: _, ...spell } = o;
      return applied(orderCast(rules.table(state), seat, spell, dice));
    },
  });

  /** `when:` may carry its value inline, as the by-post shorthand `when:target:Konrad` or `when:cost:20`; `/counter` reads it. */
  const counter = order({
    verb: 'counter',
    group: 'magic',
    kind: 'standing',
    description: "Set a caster's standing counterspell against enemy spells (secret); alone, lists yours",
    options: {
      caster: character('Your spellcaster', 'counters', { optional: true }),
      when: option.custom(
        'choice',
        'Which enemy spells he counters',
        z.string().trim().regex(/^(always|target|cost|never)(:.*)?$/i, 'when: one of always, target, cost, never.'),
        { optional: true },
        [
          { name: 'every enemy spell', value: 'always' },
          { name: 'spells cast on one character (target:)', value: 'target' },
          { name: 'spells of N EP or more (cost:)', value: 'cost' },
          { name: 'never', value: 'never' },
        ],
      ),
      target: character('The character whose spells he counters (when:target)', 'is protected', { optional: true }),
      cost: option.integer('The least EP a spell must cost to be countered (when:cost)', 'cost', { min: 1 }, { optional: true }),
      ask: option.yesNo('Counter only in the window: ask me first; silence counters (reaction window games)', { optional: true }),
    },
    legal: rules.legal('counter'),
    apply: (state, seat, o) => applied(orderCounter(rules.table(state), seat, o)),
  });

  const counterspell = order({
    verb: 'counterspell',
    group: 'magic',
    description: 'Answer the counterspell window: counter the enemy spell now, or not, or as your standing orders say',
    options: {
      answer: windowAnswer('Counter now (yes), let it be cast (no), or as your standing orders say (standing)'),
    },
    legal: rules.legal('counterspell'),
    apply: (state, seat, o, dice) => applied(answerCounter(rules.table(state), seat, o.answer, dice)),
  });

  return [cast, counter, counterspell] as const;
}
