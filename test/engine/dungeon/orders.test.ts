import { describe, expect, test } from 'vitest';
import { act, dkTurn, heroTurn, must, setup, shipped } from '../../support/dungeon.ts';

/** The dungeon's orders, each defined once (core order-def.ts): what the slash commands show and read. */

const module = shipped();

describe('the dungeon’s orders', () => {
  test('every order and option is described in the dungeon’s words, within Discord’s 100 characters', () => {
    expect(module.verbs.map((v) => v.name)).toEqual(['move', 'attack', 'cast', 'search', 'drink', 'open', 'disarm', 'buy', 'sell', 'give', 'choose', 'levelup', 'place', 'rule', 'autoplay', 'retreat', 'done']);
    for (const v of module.verbs) {
      for (const text of [v.description, ...v.options.map((o) => o.description)]) {
        expect(text.length, text).toBeLessThanOrEqual(100);
        expect(text, `${v.name}: ${text}`).not.toMatch(/\bhex\b|rider|horse|Zacharie|Shaman|Dragon Noir|in melee|together/i);
      }
    }
  });

  test('names with spaces read well on an order line', () => {
    const lines = Object.fromEntries(module.verbs.map((v) => [v.name, v.line]));
    expect(lines).toMatchObject({ move: '{unit} to {to}', attack: '{with} -> {target}', cast: '{spell} on {target}', place: '{monster} at {at}', retreat: '{unit} to {to}' });
  });

  test('each legal order, typed as autocomplete offers it, is read by the schema, and the schema reads its own result again', () => {
    const s = heroTurn(setup(module), 'warrior', 6);
    const hints = module.legalOrders(s, 'warrior');
    expect(hints.map((h) => h.verb)).toContain('move');
    expect(hints.map((h) => h.verb)).toContain('done');
    for (const h of hints) {
      const typed = module.orderSchema.parse({ verb: h.verb, ...h.options });
      expect(module.orderSchema.parse(typed)).toEqual(typed);
    }
  });

  test('an order outside its phase is refused in the words of that phase', () => {
    const prepare = setup(module);
    expect(act(module, prepare, 'warrior', 'move', { unit: 'Warrior', to: 'C3' }).error).toMatch(/^The quest has not begun: the heroes are preparing/);
    const turn = heroTurn(must(module, prepare, 'warrior', 'done').state, 'warrior', 3);
    expect(act(module, turn, 'warrior', 'buy', { item: 'Helmet' }).error).toBe('The shop is open, and trading and levelling up allowed, only while the heroes prepare, before the quest begins; this quest is under way (turn 1).');
    expect(act(module, turn, 'warrior', 'place', { monster: 'Orc', at: 'C3' }).error).toBe('Only the Demon King may /place.');
    expect(act(module, turn, 'warrior', 'retreat', { unit: 'Warrior', to: 'C3' }).error).toBe('Nobody is under a rock: /retreat answers a crush trap.');
  });
});

describe('the end of a quest', () => {
  test('the core writes the game-over line from the outcome, once, and checkpoints the final position', () => {
    const s = dkTurn(setup(module, ['warrior', 'demon-king']));
    const ended = must(module, s, 'demon-king', 'rule', { text: 'The ceiling falls', unit: 'Warrior', bp: '-20' });
    expect(ended.state.outcome).toEqual({ winners: ['demon-king'], reason: 'The quest is lost: Every hero is dead.' });
    const over = ended.events.filter((e) => e.type === 'game-over');
    expect(over).toEqual([{ type: 'game-over', text: 'The quest is lost: Every hero is dead.', visibleTo: 'all', data: { winners: ['demon-king'] } }]);
    expect(ended.events.at(-1)).toMatchObject({ type: 'phase-ended', text: 'Turn 1 · Demon King ends: the game is over.' });
  });
});
