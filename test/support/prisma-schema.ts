import pg from 'pg';

/**
 * The drift check's two halves: what prisma/schema.prisma says the database should look like
 * (derived the way `prisma migrate` would for PostgreSQL), and what a database really looks like
 * (read from information_schema and pg_catalog). Prisma's own `migrate diff` needs a schema-engine
 * binary this project cannot download, so this does the part of its work the project relies on.
 *
 * The parser understands only the subset of the schema language dragonpost uses. Anything else
 * (an attribute, an argument, a type, a kind of block it does not know) throws, so a schema change
 * it cannot judge fails the test loudly instead of passing unchecked.
 */

// ---------------------------------------------------------------------------------------------
// Parsing

export type ScalarType = 'String' | 'Int' | 'BigInt' | 'Boolean' | 'DateTime' | 'Json' | 'Bytes';
const SCALAR_TYPES: readonly string[] = ['String', 'Int', 'BigInt', 'Boolean', 'DateTime', 'Json', 'Bytes'];

export type DefaultValue =
  | { kind: 'now' }
  | { kind: 'uuid' }
  | { kind: 'autoincrement' }
  | { kind: 'literal'; value: string | number | boolean };

export interface ScalarField {
  name: string;
  type: ScalarType;
  optional: boolean;
  id: boolean;
  unique: boolean;
  updatedAt: boolean;
  default?: DefaultValue;
}

export type ReferentialAction = 'Cascade' | 'Restrict' | 'NoAction' | 'SetNull' | 'SetDefault';
const REFERENTIAL_ACTIONS: readonly string[] = ['Cascade', 'Restrict', 'NoAction', 'SetNull', 'SetDefault'];

export interface RelationField {
  name: string;
  target: string;
  optional: boolean;
  fields: string[];
  references: string[];
  onDelete?: ReferentialAction;
  onUpdate?: ReferentialAction;
}

export interface Model {
  name: string;
  scalars: ScalarField[];
  relations: RelationField[];
  /** Fields of `@@id([...])`, in order. */
  compoundId?: string[];
  indexes: Array<{ fields: string[]; unique: boolean }>;
}

type Value =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'ident'; value: string }
  | { kind: 'call'; name: string; args: Arg[] }
  | { kind: 'list'; items: Value[] };
interface Arg {
  name?: string;
  value: Value;
}
interface Attribute {
  name: string;
  args: Arg[] | null;
}

class SchemaError extends Error {
  constructor(line: number, message: string) {
    super(`schema.prisma line ${line}: ${message}`);
    this.name = 'SchemaError';
  }
}

/** Removes `//` and `///` comments, leaving string literals alone. */
function stripComment(line: string): string {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '/' && line[i + 1] === '/') return line.slice(0, i);
  }
  return line;
}

type Token = { t: 'attr'; v: string } | { t: 'ident'; v: string } | { t: 'string'; v: string } | { t: 'number'; v: number } | { t: 'punct'; v: string };

function tokenize(text: string, line: number): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    let m: RegExpMatchArray | null;
    if ((m = rest.match(/^\s+/))) i += m[0].length;
    else if ((m = rest.match(/^@@?[A-Za-z_][\w.]*/))) {
      tokens.push({ t: 'attr', v: m[0] });
      i += m[0].length;
    } else if ((m = rest.match(/^[A-Za-z_]\w*/))) {
      tokens.push({ t: 'ident', v: m[0] });
      i += m[0].length;
    } else if ((m = rest.match(/^-?\d+(\.\d+)?/))) {
      tokens.push({ t: 'number', v: Number(m[0]) });
      i += m[0].length;
    } else if ((m = rest.match(/^"((?:[^"\\]|\\.)*)"/))) {
      tokens.push({ t: 'string', v: JSON.parse(m[0]) as string });
      i += m[0].length;
    } else if ('()[],:'.includes(rest[0] ?? '')) {
      tokens.push({ t: 'punct', v: rest[0] as string });
      i += 1;
    } else throw new SchemaError(line, `cannot read ${JSON.stringify(rest)}`);
  }
  return tokens;
}

