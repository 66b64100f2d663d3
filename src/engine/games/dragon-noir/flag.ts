import { z } from 'zod';

/**
 * A yes/no option. `/game new options:reactionWindow=yes` passes text, so the words a player
 * would type are read as well as a stored true or false.
 */
export const flag = z
  .union([z.boolean(), z.enum(['yes', 'no', 'true', 'false', 'on', 'off'])], { error: 'write yes or no' })
  .transform((v) => v === true || v === 'yes' || v === 'true' || v === 'on');
