import { describe, expect, test } from 'vitest';
import { countRoll } from '../../../../src/engine/games/dragon-dice/rolls/count.ts';
import { SAI_EFFECTS, SaiRuleSchema } from '../../../../src/engine/games/dragon-dice/rolls/sais.ts';
import type { RollContext, RollCount, RollKind } from '../../../../src/engine/games/dragon-dice/rolls/types.ts';
import { SAI_ICONS, type Icon, type Sai, type Species, type UnitDie } from '../../../../src/engine/games/dragon-dice/dice/types.ts';
import { saiRules, showing, testBook } from './book.ts';

/**
 * Every special action icon, what it counts as in each kind of roll and its effect, with a
 * monster's value (4: GAPS B2, each icon of a monster gives 4). The meanings are SFR v4's as the TS
 * dataset's die_face_data gives them, and which roll each counts in as OC's variables.py has it.
 */
const X = 4;
const monster = (sai: Sai): UnitDie => ({
  id: `test-${sai}`,
  name: `Test ${sai}`,
  species: sai === 'trumpet' ? 'feral' : 'dwarves',
  class: 'monster',
  health: 4,
  faces: [{ icon: sai as Icon, count: X }, ...Array.from({ length: 9 }, () => ({ icon: 'melee' as Icon, count: 4 }))],
  source: 'invented',
});
const book = testBook({ dice: SAI_ICONS.map(monster) });

type Seen = { melee?: number; missile?: number; save?: number; maneuver?: number; magic?: number; cantrip?: number; effect?: [string, number]; reroll?: true };
const KINDS = ['melee', 'missile', 'magic', 'save', 'maneuver', 'dragon'] as const;
type Expect = Partial<Record<(typeof KINDS)[number], Seen>>;

const any: Expect = { melee: { melee: X }, missile: { missile: X }, magic: { magic: X }, save: { save: X }, maneuver: { maneuver: X }, dragon: { melee: X, missile: X, save: X } };
/** X of what the roll is for, and the effect in every roll but a maneuver (SFR v4: in a maneuver roll, Teleport and its kin only move the army). */
const anyWith = (effect: string, value: number): Expect => Object.fromEntries(Object.entries(any).map(([k, v]) => [k, k === 'maneuver' ? v : { ...v, effect: [effect, value] }]));
/** The pattern of most monster attack SAIs: an effect in melee, X saves when saving, X melee and X saves against a dragon. */
const meleeSai = (effect: string, value = X): Expect => ({ melee: { effect: [effect, value] }, save: { save: X }, dragon: { melee: X, save: X } });
const cantrip: Expect = { magic: { magic: X }, melee: { cantrip: X }, missile: { cantrip: X }, save: { cantrip: X }, dragon: { cantrip: X } };