/** Reads a run of attributes: `@id @default(now()) @relation(fields: [a], references: [b])`. */
function parseAttributes(text: string, line: number): Attribute[] {
  const tokens = tokenize(text, line);
  let pos = 0;
  const peek = () => tokens[pos];
  const next = () => {
    const token = tokens[pos++];
    if (!token) throw new SchemaError(line, `unexpected end of ${JSON.stringify(text)}`);
    return token;
  };
  const expect = (v: string) => {
    const token = next();
    if (token.t !== 'punct' || token.v !== v) throw new SchemaError(line, `expected "${v}" in ${JSON.stringify(text)}`);
  };
  const isPunct = (v: string) => {
    const token = peek();
    return token?.t === 'punct' && token.v === v;
  };
  const args = (): Arg[] => {
    expect('(');
    const list: Arg[] = [];
    while (!isPunct(')')) {
      const first = peek();
      const second = tokens[pos + 1];
      if (first?.t === 'ident' && second?.t === 'punct' && second.v === ':') {
        pos += 2;
        list.push({ name: first.v, value: value() });
      } else list.push({ value: value() });
      if (!isPunct(')')) expect(',');
    }
    expect(')');
    return list;
  };
  const value = (): Value => {
    const token = next();
    if (token.t === 'string') return { kind: 'string', value: token.v };
    if (token.t === 'number') return { kind: 'number', value: token.v };
    if (token.t === 'ident') return isPunct('(') ? { kind: 'call', name: token.v, args: args() } : { kind: 'ident', value: token.v };
    if (token.t === 'punct' && token.v === '[') {
      const items: Value[] = [];
      while (!isPunct(']')) {
        items.push(value());
        if (!isPunct(']')) expect(',');
      }
      expect(']');
      return { kind: 'list', items };
    }
    throw new SchemaError(line, `unexpected ${JSON.stringify(token.v)} in ${JSON.stringify(text)}`);
  };
  const attributes: Attribute[] = [];
  while (pos < tokens.length) {
    const token = next();
    if (token.t !== 'attr') throw new SchemaError(line, `expected an attribute, found ${JSON.stringify(token.v)} in ${JSON.stringify(text)}`);
    attributes.push({ name: token.v, args: isPunct('(') ? args() : null });
  }
  return attributes;
}

function fieldList(value: Value | undefined, line: number, what: string): string[] {
  if (value?.kind !== 'list' || value.items.length === 0) throw new SchemaError(line, `${what} must be a list of field names`);
  return value.items.map((item) => {
    if (item.kind !== 'ident') throw new SchemaError(line, `${what}: only plain field names are understood`);
    return item.value;
  });
}

function onlyArgs(attribute: Attribute, line: number, allowed: { positional: number; named: string[] }): void {
  const args = attribute.args ?? [];
  const positional = args.filter((a) => a.name === undefined);
  if (positional.length > allowed.positional) throw new SchemaError(line, `${attribute.name}: unexpected argument`);
  for (const arg of args) {
    if (arg.name !== undefined && !allowed.named.includes(arg.name)) throw new SchemaError(line, `${attribute.name}: argument "${arg.name}" is not understood`);
  }
}

function parseDefault(attribute: Attribute, type: ScalarType, line: number): DefaultValue {
  onlyArgs(attribute, line, { positional: 1, named: [] });
  const value = attribute.args?.[0]?.value;
  if (!value) throw new SchemaError(line, '@default needs a value');
  const wrong = () => new SchemaError(line, `@default of a ${type} field: this value is not understood`);
  switch (value.kind) {
    case 'call':
      if (value.args.length > 0) throw wrong();
      if (value.name === 'now' && type === 'DateTime') return { kind: 'now' };
      if (value.name === 'uuid' && type === 'String') return { kind: 'uuid' };
      if (value.name === 'autoincrement' && (type === 'Int' || type === 'BigInt')) return { kind: 'autoincrement' };
      throw wrong();
    case 'ident':
      if ((value.value === 'true' || value.value === 'false') && type === 'Boolean') return { kind: 'literal', value: value.value === 'true' };
      throw wrong();
    case 'number':
      if ((type === 'Int' || type === 'BigInt') && Number.isInteger(value.value)) return { kind: 'literal', value: value.value };
      throw wrong();
    case 'string':
      if (type === 'String') return { kind: 'literal', value: value.value };
      if (type === 'Json') {
        try {
          JSON.parse(value.value);
        } catch {
          throw new SchemaError(line, `@default of a Json field must be JSON: ${value.value}`);
        }
        return { kind: 'literal', value: value.value };
      }
      throw wrong();
    default:
      throw wrong();
  }
}

