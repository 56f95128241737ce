/**
 * The README's route table, rendered from what the sections' releases declare (each remote's `src/sections/`, read by
 * scripts/sections.mts). `npm run docs:routes` prints it; scripts/test/docs.test.mts checks that the README holds it.
 */
import { fileURLToPath } from 'node:url';
import { declaredTable } from '../sections.mts';

const yes = (b: boolean) => (b ? 'yes' : 'no');

export async function routeTable(): Promise<string> {
  const rows = (await declaredTable()).sections.map((s) => {
    const frame = s.frame ? `${s.frame} (tab ${s.tab?.order}: ${s.tab?.label.en})` : 'page of its own';
    const feature = s.feature ? `\`features.${s.feature}\`` : '';
    const early = s.early === 'entry' ? 'with the first answers' : s.early === 'app' ? 'when the app starts' : 'no';
    const calls = s.calls?.map((c) => `\`${c.path}\``).join(', ') ?? '';
    return `| \`${s.path}\` | remote-${s.remote} | \`${s.remote}/${s.module}\` | ${frame} | ${yes(s.signedIn)} | ${early} | ${calls} | ${feature} |`;
  });
  return [
    '| route | remote | exposed module | frame | sign-in | fetched early | early calls | switched by |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await routeTable());
