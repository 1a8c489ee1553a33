/**
 * The lint rules that keep Node-only code out of the browser (biome.jsonc, noRestrictedImports on
 * platform/, blocks/, engine/runtime/, engine/dev/, engine/checks/, editor/app/, editor/shared/
 * and engine/content/browser-safe/), zod out of visitors' pages, each layer below the ones built
 * on it (schema/, platform/, blocks/, engine/, then editor/ and tools/), and each room of the
 * editor (a folder of editor/app) to ui/ and itself. They are checked here against the committed
 * config on a scratch copy of the folder layout, so a config change that silently stops a rule
 * fails a test.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const biome = path.join(projectRoot, 'node_modules/@biomejs/biome/bin/biome');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'lint-boundary-'));
copyFileSync(path.join(projectRoot, 'biome.jsonc'), path.join(scratch, 'biome.jsonc'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Diagnostic {
  category: string;
  message: string;
}

/** Lints one file written at `file` (relative to the scratch project) and returns its diagnostics. */
function lint(file: string, source: string): Diagnostic[] {
  mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
  writeFileSync(path.join(scratch, file), source);
  let output: string;
  try {
    // The scratch folder is not a git checkout: VCS integration off, everything else from the config.
    output = execFileSync(process.execPath, [biome, 'lint', '--vcs-enabled=false', '--reporter=json', file], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    output = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(output.slice(0, output.lastIndexOf('}') + 1)) as { diagnostics: Diagnostic[] }).diagnostics;
}

const nodeAndZod = "import { readFileSync } from 'node:fs';\nimport { z } from 'zod';\n\nexport const used = [readFileSync, z];\n";
const restricted = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports');

describe('the browser/Node import boundary', () => {
  it.each(['platform/Probe.tsx', 'blocks/Probe.tsx', 'blocks/ui/Probe.tsx', 'blocks/layout/Probe.ts', 'engine/runtime/Probe.tsx', 'engine/dev/Probe.tsx'])(
    '%s may not import zod or a node: module',
    (file) => {
      const found = restricted(lint(file, nodeAndZod));
      expect(found.map((d) => d.message).join('\n')).toMatch(/zod/);
      expect(found).toHaveLength(2);
    },
  );

  it('browser code may not import the Node-only engine folders', () => {
    const source = "import { validateSite } from '../content/validateSite';\n\nexport const used = validateSite;\n";
    expect(restricted(lint('engine/runtime/Probe2.ts', source))).toHaveLength(1);
  });

  it.each(['editor/app/Probe.tsx', 'editor/app/inFrame/Probe.ts', 'editor/app/ui/Probe.ts', 'editor/shared/Probe.ts', 'engine/content/browser-safe/Probe.ts'])(
    "%s (the editor's browser code) may import zod, not a node: module",
    (file) => {
      const found = restricted(lint(file, nodeAndZod));
      expect(found).toHaveLength(1);
      expect(found[0]!.message).toMatch(/Node|node:/);
    },
  );

  it.each([
    ['editor/app/Probe2.ts', '../../engine', '../server/api'],
    ['editor/app/outline/Probe2.ts', '../../../engine', '../../server/api'],
  ])("%s (the editor's browser code) may import the browser-safe part of engine/content, nothing else of it, nor editor/server", (file, engine, server) => {
    const source = `import { resolveDraft } from '${engine}/content/browser-safe/resolve';\nimport { validateSite } from '${engine}/content/validateSite';\nimport { api } from '${server}';\n\nexport const used = [resolveDraft, validateSite, api];\n`;
    const found = restricted(lint(file, source));
    expect(found).toHaveLength(2);
    for (const diagnostic of found) expect(diagnostic.message).toMatch(/Node only/);
  });

  it('engine/content/browser-safe/ imports its own folder, never the rest of engine/content', () => {
    const source =
      "import { closestMatch } from './didYouMean.ts';\nimport { validateSite } from '../validateSite.ts';\nimport { readJsonSource } from '../jsonSource.ts';\n\nexport const used = [closestMatch, validateSite, readJsonSource];\n";
    expect(restricted(lint('engine/content/browser-safe/Probe2.ts', source))).toHaveLength(2);
  });

  it('engine/checks/ (the page checks, run in a browser) may import neither zod nor a node: module, nor the Node-only engine but its browser-safe part', () => {
    expect(restricted(lint('engine/checks/Probe.ts', nodeAndZod))).toHaveLength(2);
    const source =
      "import { closestMatch } from '../content/browser-safe/didYouMean.ts';\nimport { validateSite } from '../content/validateSite.ts';\nimport { addPictures } from '../build/pictures.ts';\n\nexport const used = [closestMatch, validateSite, addPictures];\n";
    expect(restricted(lint('engine/checks/Probe2.ts', source))).toHaveLength(2);
  });

  it.each(['engine/build/Probe.ts', 'engine/content/Probe.ts', 'engine/cli/Probe.ts', 'schema/Probe.ts', 'tools/Probe.ts'])(
    '%s (Node) may import both',
    (file) => {
      expect(restricted(lint(file, nodeAndZod))).toHaveLength(0);
    },
  );
});

describe('the engine sits below the editor and the tools', () => {
  const editorAndTools =
    "import { startEditor } from '../../editor/server/startEditor';\nimport { median } from '../../tools/figures';\n\nexport const used = [startEditor, median];\n";

  it.each([
    'engine/build/Probe.ts',
    'engine/content/Probe.ts',
    'engine/server/Probe.ts',
    'engine/cli/Probe.ts',
    'engine/publish/Probe.ts',
    'engine/runtime/Probe3.ts',
    'engine/dev/Probe3.ts',
  ])('%s may not import from editor/ or tools/', (file) => {
    expect(restricted(lint(file, editorAndTools))).toHaveLength(2);
  });

  it('tools/ may import the engine and the editor', () => {
    const source =
      "import { validateSite } from '../engine/content/validateSite';\nimport { startEditor } from '../editor/server/startEditor';\n\nexport const used = [validateSite, startEditor];\n";
    expect(restricted(lint('tools/Probe2.ts', source))).toHaveLength(0);
  });
});

describe('each layer imports only from the layers below it', () => {
  const engineImport = "import { registry } from '../engine/runtime/registry';\n\nexport const used = registry;\n";

  it.each(['blocks/Probe4.tsx', 'blocks/ui/Probe4.tsx', 'blocks/layout/Probe4.tsx'])('%s may not import the engine', (file) => {
    const source = engineImport.replace('../engine', file.split('/').length === 2 ? '../engine' : '../../engine');
    const found = restricted(lint(file, source));
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/platform/);
  });

  it('platform/ may import neither the blocks nor the engine', () => {
    const source =
      "import { Icon } from '../blocks/ui/Icon';\nimport { registry } from '../engine/runtime/registry';\n\nexport const used = [Icon, registry];\n";
    expect(restricted(lint('platform/Probe4.tsx', source))).toHaveLength(2);
  });

  it('schema/ imports nothing built on it', () => {
    const source =
      "import { useSite } from '../platform/SiteContext';\nimport { Icon } from '../blocks/ui/Icon';\nimport { validateSite } from '../engine/content/validateSite';\n\nexport const used = [useSite, Icon, validateSite];\n";
    expect(restricted(lint('schema/Probe4.ts', source))).toHaveLength(3);
  });

  it('blocks/ may import platform/ and schema/', () => {
    const source =
      "import { useSite } from '../platform/SiteContext';\nimport { homePath } from '../schema/paths';\n\nexport const used = [useSite, homePath];\n";
    expect(restricted(lint('blocks/Probe5.tsx', source))).toHaveLength(0);
  });

  it.each(['engine/runtime/Probe6.tsx', 'engine/build/Probe6.ts', 'engine/dev/Probe6.tsx'])('%s reaches the blocks only through the registry', (file) => {
    const source = "import { HeroBlock } from '../../blocks/HeroBlock';\n\nexport const used = HeroBlock;\n";
    const found = restricted(lint(file, source));
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/registry/);
  });

  it.each(['engine/runtime/registry.ts', 'engine/runtime/islands/islands.ts'])('%s is a door from the engine to the blocks', (file) => {
    const source = `import { HeroBlock } from '${file.includes('islands/') ? '../../..' : '../..'}/blocks/HeroBlock';\n\nexport const used = HeroBlock;\n`;
    expect(restricted(lint(file, source))).toHaveLength(0);
  });
});

