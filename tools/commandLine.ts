/**
 * Reads a tool's options from its command line with node:util's parseArgs. A mistake (an unknown
 * option, a missing value) prints what went wrong and how to call the tool, then exits 1, instead
 * of a stack trace.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';

export function readOptions<const Options extends NonNullable<ParseArgsConfig['options']>>(usage: string, options: Options) {
  try {
    return parseArgs({ options, strict: true }).values;
  } catch (error) {
    return refuse((error as Error).message, usage);
  }
}

/** Stops the tool with a plain message and how to call it. */
export function refuse(message: string, usage: string): never {
  console.error(`✖ ${message}\n  Usage: ${usage}`);
  process.exit(1);
}
