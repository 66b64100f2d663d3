import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import { CARD_TIMINGS, CARD_TYPES, type CardEffect, type CardEffectKind, type CardEra, type CardSpec, type CardTiming, type CardType } from '../paths/cards.ts';
import type { WarStatusChart } from '../paths/rules.ts';
import type { World } from '../world.ts';
import { EVENT_KINDS } from './events.ts';
import { readJson } from './read.ts';

/**
 * Paths of the Lance's cards and War Status chart as data (assets/cards/dragons-of-glory/:
 * era-1.json, era-2.json, era-3.json, chart.json; format in docs/paths-of-the-lance.md), read and
 * checked with zod; a mistake comes back as one line naming the file and the card.
 */

const ID = /^[a-z][a-z0-9-]*[a-z0-9]$/;
const Id = z.string().regex(ID, 'an id is lower-case letters, digits and dashes');
const Side = z.enum(['highlord', 'whitestone']);
const CardSource = z.enum(['paths-of-the-lance', 'dl11', 'invented']);
const ChartSource = z.enum(['paths-of-the-lance', 'invented']);
/** A d10 number or modifier: DL11's activation ratings run from −3 to 7. */
const Rating = z.number().int().min(-5).max(10);
const Points = z.number().int().min(0).max(4);

const EffectSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('status') }),
  z.strictObject({ kind: z.literal('activation'), nation: Id, highlord: Rating, whitestone: Rating }),
  z.strictObject({ kind: z.literal('diplomatic-coup'), bonus: z.number().int().min(1).max(5) }),
  z.strictObject({ kind: z.literal('wing'), highlord: Id, dragons: z.array(Id) }),
  z.strictObject({ kind: z.literal('dark-temple') }),
  z.strictObject({ kind: z.literal('whitestone-council') }),
  z.strictObject({ kind: z.literal('everman-found') }),
  z.strictObject({ kind: z.literal('non-aggression-pact') }),
  z.strictObject({ kind: z.literal('dl11-event'), event: z.enum(EVENT_KINDS), value: z.number().int().min(0) }),
  z.strictObject({ kind: z.literal('combat'), drm: z.number().int().min(1).max(5), when: z.enum(['attack', 'defence', 'either']) }),
  z.strictObject({ kind: z.literal('initiative'), bonus: z.number().int().min(1).max(9) }),
  z.strictObject({ kind: z.literal('assault'), ignore: z.enum(['river', 'terrain']) }),
]) satisfies z.ZodType<CardEffect>;

const CardSchema = z.strictObject({
  id: Id,
  title: z.string().min(1),
  era: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  ap: Points,
  rp: Points,
  oval: z.strictObject({ side: z.enum(['highlord', 'whitestone', 'neutral']), value: z.number().int().min(-3).max(5) }).nullable(),
  asterisk: z.boolean(),
  type: z.enum(CARD_TYPES),
  side: z.enum(['highlord', 'whitestone', 'either']),
  timing: z.enum(CARD_TIMINGS),
  effect: EffectSchema,
  text: z.string().min(1),
  sources: z.strictObject({ title: CardSource, values: CardSource }),
}) satisfies z.ZodType<CardSpec>;

const EraFileSchema = z.strictObject({ about: z.string().optional(), cards: z.array(CardSchema).min(1) });

const chartValue = <T extends z.ZodType>(value: T) => z.strictObject({ value, source: ChartSource, note: z.string().optional() });
const Square = z.number().int().min(1);
const ChartSchema = z.strictObject({
  about: z.string().optional(),
  knightSquares: chartValue(z.array(Square).min(1)),
  vpBonus: chartValue(z.array(z.strictObject({ side: Side, from: z.number().int().min(1), to: z.number().int().min(1), bonus: z.number().int().min(0) }))),
  // JSON keys are strings: the eras and hand sizes are keyed "2", "3" and "1", "2", "3".
  eras: chartValue(z.strictObject({ '2': Square, '3': Square })),
  handSize: chartValue(z.strictObject({ '1': z.number().int().min(1), '2': z.number().int().min(1), '3': z.number().int().min(1) })),
  lateKnightBonus: chartValue(z.number().int().min(0)),
});

/** The card types each effect may be printed on. */
const TYPE_OF: Readonly<Record<CardEffectKind, readonly CardType[]>> = {
  status: ['status'],
  activation: ['activation'],
  'diplomatic-coup': ['event'],
  wing: ['wing'],
  'dark-temple': ['event'],
  'whitestone-council': ['event'],
  'everman-found': ['event'],
  'non-aggression-pact': ['event'],
  'dl11-event': ['event'],
  combat: ['combat-modifier'],
  initiative: ['initiative-modifier'],
  assault: ['assault-declaration'],
};

/** The moment each effect is played at (CARD_TIMINGS): the rest are played in a card phase. */
const TIMING_OF: Readonly<Partial<Record<CardEffectKind, CardTiming>>> = {
  'diplomatic-coup': 'activation',
  combat: 'battle',
  initiative: 'initiative',
  assault: 'movement',
};

export const ERA_FILES: Readonly<Record<CardEra, string>> = { 1: 'era-1', 2: 'era-2', 3: 'era-3' };

