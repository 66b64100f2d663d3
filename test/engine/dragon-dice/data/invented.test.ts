import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadBook } from '../book.ts';

/** Every record of our own making is listed in docs/dragon-dice.md, "Invented content" (the common rules). */
describe('Dragon Dice data: invented content is listed', () => {
  const doc = readFileSync('docs/dragon-dice.md', 'utf8');
  const section = doc.slice(doc.indexOf('## Invented content'), doc.indexOf('\n## ', doc.indexOf('## Invented content') + 1));
  const book = loadBook();

  it('names each invented ability, spell and die in the docs', () => {
    const invented = [
      ...[...book.species.values()].flatMap((s) => [...s.abilities, ...(s.anywhere ?? [])].filter((a) => a.source === 'invented').map((a) => a.name)),
      ...[...book.spells.values()].filter((s) => s.source === 'invented').map((s) => s.name),
      ...[...book.units.values(), ...book.dragons.values(), ...book.terrains.values(), ...(book.minorTerrains?.values() ?? [])].filter((d) => d.source === 'invented').map((d) => d.name),
      ...[...(book.eighthFaces?.values() ?? []), ...(book.minorFaces?.values() ?? [])].filter((r) => r.source === 'invented').map((r) => r.name),
    ];
    expect(invented.length).toBeGreaterThan(0);
    for (const name of invented) expect(section, name).toContain(name);
  });
});