interface PendingField {
  line: number;
  name: string;
  type: string;
  modifier: '' | '?' | '[]';
  attributes: Attribute[];
}

export function parsePrismaSchema(text: string): Model[] {
  const lines = text.split(/\r?\n/);
  const pending: Array<{ name: string; line: number; fields: PendingField[]; blockAttributes: Array<{ line: number; attribute: Attribute }> }> = [];
  let block: 'model' | 'config' | null = null;
  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = stripComment(raw).trim();
    if (!content) return;
    if (block === null) {
      const m = content.match(/^(\w+)\s+(\w+)\s*\{$/);
      if (!m) throw new SchemaError(line, `expected a block, found ${JSON.stringify(content)}`);
      const [, keyword, name] = m as [string, string, string];
      if (keyword === 'model') {
        if (pending.some((p) => p.name === name)) throw new SchemaError(line, `model ${name} is defined twice`);
        pending.push({ name, line, fields: [], blockAttributes: [] });
        block = 'model';
      } else if (keyword === 'generator' || keyword === 'datasource') block = 'config';
      else throw new SchemaError(line, `"${keyword}" blocks are not understood`);
      return;
    }
    if (content === '}') {
      block = null;
      return;
    }
    if (block === 'config') return;
    const model = pending[pending.length - 1] as (typeof pending)[number];
    if (content.startsWith('@@')) {
      for (const attribute of parseAttributes(content, line)) model.blockAttributes.push({ line, attribute });
      return;
    }
    const m = content.match(/^(\w+)\s+(\w+)(\?|\[\])?(?:\s+(.*))?$/);
    if (!m) throw new SchemaError(line, `cannot read the field ${JSON.stringify(content)}`);
    const [, name, type, modifier, rest] = m as [string, string, string, string | undefined, string | undefined];
    if (model.fields.some((f) => f.name === name)) throw new SchemaError(line, `${model.name}.${name} is defined twice`);
    model.fields.push({ line, name, type, modifier: (modifier ?? '') as PendingField['modifier'], attributes: rest ? parseAttributes(rest, line) : [] });
  });
  if (block !== null) throw new SchemaError(lines.length, 'a block is not closed');

  const modelNames = new Set(pending.map((p) => p.name));
  const models: Model[] = pending.map((p) => {
    const model: Model = { name: p.name, scalars: [], relations: [], indexes: [] };
    for (const field of p.fields) {
      const where = `${p.name}.${field.name}`;
      if (SCALAR_TYPES.includes(field.type)) {
        if (field.modifier === '[]') throw new SchemaError(field.line, `${where}: scalar lists are not understood`);
        const scalar: ScalarField = { name: field.name, type: field.type as ScalarType, optional: field.modifier === '?', id: false, unique: false, updatedAt: false };
        for (const attribute of field.attributes) {
          const seen = field.attributes.filter((a) => a.name === attribute.name).length;
          if (seen > 1) throw new SchemaError(field.line, `${where}: ${attribute.name} twice`);
          switch (attribute.name) {
            case '@id':
            case '@unique':
            case '@updatedAt':
              if (attribute.args !== null) throw new SchemaError(field.line, `${where}: ${attribute.name} with arguments is not understood`);
              if (attribute.name === '@id') scalar.id = true;
              else if (attribute.name === '@unique') scalar.unique = true;
              else {
                if (scalar.type !== 'DateTime') throw new SchemaError(field.line, `${where}: @updatedAt on a ${scalar.type}`);
                scalar.updatedAt = true;
              }
              break;
            case '@default':
              scalar.default = parseDefault(attribute, scalar.type, field.line);
              break;
            default:
              throw new SchemaError(field.line, `${where}: the attribute ${attribute.name} is not understood`);
          }
        }
        if (scalar.id && scalar.optional) throw new SchemaError(field.line, `${where}: an @id cannot be optional`);
        model.scalars.push(scalar);
      } else if (modelNames.has(field.type)) {
        if (field.modifier === '[]') {
          if (field.attributes.length > 0) throw new SchemaError(field.line, `${where}: attributes on a list relation are not understood`);
          continue; // the other side of a one-to-many relation: no column, no key
        }
        const relation = field.attributes.find((a) => a.name === '@relation');
        if (!relation || field.attributes.length !== 1) {
          throw new SchemaError(field.line, `${where}: a relation field needs exactly one @relation(fields: [...], references: [...])`);
        }
        onlyArgs(relation, field.line, { positional: 0, named: ['fields', 'references', 'onDelete', 'onUpdate'] });
        const arg = (name: string) => relation.args?.find((a) => a.name === name)?.value;
        const action = (name: string): ReferentialAction | undefined => {
          const value = arg(name);
          if (value === undefined) return undefined;
          if (value.kind !== 'ident' || !REFERENTIAL_ACTIONS.includes(value.value)) throw new SchemaError(field.line, `${where}: ${name} is not understood`);
          return value.value as ReferentialAction;
        };
        const fields = fieldList(arg('fields'), field.line, `${where} @relation fields`);
        const references = fieldList(arg('references'), field.line, `${where} @relation references`);
        if (fields.length !== references.length) throw new SchemaError(field.line, `${where}: fields and references differ in length`);
        model.relations.push({ name: field.name, target: field.type, optional: field.modifier === '?', fields, references, onDelete: action('onDelete'), onUpdate: action('onUpdate') });
      } else {
        throw new SchemaError(field.line, `${where}: the type ${field.type} is not understood`);
      }
    }
    for (const { line, attribute } of p.blockAttributes) {
      if (!['@@id', '@@index', '@@unique'].includes(attribute.name)) throw new SchemaError(line, `${p.name}: the attribute ${attribute.name} is not understood`);
      onlyArgs(attribute, line, { positional: 1, named: [] });
      const fields = fieldList(attribute.args?.[0]?.value, line, `${p.name} ${attribute.name}`);
      switch (attribute.name) {
        case '@@id':
          if (model.compoundId) throw new SchemaError(line, `${p.name}: @@id twice`);
          model.compoundId = fields;
          break;
        case '@@index':
          model.indexes.push({ fields, unique: false });
          break;
        default:
          model.indexes.push({ fields, unique: true });
      }
      for (const name of fields) {
        if (!model.scalars.some((s) => s.name === name)) throw new SchemaError(line, `${p.name} ${attribute.name}: ${name} is not a scalar field of ${p.name}`);
      }
    }
    const ids = model.scalars.filter((s) => s.id);
    if (ids.length > 1 || (ids.length === 1 && model.compoundId)) throw new SchemaError(p.line, `${p.name} has more than one primary key`);
    if (ids.length === 0 && !model.compoundId) throw new SchemaError(p.line, `${p.name} has no @id or @@id`);
    return model;
  });

  // Relations point at real fields of the same type on both sides.
  for (const model of models) {
    for (const relation of model.relations) {
      const target = models.find((m) => m.name === relation.target) as Model;
      const keys = [
        target.compoundId ?? target.scalars.filter((s) => s.id).map((s) => s.name),
        ...target.scalars.filter((s) => s.unique).map((s) => [s.name]),
        ...target.indexes.filter((i) => i.unique).map((i) => i.fields),
      ];
      if (!keys.some((key) => key.length === relation.references.length && key.every((k) => relation.references.includes(k)))) {
        throw new Error(`${model.name}.${relation.name}: references ${list(relation.references)}, which is not a primary key or unique in ${target.name}`);
      }
      relation.fields.forEach((name, i) => {
        const own = model.scalars.find((s) => s.name === name);
        const referenced = target.scalars.find((s) => s.name === relation.references[i]);
        if (!own) throw new Error(`${model.name}.${relation.name}: ${name} is not a scalar field of ${model.name}`);
        if (!referenced) throw new Error(`${model.name}.${relation.name}: ${relation.references[i]} is not a scalar field of ${target.name}`);
        if (own.type !== referenced.type) throw new Error(`${model.name}.${relation.name}: ${name} is a ${own.type} but ${target.name}.${referenced.name} is a ${referenced.type}`);
      });
    }
  }
  return models;
}

