/**
 * Reads a tool's command line with node:util's parseArgs. A mistake (an unknown option, a missing
 * value, a stray argument) prints what went wrong and how to call the tool, then exits 1, instead
 * of a stack trace.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The tool's options; any other argument is refused. */
export function readOptions<const O extends Options>(usage: string, options: O) {
  return readCommandLine(usage, options, { positionals: false }).options;
}

/** The tool's options and, with `positionals: true`, its other arguments in order. */
export function readCommandLine<const O extends Options>(usage: string, options: O, { positionals }: { positionals: boolean }) {
  try {
    const parsed = parseArgs({ options, strict: true, allowPositionals: positionals });
    return { options: parsed.values, positionals: parsed.positionals };
  } catch (error) {
    return refuse((error as Error).message, usage);
  }
}

/** Stops the tool with a plain message and how to call it. */
export function refuse(message: string, usage: string): never {
  console.error(`✖ ${message}\n  Usage: ${usage}`);
  process.exit(1);
}