const EXPECTED: Record<Sai, Expect> = {
  bash: { ...any, save: { effect: ['damage-attacker-one', X] } },
  // The Dragonkin's icons: counts only, and they count nothing (their effects have no code yet).
  belly: {},
  breath: {},
  bullseye: { missile: { effect: ['kill-no-save', X] }, maneuver: { maneuver: X }, dragon: { missile: X } },
  cantrip,
  charge: { melee: { effect: ['charge', X] } },
  charm: meleeSai('charm'),
  choke: { melee: { effect: ['kill-on-id', X] } },
  cloak: { melee: { effect: ['cloak', X] }, missile: { effect: ['cloak', X] }, magic: { effect: ['cloak', X] }, maneuver: { effect: ['cloak', X] }, save: { save: 2 * X, effect: ['cloak', X] }, dragon: { save: X, effect: ['cloak', X] } },
  coil: meleeSai('damage-one'),
  confuse: meleeSai('confuse'),
  convert: { melee: { effect: ['convert', X] } },
  counter: { ...any, save: { save: X, effect: ['counter-attack', X] } },
  'create-fireminions': any,
  'dispel-magic': {},
  'double-strike': { melee: { effect: ['kill-if-no-save', X], reroll: true }, dragon: { melee: X } },
  entangle: { melee: { effect: ['bury', 2] } },
  ferry: anyWith('move-units', 2),
  firebreath: { melee: { effect: ['bury', X] } },
  firecloud: { melee: { effect: ['kill-if-no-maneuver', X] }, missile: { effect: ['kill-if-no-maneuver', X] } },
  firewalking: anyWith('move-unit', X),
  flame: { melee: { effect: ['bury', 2] } },
  'flaming-arrow': { missile: { effect: ['bury-if-no-save', X] }, dragon: { missile: X } },
  'flaming-shield': { save: { save: X, effect: ['damage-attacker', X] }, dragon: { save: X } },
  fly: { maneuver: { maneuver: X }, save: { save: X }, dragon: { save: X } },
  'frost-breath': { melee: { effect: ['halve-army', X] }, missile: { effect: ['halve-army', X] } },
  'frost-cantrip': cantrip,
  'frost-magic': { magic: { magic: X, effect: ['frost-magic', X] } },
  galeforce: meleeSai('reserve'),
  gore: meleeSai('damage-one'),
  hoof: { maneuver: { maneuver: X }, save: { save: X }, dragon: { save: X } },
  howl: meleeSai('reserve'),
  hug: meleeSai('damage-one'),
  'hypnotic-glare': { melee: { effect: ['hypnotise-on-id', X] } },
  illusion: { melee: { effect: ['illusion', X] }, missile: { effect: ['illusion', X] }, magic: { effect: ['illusion', X] } },
  kick: meleeSai('damage-one'),
  logo: {},
  net: meleeSai('entangle'),
  paw: { maneuver: { maneuver: X } },
  plague: meleeSai('kill-one-if-no-save'),
  poison: { melee: { effect: ['bury-one', X] } },
  regenerate: { save: { save: X, effect: ['regenerate', X] }, dragon: { save: X } },
  rend: { melee: { melee: X, reroll: true }, dragon: { melee: X, reroll: true }, maneuver: { maneuver: X } },
  'rise-from-ashes': { save: { save: X }, dragon: { save: X } },
  roar: { melee: { effect: ['reserve', X] } },
  scare: { melee: { effect: ['reserve-if-no-save', X] } },
  'scorching-counter': { save: { save: X, effect: ['counter-attack', X] } },
  'scorching-shield': { save: { save: X, effect: ['damage-attacker-no-save', X] }, dragon: { save: X } },
  'scorching-wings': { maneuver: { maneuver: X }, save: { save: X }, dragon: { save: X } },
  screech: meleeSai('stun'),
  seize: { melee: { effect: ['seize', X] }, missile: { effect: ['seize', X] } },
  slay: meleeSai('bury-one'),
  sleep: meleeSai('sleep'),
  smite: { melee: { effect: ['kill-no-save', X] }, dragon: { melee: X } },
  smother: { melee: { effect: ['kill-if-no-maneuver', X] } },
  stomp: { melee: { effect: ['bury-if-no-maneuver', X] }, dragon: { melee: X } },
  // FACTS 2.2: Smite and Stone allow no save (SFR v4: X damage in melee or missile, X missile against a dragon).
  stone: { melee: { effect: ['kill-no-save', X] }, missile: { effect: ['kill-no-save', X] }, dragon: { missile: X } },
  stun: meleeSai('stun'),
  surprise: { melee: { effect: ['no-counter-attack', X] } },
  swallow: meleeSai('bury-one'),
  tail: { melee: { melee: 2, reroll: true }, dragon: { melee: 2, reroll: true } },
  teleport: anyWith('teleport', X),
  trample: { melee: { melee: X }, maneuver: { maneuver: X }, dragon: { melee: X } },
  trumpet: { melee: { effect: ['trumpet', X] }, save: { effect: ['trumpet', X] }, dragon: { effect: ['trumpet', X] } },
  vanish: anyWith('vanish', X),
  volley: { missile: { missile: X }, dragon: { missile: X }, save: { effect: ['volley', X] } },
  wave: meleeSai('reserve'),
  web: meleeSai('stun', 2),
  'wild-growth': { melee: { effect: ['promote', X] }, missile: { effect: ['promote', X] }, magic: { effect: ['promote', X] }, save: { save: X, effect: ['wild-growth', X] }, dragon: { save: X, effect: ['wild-growth', X] } },
  wither: { melee: { effect: ['wither', 3] } },
};

