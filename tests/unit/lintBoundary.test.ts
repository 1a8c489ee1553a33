/**
 * The lint rules that keep Node-only code out of the browser (biome.jsonc, noRestrictedImports on
 * platform/, blocks/, engine/runtime/, engine/dev/, engine/checks/, editor/app/, editor/shared/
 * and engine/content/browser-safe/), zod and the editor's combobox library out of visitors'
 * pages, each layer below the ones built on it (schema/, platform/, blocks/, engine/, then
 * editor/ and tools/), and each room of the editor (a folder of editor/app) to ui/ and itself. They are checked here against the committed
 * config on a scratch copy of the folder layout, so a config change that silently stops a rule
 * fails a test.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const biome = path.join(projectRoot, 'node_modules/@biomejs/biome/bin/biome');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'lint-boundary-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Diagnostic {
  category: string;
  message: string;
  location?: { path?: string };
}

interface Probe {
  file: string;
  source: string;
  diagnostics?: Diagnostic[];
}
const probes: Probe[] = [];

/**
 * A file to lint written at `file` (relative to a scratch project); returns its diagnostics once
 * linted. The tests declare their files first and Biome lints them together, one run for all
 * (a run per file cost a Biome start each).
 */
function lint(file: string, source: string): () => Diagnostic[] {
  const probe: Probe = { file, source };
  probes.push(probe);
  return () => {
    if (!probe.diagnostics) throw new Error(`${file} was not linted.`);
    return probe.diagnostics;
  };
}

/**
 * Lints every probe: a path some tests share with other sources goes into another scratch
 * project, so each run holds each path once, with the committed config and nothing else.
 */
