import {
  MAX_IMPORT_ROWS,
  type QuestionDefinition,
  questionInputSchema,
  questionMessages,
} from '@tutorium/contract/questions';
import { sentence, textWith } from '@tutorium/contract/text-with';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { badRequest } from '../../platform/errors';

/**
 * The question bank's CSV (docs/product.md, "Question bank CSV"): one question per row, under a header
 * naming these columns. The export writes all of them in this order; the import reads them by name.
 */
const columns = [
  'kind',
  'prompt',
  'options',
  'correct',
  'tolerance',
  'accepted',
  'marked_by_hand',
  'points',
  'tags',
  'explanation',
] as const;
type Column = (typeof columns)[number];
const requiredColumns: readonly Column[] = ['kind', 'prompt', 'correct'];

/** The one column whose name is not its field's name in `questionInputSchema`. */
const fieldOf = (column: Column): string => (column === 'marked_by_hand' ? 'markedByHand' : column);
const columnOf = (field: string): string => (field === 'markedByHand' ? 'marked_by_hand' : field);

/*
 * Lists (options, accepted answers, tags) share a cell, separated by "|". A "|" or "\" inside an item
 * is written "\|" or "\\", so any text survives the round trip; any other "\" is read as it stands.
 */
const joinList = (items: readonly string[]): string =>
  items.map((item) => item.replaceAll('\\', '\\\\').replaceAll('|', '\\|')).join('|');

function splitList(cell: string): string[] {
  if (cell.trim() === '') return [];
  const items: string[] = [];
  let item = '';
  for (let index = 0; index < cell.length; index += 1) {
    const char = cell[index];
    const next = cell[index + 1];
    if (char === '\\' && (next === '|' || next === '\\')) {
      item += next;
      index += 1;
    } else if (char === '|') {
      items.push(item);
      item = '';
    } else {
      item += char;
    }
  }
  items.push(item);
  return items;
}

/** Option numbers count from 1 in the file, as a teacher reads them; indexes count from 0. */
function optionIndex(text: string): number | string {
  return /^\s*\d+\s*$/.test(text) ? Number(text) - 1 : text;
}

/** A cell the schema checks: a number when it reads as one, else the text itself, which the schema refuses with its own message. */
function numberOf(text: string): number | string {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
}

function booleanOf(text: string): boolean | string {
  const word = text.trim().toLowerCase();
  if (word === 'true') return true;
  if (word === 'false') return false;
  return text;
}

/** Each question as one row of cells, in the columns' order. */
function rowOf(question: QuestionDefinition): Record<Column, string | number> {
  const row: Record<Column, string | number> = {
    kind: question.kind,
    prompt: question.prompt,
    options: '',
    correct: '',
    tolerance: '',
    accepted: '',
    marked_by_hand: '',
    points: question.points,
    tags: joinList(question.tags),
    explanation: question.explanation,
  };
  switch (question.kind) {
    case 'single':
      return { ...row, options: joinList(question.options), correct: question.correct + 1 };
    case 'multiple':
      return {
        ...row,
        options: joinList(question.options),
        correct: question.correct.map((index) => index + 1).join('|'),
      };
    case 'true_false':
      return { ...row, correct: String(question.correct) };
    case 'numeric':
      return { ...row, correct: question.correct, tolerance: question.tolerance };
    case 'short':
      return { ...row, accepted: joinList(question.accepted), marked_by_hand: String(question.markedByHand) };
  }
}

export function questionsCsv(definitions: readonly QuestionDefinition[]): string {
  const rows = definitions.map(rowOf);
  return stringify([[...columns], ...rows.map((row) => columns.map((column) => row[column]))]);
}

/**
 * A row's cells in the shape `questionInputSchema` reads. An empty cell is left out, so the schema's
 * default applies (points 1, no tags) or it names what is missing; a cell of another kind's column is
 * ignored.
 */
