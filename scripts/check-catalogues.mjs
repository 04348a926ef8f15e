// Fails when a language's message catalogue and the source disagree: a text the code shows that a
// catalogue lacks or leaves untranslated, or a catalogue entry no code uses any more. Run in a
// workspace (`npm run check:catalogues -w @tutorium/web`, `-w @tutorium/api`), it checks the
// catalogues of that workspace's lingui.config.ts. Fix with `npm run i18n:extract` in the same
// workspace (adds and removes entries), then translate what it added (docs/architecture.md, "Languages").

import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const workspace = process.env.npm_package_name ?? 'the workspace';
const config = getConfig({ cwd: process.cwd(), configPath: `${process.cwd()}/lingui.config.ts` });
const problems = [];
for (const catalog of await getCatalogs(config)) {
  const used = await catalog.collect();
  if (!used) throw new Error('check-catalogues: the messages of the source could not be extracted.');
  const catalogues = await catalog.readAll();
  for (const [language, entries] of Object.entries(catalogues)) {
    const file = catalog.getFilename(language);
    for (const [id, { message }] of Object.entries(used)) {
      const entry = entries?.[id];
      if (!entry) problems.push(`${file}: lacks "${message ?? id}"`);
      else if (!entry.translation) problems.push(`${file}: has no translation of "${message ?? id}"`);
    }
    for (const [id, entry] of Object.entries(entries ?? {})) {
      if (!(id in used)) problems.push(`${file}: "${entry.message ?? id}" is used by no code`);
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    `check-catalogues: ${problems.length} problem(s). Run "npm run i18n:extract -w ${workspace}" and translate.`,
  );
  process.exit(1);
}
console.log(`check-catalogues (${workspace}): every catalogue has exactly the texts the code shows, all translated.`);
