/**
 * Discord's documented limits on what a bot sends: message bodies (content, embeds, components,
 * attachments), application commands, autocomplete choices, modals and threads. Each check
 * records errors by path in a FormErrors; the caller throws one 50035 "Invalid Form Body".
 */
import { ApplicationCommandOptionType, ComponentType, MessageFlags, TextInputStyle } from 'discord-api-types/v10';
import { FormErrors, emptyMessage } from './errors.ts';

type Path = ReadonlyArray<string | number>;
type Obj = Record<string, unknown>;

export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footerText: 2048,
  authorName: 256,
  embedTotal: 6000,
  actionRows: 5,
  rowButtons: 5,
  selectOptions: 25,
  customId: 100,
  buttonLabel: 80,
  selectText: 100,
  placeholder: 150,
  v2Components: 40,
  v2Text: 4000,
  attachments: 10,
  stickers: 3,
  commandName: 32,
  commandDescription: 100,
  options: 25,
  choices: 25,
  choiceName: 100,
  choiceValue: 100,
  chatInputCommands: 100,
  commandSize: 4000,
  threadName: 100,
  modalTitle: 45,
  modalComponents: 5,
  modalLabel: 45,
  labelDescription: 100,
  textInputValue: 4000,
  textInputPlaceholder: 100,
} as const;

/** Discord's rule for command and option names (chat input): lowercase where a letter has case. */
export const COMMAND_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Discord counts characters, not UTF-16 units. */
export const len = (s: string): number => [...s].length;

function maxLength(errs: FormErrors, path: Path, max: number): void {
  errs.add(path, 'BASE_TYPE_MAX_LENGTH', `Must be ${max} or fewer in length.`);
}

function checkString(
  errs: FormErrors,
  path: Path,
  value: unknown,
  opts: { min?: number; max: number; required?: boolean; nullable?: boolean },
): string | undefined {
  if (value === undefined || (value === null && opts.nullable)) {
    if (opts.required) errs.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');
    return undefined;
  }
  if (typeof value !== 'string') {
    errs.add(path, 'BASE_TYPE_STRING', 'Must be a string.');
    return undefined;
  }
  const n = len(value);
  const min = opts.min ?? 0;
  if (n < min || n > opts.max) {
    if (min > 0) errs.add(path, 'BASE_TYPE_BAD_LENGTH', `Must be between ${min} and ${opts.max} in length.`);
    else maxLength(errs, path, opts.max);
  }
  return value;
}

function checkArray(errs: FormErrors, path: Path, value: unknown, max: number, min = 0): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    errs.add(path, 'BASE_TYPE_ARRAY', 'Must be an array.');
    return [];
  }
  if (value.length > max) maxLength(errs, path, max);
  else if (value.length < min) errs.add(path, 'BASE_TYPE_MIN_LENGTH', `Must be ${min} or more in length.`);
  return value;
}

// ---- messages

/**
 * Checks a message body (create, edit or interaction callback data): content, embeds,
 * components, attachments. Records errors; does not check emptiness (see `requireNotEmpty`).
 */