// ---------------------------------------------------------------------------------------------
// The structure of a database, expected or actual

export interface ColumnShape {
  type: string;
  nullable: boolean;
  /** A readable rendering of the default, or null for none. */
  default: string | null;
}
export interface IndexShape {
  columns: string[];
  unique: boolean;
  /** "btree", and anything odd about the index (partial, on expressions). */
  kind: string;
}
export interface ForeignKeyShape {
  columns: string[];
  references: string;
  referencedColumns: string[];
  onDelete: string;
  onUpdate: string;
}
export interface TableShape {
  columns: Map<string, ColumnShape>;
  primaryKey: { name: string; columns: string[] } | null;
  indexes: Map<string, IndexShape>;
  foreignKeys: Map<string, ForeignKeyShape>;
}
export type DatabaseShape = Map<string, TableShape>;

const COLUMN_TYPES: Record<ScalarType, string> = {
  String: 'text',
  Int: 'integer',
  BigInt: 'bigint',
  Boolean: 'boolean',
  DateTime: 'timestamp(3) without time zone',
  Json: 'jsonb',
  Bytes: 'bytea',
};

const ACTION_SQL: Record<ReferentialAction, string> = {
  Cascade: 'CASCADE',
  Restrict: 'RESTRICT',
  NoAction: 'NO ACTION',
  SetNull: 'SET NULL',
  SetDefault: 'SET DEFAULT',
};