const ctx = (kind: RollKind, extra: Partial<RollContext> = {}): RollContext => ({ kind, ruleset: 'v4', modifiers: [], ...(kind === 'save' ? { against: 'melee' as const } : {}), ...extra });

/** What a count shows, in the table's words. */
function seen(c: RollCount): Seen {
  const out: Seen = {};
  for (const [k, v] of Object.entries(c.results)) if (v !== 0) out[k as 'melee'] = v;
  const magic = Object.values(c.magic).reduce<number>((a, b) => a + (b ?? 0), 0);
  if (magic !== 0) out.magic = magic;
  if (c.cantrip !== 0) out.cantrip = c.cantrip;
  if (c.effects.length > 0) out.effect = [c.effects[0]!.effect, c.effects[0]!.count];
  if (c.rerolls.length > 0) out.reroll = true;
  return out;
}

/** A test's name: `melee: kill-no-save 4; dragon: 4 melee`. */
function described(e: Expect): string {
  const parts = Object.entries(e).map(([kind, s]) => {
    const bits = Object.entries(s!).flatMap(([k, v]) => (k === 'effect' ? [`${(v as [string, number])[0]} ${(v as [string, number])[1]}`] : k === 'reroll' ? ['roll again'] : [`${v as number} ${k}`]));
    return `${kind}: ${bits.join(', ')}`;
  });
  return parts.length > 0 ? parts.join('; ') : 'counts nothing in these rolls';
}

describe('sais.json: one rule for every special action icon', () => {
  test('every SAI id of the dice has exactly one rule, and every rule reads with its schema', () => {
    const rules = saiRules();
    expect(rules.map((r) => r.id).sort()).toEqual([...SAI_ICONS].sort());
    for (const r of rules) expect(SaiRuleSchema.safeParse(r).success, r.id).toBe(true);
  });

  test('every effect code the rules use is listed in rolls/sais.ts, and every listed code is used', () => {
    const used = new Set(saiRules().flatMap((r) => Object.values(r.rolls).flatMap((e) => (e?.effect && e.effect !== 'cantrip' ? [e.effect] : []))));
    expect([...used].sort()).toEqual(Object.keys(SAI_EFFECTS).sort());
  });

  test('a rule with a misspelt effect code is refused', () => {
    const rule = { ...saiRules()[0]!, rolls: { melee: { effect: 'kil-no-save' } } };
    expect(SaiRuleSchema.safeParse(rule).success).toBe(false);
  });
});

describe('SFR v4 (TS die_face_data) and OC variables.py: what each SAI counts as, and does, in each roll', () => {
  for (const sai of SAI_ICONS) {
    test(`${sai}: ${described(EXPECTED[sai])}`, () => {
      for (const kind of KINDS) {
        const count = countRoll(book, [showing(book, `test-${sai}`, sai)], ctx(kind));
        expect(seen(count), `${sai} in a ${kind} roll`).toEqual(EXPECTED[sai][kind] ?? {});
      }
      // The order roll reads the maneuver results only, with no effects (FAQ Set-up D).
      const order = countRoll(book, [showing(book, `test-${sai}`, sai)], ctx('order'));
      expect(seen(order)).toEqual(EXPECTED[sai].maneuver?.maneuver ? { maneuver: EXPECTED[sai].maneuver!.maneuver } : {});
    });
  }
});