export function checkMessageBody(body: unknown, errs: FormErrors, path: Path = []): void {
  if (!isObj(body)) {
    errs.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    return;
  }
  const flags = typeof body.flags === 'number' ? body.flags : 0;
  const v2 = (flags & MessageFlags.IsComponentsV2) !== 0;
  checkString(errs, [...path, 'content'], body.content, { max: LIMITS.content, nullable: true });
  const embeds = checkArray(errs, [...path, 'embeds'], body.embeds, LIMITS.embeds);
  let total = 0;
  embeds.forEach((e, i) => (total += checkEmbed(e, errs, [...path, 'embeds', i])));
  if (total > LIMITS.embedTotal) {
    errs.add([...path, 'embeds'], 'MAX_EMBED_SIZE_EXCEEDED', `Embed size exceeds maximum size of ${LIMITS.embedTotal}`);
  }
  if (v2) {
    if (typeof body.content === 'string' && body.content !== '') {
      errs.add([...path, 'content'], 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', 'The \'content\' field cannot be used when using MessageFlags.IS_COMPONENTS_V2');
    }
    if (embeds.length > 0) {
      errs.add([...path, 'embeds'], 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', 'The \'embeds\' field cannot be used when using MessageFlags.IS_COMPONENTS_V2');
    }
    checkComponentsV2(body.components, errs, [...path, 'components']);
  } else {
    checkActionRows(body.components, errs, [...path, 'components']);
  }
  checkArray(errs, [...path, 'attachments'], body.attachments, LIMITS.attachments);
  checkArray(errs, [...path, 'sticker_ids'], body.sticker_ids, LIMITS.stickers);
  if (body.flags !== undefined && body.flags !== null && !Number.isInteger(body.flags)) {
    errs.add([...path, 'flags'], 'NUMBER_TYPE_COERCE', `Value "${String(body.flags)}" is not int.`);
  }
}

