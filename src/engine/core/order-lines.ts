import type { VerbSpec } from './module.ts';
import { optionText } from './options.ts';
import { err, ok, type Result } from './result.ts';

/**
 * A phase's orders in one message, one a line, in the words of the commands:
 *
 *   move Konrad K8
 *   attack Black Fox, Ashrak -> Konrad
 *   done
 *
 * A line is the verb, then its options as the verb's `line` pattern writes them (`{with} ->
 * {target}`), or by default its required options in order, separated by spaces. Any option may
 * also be written `name:value`, as on the command line. A one-word value (a hex, a number, a
 * choice) is read as one word; a name may have several, so a pattern whose names stand side by
 * side needs a separator between them.
 */

export interface OrderLine {
  /** Its line number in the message, from 1. */
  n: number;
  text: string;
  verb: string;
  options: Record<string, string>;
}

const ONE_WORD = new Set(['hex', 'integer', 'yesno', 'choice']);

/** Reads a message of order lines; the first line that cannot be read refuses it whole. */
export function readOrderLines(verbs: readonly VerbSpec[], message: string): Result<OrderLine[]> {
  const lines: OrderLine[] = [];
  const raw = message.split(/\r?\n/);
  for (let i = 0; i < raw.length; i++) {
    const text = raw[i]!.trim();
    if (!text || text.startsWith('#')) continue;
    const line = readOrderLine(verbs, text, i + 1);
    if (!line.ok) return err(`Line ${i + 1} (${text}): ${line.error}`);
    if (verbs.find((v) => v.name === line.value.verb)?.query) return err(`Line ${i + 1} (${text}): ${line.value.verb} is a question, not an order; ask it with /order.`);
    lines.push(line.value);
  }
  if (lines.length === 0) return err('No orders: write one order a line, e.g. "move Konrad K8", and "done" to end the phase.');
  return ok(lines);
}

