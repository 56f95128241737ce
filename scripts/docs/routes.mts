/**
 * The README's route table, rendered from the one table of sections (@portal/kit/sections). `npm run docs:routes`
 * prints it; scripts/test/docs.test.mts checks that the README holds exactly this table.
 */
import { fileURLToPath } from 'node:url';
import { SECTIONS } from '@portal/kit/sections';

const yes = (b: boolean) => (b ? 'yes' : 'no');

export function routeTable(): string {
  const rows = SECTIONS.map((s) => {
    const frame = s.frame ? `${s.frame} (tab ${'tab' in s ? s.tab : ''})` : 'page of its own';
    const feature = 'feature' in s && s.feature ? `\`features.${s.feature}\`` : '';
    return `| \`${s.path}\` | remote-${s.remote} | \`${s.remote}/${s.module}\` | ${frame} | ${yes(s.signedIn)} | ${yes(s.early)} | ${feature} |`;
  });
  return [
    '| route | remote | exposed module | frame | sign-in | fetched early | switched by |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(routeTable());
