import type { Sai } from '../dice/types.ts';
import type { ResultKind, RollKind } from './types.ts';

/**
 * CONTRACT STUB (issue 15, the rolls helper): what one special action icon does, as data read from
 * `sais.json`: in each kind of roll, which results it counts as (its value of each), whether saves
 * may answer it, and the effect code the action applies (`SaiEffect.effect`). The helper may add
 * fields; keep the name.
 */
export interface SaiRule {
  id: Sai;
  name: string;
  /** In each kind of roll: the results it counts as, and the effect it has beyond them. */
  rolls: Partial<Record<RollKind, { counts?: ResultKind[]; effect?: string }>>;
  text: string;
  source: string;
}