function expectedDefault(table: string, field: ScalarField): string | null {
  const d = field.default;
  if (!d) return null; // @updatedAt alone is filled in by the client, not the database
  switch (d.kind) {
    case 'uuid':
      return null; // generated by Prisma's client
    case 'now':
      return 'now()';
    case 'autoincrement':
      return `nextval(${table}_${field.name}_seq)`;
    case 'literal':
      return `literal ${JSON.stringify(d.value)}`;
  }
}

/** The database `prisma migrate` would make for these models on PostgreSQL. */
export function expectedShape(models: Model[]): DatabaseShape {
  const shape: DatabaseShape = new Map();
  for (const model of models) {
    const table: TableShape = { columns: new Map(), primaryKey: null, indexes: new Map(), foreignKeys: new Map() };
    for (const field of model.scalars) {
      table.columns.set(field.name, { type: COLUMN_TYPES[field.type], nullable: field.optional, default: expectedDefault(model.name, field) });
      if (field.unique) table.indexes.set(`${model.name}_${field.name}_key`, { columns: [field.name], unique: true, kind: 'btree' });
    }
    const idField = model.scalars.find((s) => s.id);
    table.primaryKey = { name: `${model.name}_pkey`, columns: model.compoundId ?? (idField ? [idField.name] : []) };
    for (const index of model.indexes) {
      table.indexes.set(`${model.name}_${index.fields.join('_')}_${index.unique ? 'key' : 'idx'}`, { columns: index.fields, unique: index.unique, kind: 'btree' });
    }
    for (const relation of model.relations) {
      table.foreignKeys.set(`${model.name}_${relation.fields.join('_')}_fkey`, {
        columns: relation.fields,
        references: relation.target,
        referencedColumns: relation.references,
        // Prisma's defaults: an optional relation is cut loose when its target goes, a required one holds it.
        onDelete: ACTION_SQL[relation.onDelete ?? (relation.optional ? 'SetNull' : 'Restrict')],
        onUpdate: ACTION_SQL[relation.onUpdate ?? 'Cascade'],
      });
    }
    shape.set(model.name, table);
  }
  return shape;
}

/** Puts a default as Postgres prints it (information_schema.columns.column_default) in the form expectedDefault uses. */
function actualDefault(text: string | null, identity: boolean): string | null {
  if (identity) return 'identity';
  if (text === null) return null;
  if (text === 'CURRENT_TIMESTAMP' || text === 'now()') return 'now()';
  let m = text.match(/^nextval\('"?([^"']+)"?'::regclass\)$/);
  if (m) return `nextval(${m[1]})`;
  if (text === 'true' || text === 'false') return `literal ${text}`;
  m = text.match(/^\(?'?(-?\d+)'?\)?(?:::(?:integer|bigint))?$/);
  if (m) return `literal ${Number(m[1])}`;
  m = text.match(/^'((?:[^']|'')*)'::(?:text|jsonb|character varying)$/);
  if (m) return `literal ${JSON.stringify((m[1] as string).replace(/''/g, "'"))}`;
  return `sql ${text}`;
}

