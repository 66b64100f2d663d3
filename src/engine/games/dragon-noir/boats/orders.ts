import { err } from '../../../core/result.ts';
import { orderFor } from '../../../core/order-def.ts';
import { resolveLabel } from '../../../hex/board.ts';
import { parseFacing } from '../horses/riding.ts';
import { character, facing, FACINGS, hex } from '../options.ts';
import { applied, type DnRules } from '../rules.ts';
import type { DnState } from '../state.ts';
import type { DnView } from '../view.ts';
import { board } from './boarding.ts';
import { land } from './landing.ts';
import { row } from './rowing.ts';

/**
 * The boat of the Dark Island (2.34, DN2): `/board unit: at:` gets a character into the boat beside
 * him, `/row unit: to: facing:` takes its bow to a hex, `/land unit: to:` gets him out onto a jetty
 * or a beach.
 */

export function boatOrders(rules: DnRules) {
  const order = orderFor<DnState, DnView>();

  const boardBoat = order({
    verb: 'board',
    group: 'boats',
    description: 'Get into the boat beside your character (2.34): 1 MP from a jetty or beach, 2 from the water',
    options: {
      unit: character('The Adventurer who gets in', 'gets into the boat'),
      at: hex('Which hex of the boat, if both are beside him', 'of the boat to sit in', { optional: true }),
    },
    legal: rules.legal('board'),
    apply: (state, seat, o) => {
      const table = rules.table(state);
      const at = o.at ? resolveLabel(table.board, o.at) : undefined;
      if (at && !at.ok) return at;
      return applied(board(table, seat, o.unit, at?.value));
    },
  });

  const rowBoat = order({
    verb: 'row',
    group: 'boats',
    description: 'Row the boat: 4 hexes, or 2 (a turn wider than 60° counts as a hex)',
    options: {
      unit: character('The rower, aboard', 'rows'),
      to: hex("Where the boat's bow goes", "for the boat's bow"),
      facing: facing('Which way the bow points at the end', 'does the bow point', FACINGS, { optional: true }),
    },
    legal: rules.legal('row'),
    apply: (state, seat, o) => {
      if (seat !== state.sides[0]!.id || state.volume !== 2) return err('Only the Adventurers can use a boat (2.34).');
      const table = rules.table(state);
      const to = resolveLabel(table.board, o.to);
      if (!to.ok) return to;
      return applied(row(table, seat, o.unit, to.value, o.facing === undefined ? undefined : parseFacing(o.facing)));
    },
  });

  const landBoat = order({
    verb: 'land',
    group: 'boats',
    description: 'Get out of the boat onto a jetty (moored) or a beach (the boat on it)',
    options: {
      unit: character('The character who gets out', 'gets out'),
      to: hex('The jetty or beach hex beside the boat', 'to step out onto (a jetty or a beach)'),
    },
    legal: rules.legal('land'),
    apply: (state, seat, o) => {
      const table = rules.table(state);
      const to = resolveLabel(table.board, o.to);
      if (!to.ok) return to;
      return applied(land(table, seat, o.unit, to.value));
    },
  });

  return [boardBoat, rowBoat, landBoat] as const;
}