function lintProbes(): void {
  const rounds: Probe[][] = [];
  for (const probe of probes) {
    const round = rounds.find((candidate) => !candidate.some((other) => other.file === probe.file));
    if (round) round.push(probe);
    else rounds.push([probe]);
  }
  for (const [index, round] of rounds.entries()) {
    const root = path.join(scratch, `round-${index}`);
    mkdirSync(root);
    copyFileSync(path.join(projectRoot, 'biome.jsonc'), path.join(root, 'biome.jsonc'));
    for (const { file, source } of round) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), source);
    }
    let output: string;
    try {
      // The scratch folder is not a git checkout: VCS integration off, everything else from the config.
      output = execFileSync(
        process.execPath,
        [biome, 'lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', ...round.map((probe) => probe.file)],
        { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const report = JSON.parse(output.slice(0, output.lastIndexOf('}') + 1)) as { summary: { diagnosticsNotPrinted: number }; diagnostics: Diagnostic[] };
    expect(report.summary.diagnosticsNotPrinted, 'every diagnostic printed').toBe(0);
    for (const probe of round) probe.diagnostics = report.diagnostics.filter((d) => d.location?.path?.split(path.sep).join('/') === probe.file);
  }
}
// A Biome run lints every file of its round: on a busy machine that takes longer than a hook's usual 10 s.
beforeAll(lintProbes, 60_000);

const nodeAndZod = "import { readFileSync } from 'node:fs';\nimport { z } from 'zod';\n\nexport const used = [readFileSync, z];\n";
const restricted = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports');

describe('the browser/Node import boundary', () => {
  it.each(
    ['platform/Probe.tsx', 'blocks/Probe.tsx', 'blocks/ui/Probe.tsx', 'blocks/layout/Probe.ts', 'engine/runtime/Probe.tsx', 'engine/dev/Probe.tsx'].map(
      (file) => [file, lint(file, nodeAndZod)] as const,
    ),
  )('%s may not import zod or a node: module', (_, linted) => {
    const found = restricted(linted());
    expect(found.map((d) => d.message).join('\n')).toMatch(/zod/);
    expect(found).toHaveLength(2);
  });

  const combobox = "import { useCombobox } from 'downshift';\n\nexport const used = useCombobox;\n";
  it.each(
    ['platform/Probe3.tsx', 'blocks/Probe3.tsx', 'engine/runtime/Probe4.tsx', 'engine/dev/Probe4.tsx', 'engine/runtime/registry.ts'].map(
      (file) => [file, lint(file, combobox)] as const,
    ),
  )("%s may not import the editor's combobox library", (_, linted) => {
    const found = restricted(linted());
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/downshift/);
  });
  const editorCombobox = lint('editor/app/ui/Probe3.tsx', combobox);
  it('the editor may import its combobox library', () => {
    expect(restricted(editorCombobox())).toHaveLength(0);
  });

  const engineFolders = lint('engine/runtime/Probe2.ts', "import { validateSite } from '../content/validateSite';\n\nexport const used = validateSite;\n");
  it('browser code may not import the Node-only engine folders', () => {
    expect(restricted(engineFolders())).toHaveLength(1);
  });

  it.each(
    ['editor/app/Probe.tsx', 'editor/app/inFrame/Probe.ts', 'editor/app/ui/Probe.ts', 'editor/shared/Probe.ts', 'engine/content/browser-safe/Probe.ts'].map(
      (file) => [file, lint(file, nodeAndZod)] as const,
    ),
  )("%s (the editor's browser code) may import zod, not a node: module", (_, linted) => {
    const found = restricted(linted());
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/Node|node:/);
  });

  it.each(
    [
      ['editor/app/Probe2.ts', '../../engine', '../server/contentHandlers'],
      ['editor/app/outline/Probe2.ts', '../../../engine', '../../server/contentHandlers'],
    ].map(([file, engine, server]) => {
      const source = `import { resolveDraft } from '${engine}/content/browser-safe/resolve';\nimport { validateSite } from '${engine}/content/validateSite';\nimport { api } from '${server}';\n\nexport const used = [resolveDraft, validateSite, api];\n`;
      return [file!, lint(file!, source)] as const;
    }),
  )("%s (the editor's browser code) may import the browser-safe part of engine/content, nothing else of it, nor editor/server", (_, linted) => {
    const found = restricted(linted());
    expect(found).toHaveLength(2);
    for (const diagnostic of found) expect(diagnostic.message).toMatch(/Node only/);
  });

  const browserSafe = lint(
    'engine/content/browser-safe/Probe2.ts',
    "import { closestMatch } from './didYouMean.ts';\nimport { validateSite } from '../validateSite.ts';\nimport { readJsonSource } from '../jsonSource.ts';\n\nexport const used = [closestMatch, validateSite, readJsonSource];\n",
  );
  it('engine/content/browser-safe/ imports its own folder, never the rest of engine/content', () => {
    expect(restricted(browserSafe())).toHaveLength(2);
  });

  const checks = [
    lint('engine/checks/Probe.ts', nodeAndZod),
    lint(
      'engine/checks/Probe2.ts',
      "import { closestMatch } from '../content/browser-safe/didYouMean.ts';\nimport { validateSite } from '../content/validateSite.ts';\nimport { addPictures } from '../build/pictures.ts';\n\nexport const used = [closestMatch, validateSite, addPictures];\n",
    ),
  ];
  it('engine/checks/ (the page checks, run in a browser) may import neither zod nor a node: module, nor the Node-only engine but its browser-safe part', () => {
    for (const linted of checks) expect(restricted(linted())).toHaveLength(2);
  });

  it.each(
    ['engine/build/Probe.ts', 'engine/content/Probe.ts', 'engine/cli/Probe.ts', 'schema/Probe.ts', 'tools/Probe.ts'].map(
      (file) => [file, lint(file, nodeAndZod)] as const,
    ),
  )('%s (Node) may import both', (_, linted) => {
    expect(restricted(linted())).toHaveLength(0);
  });
});

describe('the engine sits below the editor and the tools', () => {
  const editorAndTools =
    "import { startEditor } from '../../editor/server/startEditor';\nimport { median } from '../../tools/figures';\n\nexport const used = [startEditor, median];\n";

  it.each(
    [
      'engine/build/Probe.ts',
      'engine/content/Probe.ts',
      'engine/server/Probe.ts',
      'engine/cli/Probe.ts',
      'engine/publish/Probe.ts',
      'engine/runtime/Probe3.ts',
      'engine/dev/Probe3.ts',
    ].map((file) => [file, lint(file, editorAndTools)] as const),
  )('%s may not import from editor/ or tools/', (_, linted) => {
    expect(restricted(linted())).toHaveLength(2);
  });

  const tools = lint(
    'tools/Probe2.ts',
    "import { validateSite } from '../engine/content/validateSite';\nimport { startEditor } from '../editor/server/startEditor';\n\nexport const used = [validateSite, startEditor];\n",
  );
  it('tools/ may import the engine and the editor', () => {
    expect(restricted(tools())).toHaveLength(0);
  });
});

