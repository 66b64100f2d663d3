import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../../../../src/engine/core/result.ts';
import { checkCards, readCards } from '../../../../src/engine/games/dragons-of-glory/data/cards.ts';
import { totalOf, type CardSpec } from '../../../../src/engine/games/dragons-of-glory/paths/cards.ts';
import { cardsOfEra } from '../../../../src/engine/games/dragons-of-glory/paths/rules.ts';
import { cardTable, withCardTable } from '../../../../scripts/dragons-of-glory/card-list.ts';
import { pathsOfTheLance } from './assets.ts';

/** The cards' files as the app reads them: era-1, era-2, era-3 and chart, by name without extension. */
const DIR = join(import.meta.dirname, '../../../../assets/cards/dragons-of-glory');
const texts = (): Record<string, string> =>
  Object.fromEntries(readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => [basename(f, '.json'), readFileSync(join(DIR, f), 'utf8')]));
const DOCS = join(import.meta.dirname, '../../../../docs/paths-of-the-lance.md');

describe('Paths of the Lance cards', () => {
  const { cards, chart } = unwrap(readCards(texts()));
  const byId = new Map(cards.map((c) => [c.id, c]));
  const card = (id: string): CardSpec => {
    const c = byId.get(id);
    if (!c) throw new Error(`no card ${id}`);
    return c;
  };
  const titled = (title: string) => cards.filter((c) => c.title === title);

  it('96 cards ("There are 96 cards"), about 40 red, 32 blue and 24 green', () => {
    expect(cards).toHaveLength(96);
    expect([1, 2, 3].map((era) => cards.filter((c) => c.era === era).length)).toEqual([40, 32, 24]);
    expect(new Set(cards.map((c) => c.id)).size).toBe(96);
  });

  it('every AP+RP total from 2 to 7 is on at least 3 cards, so the event-phase trade can happen (FACTS §1.2.5)', () => {
    for (let total = 2; total <= 7; total++) expect([total, cards.filter((c) => totalOf(c) === total).length >= 3]).toEqual([total, true]);
    for (const c of cards) expect([c.id, c.ap >= 0 && c.ap <= 4 && c.rp >= 0 && c.rp <= 4]).toEqual([c.id, true]);
    // Within the first era too, the only cards in the deck until war status 15.
    const first = cards.filter((c) => c.era === 1);
    for (let total = 2; total <= 7; total++) expect([total, first.filter((c) => totalOf(c) === total).length >= 3]).toEqual([total, true]);
  });

  it('Fizban Appears has the Whitestone oval and totals 6; Zhakar Joins the War totals 6 and activates Zhakar (PL "Using the Event Cards" 1)', () => {
    const fizban = titled('Fizban Appears');
    expect(fizban).toHaveLength(1);
    expect([fizban[0]!.oval?.side, totalOf(fizban[0]!)]).toEqual(['whitestone', 6]);
    const zhakar = titled('Zhakar Joins the War');
    expect(zhakar).toHaveLength(1);
    expect([totalOf(zhakar[0]!), zhakar[0]!.type, zhakar[0]!.effect]).toEqual([6, 'activation', expect.objectContaining({ kind: 'activation', nation: 'zhakar' })]);
  });

  it('the Non-aggression Pact takes 1 from war status, and is in neither side\'s favour (PL H)', () => {
    const pact = titled('Non-aggression Pact');
    expect(pact).toHaveLength(1);
    expect([pact[0]!.oval, pact[0]!.effect.kind]).toEqual([{ side: 'neutral', value: -1 }, 'non-aggression-pact']);
  });

  it('five dragonarmy wing cards, the Highlords\', each with its highlord: blue Kitiara, green Salah-Khan, black Bolas, white Feal-Thas, red Verminaard (PL A)', () => {
    const wings = cards.filter((c) => c.type === 'wing');
    expect(wings).toHaveLength(5);
    for (const w of wings) expect([w.id, w.side, w.effect.kind]).toEqual([w.id, 'highlord', 'wing']);
    const highlordOf = (colour: string) => {
      const e = card(`${colour}-dragonarmy`).effect;
      return e.kind === 'wing' ? [e.highlord, e.dragons] : null;
    };
    expect(highlordOf('blue')).toEqual(['kitiara', ['blue-dragon-1', 'blue-dragon-2']]);
    expect(highlordOf('green')).toEqual(['salah-khan', ['green-dragon-1', 'green-dragon-2']]);
    expect(highlordOf('black')).toEqual(['bolas', ['black-dragon']]);
    expect(highlordOf('white')).toEqual(['feal-thas', ['white-dragon']]);
    expect(highlordOf('red')).toEqual(['verminaard', ['red-dragon-1', 'red-dragon-2']]);
  });

  it('Dark Temple is the Highlords\', Whitestone Council the Whitestone\'s (PL I); Everman Found places Berem (PL D)', () => {
    expect(titled('Dark Temple').map((c) => [c.side, c.effect.kind])).toEqual([['highlord', 'dark-temple']]);
    expect(titled('Whitestone Council').map((c) => [c.side, c.effect.kind])).toEqual([['whitestone', 'whitestone-council']]);
    expect(titled('Everman Found').map((c) => [c.side, c.effect.kind])).toEqual([['either', 'everman-found']]);
  });

  it('several Diplomatic Coups, played with an activation roll, asterisked so they come back (PL B.1)', () => {
    // Numbered (I, II, …) so that each title names one card: a coup played in the open never looks like another still in a hand.
    const coups = cards.filter((c) => c.title.startsWith('Diplomatic Coup'));
    expect(coups.length).toBeGreaterThanOrEqual(2);
    expect(new Set(cards.map((c) => c.title)).size).toBe(cards.length);
    for (const c of coups) {
      expect([c.id, c.effect.kind, c.timing, c.asterisk]).toEqual([c.id, 'diplomatic-coup', 'activation', true]);
      if (c.effect.kind === 'diplomatic-coup') expect([1, 2]).toContain(c.effect.bonus);
    }
  });

  it('one activation card for each nation a card may bring in, with DL11\'s ratings, and none for the four knight nations (PL B.2)', () => {
    const { world } = pathsOfTheLance();
    const activatable = [...world.nations.values()].filter((n) => n.activation && !n.knight);
    const activations = cards.filter((c) => c.type === 'activation');
    const nations = activations.map((c) => (c.effect.kind === 'activation' ? c.effect.nation : null));
    expect(nations.slice().sort()).toEqual(activatable.map((n) => n.id).sort());
    for (const c of activations) {
      const e = c.effect;
      if (e.kind !== 'activation') throw new Error(`${c.id} is an activation card without an activation`);
      const n = world.nations.get(e.nation)!;
      expect([c.id, c.side, e.highlord, e.whitestone]).toEqual([c.id, 'either', n.activation!.highlord, n.activation!.whitestone]);
    }
    for (const knight of ['caergoth', 'gunthar', 'northern-ergoth', 'solanthus']) expect(nations).not.toContain(knight);
  });

  it("DL11's strategic events as cards: dragonlances, three orbs, three wizards a side, the Golden General, the good dragons, the gnomes, citadels, Soth", () => {
    const events = (kind: string, side?: string) => cards.filter((c) => c.effect.kind === 'dl11-event' && c.effect.event === kind && (!side || c.side === side));
    expect(events('dragonlance').length).toBeGreaterThanOrEqual(2);
    expect(events('dragon-orb')).toHaveLength(3);
    expect(events('wizard', 'highlord')).toHaveLength(3);
    expect(events('wizard', 'whitestone')).toHaveLength(3);
    expect(events('flying-citadel').length).toBeGreaterThanOrEqual(2);
    for (const kind of ['golden-general', 'good-dragons-arrive', 'gnomish-technology', 'lord-soths-legion']) expect([kind, events(kind).length]).toEqual([kind, 1]);
    for (const c of cards.filter((c) => c.effect.kind === 'dl11-event')) expect([c.id, c.sources.values]).toEqual([c.id, 'dl11']);
  });

  it('war-status ovals for both sides, balanced; every status card has one; "played at the appropriate time" cards have their moment', () => {
    const sum = (side: string) => cards.filter((c) => c.oval?.side === side).reduce((n, c) => n + c.oval!.value, 0);
    expect(sum('highlord')).toBeGreaterThan(0);
    expect(Math.abs(sum('highlord') - sum('whitestone'))).toBeLessThanOrEqual(2);
    for (const c of cards.filter((c) => c.type === 'status')) {
      expect([c.id, c.oval!.side === c.side, c.oval!.value >= 1 && c.oval!.value <= 3]).toEqual([c.id, true, true]);
    }
    const timing = { 'combat-modifier': 'battle', 'initiative-modifier': 'initiative', 'assault-declaration': 'movement' } as const;
    for (const [type, when] of Object.entries(timing)) {
      const of = cards.filter((c) => c.type === type);
      expect([type, of.length >= 3]).toEqual([type, true]);
      for (const c of of) expect([c.id, c.timing]).toEqual([c.id, when]);
    }
  });

  it('the War Status chart: knight squares every even square 16-28, the VP bonus, the eras at 15 and 30, hands of 5, 6, 7 (PL B.2, H, step 1; FACTS §1.2.5)', () => {
    expect(chart).toEqual({
      knightSquares: [16, 18, 20, 22, 24, 26, 28],
      vpBonus: [{ side: 'highlord', from: 1, to: 12, bonus: 1 }, { side: 'highlord', from: 13, to: 24, bonus: 2 }],
      eras: { 2: 15, 3: 30 },
      handSize: { 1: 5, 2: 6, 3: 7 },
      lateKnightBonus: 2,
    });
  });

  it('the loaded game carries the cards and chart, and every card holds against the world', () => {
    const { paths, world, module } = pathsOfTheLance();
    expect(paths.cards.size).toBe(96);
    expect(paths.chart).toEqual(chart);
    expect(cardsOfEra(paths, 3)).toHaveLength(24);
    expect(module.rules.paths).toBe(paths);
    expect(checkCards(cards, world)).toEqual({ ok: true, value: undefined });
  });

  describe('a mistake comes back as one line naming the file and the card', () => {
    const refused = (files: Record<string, string>): string => {
      const read = readCards(files);
      if (read.ok) throw new Error('read a broken file');
      expect(read.error).not.toContain('\n');
      return read.error;
    };
    const edit = (file: string, from: string, to: string): Record<string, string> => {
      const files = texts();
      if (!files[file]!.includes(from)) throw new Error(`${file} has no ${from}`);
      return { ...files, [file]: files[file]!.replace(from, to) };
    };

    it('an effect of no kind, or missing its fields', () => {
      expect(refused(edit('era-1', '"effect": {"kind": "dark-temple"}', '"effect": {"kind": "dark-castle"}'))).toMatch(/^era-1\.json: entry \d+ \(dark-temple\), effect\.kind: .+\.$/);
      expect(refused(edit('era-1', '"effect": {"kind": "combat", "drm": 2, "when": "attack"}', '"effect": {"kind": "combat", "drm": 2}'))).toMatch(/^era-1\.json: entry \d+ \(dragonfear\), effect\.when: .+\.$/);
    });

    it('an id given twice', () => {
      expect(refused(edit('era-2', '"id": "theros-forges-the-lances"', '"id": "fizban-appears"'))).toBe(
        'era-2.json: entry ' + (JSON.parse(texts()['era-2']!).cards.findIndex((c: CardSpec) => c.id === 'theros-forges-the-lances') + 1) + ' (fizban-appears): the card id fizban-appears is already in era-1.json.',
      );
    });

    it('a card of one era in another era\'s file', () => {
      expect(refused(edit('era-2', '"id": "everman-found", "title": "Everman Found", "era": 2', '"id": "everman-found", "title": "Everman Found", "era": 1'))).toMatch(
        /^era-2\.json: entry \d+ \(everman-found\): a card of era 1 goes in era-1\.json, not in era-2\.json\.$/,
      );
    });

    it('an effect on a card of the wrong type or moment', () => {
      expect(refused(edit('era-1', '"type": "combat-modifier", "side": "highlord", "timing": "battle", "effect": {"kind": "combat", "drm": 2', '"type": "combat-modifier", "side": "highlord", "timing": "card-phase", "effect": {"kind": "combat", "drm": 2'))).toMatch(
        /^era-1\.json: entry \d+ \(dragonfear\): a combat effect is played at battle, not card-phase\.$/,
      );
    });

    it('a missing file, and a card that names what the world lacks', () => {
      const withoutThird = texts();
      delete withoutThird['era-3'];
      expect(refused(withoutThird)).toBe('Paths of the Lance: assets/cards/dragons-of-glory/era-3.json is missing.');
      const { world } = pathsOfTheLance();
      const knight: CardSpec = { ...card('blode-joins-the-war'), id: 'gunthar-joins-the-war', effect: { kind: 'activation', nation: 'gunthar', highlord: -3, whitestone: 4 } };
      expect(checkCards([knight], world)).toEqual({ ok: false, error: 'era-1.json: gunthar-joins-the-war: activates Gunthar, a knight nation; the knights join by war status or invasion (PL B.2, B.3).' });
      const wing: CardSpec = { ...card('red-dragonarmy'), effect: { kind: 'wing', highlord: 'laurana', dragons: [] } };
      expect(checkCards([wing], world)).toEqual({ ok: false, error: 'era-1.json: red-dragonarmy: its highlord laurana is no leader of the dragonarmy.' });
    });
  });

  it('the card table in docs/paths-of-the-lance.md is the one the data makes (scripts/dragons-of-glory/card-list.ts)', () => {
    const { world } = pathsOfTheLance();
    const doc = readFileSync(DOCS, 'utf8');
    expect(withCardTable(doc, cardTable(cards, world))).toBe(doc);
  });
});
