import { describe, expect, it } from 'vitest';
import { unitElements } from '../../../../src/engine/games/dragon-dice/dice/elements.ts';
import { ELEMENTS, type UnitDie } from '../../../../src/engine/games/dragon-dice/dice/types.ts';
import { poolOf } from '../../../../src/engine/games/dragon-dice/setup/forces.ts';
import { loadBook } from '../book.ts';

/** The Dragonkin as our data has them (OC's Dragonkin set; the rules from TS's SFR v4 text, assets/54_dragonkin.md). */
const book = loadBook();
const kin = (): UnitDie[] => [...book.units.values()].filter((d) => d.species === 'dragonkin');
const faces = (id: string): string[] => book.units.get(id)!.faces.map((f) => `${f.icon} ${f.count}`).sort();

describe('Dragon Dice data: the Dragonkin (SFR Dragonkin; OC Dragonkin set)', () => {
  it('one species of all five elements, 60 six-sided dice: 12 of each element, each die of one element', () => {
    expect(book.species.get('dragonkin')?.elements).toEqual(['air', 'death', 'earth', 'fire', 'water']);
    expect(kin()).toHaveLength(60);
    for (const e of ELEMENTS) expect([e, kin().filter((d) => d.element === e).length]).toEqual([e, 12]);
    for (const d of kin()) expect([d.id, d.faces.length]).toEqual([d.id, 6]);
  });

  it('per element: heavy melee, light melee and cavalry, each of health 1, 2, 3 and a champion of 4', () => {
    const fire = kin().filter((d) => d.element === 'fire');
    const byClass = Object.fromEntries(['heavy-melee', 'light-melee', 'cavalry'].map((c) => [c, fire.filter((d) => d.class === c).map((d) => d.health).sort()]));
    expect(byClass).toEqual({ 'heavy-melee': [1, 2, 3, 4], 'light-melee': [1, 2, 3, 4], cavalry: [1, 2, 3, 4] });
  });

  it('armoured skin: every Dragonkin has automatic saves equal to its health (SFR Dragonkin), and a Belly face of its health', () => {
    for (const d of kin()) {
      expect([d.id, d.saves]).toEqual([d.id, d.health]);
      expect([d.id, d.faces.filter((f) => f.icon === 'belly').map((f) => f.count)]).toEqual([d.id, [d.health]]);
    }
  });

  it('the Fire Dragonvictor: a heavy-melee champion of health 4, 4 saves, ID 4, Belly 4, Rend 4, Breath 4, Counter 4 and the champion logo 4', () => {
    const d = book.units.get('fire-dragonvictor')!;
    expect([d.name, d.class, d.element, d.health, d.saves]).toEqual(['Fire Dragonvictor', 'heavy-melee', 'fire', 4, 4]);
    expect(faces('fire-dragonvictor')).toEqual(['id 4', 'belly 4', 'rend 4', 'breath 4', 'counter 4', 'logo 4'].sort());
  });

  it('the Water Dragonhero: health 2 with a face of 3 melee (OC: 3 Melee, 2 Melee, 1 Maneuver)', () => {
    expect(faces('water-dragonhero')).toEqual(['id 2', 'belly 2', 'melee 3', 'melee 2', 'maneuver 1', 'melee 2'].sort());
  });

  it('only the champions (health 4) carry the logo; no Dragonkin face is magic or missile (they never roll for either)', () => {
    for (const d of kin()) {
      expect([d.id, d.faces.some((f) => f.icon === 'logo')]).toEqual([d.id, d.health === 4]);
      expect([d.id, d.faces.filter((f) => f.icon === 'magic' || f.icon === 'missile')]).toEqual([d.id, []]);
    }
  });

  it('Belly, Breath and the logo have SAI rules, counts only: none counts as a result in any roll (their effects have no code yet)', () => {
    for (const id of ['belly', 'breath', 'logo']) expect([id, book.sais.get(id)?.rolls]).toEqual([id, {}]);
  });

  it("a Dragonkin's elements are its own, not its species' five; a Dwarf's are his species' (fire, earth)", () => {
    expect(unitElements(book, book.units.get('death-dragonfoal')!)).toEqual(['death']);
    expect(unitElements(book, book.units.get('dwarf-footman')!)).toEqual(['fire', 'earth']);
  });

  it('no Dragonkin is in the build pool: they are summoned from the summoning pool, not built into an army (SFR Dragonkin)', () => {
    expect(poolOf(book).units.filter((d) => d.species === 'dragonkin')).toEqual([]);
  });
});