export function readOrderLine(verbs: readonly VerbSpec[], text: string, n = 1): Result<OrderLine> {
  const words = text.replace(/^\//, '').split(/\s+/);
  let word = (words.shift() ?? '').toLowerCase();
  let spec = verbs.find((v) => v.name === word);
  // A grouped order may be written with its group first, as its slash command is: "horse mount …".
  if (!spec && words.length && verbs.some((v) => v.group === word)) {
    word = words.shift()!.toLowerCase();
    spec = verbs.find((v) => v.name === word);
  }
  if (!spec) return err(`"${word}" is not an order here. Orders: ${verbs.map((v) => v.name).join(', ')}.`);
  const options: Record<string, string> = {};
  // Trailing name:value pairs, as typed on the command line.
  const rest = words.join(' ');
  const named = /(?:^|\s)([a-z][a-z0-9-]*):/gi;
  const marks = [...rest.matchAll(named)].filter((m) => spec.options.some((o) => o.name === m[1]!.toLowerCase()));
  const positional = (marks.length ? rest.slice(0, marks[0]!.index) : rest).trim();
  for (let i = 0; i < marks.length; i++) {
    const m = marks[i]!;
    const start = m.index! + m[0].length;
    const end = i + 1 < marks.length ? marks[i + 1]!.index! : rest.length;
    const name = m[1]!.toLowerCase();
    if (name in options) return err(`${name} is given twice.`);
    options[name] = rest.slice(start, end).trim().replace(/^["'](.*)["']$/, '$1');
  }
  if (positional) {
    const pattern = spec.line ?? spec.options.filter((o) => o.required).map((o) => `{${o.name}}`).join(' ');
    const names: string[] = [];
    const source = pattern
      .split(/(\{[a-z0-9-]+\})/i)
      .map((part) => {
        const slot = /^\{([a-z0-9-]+)\}$/i.exec(part);
        if (!slot) {
          if (part === '') return '';
          const literal = part.trim();
          if (!literal) return '\\s+';
          // A word such as "to" may be left out ("Warrior E6" for "Warrior to E6"); a sign such as -> may not.
          return /^[a-z]+$/i.test(literal) ? `\\s*(?:\\b${literal}\\s+)?` : `\\s*${escape(literal)}\\s*`;
        }
        const option = spec.options.find((o) => o.name === slot[1]);
        names.push(slot[1]!);
        // A name of several words takes as few as the rest of the line allows.
        return option && ONE_WORD.has(option.type) ? '(\\S+)' : '(.+?)';
      })
      .join('');
    const match = new RegExp(`^${source}$`, 'i').exec(positional);
    if (!match) return err(`write it as: ${spec.name} ${pattern || '(no options)'}${spec.options.length ? `; options may also be given as name:value (${spec.options.map((o) => o.name).join(', ')})` : ''}.`);
    names.forEach((name, i) => {
      const value = match[i + 1]?.trim();
      if (value && !(name in options)) options[name] = value;
    });
  }
  return ok({ n, text, verb: spec.name, options });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An order (as a game's schema reads it) written as a line of `/orders`, its values as options are written back. */
export function writeOrder(verbs: readonly VerbSpec[], order: { verb: string } & Record<string, unknown>): string {
  const spec = verbs.find((v) => v.name === order.verb);
  if (!spec) throw new Error(`no verb ${order.verb}`);
  const options = Object.fromEntries(Object.entries(order).filter(([k, v]) => k !== 'verb' && v !== undefined).map(([k, v]) => [k, optionText(v)]));
  return writeOrderLine(spec, options);
}

/**
 * A legal order written as a line, the way a player would type it: the verb's pattern filled in,
 * any other option as `name:value`. It always reads back as the same order; where the pattern
 * would be ambiguous for these values, every option is written `name:value`.
 */
export function writeOrderLine(spec: VerbSpec, options: Record<string, string>): string {
  const pattern = spec.line ?? spec.options.filter((o) => o.required).map((o) => `{${o.name}}`).join(' ');
  const used = new Set<string>();
  let filled = true;
  const body = pattern.replace(/\{([a-z0-9-]+)\}/gi, (_, name: string) => {
    const value = options[name];
    if (value === undefined) filled = false;
    used.add(name);
    return value ?? '';
  });
  const named = Object.entries(options).filter(([k, v]) => !used.has(k) && v !== '').map(([k, v]) => `${k}:${v}`);
  const line = [spec.name, filled ? body.trim() : '', ...named].filter(Boolean).join(' ');
  const back = readOrderLine([spec], line);
  if (filled && back.ok && sameOptions(back.value.options, options)) return line;
  return [spec.name, ...Object.entries(options).filter(([, v]) => v !== '').map(([k, v]) => `${k}:${v}`)].join(' ');
}

function sameOptions(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = (o: Record<string, string>) => Object.keys(o).filter((k) => o[k] !== '').sort();
  return JSON.stringify(keys(a)) === JSON.stringify(keys(b)) && keys(a).every((k) => a[k] === b[k]);
}

/**
 * The start of a line for an order still being chosen (the character, not yet where he goes):
 * the verb's pattern filled as far as the options given reach, or undefined if they do not fill
 * it from the start.
 */
export function orderLineStart(spec: VerbSpec, options: Record<string, string>): string | undefined {
  const pattern = spec.line ?? spec.options.filter((o) => o.required).map((o) => `{${o.name}}`).join(' ');
  const parts = pattern.split(/(\{[a-z0-9-]+\})/i);
  let text = '';
  const used = new Set<string>();
  for (const part of parts) {
    const slot = /^\{([a-z0-9-]+)\}$/i.exec(part);
    if (!slot) {
      text += part;
      continue;
    }
    const value = options[slot[1]!];
    if (value === undefined) break;
    used.add(slot[1]!);
    text += value;
  }
  if (Object.keys(options).some((k) => !used.has(k))) return undefined;
  return text.trim();
}
