import { z } from 'zod';
import { ephemeral, type Command } from './types.ts';

/** `/game`: open a game in this channel, take a seat, start, and look at it. */

const DeadlineSchema = z
  .string()
  .regex(/^\s*\d{1,3}\s*h?\s*$/i, 'write the deadline in hours, e.g. 48h')
  .transform((s) => Number.parseInt(s, 10))
  .pipe(z.number().int().min(1, 'a deadline is at least 1 hour').max(336, 'a deadline is at most 336 hours (two weeks)'));

function parseOptions(text: string | undefined): Record<string, string> | string {
  if (!text) return {};
  const out: Record<string, string> = {};
  for (const pair of text.split(/[,\s]+/).filter(Boolean)) {
    const [key, value] = pair.split('=');
    if (!key || value === undefined) return `options are written key=value, separated by commas (got "${pair}")`;
    out[key] = value;
  }
  return out;
}

function positiveInt(text: string | undefined, what: string): number | undefined | string {
  if (text === undefined) return undefined;
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : `${what} must be a whole number from 1`;
}

export const game = {
  name: 'game',
  description: 'Open, join, start and look at the game in this channel',
  subcommands: [
    {
      name: 'new',
      description: 'Open a new game in this channel',
      options: [
        { name: 'game', description: 'Which game', type: 'string', required: true, autocomplete: true },
        { name: 'scenario', description: 'Which scenario', type: 'string', required: true, autocomplete: true },
        { name: 'deadline', description: 'Hours allowed per phase (default 48h)', type: 'string', required: false },
        { name: 'options', description: 'Rule options, key=value separated by commas', type: 'string', required: false },
        { name: 'gm-role', description: 'A role whose members run this game as game masters', type: 'string', required: false },
        { name: 'misses', description: 'Missed deadlines in a row before a seat opens for a substitute (default 3)', type: 'integer', required: false },
      ],
    },
    { name: 'join', description: 'Take a seat', options: [{ name: 'seat', description: 'The seat (side) to take', type: 'string', required: true, autocomplete: true }] },
    { name: 'leave', description: 'Give up your seat before the game starts', options: [] },
    { name: 'start', description: 'Start the game once the seats are taken', options: [] },
    { name: 'status', description: 'Whose move it is and who has not acted', options: [] },
    {
      name: 'map',
      description: 'The map now, or as any past phase ended',
      options: [
        { name: 'phase', description: 'A past phase, numbered from 1', type: 'integer', required: false },
        { name: 'view', description: 'The public view, or your own', type: 'string', required: false, choices: [{ name: 'public', value: 'public' }, { name: 'mine', value: 'mine' }] },
        { name: 'area', description: 'Zoom on a nation or a hex (a strategic map)', type: 'string', required: false },
      ],
    },
    { name: 'log', description: 'The log of a turn, every roll explained', options: [{ name: 'turn', description: 'The turn (default: all)', type: 'integer', required: false }] },
    {
      name: 'web',
      description: "The link to the game's web page: the board and the log, phase by phase",
      options: [{ name: 'view', description: 'The public page, or your own private view', type: 'string', required: false, choices: [{ name: 'public', value: 'public' }, { name: 'mine', value: 'mine' }] }],
    },
    { name: 'prompt', description: 'What is waiting for you, your own map and what only your side knows', options: [] },
    { name: 'pause', description: 'Pause the game (a game master, or every player voting)', options: [] },
    { name: 'resume', description: 'Resume a paused game (a game master, or every player voting)', options: [] },
    {
      name: 'export',
      description: 'The log as JSON, or the position as a scenario file once every player agrees (the GM asks)',
      options: [
        { name: 'what', description: 'What to save', type: 'string', required: true, choices: [{ name: 'scenario', value: 'scenario' }, { name: 'log', value: 'log' }] },
        { name: 'answer', description: "A player's answer to the request (the buttons give it)", type: 'string', required: false, choices: [{ name: 'agree', value: 'yes' }, { name: 'refuse', value: 'no' }] },
      ],
    },
    {
      name: 'fork',
      description: 'A new game from the end of a past phase, with new dice (while it runs: GM asks, all agree)',
      options: [
        { name: 'phase', description: 'The phase whose end the fork starts from, numbered from 1', type: 'integer', required: false },
        { name: 'answer', description: "A player's answer to the request (the buttons give it)", type: 'string', required: false, choices: [{ name: 'agree', value: 'yes' }, { name: 'refuse', value: 'no' }] },
      ],
    },
    {
      name: 'reminders',
      description: 'Deadline reminders by DM, 24 h and 2 h before',
      options: [{ name: 'set', description: 'on or off', type: 'string', required: true, choices: [{ name: 'on', value: 'on' }, { name: 'off', value: 'off' }] }],
    },
  ],
  async run(ctx, input, service) {
    const o = input.options;
    switch (input.subcommand) {
      case 'new': {
        const deadline = o.deadline === undefined ? { success: true as const, data: 48 } : DeadlineSchema.safeParse(o.deadline);
        if (!deadline.success) return [ephemeral(`deadline: ${deadline.error.issues[0]?.message}.`)];
        const options = parseOptions(o.options);
        if (typeof options === 'string') return [ephemeral(options)];
        if (!o.game || !o.scenario) return [ephemeral('Say which game and scenario: /game new game:<game> scenario:<scenario>.')];
        const seed = ctx.transport === 'local' ? o.seed : undefined;
        if (o.seed && ctx.transport !== 'local') return [ephemeral('A seed can only be chosen on the local table.')];
        const gmRole = o['gm-role'] ? /^<@&(\d+)>$|^(\d+)$/.exec(o['gm-role'].trim()) : null;
        if (o['gm-role'] && !gmRole) return [ephemeral('gm-role: mention the role, like @Game Master.')];
        const gmRoleId = gmRole ? (gmRole[1] ?? gmRole[2]) : undefined;
        const misses = positiveInt(o.misses, 'misses');
        if (typeof misses === 'string' || (misses !== undefined && misses > 20)) return [ephemeral('misses: a whole number from 1 to 20.')];
        return service.create(ctx, { moduleId: o.game, scenarioId: o.scenario, options, deadlineHours: deadline.data, ...(seed ? { seed } : {}), ...(gmRoleId ? { gmRoleId } : {}), ...(misses ? { maxMisses: misses } : {}) });
      }
      case 'join': {
        if (!o.seat) return [ephemeral('Which seat? /game join seat:<name>.')];
        if (!input.gameId) return service.join(ctx, o.seat);
        const named = await service.gameById(ctx, input.gameId);
        return named.ok ? service.join(ctx, o.seat, named.value) : [ephemeral(named.error)];
      }
      case 'leave':
        return service.leave(ctx);
      case 'start': {
        if (!input.gameId) return service.start(ctx);
        const named = await service.gameById(ctx, input.gameId);
        return named.ok ? service.start(ctx, named.value) : [ephemeral(named.error)];
      }
      case 'status':
        return service.status(ctx);
      case 'map': {
        const phase = positiveInt(o.phase, 'phase');
        if (typeof phase === 'string') return [ephemeral(phase)];
        if (o.view && o.view !== 'public' && o.view !== 'mine') return [ephemeral('view is public or mine.')];
        return service.map(ctx, { ...(phase ? { phase } : {}), ...(o.view ? { view: o.view as 'public' | 'mine' } : {}), ...(o.area?.trim() ? { area: o.area.trim() } : {}) });
      }
      case 'log': {
        const turn = positiveInt(o.turn, 'turn');
        if (typeof turn === 'string') return [ephemeral(turn)];
        return service.log(ctx, turn ? { turn } : {});
      }
      case 'web':
        if (o.view && o.view !== 'public' && o.view !== 'mine') return [ephemeral('view is public or mine.')];
        return service.web(ctx, { mine: o.view === 'mine' });
      case 'prompt':
        return service.prompt(ctx);
      case 'pause':
        return service.pause(ctx, false);
      case 'resume':
        return service.pause(ctx, true);
      case 'export':
        if (o.what === 'log') return o.answer === undefined ? service.exportLog(ctx) : [ephemeral('answer: is for what:scenario; what:log needs nothing more.')];
        if (o.what !== 'scenario') return [ephemeral('what: log (the log as JSON) or scenario (the position, as a scenario file).')];
        if (o.answer === undefined) return service.exportAsk(ctx);
        if (o.answer !== 'yes' && o.answer !== 'no') return [ephemeral('answer: yes to agree, no to refuse.')];
        return service.exportAnswer(ctx, o.answer === 'yes', input.gameId);
      case 'fork': {
        if (o.answer !== undefined) {
          if (o.answer !== 'yes' && o.answer !== 'no') return [ephemeral('answer: yes to agree, no to refuse.')];
          if (o.phase !== undefined) return [ephemeral('answer: answers the request as it was made; it takes no phase:.')];
          return service.forkAnswer(ctx, o.answer === 'yes', input.gameId);
        }
        const phase = positiveInt(o.phase, 'phase');
        if (typeof phase === 'string') return [ephemeral(phase)];
        return service.fork(ctx, phase);
      }
      case 'reminders':
        if (o.set !== 'on' && o.set !== 'off') return [ephemeral('set: on or off.')];
        return service.reminders(ctx, o.set === 'on');
      default:
        return [ephemeral('Use /game new, join, leave, start, status, map, log, web, prompt, pause, resume, export, fork or reminders.')];
    }
  },
  async autocomplete(ctx, input, focused, service) {
    const typed = (input.options[focused] ?? '').toLowerCase();
    if (focused === 'game') return service.modules().filter((m) => m.id.startsWith(typed)).map((m) => ({ name: m.title, value: m.id }));
    if (focused === 'scenario') {
      const module = service.module(input.options.game ?? '');
      return (module?.scenarios ?? []).filter((s) => s.id.startsWith(typed) || s.title.toLowerCase().startsWith(typed)).map((s) => ({ name: s.title, value: s.id }));
    }
    if (focused === 'seat') {
      const here = await service.gameHere(ctx);
      const module = here && service.module(here.moduleId);
      return module ? module.seats(here.scenarioId).map((s) => ({ name: s.label, value: s.id })) : [];
    }
    return [];
  },
} satisfies Command;
