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
    "import { mountEmbed } from '@portal/kit/embed';\nimport { Link } from '@portal/contract';\nexport const parts = [mountEmbed, Link];\n",
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

test('a feature imports only itself, the kit, the contract and its app’s common files; what composes features is named', async () => {
  // The cart's domain from the auto-reload feature: not its own.
  const across = await problems(
    'remote-reload/src/features/autoreload/Example.tsx',
    "import { cartTotal } from '../cart/model/cart';\nexport const parts = [cartTotal];\n",
  );
  assert.equal(across.filter((p) => p.startsWith('boundaries/dependencies')).length, 1, across.join('\n'));
  // Itself, its app's catalogue and UI, the kit and the contract: fine.
  const own = await problems(
    'remote-reload/src/features/cart/Example.tsx',
    "import { cartTotal } from './model/cart';\nimport { useT } from '../../i18n';\nimport { AddIcon } from '../../ui/icons';\n" +
      "import { formatMoney } from '@portal/kit';\nimport { useToast } from '@portal/contract';\nexport const parts = [cartTotal, useT, AddIcon, formatMoney, useToast];\n",
  );
  assert.deepEqual(own, []);
  // The Reload tab composes the cart and auto-reload; an embed composes its sections.
  for (const [file, code] of [
    [
      'remote-reload/src/features/reload/Example.tsx',
      "import { useCart } from '../cart/useCart';\nimport { AutoReloadSection } from '../autoreload/AutoReloadSection';\nexport const parts = [useCart, AutoReloadSection];\n",
    ],
    [
      'remote-balance/src/features/embed/Example.tsx',
      "import { BalanceTab } from '../balance/BalanceTab';\nexport const parts = [BalanceTab];\n",
    ],
  ] as const)
    assert.deepEqual(await problems(file, code), [], file);
  // A feature's test may go through what composes it; product code may not.
  const test = await problems(
    'remote-reload/src/features/cart/Example.test.tsx',
    "import { ReloadTab } from '../reload/ReloadTab';\nexport const parts = [ReloadTab];\n",
  );
  assert.deepEqual(test, []);
  const code = await problems(
    'remote-reload/src/features/cart/Example.tsx',
    "import { ReloadTab } from '../reload/ReloadTab';\nexport const parts = [ReloadTab];\n",
  );
  assert.equal(code.filter((p) => p.startsWith('boundaries/dependencies')).length, 1, code.join('\n'));
});

test('a text shown to people is never written in code: a toast, a JSX text or a label, in an app or the kit', async () => {
  const lingui = (found: string[]) => found.filter((p) => p.startsWith('lingui/no-unlocalized-strings'));
  const hook = await problems(
    'remote-reload/src/features/cart/Example.ts',
    "import { useToast } from '@portal/contract';\n" +
      'export function useExample(n: number) {\n' +
      '  const toast = useToast();\n' +
      "  return () => toast.error('Cart validation error', `${n} problems are listed in the cart.`);\n" +
      '}\n',
  );
  assert.equal(lingui(hook).length, 2, hook.join('\n'));
  const component = await problems(
    'shared/kit/src/ui/Example.tsx',
    'export const Example = ({ n }: { n: string }) => <button type="button" aria-label="Close the cart">Card {n} (not active)</button>;\n',
  );
  // The label, and the two pieces of text around {n}.
  assert.equal(lingui(component).length, 3, component.join('\n'));
  // What is not words passes: keys, paths, CSS, the products' brand names, text from a catalogue.
  const fine = await problems(
    'shell/src/chrome/Example.tsx',
    "import { useT } from '../i18n';\n" +
      'export function Example() {\n' +
      '  const t = useT();\n' +
      "  return <span className=\"x\" style={{ padding: '8px 12px', border: '1px solid #6b7280' }} title={t('nav.home')}>E-Cash</span>;\n" +
      '}\n',
  );
  assert.deepEqual(lingui(fine), []);
});