function inputOf(cells: Partial<Record<Column, string>>): Record<string, unknown> {
  const cell = (column: Column): string | undefined => {
    const value = cells[column];
    return value === undefined || value.trim() === '' ? undefined : value;
  };
  const given = (column: Column, read: (text: string) => unknown): Record<string, unknown> => {
    const text = cell(column);
    return text === undefined ? {} : { [fieldOf(column)]: read(text) };
  };
  const kind = cell('kind')?.trim().toLowerCase();
  const input: Record<string, unknown> = {
    kind,
    prompt: cells.prompt ?? '',
    ...given('explanation', (text) => text),
    ...given('points', numberOf),
    ...given('tags', splitList),
  };
  switch (kind) {
    case 'single':
      return { ...input, ...given('options', splitList), ...given('correct', optionIndex) };
    case 'multiple':
      return {
        ...input,
        ...given('options', splitList),
        ...given('correct', (text) => splitList(text).map(optionIndex)),
      };
    case 'true_false':
      return { ...input, ...given('correct', booleanOf) };
    case 'numeric':
      return { ...input, ...given('correct', numberOf), ...given('tolerance', numberOf) };
    case 'short':
      return { ...input, ...given('accepted', splitList), ...given('marked_by_hand', booleanOf) };
    default:
      return input;
  }
}

/**
 * One problem of a row, keyed "row 3: correct" (the spreadsheet's row number, the header being row 1),
 * or "row 3" when it is the whole row's.
 */
const rowProblem = (row: number, column: string | null, problem: string): [string, string] =>
  column === null
    ? [`row ${row}`, sentence(/*i18n*/ 'Row {row}: {problem}', { row, problem })]
    : [`row ${row}: ${column}`, sentence(/*i18n*/ 'Row {row}, column {column}: {problem}', { row, column, problem })];

function parseRecords(csv: string): string[][] {
  try {
    // No skip_empty_lines: a blank line still counts, so each row's number is the spreadsheet's.
    return parse(csv, { bom: true, relax_column_count: true }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw badRequest(
      textWith(/*i18n*/ 'The file could not be read as CSV: check the quotes near line {line}', {
        line: typeof error.lines === 'number' ? error.lines : 1,
      }),
    );
  }
}

/**
 * Every question of the CSV, checked by the contract's schema: all of them, or a 400 naming each bad
 * row's column and problem (so nothing is imported from a file with any error).
 */
export function readQuestionsCsv(csv: string): QuestionDefinition[] {
  const [header = [], ...records] = parseRecords(csv);
  // A column without a name (a spreadsheet's trailing commas) is ignored, cells and all.
  const names = header.map((name) => name.trim().toLowerCase());
  if (names.every((name) => name === '')) throw badRequest(questionMessages.importNoRows);
  const unknown = names.find((name) => name !== '' && !(columns as readonly string[]).includes(name));
  if (unknown !== undefined) {
    throw badRequest(
      textWith(/*i18n*/ 'The CSV has a column "{column}" the import does not know; its columns are {columns}', {
        column: unknown,
        columns: columns.join(', '),
      }),
    );
  }
  const twice = names.find((name, index) => name !== '' && names.indexOf(name) !== index);
  if (twice !== undefined) {
    throw badRequest(textWith(/*i18n*/ 'The CSV names the column "{column}" twice', { column: twice }));
  }
  const missing = requiredColumns.find((column) => !names.includes(column));
  if (missing !== undefined) {
    throw badRequest(
      textWith(/*i18n*/ 'The CSV lacks the column "{column}": its first row names the columns {columns}', {
        column: missing,
        columns: columns.join(', '),
      }),
    );
  }
  const rows = records
    .map((cells, index) => ({ number: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw badRequest(questionMessages.importNoRows);
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(questionMessages.importTooManyRows);

  const definitions: QuestionDefinition[] = [];
  const problems = new Map<string, string>();
  for (const { number, cells } of rows) {
    if (cells.slice(names.length).some((cell) => cell.trim() !== '')) {
      problems.set(
        ...rowProblem(
          number,
          null,
          /*i18n*/ 'The row has more cells than the header has columns (a comma outside quotes?)',
        ),
      );
      continue;
    }
    const byColumn = Object.fromEntries(names.map((name, index) => [name, cells[index] ?? '']));
    const parsed = questionInputSchema.safeParse(inputOf(byColumn));
    if (parsed.success) {
      definitions.push(parsed.data);
      continue;
    }
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'kind');
      const column = columnOf(field);
      // The first problem of a cell says what to fix first; the schema may find more than one.
      const [key, problem] = rowProblem(number, column, issue.message);
      if (!problems.has(key)) problems.set(key, problem);
    }
  }
  if (problems.size > 0) throw badRequest(questionMessages.importInvalid, Object.fromEntries(problems));
  return definitions;
}
