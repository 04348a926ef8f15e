// Fails when a language's message catalogue (src/locales/<language>.po) and the source disagree: a text
// the code shows that a catalogue lacks or leaves untranslated, or a catalogue entry no code uses any
// more. Fix with `npm run i18n:extract -w @tutorium/web` (adds and removes entries), then translate
// what it added (docs/architecture.md, "Languages").

import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const config = getConfig({ cwd: import.meta.dirname, configPath: `${import.meta.dirname}/../lingui.config.ts` });
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
    `check-catalogues: ${problems.length} problem(s). Run "npm run i18n:extract -w @tutorium/web" and translate.`,
  );
  process.exit(1);
}
console.log('check-catalogues: every catalogue has exactly the texts the code shows, all translated.');
