/**
 * Writes the table of Paths of the Lance's cards into docs/paths-of-the-lance.md, between
 * `<!-- cards:start -->` and `<!-- cards:end -->`, from the card files the game reads
 * (assets/cards/dragons-of-glory/era-{1,2,3}.json). A test renders the table again and compares, so
 * the docs cannot fall behind the data.
 *
 *   npx tsx scripts/dragons-of-glory/card-list.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unwrap } from '../../src/engine/core/result.ts';
import { loadDragonsOfGlory } from '../../src/engine/games/dragons-of-glory/load.ts';
import { dragonsOfGloryPackage } from '../../src/engine/games/dragons-of-glory/package.ts';
import type { CardEffect, CardSpec } from '../../src/engine/games/dragons-of-glory/paths/cards.ts';
import type { World } from '../../src/engine/games/dragons-of-glory/world.ts';

export const START = '<!-- cards:start -->';
export const END = '<!-- cards:end -->';

const ERA = { 1: '1 red', 2: '2 blue', 3: '3 green' } as const;
const SIDE = { highlord: 'Highlord', whitestone: 'Whitestone', either: 'either' } as const;
const SOURCE = { 'paths-of-the-lance': 'PL', dl11: 'DL11', invented: 'ours' } as const;
const TYPE = {
  event: 'event',
  activation: 'activation',
  wing: 'wing',
  'combat-modifier': 'combat modifier',
  'initiative-modifier': 'initiative modifier',
  'assault-declaration': 'assault declaration',
  status: 'status',
} as const;

const num = (n: number): string => (n < 0 ? `−${-n}` : `${n}`);
const signed = (n: number): string => (n < 0 ? num(n) : `+${n}`);

/** The card's effect in words, with the world's names for its nations and counters. */
export function effectInWords(effect: CardEffect, world: World): string {
  const name = (id: string) => world.counters.get(id)?.name ?? world.nations.get(id)?.name ?? id;
  switch (effect.kind) {
    case 'status':
      return 'its war status';
    case 'activation':
      return `activates ${name(effect.nation)} (d10 ≤ HL ${num(effect.highlord)}, WS ${num(effect.whitestone)})`;
    case 'diplomatic-coup':
      return `${signed(effect.bonus)} to one activation roll`;
    case 'wing':
      return `${name(effect.highlord)} enters${effect.dragons.length ? ` with ${effect.dragons.map(name).join(', ')}` : ''}`;
    case 'dark-temple':
      return 'the Dark Temple: the Highlords may rebuild; draconians are raised';
    case 'whitestone-council':
      return 'the Whitestone may attack with armies of several nations';
    case 'everman-found':
      return 'Berem is placed (d10 table)';
    case 'non-aggression-pact':
      return 'war status −1';
    case 'dl11-event':
      return {
        'activation-bonus': `${signed(effect.value)} to one activation roll`,
        wizard: `${effect.value === 1 ? 'a wizard enters' : `${effect.value} wizards enter`}`,
        dragonlance: 'a dragonlance: one army at double strength',
        'dragon-orb': 'a dragon orb',
        'golden-general': 'the Golden General: Laurana enters',
        'good-dragons-arrive': `${effect.value} good dragons enter`,
        'gnomish-technology': 'gnomish technology',
        'flying-citadel': `${effect.value === 1 ? 'a flying citadel enters' : `${effect.value} flying citadels enter`}`,
        'lord-soths-legion': "Lord Soth's legion enters",
      }[effect.event];
    case 'combat':
      return `${signed(effect.drm)} to a battle's die, ${effect.when === 'attack' ? 'attacking' : effect.when === 'defence' ? 'defending' : 'attacking or defending'}`;
    case 'initiative':
      return `${signed(effect.bonus)} to the initiative roll`;
    case 'assault':
      return effect.ignore === 'river' ? 'its next battle ignores the river' : "its next battle ignores the defender's terrain";
  }
}

const oval = (c: CardSpec): string => (c.oval === null ? '' : c.oval.side === 'neutral' ? `${signed(c.oval.value)}` : `${c.oval.side === 'highlord' ? 'HL' : 'WS'} ${c.oval.value}`);
const cell = (s: string): string => s.replace(/\|/g, '\\|');

/** The Markdown table of the cards, by era then title. */
export function cardTable(cards: readonly CardSpec[], world: World): string {
  const rows = [...cards].sort((a, b) => a.era - b.era || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
  return [
    '| Title | Era | AP | RP | Oval | * | Type | Plays it | Effect | Source (title / values) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((c) =>
      `| ${cell(c.title)} | ${ERA[c.era]} | ${c.ap} | ${c.rp} | ${oval(c)} | ${c.asterisk ? '*' : ''} | ${TYPE[c.type]} | ${SIDE[c.side]} | ${cell(effectInWords(c.effect, world))} | ${SOURCE[c.sources.title]} / ${SOURCE[c.sources.values]} |`,
    ),
  ].join('\n');
}

/** The document with the table put between its markers; the markers must be there, once each. */
export function withCardTable(doc: string, table: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the document has no ${START} … ${END}`);
  return `${doc.slice(0, start + START.length)}\n${table}\n${doc.slice(end)}`;
}

function main(): void {
  const root = join(import.meta.dirname, '../..');
  const files: Record<string, Record<string, string>> = {};
  for (const [kind, { dir, ext }] of Object.entries(dragonsOfGloryPackage.assets)) {
    const folder = join(root, 'assets', dir);
    files[kind] = Object.fromEntries(readdirSync(folder).filter((n) => n.endsWith(ext)).sort().map((n) => [basename(n, ext), readFileSync(join(folder, n), 'utf8')]));
  }
  const { world, paths } = unwrap(loadDragonsOfGlory(files));
  const cards = [...paths.cards.values()];
  const docPath = join(root, 'docs/paths-of-the-lance.md');
  writeFileSync(docPath, withCardTable(readFileSync(docPath, 'utf8'), cardTable(cards, world)));
  console.log(`${cards.length} cards written to docs/paths-of-the-lance.md`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