function columnType(row: { data_type: string; udt_name: string; datetime_precision: number | null; character_maximum_length: number | null }): string {
  if (row.data_type.startsWith('timestamp') || row.data_type.startsWith('time ')) {
    return row.data_type.replace(/^(timestamp|time)/, `$1(${row.datetime_precision})`);
  }
  if (row.data_type === 'USER-DEFINED' || row.data_type === 'ARRAY') return `${row.data_type} ${row.udt_name}`;
  if (row.character_maximum_length !== null) return `${row.data_type}(${row.character_maximum_length})`;
  return row.data_type;
}

const FK_ACTIONS: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

/** What the database at `url` really holds, in its current schema, except Prisma's own bookkeeping. */
export async function readDatabaseShape(url: string, ignore: string[] = ['_prisma_migrations']): Promise<DatabaseShape> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const shape: DatabaseShape = new Map();
    const table = (name: string) => shape.get(name) as TableShape;
    const tables = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    for (const row of tables.rows) {
      if (!ignore.includes(row.table_name)) shape.set(row.table_name, { columns: new Map(), primaryKey: null, indexes: new Map(), foreignKeys: new Map() });
    }
    const columns = await client.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      udt_name: string;
      datetime_precision: number | null;
      character_maximum_length: number | null;
      is_nullable: 'YES' | 'NO';
      column_default: string | null;
      is_identity: 'YES' | 'NO';
    }>(
      `SELECT table_name, column_name, data_type, udt_name, datetime_precision, character_maximum_length, is_nullable, column_default, is_identity
         FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
    );
    for (const row of columns.rows) {
      if (!shape.has(row.table_name)) continue;
      table(row.table_name).columns.set(row.column_name, {
        type: columnType(row),
        nullable: row.is_nullable === 'YES',
        default: actualDefault(row.column_default, row.is_identity === 'YES'),
      });
    }
    const keys = await client.query<{ table_name: string; constraint_name: string; column_name: string }>(
      `SELECT tc.table_name, tc.constraint_name, kcu.column_name
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage kcu
           ON kcu.constraint_schema = tc.constraint_schema AND kcu.constraint_name = tc.constraint_name AND kcu.table_name = tc.table_name
        WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = current_schema()
        ORDER BY tc.table_name, kcu.ordinal_position`,
    );
    for (const row of keys.rows) {
      if (!shape.has(row.table_name)) continue;
      const t = table(row.table_name);
      t.primaryKey ??= { name: row.constraint_name, columns: [] };
      t.primaryKey.columns.push(row.column_name);
    }
    // pg_indexes names every index of the schema; pg_index says which columns, in order, and how.
    const indexes = await client.query<{ tablename: string; indexname: string; unique: boolean; method: string; partial: boolean; expressions: boolean; columns: string[] }>(
      `SELECT pi.tablename, pi.indexname, ix.indisunique AS unique, am.amname AS method,
              ix.indpred IS NOT NULL AS partial, ix.indexprs IS NOT NULL AS expressions,
              ARRAY(SELECT a.attname::text FROM unnest(ix.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = ix.indrelid AND a.attnum = k.attnum ORDER BY k.ord) AS columns
         FROM pg_indexes pi
         JOIN pg_class i ON i.relname = pi.indexname
         JOIN pg_namespace n ON n.oid = i.relnamespace AND n.nspname = pi.schemaname
         JOIN pg_index ix ON ix.indexrelid = i.oid
         JOIN pg_am am ON am.oid = i.relam
        WHERE pi.schemaname = current_schema() AND NOT ix.indisprimary`,
    );
    for (const row of indexes.rows) {
      if (!shape.has(row.tablename)) continue;
      const kind = [row.method, row.partial ? 'partial' : '', row.expressions ? 'on expressions' : ''].filter(Boolean).join(' ');
      table(row.tablename).indexes.set(row.indexname, { columns: row.columns, unique: row.unique, kind });
    }
    const foreignKeys = await client.query<{ name: string; table_name: string; references: string; columns: string[]; referenced_columns: string[]; on_delete: string; on_update: string }>(
      `SELECT c.conname AS name, t.relname AS table_name, rt.relname AS references,
              ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.ord) AS columns,
              ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY AS k(attnum, ord)
                      JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum ORDER BY k.ord) AS referenced_columns,
              c.confdeltype AS on_delete, c.confupdtype AS on_update
         FROM pg_constraint c
         JOIN pg_class t ON t.oid = c.conrelid
         JOIN pg_class rt ON rt.oid = c.confrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE c.contype = 'f' AND n.nspname = current_schema()`,
    );
    for (const row of foreignKeys.rows) {
      if (!shape.has(row.table_name)) continue;
      table(row.table_name).foreignKeys.set(row.name, {
        columns: row.columns,
        references: row.references,
        referencedColumns: row.referenced_columns,
        onDelete: FK_ACTIONS[row.on_delete] ?? row.on_delete,
        onUpdate: FK_ACTIONS[row.on_update] ?? row.on_update,
      });
    }
    return shape;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Comparing

const SCHEMA = 'schema.prisma';
const SQL = 'the SQL';
const list = (columns: string[]) => `(${columns.join(', ')})`;

function compareNamed<T>(
  what: (name: string) => string,
  expected: Map<string, T>,
  actual: Map<string, T>,
  describe: (value: T) => string,
  out: string[],
): void {
  for (const [name, e] of expected) {
    const a = actual.get(name);
    if (!a) out.push(`${what(name)}: in ${SCHEMA} but not in ${SQL}`);
    else if (describe(e) !== describe(a)) out.push(`${what(name)}: ${describe(e)} in ${SCHEMA}, ${describe(a)} in ${SQL}`);
  }
  for (const name of actual.keys()) {
    if (!expected.has(name)) out.push(`${what(name)}: in ${SQL} but not in ${SCHEMA}`);
  }
}

/** Every difference between what schema.prisma says and what the migrations made, one readable line each. */
export function compareShapes(expected: DatabaseShape, actual: DatabaseShape): string[] {
  const out: string[] = [];
  for (const [name, e] of expected) {
    const a = actual.get(name);
    if (!a) {
      out.push(`table ${name}: in ${SCHEMA} but not in ${SQL}`);
      continue;
    }
    for (const [column, ec] of e.columns) {
      const ac = a.columns.get(column);
      const where = `${name}.${column}`;
      if (!ac) {
        out.push(`${where}: in ${SCHEMA} but not in ${SQL}`);
        continue;
      }
      if (ec.type !== ac.type) out.push(`${where}: type ${ec.type} in ${SCHEMA}, ${ac.type} in ${SQL}`);
      if (ec.nullable !== ac.nullable) {
        const say = (nullable: boolean) => (nullable ? 'nullable' : 'NOT NULL');
        out.push(`${where}: ${say(ec.nullable)} in ${SCHEMA}, ${say(ac.nullable)} in ${SQL}`);
      }
      if (ec.default !== ac.default) out.push(`${where}: default ${ec.default ?? 'none'} in ${SCHEMA}, ${ac.default ?? 'none'} in ${SQL}`);
    }
    for (const column of a.columns.keys()) {
      if (!e.columns.has(column)) out.push(`${name}.${column}: in ${SQL} but not in ${SCHEMA}`);
    }
    const pk = (key: TableShape['primaryKey']) => (key ? `${key.name} ${list(key.columns)}` : 'none');
    if (pk(e.primaryKey) !== pk(a.primaryKey)) out.push(`${name} primary key: ${pk(e.primaryKey)} in ${SCHEMA}, ${pk(a.primaryKey)} in ${SQL}`);
    compareNamed((n) => `index ${n}`, e.indexes, a.indexes, (i) => `${i.unique ? 'unique ' : ''}${i.kind} ${list(i.columns)}`, out);
    compareNamed(
      (n) => `foreign key ${n}`,
      e.foreignKeys,
      a.foreignKeys,
      (f) => `${list(f.columns)} references ${f.references}${list(f.referencedColumns)} on delete ${f.onDelete} on update ${f.onUpdate}`,
      out,
    );
  }
  for (const name of actual.keys()) {
    if (!expected.has(name)) out.push(`table ${name}: in ${SQL} but not in ${SCHEMA}`);
  }
  return out;
}
