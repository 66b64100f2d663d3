import type { Result } from '../../../core/result.ts';
import type { CardSpec } from '../paths/cards.ts';
import type { WarStatusChart } from '../paths/rules.ts';

/**
 * Paths of the Lance's cards and War Status chart as data (assets/cards/dragons-of-glory/:
 * era-1.json, era-2.json, era-3.json, chart.json), read and checked with zod; a mistake comes back
 * as one line naming the file and the card.
 */
export function readCards(files: Record<string, string>): Result<{ cards: CardSpec[]; chart: WarStatusChart }> {
  void files;
  throw new Error('Paths of the Lance: not built yet');
}