/** What one card says of itself that its fields alone don't check; null when it holds together. */
function cardMistake(card: CardSpec): string | null {
  const types = TYPE_OF[card.effect.kind];
  if (!types.includes(card.type)) return `a ${card.effect.kind} effect goes on a card of type ${types.join(' or ')}, not ${card.type}`;
  const timing = TIMING_OF[card.effect.kind] ?? 'card-phase';
  if (card.timing !== timing) return `a ${card.effect.kind} effect is played at ${timing}, not ${card.timing}`;
  if (card.oval?.side === 'neutral' && card.oval.value >= 0) return "a neutral oval takes war status away (PL H: the Non-aggression Pact's −1)";
  if (card.oval && card.oval.side !== 'neutral' && card.oval.value < 1) return "a side's war-status oval adds at least 1";
  if (card.type === 'status' && (!card.oval || card.oval.side === 'neutral')) return "a status card has a side's war-status oval";
  if (card.effect.kind === 'non-aggression-pact' && card.oval?.side !== 'neutral') return 'the Non-aggression Pact has a neutral oval (PL H)';
  if (card.type === 'wing' && card.side !== 'highlord') return 'a dragonarmy wing card is the Highlords\' (PL A)';
  return null;
}

/**
 * Reads the three era files and the chart (name without extension → text): every card checked,
 * each in the file of its era, every id once over the three.
 */
export function readCards(files: Record<string, string>): Result<{ cards: CardSpec[]; chart: WarStatusChart }> {
  const cards: CardSpec[] = [];
  const from = new Map<string, string>();
  const titles = new Map<string, string>();
  for (const era of [1, 2, 3] as const) {
    const name = ERA_FILES[era];
    const file = `${name}.json`;
    const text = files[name];
    if (text === undefined) return err(`Paths of the Lance: assets/cards/dragons-of-glory/${file} is missing.`);
    const read = readJson(file, text, EraFileSchema, 'cards');
    if (!read.ok) return read;
    for (const [i, card] of read.value.cards.entries()) {
      const at = `${file}: entry ${i + 1} (${card.id})`;
      if (card.era !== era) return err(`${at}: a card of era ${card.era} goes in ${ERA_FILES[card.era]}.json, not in ${file}.`);
      const other = from.get(card.id);
      if (other) return err(`${at}: the card id ${card.id} is already in ${other}.`);
      // One title, one card: a card named in the open must never read as another still in a hand.
      const namesake = titles.get(card.title);
      if (namesake) return err(`${at}: the title "${card.title}" is already ${namesake}'s; number the copies (Diplomatic Coup I, II…).`);
      const mistake = cardMistake(card);
      if (mistake) return err(`${at}: ${mistake}.`);
      from.set(card.id, file);
      titles.set(card.title, card.id);
      cards.push(card);
    }
  }
  const chartText = files.chart;
  if (chartText === undefined) return err('Paths of the Lance: assets/cards/dragons-of-glory/chart.json is missing.');
  const read = readJson('chart.json', chartText, ChartSchema);
  if (!read.ok) return read;
  const c = read.value;
  if (c.eras.value['2'] >= c.eras.value['3']) return err('chart.json: eras: the third era begins above the second.');
  for (const b of c.vpBonus.value) if (b.from > b.to) return err(`chart.json: vpBonus: ${b.side} ${b.from}-${b.to} runs backwards.`);
  const chart: WarStatusChart = {
    knightSquares: [...c.knightSquares.value].sort((a, b) => a - b),
    vpBonus: c.vpBonus.value,
    eras: { 2: c.eras.value['2'], 3: c.eras.value['3'] },
    handSize: { 1: c.handSize.value['1'], 2: c.handSize.value['2'], 3: c.handSize.value['3'] },
    lateKnightBonus: c.lateKnightBonus.value,
  };
  return ok({ cards, chart });
}

/**
 * The cards against the world they are played in: an activation card names a nation that can be
 * activated and is no knight nation (PL B.2: the knights come by war status and invasion only); a
 * wing card brings a leader and dragons of the dragonarmy pool.
 */
export function checkCards(cards: readonly CardSpec[], world: World): Result<void> {
  for (const card of cards) {
    const at = `${ERA_FILES[card.era]}.json: ${card.id}`;
    const e = card.effect;
    if (e.kind === 'activation') {
      const nation = world.nations.get(e.nation);
      if (!nation) return err(`${at}: activates ${e.nation}, which is no nation.`);
      if (!nation.activation) return err(`${at}: activates ${nation.name}, which cannot be activated.`);
      if (nation.knight) return err(`${at}: activates ${nation.name}, a knight nation; the knights join by war status or invasion (PL B.2, B.3).`);
    }
    if (e.kind === 'wing') {
      const leader = world.counters.get(e.highlord);
      if (!leader || leader.kind !== 'leader' || leader.nation !== 'dragonarmy') return err(`${at}: its highlord ${e.highlord} is no leader of the dragonarmy.`);
      for (const d of e.dragons) {
        const dragon = world.counters.get(d);
        if (!dragon || dragon.kind !== 'dragon' || dragon.nation !== 'dragonarmy') return err(`${at}: ${d} is no dragon of the dragonarmy.`);
      }
    }
  }
  return ok(undefined);
}
