/**
 * The build puts shims in place of MUI's styles index, theme factory and theme provider (shared/build/parts/shims.ts,
 * docs/decisions/0015-mui-without-css-variables.md): the same code without MUI's CSS variables theme, which the
 * portal's one-palette theme never reaches. Each shim must give every name of the file it stands for, make the very
 * theme MUI makes for the portal's options, and refuse what it leaves out with a reason; the files it stands for must
 * still be where MUI imports them from.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import {
  MUI_SHIMMED,
  MUI_SYSTEM_SHIM,
  muiDirOf,
  muiShimAliases,
  muiShimOf,
  muiSystemDirOf,
  type MuiShimmed,
} from '@portal/build/parts/shims';

const root = path.resolve(import.meta.dirname, '..', '..');
const muiDir = path.dirname(fs.realpathSync(path.join(root, 'node_modules', '@mui', 'material', 'package.json')));
const stylesUrl = pathToFileURL(path.join(muiDir, 'styles')).href;
const systemDir = path.dirname(fs.realpathSync(path.join(root, 'node_modules', '@mui', 'system', 'package.json')));
const systemUrl = pathToFileURL(systemDir).href;

// The shims import MUI's own files as the build's alias names them (`@portal/mui-styles/…`, MUI's styles folder;
// `@portal/mui-system/…`, @mui/system's folder).
register(
  `data:text/javascript,${encodeURIComponent(`export async function resolve(specifier, context, next) {
    if (specifier.startsWith('@portal/mui-styles/')) return next(${JSON.stringify(`${stylesUrl}/`)} + specifier.slice('@portal/mui-styles/'.length), context);
    if (specifier.startsWith('@portal/mui-system/')) return next(${JSON.stringify(`${systemUrl}/`)} + specifier.slice('@portal/mui-system/'.length), context);
    return next(specifier, context);
  }`)}`,
);

type Module = Record<string, unknown>;
const load = async (file: string): Promise<Module> => (await import(pathToFileURL(file).href)) as Module;
const real = (file: MuiShimmed) => path.join(muiDir, file);
type CreateTheme = (options?: object, ...args: object[]) => object;

/** The portal's theme options, as shared/kit/src/ui/theme.ts gives them (without its reduced-motion transitions). */
const PORTAL_OPTIONS = {
  palette: {
    primary: { main: '#003b71', contrastText: '#ffffff' },
    secondary: { main: '#00607a', contrastText: '#ffffff' },
    error: { main: '#b00020' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 6 },
  typography: { fontFamily: 'system-ui, sans-serif' },
  components: { MuiButtonBase: { defaultProps: { disableRipple: false } } },
};

test('each shim exports exactly the names of the MUI file it stands for', async () => {
  for (const file of Object.keys(MUI_SHIMMED) as MuiShimmed[]) {
    assert.ok(fs.existsSync(real(file)), `${file} is where @mui/material keeps it`);
    assert.deepEqual(Object.keys(await load(muiShimOf(file))).sort(), Object.keys(await load(real(file))).sort(), file);
  }
});

test("the build's aliases map each of those files, by its resolved path, to its shim, and name MUI's styles folder", () => {
  assert.equal(fs.realpathSync(muiDirOf(root)), muiDir);
  const aliases = muiShimAliases(root);
  assert.equal(fs.realpathSync(aliases['@portal/mui-styles']!), path.join(muiDir, 'styles'));
  for (const file of Object.keys(MUI_SHIMMED) as MuiShimmed[])
    assert.equal(aliases[`${path.join(muiDirOf(root), file)}$`], muiShimOf(file), file);
  // @mui/system's index, by the package's name and by its resolved path, and its folder for the shim's imports.
  assert.equal(aliases['@mui/system$'], MUI_SYSTEM_SHIM);
  assert.equal(aliases[`${path.join(muiSystemDirOf(root), 'index.mjs')}$`], MUI_SYSTEM_SHIM);
  assert.equal(fs.realpathSync(aliases['@portal/mui-system']!), systemDir);
  assert.equal(Object.keys(aliases).length, Object.keys(MUI_SHIMMED).length + 4);
});

test("@mui/system's index shim exports exactly its names, MUI's own but for the CSS variables machinery, refused", async () => {
  const shim = await load(MUI_SYSTEM_SHIM);
  const mui = await load(path.join(systemDir, 'index.mjs'));
  assert.deepEqual(Object.keys(shim).sort(), Object.keys(mui).sort());
  const refused = [
    'unstable_createCssVarsProvider',
    'unstable_createGetCssVar',
    'unstable_cssVarsParser',
    'unstable_prepareCssVars',
    'unstable_createCssVarsTheme',
  ];
  for (const name of refused)
    assert.throws(
      () => (shim[name] as () => void)(),
      /not part of the portal's build: the portal's theme is one palette, without CSS variables/,
      name,
    );
  // Every other name is MUI's very export (its one instance: contexts, the theme provider, the style functions).
  const same = Object.keys(mui).filter((name) => !refused.includes(name) && name !== 'experimental_sx');
  assert.ok(same.length > 100, `${same.length} names`);
  for (const name of same) assert.equal(shim[name], mui[name], name);
});

test("@mui/system, shimmed, is shared under its installed version, not the shim's package's (no version warning on every page)", async () => {
  const { sharedConfig } = (await import('@portal/build/parts/federation')) as typeof import('@portal/build/parts/federation');
  const installed = (JSON.parse(fs.readFileSync(path.join(systemDir, 'package.json'), 'utf8')) as { version: string }).version;
  for (const app of ['shell', 'remote-reload']) {
    const config = sharedConfig(path.join(root, app));
    assert.equal(config['@mui/system']?.version, installed, app);
    // Its range is met by what it provides; the deep imports resolve to the package itself and keep the plugin's reading.
    assert.equal(config['@mui/system']?.requiredVersion.replace(/^\^/, '').split('.')[0], installed.split('.')[0]);
    assert.equal(config['@mui/system/']?.version, undefined);
  }
});

test("the theme factory makes MUI's very theme for the portal's options, the default one and a theme with color schemes", async () => {
  const shim = (await load(muiShimOf('styles/createTheme.mjs'))).default as CreateTheme;
  const mui = (await load(real('styles/createTheme.mjs'))).default as CreateTheme;
  // Functions (spacing, breakpoints, transitions) are made anew each time: the values are compared.
  const same = (options?: object, ...args: object[]) =>
    assert.equal(JSON.stringify(shim(options, ...args)), JSON.stringify(mui(options, ...args)));
  same(PORTAL_OPTIONS);
  same();
  same(PORTAL_OPTIONS, { typography: { fontSize: 15 } });
  same({ colorSchemes: { light: true, dark: true } });
  same({ palette: { mode: 'dark' }, colorSchemes: { light: true } });
  const theme = shim(PORTAL_OPTIONS) as { palette: { primary: { main: string } }; shape: { borderRadius: number } };
  assert.equal(theme.palette.primary.main, '#003b71');
  assert.equal(theme.shape.borderRadius, 6);
});

test("what the portal's build leaves out is refused with its reason", async () => {
  const shim = (await load(muiShimOf('styles/createTheme.mjs'))).default as CreateTheme;
  assert.throws(() => shim({ ...PORTAL_OPTIONS, cssVariables: true }), /CSS variables theme is not part of the portal's build/);
  const index = await load(muiShimOf('styles/index.mjs'));
  const refused: Array<[string[], RegExp]> = [
    [
      [
        'extendTheme',
        'experimental_extendTheme',
        'CssVarsProvider',
        'Experimental_CssVarsProvider',
        'useColorScheme',
        'getInitColorSchemeScript',
        'createColorScheme',
      ],
      /not part of the portal's build: the portal's theme is one palette, without CSS variables/,
    ],
    [
      ['adaptV4Theme', 'enhanceHighContrast', 'responsiveFontSizes'],
      /not part of the portal's build: the portal's theme is made by createTheme alone/,
    ],
  ];
  for (const [names, reason] of refused) for (const name of names) assert.throws(() => (index[name] as () => void)(), reason, name);
  // What the portal uses is MUI's own (or the factory above).
  const mui = await load(real('styles/index.mjs'));
  for (const name of [
    'styled',
    'useTheme',
    'alpha',
    'keyframes',
    'css',
    'THEME_ID',
    'unstable_getUnit',
    'StyledEngineProvider',
    'duration',
  ])
    assert.equal(index[name], mui[name], name);
  assert.equal(index.createTheme, (await load(muiShimOf('styles/createTheme.mjs'))).default);
});