/** Returns the embed's counted characters. */
function checkEmbed(e: unknown, errs: FormErrors, path: Path): number {
  if (!isObj(e)) {
    errs.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    return 0;
  }
  let total = 0;
  const count = (s: string | undefined) => (total += s ? len(s) : 0);
  count(checkString(errs, [...path, 'title'], e.title, { max: LIMITS.embedTitle, nullable: true }));
  count(checkString(errs, [...path, 'description'], e.description, { max: LIMITS.embedDescription, nullable: true }));
  const fields = checkArray(errs, [...path, 'fields'], e.fields, LIMITS.embedFields);
  fields.forEach((f, i) => {
    const fp = [...path, 'fields', i];
    if (!isObj(f)) return errs.add(fp, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    count(checkString(errs, [...fp, 'name'], f.name, { min: 1, max: LIMITS.fieldName, required: true }));
    count(checkString(errs, [...fp, 'value'], f.value, { min: 1, max: LIMITS.fieldValue, required: true }));
  });
  if (isObj(e.footer)) count(checkString(errs, [...path, 'footer', 'text'], e.footer.text, { min: 1, max: LIMITS.footerText, required: true }));
  if (isObj(e.author)) count(checkString(errs, [...path, 'author', 'name'], e.author.name, { min: 1, max: LIMITS.authorName, required: true }));
  if (e.color !== undefined && e.color !== null && (!Number.isInteger(e.color) || (e.color as number) < 0 || (e.color as number) > 0xffffff)) {
    errs.add([...path, 'color'], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 16777215.');
  }
  return total;
}

const SELECTS = new Set<number>([
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
]);

function checkActionRows(value: unknown, errs: FormErrors, path: Path): void {
  const rows = checkArray(errs, path, value, LIMITS.actionRows);
  const ids = new Set<string>();
  rows.forEach((row, i) => {
    const rp = [...path, i];
    if (!isObj(row) || row.type !== ComponentType.ActionRow) {
      errs.add([...rp, 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (1,).');
      return;
    }
    if (row.components === undefined) return errs.add([...rp, 'components'], 'BASE_TYPE_REQUIRED', 'This field is required');
    const children = checkArray(errs, [...rp, 'components'], row.components, LIMITS.rowButtons, 1);
    const selects = children.filter((c) => isObj(c) && SELECTS.has(c.type as number)).length;
    if (selects > 0 && children.length > 1) {
      errs.add([...rp, 'components'], 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', 'The specified component exceeds the maximum width');
    }
    children.forEach((c, j) => checkInteractive(c, errs, [...rp, 'components', j], ids));
  });
}

/** A button or a select, wherever it sits. */
function checkInteractive(c: unknown, errs: FormErrors, path: Path, ids: Set<string>): void {
  if (!isObj(c)) return errs.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
  const type = c.type as number;
  if (type === ComponentType.Button) {
    const style = c.style as number;
    checkString(errs, [...path, 'label'], c.label, { max: LIMITS.buttonLabel, nullable: true });
    if (style === 5) {
      if (typeof c.url !== 'string') errs.add([...path, 'url'], 'BASE_TYPE_REQUIRED', 'This field is required');
      if (c.custom_id !== undefined) errs.add([...path, 'custom_id'], 'BUTTON_COMPONENT_CUSTOM_ID_URL_CONFLICT', 'A custom id and url cannot both be specified');
      return;
    }
    if (style === 6) return;
    if (![1, 2, 3, 4].includes(style)) errs.add([...path, 'style'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2, 3, 4, 5, 6}.');
    checkCustomId(c.custom_id, errs, [...path, 'custom_id'], ids);
    return;
  }
  if (SELECTS.has(type)) {
    checkCustomId(c.custom_id, errs, [...path, 'custom_id'], ids);
    checkString(errs, [...path, 'placeholder'], c.placeholder, { max: LIMITS.placeholder, nullable: true });
    const min = c.min_values === undefined ? 1 : (c.min_values as number);
    const max = c.max_values === undefined ? 1 : (c.max_values as number);
    if (!Number.isInteger(min) || min < 0 || min > 25) errs.add([...path, 'min_values'], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 25.');
    if (!Number.isInteger(max) || max < 1 || max > 25) errs.add([...path, 'max_values'], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 25.');
    if (min > max) errs.add([...path, 'min_values'], 'SELECT_COMPONENT_MIN_VALUES_TOO_LARGE', 'min_values must be less than or equal to max_values');
    if (type === ComponentType.StringSelect) {
      if (c.options === undefined) return errs.add([...path, 'options'], 'BASE_TYPE_REQUIRED', 'This field is required');
      const options = checkArray(errs, [...path, 'options'], c.options, LIMITS.selectOptions, 1);
      const values = new Set<string>();
      options.forEach((o, k) => {
        const op = [...path, 'options', k];
        if (!isObj(o)) return errs.add(op, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
        checkString(errs, [...op, 'label'], o.label, { min: 1, max: LIMITS.selectText, required: true });
        const v = checkString(errs, [...op, 'value'], o.value, { min: 1, max: LIMITS.selectText, required: true });
        checkString(errs, [...op, 'description'], o.description, { max: LIMITS.selectText, nullable: true });
        if (v !== undefined) {
          if (values.has(v)) errs.add([...op, 'value'], 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'Select component option values must be unique');
          values.add(v);
        }
      });
      if (options.length > 0 && max > options.length) {
        errs.add([...path, 'max_values'], 'SELECT_COMPONENT_MAX_VALUES_TOO_LARGE', `max_values must be less than or equal to the number of options (${options.length})`);
      }
    }
    return;
  }
  errs.add([...path, 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (2, 3, 5, 6, 7, 8).');
}

function checkCustomId(value: unknown, errs: FormErrors, path: Path, ids: Set<string>): void {
  const id = checkString(errs, path, value, { min: 1, max: LIMITS.customId, required: true });
  if (id === undefined) return;
  if (ids.has(id)) errs.add(path, 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated');
  ids.add(id);
}

/** Components V2: up to 40 components in all, text up to 4000 characters, the same button/select rules. */
function checkComponentsV2(value: unknown, errs: FormErrors, path: Path): void {
  const top = checkArray(errs, path, value, LIMITS.v2Components);
  const ids = new Set<string>();
  let count = 0;
  let text = 0;
  const walk = (c: unknown, p: Path): void => {
    count++;
    if (!isObj(c)) return;
    const type = c.type as number;
    if (type === ComponentType.Button || SELECTS.has(type)) return checkInteractive(c, errs, p, ids);
    if (type === ComponentType.TextDisplay && typeof c.content === 'string') text += len(c.content);
    if (Array.isArray(c.components)) c.components.forEach((x, i) => walk(x, [...p, 'components', i]));
    if (isObj(c.accessory)) walk(c.accessory, [...p, 'accessory']);
  };
  top.forEach((c, i) => walk(c, [...path, i]));
  if (count > LIMITS.v2Components) maxLength(errs, path, LIMITS.v2Components);
  if (text > LIMITS.v2Text) errs.add(path, 'MAX_TEXT_DISPLAY_CONTENT_EXCEEDED', `Total text content exceeds maximum of ${LIMITS.v2Text}`);
}

/** A message must carry something: content, an embed, a file, components, a sticker or a poll. */
export function requireNotEmpty(m: {
  content?: unknown;
  embeds?: unknown;
  attachments?: unknown;
  components?: unknown;
  sticker_ids?: unknown;
  poll?: unknown;
}): void {
  const some = (v: unknown) => Array.isArray(v) && v.length > 0;
  const hasContent = typeof m.content === 'string' && m.content.trim() !== '';
  if (hasContent || some(m.embeds) || some(m.attachments) || some(m.components) || some(m.sticker_ids) || isObj(m.poll)) return;
  throw emptyMessage();
}

// ---- application commands

const SUB = ApplicationCommandOptionType.Subcommand;
const GROUP = ApplicationCommandOptionType.SubcommandGroup;
const WITH_CHOICES = new Set<number>([
  ApplicationCommandOptionType.String,
  ApplicationCommandOptionType.Integer,
  ApplicationCommandOptionType.Number,
]);

function checkName(errs: FormErrors, path: Path, value: unknown, chatInput: boolean): string | undefined {
  const name = checkString(errs, path, value, { min: 1, max: LIMITS.commandName, required: true });
  if (name === undefined || !chatInput) return name;
  if (!COMMAND_NAME.test(name)) errs.add(path, 'APPLICATION_COMMAND_INVALID_NAME', 'Command name is invalid');
  else if (name !== name.toLowerCase()) errs.add(path, 'APPLICATION_COMMAND_INVALID_NAME', 'Command name must be lowercase');
  return name;
}

/** Checks a bulk overwrite: each command, unique names per type, at most 100 chat-input commands. */
export function checkCommandList(body: unknown, errs: FormErrors): void {
  if (!Array.isArray(body)) {
    errs.add([], 'BASE_TYPE_ARRAY', 'Must be an array.');
    return;
  }
  const seen = new Set<string>();
  body.forEach((cmd, i) => {
    checkCommand(cmd, errs, [i]);
    if (isObj(cmd)) {
      const key = `${(cmd.type as number | undefined) ?? 1}:${String(cmd.name)}`;
      if (seen.has(key)) errs.add([i, 'name'], 'APPLICATION_COMMANDS_DUPLICATE_NAME', `Application command names must be unique`);
      seen.add(key);
    }
  });
  const chatInput = body.filter((c) => isObj(c) && ((c.type as number | undefined) ?? 1) === 1).length;
  if (chatInput > LIMITS.chatInputCommands) {
    errs.add([], 'APPLICATION_COMMANDS_LIMIT', `Maximum number of chat input commands reached (${LIMITS.chatInputCommands})`);
  }
}

export function checkCommand(cmd: unknown, errs: FormErrors, path: Path = []): void {
  if (!isObj(cmd)) {
    errs.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    return;
  }
  const type = (cmd.type as number | undefined) ?? 1;
  if (![1, 2, 3].includes(type)) {
    errs.add([...path, 'type'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2, 3}.');
    return;
  }
  const chatInput = type === 1;
  checkName(errs, [...path, 'name'], cmd.name, chatInput);
  if (chatInput) {
    checkString(errs, [...path, 'description'], cmd.description, { min: 1, max: LIMITS.commandDescription, required: true });
    checkOptionList(cmd.options, errs, [...path, 'options'], 'command');
  } else {
    if (typeof cmd.description === 'string' && cmd.description !== '') {
      errs.add([...path, 'description'], 'APPLICATION_COMMAND_CONTEXT_MENU_DESCRIPTION', 'Context menu commands cannot have description');
    }
    if (Array.isArray(cmd.options) && cmd.options.length > 0) {
      errs.add([...path, 'options'], 'APPLICATION_COMMAND_CONTEXT_MENU_OPTIONS', 'Context menu commands cannot have options');
    }
  }
  if (cmd.default_member_permissions !== undefined && cmd.default_member_permissions !== null) {
    if (typeof cmd.default_member_permissions !== 'string' || !/^\d+$/.test(cmd.default_member_permissions)) {
      errs.add([...path, 'default_member_permissions'], 'BASE_TYPE_STRING', 'Must be a permission bitfield string.');
    }
  }
  if (cmd.contexts !== undefined && cmd.contexts !== null) {
    const contexts = checkArray(errs, [...path, 'contexts'], cmd.contexts, 3);
    contexts.forEach((c, i) => {
      if (![0, 1, 2].includes(c as number)) errs.add([...path, 'contexts', i], 'BASE_TYPE_CHOICES', 'Value must be one of {0, 1, 2}.');
    });
  }
  if (commandSize(cmd) > LIMITS.commandSize) {
    errs.add(path, 'APPLICATION_COMMAND_TOO_LARGE', `Command exceeds maximum size (${LIMITS.commandSize})`);
  }
}

/** The characters Discord counts toward a command's 4000: names, descriptions, choice names and values. */
function commandSize(cmd: Obj): number {
  let n = 0;
  const str = (v: unknown) => (n += typeof v === 'string' ? len(v) : 0);
  const walk = (o: Obj) => {
    str(o.name);
    str(o.description);
    if (Array.isArray(o.choices)) for (const c of o.choices) if (isObj(c)) (str(c.name), str(typeof c.value === 'string' ? c.value : String(c.value)));
    if (Array.isArray(o.options)) for (const x of o.options) if (isObj(x)) walk(x);
  };
  walk(cmd);
  return n;
}

type Level = 'command' | 'group' | 'subcommand';

function checkOptionList(value: unknown, errs: FormErrors, path: Path, level: Level): void {
  const options = checkArray(errs, path, value, LIMITS.options, level === 'group' ? 1 : 0);
  if (level === 'group' && value === undefined) errs.add(path, 'BASE_TYPE_REQUIRED', 'This field is required');
  const typed = options.filter(isObj);
  const nested = typed.filter((o) => o.type === SUB || o.type === GROUP);
  if (level === 'command' && nested.length > 0 && nested.length < typed.length) {
    errs.add(path, 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID', 'Sub-command and sub-command group option types are mutually exclusive to all other types');
  }
  let sawOptional = false;
  let orderBroken = false;
  const names = new Set<string>();
  options.forEach((o, i) => {
    const op = [...path, i];
    if (!isObj(o)) return errs.add(op, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    const type = o.type as number;
    if (level === 'group' && type !== SUB) {
      errs.add([...op, 'type'], 'APPLICATION_COMMAND_OPTION_TYPE_INVALID', 'Sub-command groups may only contain sub-commands');
    }
    if (level === 'subcommand' && (type === SUB || type === GROUP)) {
      errs.add([...op, 'type'], 'APPLICATION_COMMAND_OPTION_TYPE_INVALID', 'Sub-commands cannot contain sub-commands or groups');
    }
    const name = checkName(errs, [...op, 'name'], o.name, true);
    if (name !== undefined) {
      if (names.has(name)) errs.add([...op, 'name'], 'APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS', 'Option names must be unique');
      names.add(name);
    }
    checkString(errs, [...op, 'description'], o.description, { min: 1, max: LIMITS.commandDescription, required: true });
    if (type === SUB) return checkOptionList(o.options, errs, [...op, 'options'], 'subcommand');
    if (type === GROUP) return checkOptionList(o.options, errs, [...op, 'options'], 'group');
    if (!Number.isInteger(type) || type < 3 || type > 11) {
      return errs.add([...op, 'type'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}.');
    }
    checkLeafOption(o, errs, op);
    if (o.required === true) {
      if (sawOptional) orderBroken = true;
    } else sawOptional = true;
  });
  if (orderBroken) {
    errs.add(path, 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID', 'Required options must be placed before non-required options');
  }
}

function checkLeafOption(o: Obj, errs: FormErrors, path: Path): void {
  const type = o.type as number;
  const hasChoices = Array.isArray(o.choices) && o.choices.length > 0;
  if (o.choices !== undefined && o.choices !== null) {
    if (!WITH_CHOICES.has(type)) {
      errs.add([...path, 'choices'], 'APPLICATION_COMMAND_OPTION_CHOICES_INVALID', 'Only string, integer and number options can have choices');
    }
    const choices = checkArray(errs, [...path, 'choices'], o.choices, LIMITS.choices);
    choices.forEach((c, i) => checkChoice(c, type, errs, [...path, 'choices', i]));
  }
  if (o.autocomplete === true) {
    if (!WITH_CHOICES.has(type)) {
      errs.add([...path, 'autocomplete'], 'APPLICATION_COMMAND_AUTOCOMPLETE_INVALID', 'Only string, integer and number options can be autocompleted');
    }
    if (hasChoices) {
      errs.add([...path, 'autocomplete'], 'APPLICATION_COMMAND_AUTOCOMPLETE_CHOICES_INCOMPATIBLE', 'Autocomplete cannot be enabled on options that have choices');
    }
  }
  const numeric = type === ApplicationCommandOptionType.Integer || type === ApplicationCommandOptionType.Number;
  for (const key of ['min_value', 'max_value'] as const) {
    if (o[key] === undefined || o[key] === null) continue;
    if (!numeric) errs.add([...path, key], 'APPLICATION_COMMAND_OPTION_INVALID', `${key} is only allowed on integer and number options`);
    else if (typeof o[key] !== 'number') errs.add([...path, key], 'NUMBER_TYPE_COERCE', 'Must be a number.');
  }
  for (const key of ['min_length', 'max_length'] as const) {
    if (o[key] === undefined || o[key] === null) continue;
    const v = o[key];
    if (type !== ApplicationCommandOptionType.String) errs.add([...path, key], 'APPLICATION_COMMAND_OPTION_INVALID', `${key} is only allowed on string options`);
    else if (!Number.isInteger(v) || (v as number) < (key === 'min_length' ? 0 : 1) || (v as number) > 6000) {
      errs.add([...path, key], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 6000.');
    }
  }
  if (typeof o.min_value === 'number' && typeof o.max_value === 'number' && o.min_value > o.max_value) {
    errs.add([...path, 'min_value'], 'APPLICATION_COMMAND_OPTION_INVALID', 'min_value must be less than or equal to max_value');
  }
  if (o.channel_types !== undefined && type !== ApplicationCommandOptionType.Channel) {
    errs.add([...path, 'channel_types'], 'APPLICATION_COMMAND_OPTION_INVALID', 'channel_types is only allowed on channel options');
  }
}

function checkChoice(c: unknown, type: number, errs: FormErrors, path: Path): void {
  if (!isObj(c)) return errs.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
  checkString(errs, [...path, 'name'], c.name, { min: 1, max: LIMITS.choiceName, required: true });
  checkChoiceValue(c.value, type, errs, [...path, 'value']);
}

function checkChoiceValue(value: unknown, type: number | null, errs: FormErrors, path: Path): void {
  if (type === ApplicationCommandOptionType.String || (type === null && typeof value === 'string')) {
    checkString(errs, path, value, { min: 1, max: LIMITS.choiceValue, required: true });
  } else if (type === ApplicationCommandOptionType.Integer) {
    if (!Number.isSafeInteger(value)) errs.add(path, 'NUMBER_TYPE_COERCE', `Value "${String(value)}" is not int.`);
  } else if (typeof value !== 'number' || !Number.isFinite(value)) {
    errs.add(path, 'NUMBER_TYPE_COERCE', `Value "${String(value)}" is not a number.`);
  }
}

// ---- interaction callbacks other than messages

/** Autocomplete results (callback type 8): at most 25 choices, names 1–100, values up to 100. */
export function checkAutocompleteData(data: unknown, errs: FormErrors): void {
  if (!isObj(data)) {
    errs.add(['data'], 'BASE_TYPE_REQUIRED', 'This field is required');
    return;
  }
  const choices = checkArray(errs, ['data', 'choices'], data.choices, LIMITS.choices);
  if (data.choices === undefined) errs.add(['data', 'choices'], 'BASE_TYPE_REQUIRED', 'This field is required');
  choices.forEach((c, i) => {
    const p = ['data', 'choices', i];
    if (!isObj(c)) return errs.add(p, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    checkString(errs, [...p, 'name'], c.name, { min: 1, max: LIMITS.choiceName, required: true });
    checkChoiceValue(c.value, null, errs, [...p, 'value']);
  });
}

/**
 * A modal (callback type 9): custom_id, a title up to 45, 1–5 components. A component is a Label
 * holding one input (the current form), a text display, or the older action row holding one
 * text input that carries its own label.
 */
export function checkModalData(data: unknown, errs: FormErrors): void {
  if (!isObj(data)) {
    errs.add(['data'], 'BASE_TYPE_REQUIRED', 'This field is required');
    return;
  }
  checkString(errs, ['data', 'custom_id'], data.custom_id, { min: 1, max: LIMITS.customId, required: true });
  checkString(errs, ['data', 'title'], data.title, { min: 1, max: LIMITS.modalTitle, required: true });
  const components = checkArray(errs, ['data', 'components'], data.components, LIMITS.modalComponents, 1);
  if (data.components === undefined) errs.add(['data', 'components'], 'BASE_TYPE_REQUIRED', 'This field is required');
  const ids = new Set<string>();
  components.forEach((c, i) => checkModalComponent(c, errs, ['data', 'components', i], ids));
}

/** What a Label may hold besides a text input and the selects. */
const LABELLED_INPUTS = new Set<number>([ComponentType.FileUpload, ComponentType.RadioGroup, ComponentType.CheckboxGroup, ComponentType.Checkbox]);

function checkModalComponent(c: unknown, errs: FormErrors, path: Path, ids: Set<string>): void {
  if (!isObj(c)) return errs.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
  switch (c.type) {
    case ComponentType.ActionRow: {
      if (c.components === undefined) return errs.add([...path, 'components'], 'BASE_TYPE_REQUIRED', 'This field is required');
      const children = checkArray(errs, [...path, 'components'], c.components, 1, 1);
      children.forEach((t, j) => checkTextInput(t, errs, [...path, 'components', j], ids, true));
      return;
    }
    case ComponentType.Label: {
      checkString(errs, [...path, 'label'], c.label, { min: 1, max: LIMITS.modalLabel, required: true });
      checkString(errs, [...path, 'description'], c.description, { max: LIMITS.labelDescription, nullable: true });
      const inner = c.component;
      const ip = [...path, 'component'];
      if (!isObj(inner)) return errs.add(ip, 'BASE_TYPE_REQUIRED', 'This field is required');
      const type = inner.type as number;
      if (type === ComponentType.TextInput) checkTextInput(inner, errs, ip, ids, false);
      else if (SELECTS.has(type)) checkInteractive(inner, errs, ip, ids);
      else if (LABELLED_INPUTS.has(type)) checkCustomId(inner.custom_id, errs, [...ip, 'custom_id'], ids);
      else errs.add([...ip, 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (3, 4, 5, 6, 7, 8, 19, 21, 22, 23).');
      return;
    }
    case ComponentType.TextDisplay:
      checkString(errs, [...path, 'content'], c.content, { min: 1, max: LIMITS.v2Text, required: true });
      return;
    default:
      errs.add([...path, 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (1, 10, 18).');
  }
}

/** A text input; in an action row it must carry its own label, in a Label the Label carries it. */
function checkTextInput(t: unknown, errs: FormErrors, path: Path, ids: Set<string>, inRow: boolean): void {
  if (!isObj(t)) return errs.add(path, 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
  if (t.type !== ComponentType.TextInput) return errs.add([...path, 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (4,).');
  checkCustomId(t.custom_id, errs, [...path, 'custom_id'], ids);
  if (t.style !== TextInputStyle.Short && t.style !== TextInputStyle.Paragraph) errs.add([...path, 'style'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2}.');
  if (inRow) checkString(errs, [...path, 'label'], t.label, { min: 1, max: LIMITS.modalLabel, required: true });
  const min = checkInt(errs, [...path, 'min_length'], t.min_length, 0, LIMITS.textInputValue);
  const max = checkInt(errs, [...path, 'max_length'], t.max_length, 1, LIMITS.textInputValue);
  if (min !== undefined && max !== undefined && min > max) {
    errs.add([...path, 'min_length'], 'TEXT_INPUT_MIN_LENGTH_TOO_LARGE', 'min_length must be less than or equal to max_length');
  }
  checkString(errs, [...path, 'value'], t.value, { max: LIMITS.textInputValue, nullable: true });
  checkString(errs, [...path, 'placeholder'], t.placeholder, { max: LIMITS.textInputPlaceholder, nullable: true });
  if (t.required !== undefined && t.required !== null && typeof t.required !== 'boolean') errs.add([...path, 'required'], 'BASE_TYPE_BOOLEAN', 'Must be either true or false.');
}

function checkInt(errs: FormErrors, path: Path, v: unknown, min: number, max: number): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v)) errs.add(path, 'NUMBER_TYPE_COERCE', `Value "${String(v)}" is not int.`);
  else if (v < min) errs.add(path, 'NUMBER_TYPE_MIN', `int value should be greater than or equal to ${min}.`);
  else if (v > max) errs.add(path, 'NUMBER_TYPE_MAX', `int value should be less than or equal to ${max}.`);
  else return v;
  return undefined;
}

// ---- threads

export const AUTO_ARCHIVE = [60, 1440, 4320, 10080] as const;

/** POST /channels/:id/threads (typeRequired) or /messages/:id/threads. */
export function checkThreadBody(body: unknown, errs: FormErrors, typeRequired: boolean): void {
  if (!isObj(body)) {
    errs.add([], 'DICT_TYPE_CONVERT', 'Only dictionaries may be used in a DictType');
    return;
  }
  checkString(errs, ['name'], body.name, { min: 1, max: LIMITS.threadName, required: true });
  if (body.auto_archive_duration !== undefined && body.auto_archive_duration !== null) {
    if (!AUTO_ARCHIVE.includes(body.auto_archive_duration as never)) {
      errs.add(['auto_archive_duration'], 'BASE_TYPE_CHOICES', 'Value must be one of {60, 1440, 4320, 10080}.');
    }
  }
  if (typeRequired) {
    if (body.type === undefined || body.type === null) errs.add(['type'], 'BASE_TYPE_REQUIRED', 'This field is required');
    else if (body.type !== 11 && body.type !== 12) errs.add(['type'], 'BASE_TYPE_CHOICES', 'Value must be one of {11, 12}.');
  }
  if (body.rate_limit_per_user !== undefined && body.rate_limit_per_user !== null) {
    const r = body.rate_limit_per_user;
    if (!Number.isInteger(r) || (r as number) < 0 || (r as number) > 21600) {
      errs.add(['rate_limit_per_user'], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 21600.');
    }
  }
}