describe("the editor's rooms", () => {
  // A room's own folder, ui/, the editor's shared API, and the layers below the editor.
  const allowed =
    "import { roleNames } from './roles';\nimport { toolbarButton } from '../ui/styles';\nimport { siteFile } from '../../shared/api';\nimport { homePath } from '../../../schema/paths';\n";
  const otherRooms =
    "import { PublishDialog } from '../publish/PublishDialog';\nimport { keys } from '../../app/session/draft';\nconst lazy = import('../outline/Outline');\n";

  it('a room imports ui/ and its own folder', () => {
    expect(restricted(lint('editor/app/team/Probe7.tsx', `${allowed}\nexport const used = [roleNames, toolbarButton, siteFile, homePath];\n`))).toHaveLength(0);
  });

  it('a room may not import another room, by any path or lazily', () => {
    const found = restricted(lint('editor/app/team/Probe8.tsx', `${otherRooms}\nexport const used = [PublishDialog, keys, lazy];\n`));
    expect(found).toHaveLength(3);
    for (const diagnostic of found) expect(diagnostic.message).toMatch(/room/);
  });

  it('ui/ may not import a room', () => {
    const source = "import { useTeam } from '../team/useTeam';\nimport { api } from './api';\n\nexport const used = [useTeam, api];\n";
    expect(restricted(lint('editor/app/ui/Probe9.ts', source))).toHaveLength(1);
  });

  it('the shell puts the rooms together', () => {
    const source =
      "import { useTeam } from './team/useTeam';\nimport { PublishDialog } from './publish/PublishDialog';\n\nexport const used = [useTeam, PublishDialog];\n";
    expect(restricted(lint('editor/app/Probe10.tsx', source))).toHaveLength(0);
  });
});
