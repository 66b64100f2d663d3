/**
 * Modals: a modal the bot showed (callback type 9) read into what the user sees, and the data of
 * the MODAL_SUBMIT the user's Submit sends back, after the checks Discord's client makes before
 * it lets the form go (required inputs filled, lengths within bounds, one line in a short input).
 */
import { ComponentType, TextInputStyle } from 'discord-api-types/v10';
import { UsageError } from './commands.ts';
import { LIMITS, len } from './limits.ts';
import type { FakeModal, FakeTextInput } from './types.ts';

type Obj = Record<string, unknown>;

/** Reads modal data already passed by checkModalData. */
export function readModal(data: unknown, shownFor: string, shownTo: string): FakeModal {
  const d = data as { custom_id: string; title: string; components: Obj[] };
  const components = numbered(d.components);
  const textInputs: FakeTextInput[] = [];
  for (const c of components) {
    if (c.type === ComponentType.ActionRow) {
      for (const t of c.components as Obj[]) textInputs.push(textInput(t, (t.label as string | undefined) ?? null, null, 'action-row'));
    } else if (c.type === ComponentType.Label) {
      const inner = c.component as Obj;
      if (inner.type === ComponentType.TextInput) {
        textInputs.push(textInput(inner, c.label as string, (c.description as string | undefined) ?? null, 'label'));
      }
    }
  }
  return { customId: d.custom_id, title: d.title, textInputs, components, shownFor, shownTo, submittedAs: null };
}

function textInput(t: Obj, label: string | null, description: string | null, wrapping: FakeTextInput['wrapping']): FakeTextInput {
  return {
    id: t.id as number,
    customId: t.custom_id as string,
    style: t.style === TextInputStyle.Paragraph ? 'paragraph' : 'short',
    label,
    description,
    minLength: (t.min_length as number | undefined) ?? 0,
    maxLength: (t.max_length as number | undefined) ?? LIMITS.textInputValue,
    required: t.required !== false,
    value: (t.value as string | undefined) ?? null,
    placeholder: (t.placeholder as string | undefined) ?? null,
    wrapping,
  };
}

/**
 * A copy with every component numbered: Discord gives a component without an id the next free
 * number in order, skipping the ids the bot chose itself, and the submission carries them back.
 */
function numbered(components: Obj[]): Obj[] {
  const copy = structuredClone(components);
  const used = new Set<number>();
  const children = (c: Obj): Obj[] => [...(Array.isArray(c.components) ? (c.components as Obj[]) : []), ...(c.component ? [c.component as Obj] : [])];
  const collect = (c: Obj): void => {
    if (typeof c.id === 'number') used.add(c.id);
    children(c).forEach(collect);
  };
  copy.forEach(collect);
  let next = 1;
  const fill = (c: Obj): void => {
    if (typeof c.id !== 'number') {
      while (used.has(next)) next++;
      c.id = next;
      used.add(next);
    }
    children(c).forEach(fill);
  };
  copy.forEach(fill);
  return copy;
}

/**
 * The `data` of the MODAL_SUBMIT: the modal's custom_id and its components in the shape Discord
 * sends (each row or Label with its id, each text input with id, custom_id and value). Throws a
 * UsageError naming every problem the user's client would have shown.
 */
export function submissionData(modal: FakeModal, who: string, values: Record<string, unknown>): { custom_id: string; components: Obj[] } {
  const known = new Set(modal.textInputs.map((t) => t.customId));
  const unknown = Object.keys(values).filter((k) => !known.has(k));
  if (unknown.length > 0) {
    throw new UsageError(`modal "${modal.customId}" has no text input ${unknown.map((k) => `"${k}"`).join(', ')}; it has ${[...known].map((k) => `"${k}"`).join(', ') || 'none'}`);
  }
  const typed = new Map<string, string>();
  const problems: string[] = [];
  for (const t of modal.textInputs) {
    const v = values[t.customId] ?? t.value ?? '';
    if (typeof v !== 'string') {
      problems.push(`"${t.customId}" must be text, not ${typeof v}`);
      continue;
    }
    const n = len(v);
    const max = Math.min(t.maxLength, LIMITS.textInputValue);
    if (n === 0) {
      if (t.required) problems.push(`"${t.customId}" is required`);
    } else if (n < t.minLength || n > max) {
      problems.push(`"${t.customId}" takes ${t.minLength}–${max} characters, not ${n}`);
    }
    if (t.style === 'short' && /[\r\n]/.test(v)) problems.push(`"${t.customId}" is a short (one-line) input and cannot hold a line break`);
    typed.set(t.customId, v);
  }
  if (problems.length > 0) throw new UsageError(`Discord would not let ${who} submit modal "${modal.customId}": ${problems.join('; ')}`);

  const submitted = (t: Obj): Obj => ({ type: ComponentType.TextInput, id: t.id, custom_id: t.custom_id, value: typed.get(t.custom_id as string) });
  const components = (modal.components as Obj[]).map((c): Obj => {
    if (c.type === ComponentType.ActionRow) return { type: c.type, id: c.id, components: (c.components as Obj[]).map(submitted) };
    if (c.type === ComponentType.Label) {
      const inner = c.component as Obj;
      // Selects, file uploads and choices in a modal would need values of their own kind.
      if (inner.type !== ComponentType.TextInput) {
        throw new UsageError(`modal "${modal.customId}" holds a component of type ${String(inner.type)} ("${String(inner.custom_id)}"); the fake submits text inputs only`);
      }
      return { type: c.type, id: c.id, component: submitted(inner) };
    }
    return { type: c.type, id: c.id };
  });
  return { custom_id: modal.customId, components };
}
