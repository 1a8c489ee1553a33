/**
 * Writing content files the way every tool here writes them (npm run new-page, move-page and
 * delete-page, the page editor, photo uploads): in the file's own formatting, and atomically.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FormattingOptions } from 'jsonc-parser';

/** The file's own indentation and line ends, so that text an edit inserts looks like its neighbours. */
export function formattingOf(text: string): FormattingOptions {
  const indent = /^( +|\t)["{[\]}]/m.exec(text)?.[1] ?? '  ';
  return { insertSpaces: indent !== '\t', tabSize: indent === '\t' ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

/**
 * Writes under a temporary name in the same folder, then renames into place: a reader (the dev
 * server, git, an editor) sees the old file or the new one, never half of one, and a failed write
 * leaves the old file as it was.
 */
export function writeFileAtomically(file: string, data: string | Uint8Array, mode?: number): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    writeFileSync(temporary, data, mode === undefined ? undefined : { mode });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
