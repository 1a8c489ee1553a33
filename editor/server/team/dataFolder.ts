/**
 * The team server's own data (EDITOR_DATA): people, reviews, shared previews and each person's
 * drafts, in a folder outside the content repository, readable by this server's user only
 * (0700, files 0600). Records are JSON files replaced whole with a rename, so a crash never
 * leaves one half-written.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../../../engine/content/fileText.ts';

export class DataFolder {
  private constructor(readonly dir: string) {}

  /**
   * Opens (making it if needed, owner-only) the folder `dir`, which must not be inside the server's
   * `contentRoot` (`npm run edit:users` does not know it, and gives none).
   */
  static open(dir: string, contentRoot?: string): DataFolder {
    const absolute = path.resolve(dir);
    const content = contentRoot && realpathSync(contentRoot);
    mkdirSync(absolute, { recursive: true, mode: 0o700 });
    const real = realpathSync(absolute);
    if (content && (real === content || real.startsWith(content + path.sep)))
      throw new Error(
        `EDITOR_DATA (${absolute}) is inside the content repository; give a folder outside it, such as ${path.join(path.dirname(content), 'editor-data')}.`,
      );
    chmodSync(real, 0o700);
    return new DataFolder(real);
  }

  /** A folder of its own inside the data folder (drafts/, shares/, publish/…), owner-only. */
  folder(...parts: string[]): string {
    const dir = path.join(this.dir, ...parts);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return dir;
  }

  read<T>(name: string, fallback: T): T {
    const file = path.join(this.dir, `${name}.json`);
    if (!existsSync(file)) return fallback;
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  }

  write(name: string, value: unknown): void {
    const file = path.join(this.dir, `${name}.json`);
    writeFileAtomically(file, `${JSON.stringify(value, null, 2)}\n`, 0o600);
  }

  /** When a record's file last changed (0 when there is none), to notice another process's change. */
  changedAt(name: string): number {
    const file = path.join(this.dir, `${name}.json`);
    return existsSync(file) ? statSync(file).mtimeMs : 0;
  }
}
