import { describe, expect, test } from 'vitest';
import { canSee, PUBLIC, seatViewer, type GameEvent } from '../../../src/engine/core/events.ts';
import { allSealed, openSealed, reveal, seal, sealedSecrets, waitingFor } from '../../../src/engine/core/sealed.ts';

const bid = (seat: string, choice: unknown) => `${seat} bids ${String(choice)}`;

function sealed(s: ReturnType<typeof seal>) {
  if (!s.ok) throw new Error(s.error);
  return s;
}

describe('a sealed simultaneous choice', () => {
  test('each seat commits in secret; the others learn only that it has', () => {
    const open = openSealed('bid', ['lunar', 'sartar']);
    const one = sealed(seal(open, 'lunar', 4, { who: 'The Lunars', described: '4 for the Grazers' }));
    const lines = (viewer: Parameters<typeof canSee>[0], events: GameEvent[]) => events.filter((e) => canSee(viewer, e.visibleTo)).map((e) => e.text);
    expect(lines(seatViewer('lunar'), one.events)).toEqual(['Your bid is sealed: 4 for the Grazers. You may change it until everyone has sealed theirs.', 'The Lunars has sealed a bid.']);
    expect(lines(seatViewer('sartar'), one.events)).toEqual(['The Lunars has sealed a bid.']);
    expect(lines(PUBLIC, one.events)).toEqual(['The Lunars has sealed a bid.']);
    expect(waitingFor(one.sealed)).toEqual(['sartar']);
    expect(sealedSecrets(one.sealed, seatViewer('sartar'), bid)).toEqual(['lunar bids 4']);
    expect(sealedSecrets(one.sealed, seatViewer('lunar'), bid)).toEqual([]);
  });

  test('a seat may change its choice until all are in, without telling the others again', () => {
    let s = sealed(seal(openSealed('bid', ['lunar', 'sartar']), 'lunar', 4, { who: 'The Lunars', described: '4' })).sealed;
    const changed = sealed(seal(s, 'lunar', 6, { who: 'The Lunars', described: '6' }));
    expect(changed.events.map((e) => e.visibleTo)).toEqual([['lunar']]);
    s = changed.sealed;
    expect(s.choices.lunar).toBe(6);
  });

  test('nothing is revealed before all have committed; then all at once, in one public event, a default marked as such', () => {
    let s = sealed(seal(openSealed('bid', ['lunar', 'sartar']), 'lunar', 4, { who: 'The Lunars', described: '4' })).sealed;
    expect(allSealed(s)).toBe(false);
    expect(() => reveal(s, bid)).toThrow(/still waiting for sartar/);
    s = sealed(seal(s, 'sartar', 0, { who: 'Sartar', described: 'nothing', byDefault: true })).sealed;
    expect(allSealed(s)).toBe(true);
    const shown = reveal(s, bid);
    expect(shown.choices).toEqual({ lunar: 4, sartar: 0 });
    expect(shown.event).toMatchObject({ visibleTo: 'all', text: 'The bids are revealed: lunar bids 4; sartar bids 0 (by default).' });
  });

  test('a seat that is not asked cannot seal anything', () => {
    expect(seal(openSealed('bid', ['lunar']), 'sartar', 1, { who: 'Sartar', described: '1' })).toEqual({ ok: false, error: 'You have no bid to seal now.' });
  });
});
