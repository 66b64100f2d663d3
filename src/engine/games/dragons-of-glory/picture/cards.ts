import type { SceneCounter } from '../../../scene/hex-board.ts';
import type { PanelCell, PanelTag } from '../../../scene/panel.ts';
import type { PlCardView, PlView } from './view-types.ts';

/**
 * What Paths of the Lance adds to the picture: the era, war status and VP marker in the status
 * line, Berem's marker in his hex, and, on a player's own picture, his hand drawn as cards in a
 * strip under the map. Our own card, in the game's manner: the era's colour as its border (red,
 * blue, green), its title (with its asterisk), its type, its assault and rebuild points in the
 * lower corners and its war-status oval, in its side's colour, in the upper right.
 */

const SIDE_WORD = { highlord: 'Highlords', whitestone: 'Whitestone' } as const;

export const ERA_COLOUR: Record<PlCardView['era'], string> = { 1: '#a3302a', 2: '#2c5a9a', 3: '#3f7f3a' };
/** The oval's colours: black for the Highlords, blue for the Whitestone, grey for the pact in neither's favour. */
export const OVAL_LOOK = {
  highlord: { fill: '#1d1a16', ink: '#fbf6e8' },
  whitestone: { fill: '#2f5d9e', ink: '#fbf6e8' },
  neutral: { fill: '#8a8a8a', ink: '#1d1a16' },
} as const;
const CARD_PAPER = '#f3ead2';
const CARD_INK = '#1d1a16';
/** The crossbow's (assault) and the pick-and-shovel's (rebuild) labels. */
const AP_LOOK = { fill: '#6b2e1e', ink: '#fbf6e8' };
const RP_LOOK = { fill: '#5b5a2a', ink: '#fbf6e8' };
/** Berem, the Green Gemstone Man. */
const BEREM_LOOK = { fill: '#2e7d4f', ink: '#fbf6e8', border: '#1d1a16' };

/** "Era 1 · War status 7 · VP Highlords 4". */
export function plStatus(pl: PlView): string {
  const vp = pl.vp.side ? `VP ${SIDE_WORD[pl.vp.side]} ${pl.vp.value}` : 'VP even';
  return [`Era ${pl.era}`, `War status ${pl.warStatus}`, vp].join(' · ');
}

/** Berem's counter, where he is on the map (his place is public, PL D); outlined in his captor's colour once captured. */
export function beremCounter(pl: PlView, sideColour: Record<'highlord' | 'whitestone', string>): SceneCounter | undefined {
  const berem = pl.berem;
  if (berem.status === 'waiting' || !berem.at) return undefined;
  return {
    hexes: [berem.at],
    fill: BEREM_LOOK.fill,
    ink: BEREM_LOOK.ink,
    border: berem.status === 'captured' ? sideColour[berem.side] : BEREM_LOOK.border,
    lines: [{ text: 'Berem', at: 0, size: 0.3, fit: 0.9 }],
  };
}

/** A side's player's own hand, as a strip of cards, while he holds any; none for anyone else (the public picture never has one). */
export function handStrip(pl: PlView): { title: string; cells: PanelCell[] } | undefined {
  const cards = pl.own ? pl.hands[pl.own] : [];
  if (!pl.own || cards.length === 0) return undefined;
  const ap = cards.reduce((sum, c) => sum + c.ap, 0);
  const rp = cards.reduce((sum, c) => sum + c.rp, 0);
  const title = `Your hand, ${SIDE_WORD[pl.own]}: ${cards.length} card${cards.length === 1 ? '' : 's'} · AP ${ap} · RP ${rp}`;
  return { title, cells: cards.map(cardCell) };
}

export function cardCell(card: PlCardView): PanelCell {
  const tags: PanelTag[] = [
    { text: `AP ${card.ap}`, corner: 'bottom-left', ...AP_LOOK },
    { text: `RP ${card.rp}`, corner: 'bottom-right', ...RP_LOOK },
  ];
  if (card.oval) tags.push({ text: card.oval.value < 0 ? `−${-card.oval.value}` : `+${card.oval.value}`, corner: 'top-right', oval: true, ...OVAL_LOOK[card.oval.side] });
  return { text: `${card.title}${card.asterisk ? ' *' : ''}`, lines: [card.type], fill: CARD_PAPER, ink: CARD_INK, shape: 'card', frame: ERA_COLOUR[card.era], tags };
}
