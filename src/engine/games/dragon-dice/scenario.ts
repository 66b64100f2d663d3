import { readJsonFile } from '../../core/json-file.ts';
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.ts';

/**
 * A scenario of Dragon Dice is a force size (SFR 8 suggests 15, 24, 30, 36, 60 points): read from
 * `assets/scenarios/dragon-dice/<id>.json`.
 */
export const DdScenarioSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  summary: z.string().min(1),
  force: z.number().int().min(3).max(60),
});
export type DdScenario = z.infer<typeof DdScenarioSchema>;

export function readScenarios(files: Record<string, string>): Result<DdScenario[]> {
  const out: DdScenario[] = [];
  for (const [name, text] of Object.entries(files)) {
    const parsed = readJsonFile(`${name}.json`, text, DdScenarioSchema, (issue) => `: ${issue.path.join('.')}: ${issue.message}`);
    if (!parsed.ok) return parsed;
    if (parsed.value.id !== name) return err(`${name}.json: its id is ${parsed.value.id}; a scenario's id is its file's name.`);
    out.push(parsed.value);
  }
  return ok(out.sort((a, b) => a.force - b.force));
}
