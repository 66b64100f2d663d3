import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ButtonStyle,
  ComponentType,
  TextInputStyle,
  type APIActionRowComponent,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandOption,
  type APIApplicationCommandSubcommandOption,
  type APIModalInteractionResponseCallbackData,
  type APIComponentInMessageActionRow,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { Command, Controls, Form, OptionSpec, SubcommandSpec } from '../commands/types.ts';

/** Our command and control specs as Discord's JSON: what registration sends, what messages carry. */

function option(spec: OptionSpec): APIApplicationCommandBasicOption {
  const base = {
    name: spec.name,
    description: spec.description,
    required: spec.required,
  };
  if (spec.type === 'integer') return { ...base, type: ApplicationCommandOptionType.Integer, min_value: 1 };
  if (spec.choices) return { ...base, type: ApplicationCommandOptionType.String, choices: spec.choices };
  return { ...base, type: ApplicationCommandOptionType.String, ...(spec.autocomplete ? { autocomplete: true } : {}) };
}

function subcommandJson(sub: SubcommandSpec): APIApplicationCommandSubcommandOption {
  return { type: ApplicationCommandOptionType.Subcommand, name: sub.name, description: sub.description, options: sub.options.map(option) };
}

/** A command as registration sends it. Nothing is cut to fit: a name or list over Discord's limits is refused, and a test says which. */
export function commandJson(command: Command): RESTPostAPIChatInputApplicationCommandsJSONBody {
  const options: APIApplicationCommandOption[] = command.subcommands
    ? command.subcommands.map(subcommandJson)
    : (command.options ?? []).map(option);
  return {
    type: ApplicationCommandType.ChatInput,
    name: command.name,
    description: command.description,
    options,
    // Games live in server channels (0); orders may also be given in a DM with the bot (1).
    contexts: command.dm ? [0, 1] : [0],
  };
}

const STYLES = { primary: ButtonStyle.Primary, secondary: ButtonStyle.Secondary, success: ButtonStyle.Success, danger: ButtonStyle.Danger } as const;

/** Buttons five to a row, one menu a row, at most five rows. */
export function componentsJson(controls: Controls[] | undefined): APIActionRowComponent<APIComponentInMessageActionRow>[] {
  const rows: APIActionRowComponent<APIComponentInMessageActionRow>[] = [];
  for (const control of controls ?? []) {
    if (control.kind === 'menu') {
      rows.push({
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.StringSelect,
            custom_id: control.id.slice(0, 100),
            placeholder: control.placeholder.slice(0, 150),
            options: control.options.slice(0, 25).map((o) => ({ label: o.label.slice(0, 100), value: o.value.slice(0, 100), ...(o.description ? { description: o.description.slice(0, 100) } : {}) })),
          },
        ],
      });
      continue;
    }
    for (let i = 0; i < control.buttons.length; i += 5) {
      rows.push({
        type: ComponentType.ActionRow,
        components: control.buttons.slice(i, i + 5).map((b) => ({ type: ComponentType.Button, custom_id: b.id.slice(0, 100), label: b.label.slice(0, 80), style: STYLES[b.style ?? 'secondary'] })),
      });
    }
  }
  return rows.slice(0, 5);
}

/** A form as Discord's modal: one long text field. */
export function modalJson(form: Form): APIModalInteractionResponseCallbackData {
  return {
    custom_id: form.id,
    title: form.title,
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.TextInput,
            custom_id: form.field.id,
            label: form.field.label,
            style: TextInputStyle.Paragraph,
            placeholder: form.field.placeholder.slice(0, 100),
            required: true,
            max_length: 4000,
            ...(form.field.value ? { value: form.field.value } : {}),
          },
        ],
      },
    ],
  };
}