describe('each layer imports only from the layers below it', () => {
  const engineImport = "import { registry } from '../engine/runtime/registry';\n\nexport const used = registry;\n";

  it.each(
    ['blocks/Probe4.tsx', 'blocks/ui/Probe4.tsx', 'blocks/layout/Probe4.tsx'].map(
      (file) => [file, lint(file, engineImport.replace('../engine', file.split('/').length === 2 ? '../engine' : '../../engine'))] as const,
    ),
  )('%s may not import the engine', (_, linted) => {
    const found = restricted(linted());
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/platform/);
  });

  const platform = lint(
    'platform/Probe4.tsx',
    "import { Icon } from '../blocks/ui/Icon';\nimport { registry } from '../engine/runtime/registry';\n\nexport const used = [Icon, registry];\n",
  );
  it('platform/ may import neither the blocks nor the engine', () => {
    expect(restricted(platform())).toHaveLength(2);
  });

  const schema = lint(
    'schema/Probe4.ts',
    "import { useSite } from '../platform/SiteContext';\nimport { Icon } from '../blocks/ui/Icon';\nimport { validateSite } from '../engine/content/validateSite';\n\nexport const used = [useSite, Icon, validateSite];\n",
  );
  it('schema/ imports nothing built on it', () => {
    expect(restricted(schema())).toHaveLength(3);
  });

  const blocks = lint(
    'blocks/Probe5.tsx',
    "import { useSite } from '../platform/SiteContext';\nimport { homePath } from '../schema/paths';\n\nexport const used = [useSite, homePath];\n",
  );
  it('blocks/ may import platform/ and schema/', () => {
    expect(restricted(blocks())).toHaveLength(0);
  });

  it.each(
    ['engine/runtime/Probe6.tsx', 'engine/build/Probe6.ts', 'engine/dev/Probe6.tsx'].map(
      (file) => [file, lint(file, "import { HeroBlock } from '../../blocks/HeroBlock';\n\nexport const used = HeroBlock;\n")] as const,
    ),
  )('%s reaches the blocks only through the registry', (_, linted) => {
    const found = restricted(linted());
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toMatch(/registry/);
  });

  it.each(
    ['engine/runtime/registry.ts', 'engine/runtime/islands/islands.ts'].map(
      (file) =>
        [
          file,
          lint(file, `import { HeroBlock } from '${file.includes('islands/') ? '../../..' : '../..'}/blocks/HeroBlock';\n\nexport const used = HeroBlock;\n`),
        ] as const,
    ),
  )('%s is a door from the engine to the blocks', (_, linted) => {
    expect(restricted(linted())).toHaveLength(0);
  });
});

describe("the editor's rooms", () => {
  // A room's own folder, ui/, the editor's shared API, and the layers below the editor.
  const allowed =
    "import { roleNames } from './roles';\nimport { toolbarButton } from '../ui/styles';\nimport { apiBase } from '../../shared/api';\nimport { homePath } from '../../../schema/paths';\n";
  const otherRooms =
    "import { PublishDialog } from '../publish/PublishDialog';\nimport { keys } from '../../app/session/draft';\nconst lazy = import('../outline/Outline');\n";

  const ownRoom = lint('editor/app/team/Probe7.tsx', `${allowed}\nexport const used = [roleNames, toolbarButton, apiBase, homePath];\n`);
  it('a room imports ui/ and its own folder', () => {
    expect(restricted(ownRoom())).toHaveLength(0);
  });

  const anotherRoom = lint('editor/app/team/Probe8.tsx', `${otherRooms}\nexport const used = [PublishDialog, keys, lazy];\n`);
  it('a room may not import another room, by any path or lazily', () => {
    const found = restricted(anotherRoom());
    expect(found).toHaveLength(3);
    for (const diagnostic of found) expect(diagnostic.message).toMatch(/room/);
  });

  const ui = lint(
    'editor/app/ui/Probe9.ts',
    "import { useTeam } from '../team/useTeam';\nimport { api } from './api';\n\nexport const used = [useTeam, api];\n",
  );
  it('ui/ may not import a room', () => {
    expect(restricted(ui())).toHaveLength(1);
  });

  const shell = lint(
    'editor/app/Probe10.tsx',
    "import { useTeam } from './team/useTeam';\nimport { PublishDialog } from './publish/PublishDialog';\n\nexport const used = [useTeam, PublishDialog];\n",
  );
  it('the shell puts the rooms together', () => {
    expect(restricted(shell())).toHaveLength(0);
  });
});
