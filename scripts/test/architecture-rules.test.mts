/**
 * The architecture's rules are lint errors (eslint.config.mjs): this proves each one fires, on code written as if it
 * were in a remote, the shell and the kit, so that a change to the config cannot switch one off unnoticed.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { root } from '../stack.mts';

const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message.split('.')[0]}`);
}

test('a remote never imports the shell or another remote', async () => {
  const found = await problems(
    'remote-balance/src/features/balance/Example.tsx',
    "import { ReloadTab } from '../../../../remote-reload/src/features/reload/ReloadTab';\n" +
      "import { Layout } from '../../../../shell/src/chrome/Layout';\n" +
      'export const parts = [ReloadTab, Layout];\n',
  );
  assert.equal(found.filter((p) => p.startsWith('boundaries/dependencies')).length, 2, found.join('\n'));
});

test('the shared packages import no app, and the contract nothing of the kit', async () => {
  const kit = await problems('shared/kit/src/Example.ts', "import { shellT } from '../../../shell/src/i18n';\nexport const t = shellT;\n");
  assert.ok(
    kit.some((p) => p.startsWith('boundaries/dependencies')),
    kit.join('\n'),
  );
  const contract = await problems(
    'shared/contract/src/Example.ts',
    "import { formatMoney } from '../../kit/src/domain/cards';\nexport const f = formatMoney;\n",
  );
  assert.ok(
    contract.some((p) => p.startsWith('boundaries/dependencies')),
    contract.join('\n'),
  );
});

test("only the shared packages' public entry points, and the router only through the contract", async () => {
  const found = await problems(
    'shell/src/Example.tsx',
    "import { useCart } from '@portal/kit/src/cart';\n" +
      "import { Link } from 'react-router-dom';\n" +
      "import { useNavigate } from 'react-router';\n" +
      'export const parts = [useCart, Link, useNavigate];\n',
  );
  assert.equal(found.filter((p) => p.startsWith('no-restricted-imports')).length, 3, found.join('\n'));
  const clean = await problems(
    'shell/src/Example.tsx',
    "import { useCart } from '@portal/kit/cart';\nimport { Link } from '@portal/contract';\nexport const parts = [useCart, Link];\n",
  );
  assert.deepEqual(clean, []);
});

test('no shared module the shell does not provide (it would bring a second React)', async () => {
  const found = await problems(
    'remote-account/src/features/manage/Example.tsx',
    "import useMediaQuery from '@mui/material/useMediaQuery';\nexport const parts = [useMediaQuery];\n",
  );
  assert.equal(found.filter((p) => p.startsWith('no-restricted-imports')).length, 1, found.join('\n'));
  const clean = await problems(
    'remote-account/src/features/manage/Example.tsx',
    "import { useMediaQuery } from '@portal/kit';\nexport const parts = [useMediaQuery];\n",
  );
  assert.deepEqual(clean, []);
});