describe('SAIs that work only against some attacks, or at some terrains', () => {
  test('Counter strikes back only against melee: saving against missile it gives X saves alone', () => {
    expect(seen(countRoll(book, [showing(book, 'test-counter', 'counter')], ctx('save', { against: 'missile' })))).toEqual({ save: X });
  });

  test('Dispel Magic works when magic is aimed at the unit', () => {
    expect(seen(countRoll(book, [showing(book, 'test-dispel-magic', 'dispel-magic')], ctx('save', { against: 'magic' })))).toEqual({ effect: ['dispel-magic', X] });
  });

  test('Scorching Wings burns the melee attacker only at a terrain of fire', () => {
    const at = { type: 'highland', elements: ['fire' as const, 'earth' as const], eighth: null, eighthHeld: false };
    expect(seen(countRoll(book, [showing(book, 'test-scorching-wings', 'scorching-wings')], ctx('save', { terrain: at })))).toEqual({ save: X, effect: ['damage-attacker', X] });
  });

  test('Trumpet: every Feral unit in the army doubles its melee (TS Trumpet); a Dwarf does not', () => {
    const roll = [showing(book, 'feral-elephant-folk', 'trumpet', 'trumpeter'), showing(book, 'feral-elephant-folk', 'melee', 'other'), showing(book, 'dwarf-footman', 'melee', 'dwarf')];
    const count = countRoll(book, roll, ctx('melee'));
    expect(count.results.melee).toBe(4 * 2 + 1);
    expect(count.lines[1]).toBe('Elephant-Folk: melee 4 → 4 melee ×2 (Trumpet) = 8');
  });

  test('Charge: the Charge effect tells the action to count the roll again as a charge, maneuvers as melee', () => {
    const roll = [showing(book, 'test-charge', 'charge'), showing(book, 'goblin-thug', 'maneuver')];
    expect(countRoll(book, roll, ctx('melee')).effects).toEqual([{ sai: 'charge', unit: 'test-charge', count: X, effect: 'charge' }]);
    expect(countRoll(book, roll, ctx('melee', { charge: true })).results.melee).toBe(1);
  });
});

describe('FAQ SAI B (WE-DD-12): spells that change the army results do not touch its SAIs', () => {
  test('a Crack-Shot Bullseye (4, OC set.xml) under a halving of missile still kills 4 with no save; the plain missile 3 is halved to 1', () => {
    const roll = [showing(book, 'dwarf-crack-shot', 'bullseye', 'shot'), showing(book, 'dwarf-crack-shot', 'missile', 'archer')];
    const count = countRoll(book, roll, { kind: 'missile', ruleset: '1996', modifiers: [{ source: 'Wall of Fog', result: 'missile', change: { halve: true } }] });
    expect(count.effects).toEqual([{ sai: 'bullseye', unit: 'shot', count: 4, effect: 'kill-no-save' }]);
    expect(count.results.missile).toBe(1);
  });

  test('a halving of melee does not halve Rend melee results either: Rend 3 + melee 4 halved is 3 + 2', () => {
    const roll = [showing(book, 'goblin-leopard-rider', 'rend', 'rider'), showing(book, 'goblin-leopard-rider', 'melee', 'other')];
    const count = countRoll(book, roll, { kind: 'melee', ruleset: 'v4', modifiers: [{ source: 'Blue breath', result: 'melee', change: { halve: true } }] });
    expect(count.results.melee).toBe(5);
    expect(count.rerolls).toEqual(['rider']);
  });
});

describe('FAQ SAI D: terrain doubling reaches an SAI effect of the doubled kind', () => {
  test('a species that doubles melee at its terrain doubles its Smite: 4 kills 8 with no save', () => {
    const brutes: Species = { id: 'brutes', name: 'Brutes', elements: ['fire'], era: 'sfr', abilities: [{ ruleset: '1996', name: 'Test fury', at: { type: 'highland' }, effect: 'double', results: { from: 'melee' }, text: 'melee doubled at a Highland', source: 'invented' }], source: 'invented' };
    const smiter: UnitDie = { ...monster('smite'), id: 'brute-smiter', species: 'brutes' };
    const b = testBook({ species: [brutes], dice: [smiter] });
    const at = { type: 'highland', elements: ['fire' as const, 'earth' as const], eighth: null, eighthHeld: false };
    const count = countRoll(b, [showing(b, 'brute-smiter', 'smite')], { kind: 'melee', ruleset: '1996', modifiers: [], terrain: at });
    expect(count.effects).toEqual([{ sai: 'smite', unit: 'brute-smiter', count: 8, effect: 'kill-no-save' }]);
  });
});

describe('TS Charge, Surprise: no effect during a counter-attack', () => {
  test('Charge and Surprise shown in a counter-attack report no effect', () => {
    for (const sai of ['charge', 'surprise'] as const) {
      expect(countRoll(book, [showing(book, `test-${sai}`, sai)], ctx('melee', { counterAttack: true })).effects).toEqual([]);
    }
  });
});
