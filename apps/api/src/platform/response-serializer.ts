import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, type $ZodTypes, safeEncode } from 'zod/v4/core';

/** A compiled writer: the JSON of a value, or `undefined` for an absent optional one. Throws `Mismatch`. */
type Writer = (value: unknown) => string | undefined;

/** Thrown by a writer for a value its schema would not accept: the zod serializer then decides. */
class Mismatch extends Error {}
const mismatch = new Mismatch('the answer does not match its schema');

/**
 * Answers' JSON, compiled once per route from its zod response schema. The zod serializer of
 * fastify-type-provider-zod copies the whole answer through zod, checking it, then stringifies the
 * copy: a large share of the Node time of a cheap read like the course page (docs/performance.md).
 * The compiled writer checks each value's type as zod does and writes the JSON directly, with the
 * schema's keys in the schema's order and no others: exactly what JSON.stringify gives for zod's
 * copy. A value it does not accept goes to the zod serializer, so a wrong answer fails as before (a
 * 500 naming the mismatch). What it does not compile (unions, records, checks, transforms) it
 * writes through zod.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  if (!(route.schema instanceof $ZodType)) return viaZod;
  const write = compile(route.schema);
  return (data) => {
    try {
      return write(data) ?? viaZod(data);
    } catch (error) {
      if (error instanceof Mismatch) return viaZod(data);
      throw error;
    }
  };
};

/** The writer of one schema; exported for the test that holds it to zod's output. */
function compile(schema: $ZodType): Writer {
  const def = (schema as $ZodTypes)._zod.def;
  if (def.checks !== undefined && def.checks.length > 0) return throughZod(schema);
  switch (def.type) {
    case 'string':
      return (value) => {
        if (typeof value !== 'string') throw mismatch;
        return JSON.stringify(value);
      };
    case 'number':
      return (value) => {
        if (typeof value !== 'number' || !Number.isFinite(value)) throw mismatch;
        return JSON.stringify(value);
      };
    case 'boolean':
      return (value) => {
        if (typeof value !== 'boolean') throw mismatch;
        return value ? 'true' : 'false';
      };
    case 'literal':
    case 'enum': {
      const allowed = new Set<unknown>(def.type === 'literal' ? def.values : Object.values(def.entries));
      return (value) => {
        if (!allowed.has(value)) throw mismatch;
        return JSON.stringify(value);
      };
    }
    case 'nullable': {
      const inner = compile(def.innerType);
      return (value) => (value === null ? 'null' : inner(value));
    }
    case 'optional': {
      const inner = compile(def.innerType);
      return (value) => (value === undefined ? undefined : inner(value));
    }
    case 'array': {
      const element = compile(def.element);
      return (value) => {
        if (!Array.isArray(value)) throw mismatch;
        let json = '[';
        for (let index = 0; index < value.length; index++) {
          if (index > 0) json += ',';
          json += element(value[index]) ?? 'null';
        }
        return `${json}]`;
      };
    }
    case 'object': {
      // Only zod's default, stripping unknown keys, is mirrored.
      if (def.catchall) return throughZod(schema);
      const fields = Object.entries(def.shape).map(([key, field]) => ({
        key,
        prefix: `${JSON.stringify(key)}:`,
        write: compile(field),
      }));
      return (value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) throw mismatch;
        const record = value as Record<string, unknown>;
        let json = '{';
        for (const field of fields) {
          const written = field.write(record[field.key]);
          if (written === undefined) continue;
          json += json.length === 1 ? field.prefix : `,${field.prefix}`;
          json += written;
        }
        return `${json}}`;
      };
    }
    default:
      return throughZod(schema);
  }
}

/** A part the cases above do not mirror exactly, written as the zod serializer writes it. */
function throughZod(schema: $ZodType): Writer {
  return (value) => {
    const result = safeEncode(schema, value);
    if (!result.success) throw mismatch;
    return JSON.stringify(result.data);
  };
}
