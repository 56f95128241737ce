import { sectionVariant } from '@portal/kit/config';
import { render } from './prerender';
import { EARLY_ATTR, EARLY_PAGE_OF_MODULE } from './early/protocol';

/** The HTML of a page, as a document fragment to query. */
const parse = (html: string) => {
  const page = document.createElement('div');
  page.innerHTML = html;
  return page;
};

// What a drawn page may hold is judged where it is written (the build, @portal/build/sectionHtml) and read (the shell's
// server): scripts/test/section-html.test.mts.
test('each page is drawn in each language, with and without the link, for each policy', async () => {
  const { linkParams, pages } = await render();
  expect(linkParams).toEqual(['code', 'userId']);
  expect(Object.keys(pages).sort()).toEqual([
    'public/ConfirmEmail',
    'public/ConfirmMobile',
    'public/ResetPassword',
    'public/ResetPasswordMobile',
  ]);
  for (const variants of Object.values(pages)) {
    expect(Object.keys(variants)).toHaveLength(8);
  }
  const reset = parse(pages['public/ResetPassword']![sectionVariant('en', 'link', 'strong')]!);
  expect(reset.querySelector('h1')).toHaveTextContent('Password Reset');
  expect(reset.querySelector('label[for="reset-password"]')).toHaveTextContent('New Password');
  expect(reset.querySelector('form')?.getAttribute('action')).toBeNull();
  expect(reset.querySelector('button[type="submit"]')).toHaveTextContent('Reset password');
  expect(reset.textContent).toContain('At least 9 characters');
  expect(parse(pages['public/ResetPassword']![sectionVariant('en', 'link', 'basic')]!).textContent).toContain('At least 6 characters');
  expect(parse(pages['public/ResetPassword']![sectionVariant('fr', 'link', 'strong')]!).querySelector('h1')).toHaveTextContent(
    'Réinitialisation du mot de passe',
  );
  expect(parse(pages['public/ResetPassword']![sectionVariant('en', 'nolink', 'strong')]!).querySelector('h1')).toHaveTextContent(
    'Invalid reset link',
  );
  expect(parse(pages['public/ConfirmEmail']![sectionVariant('en', 'link', 'strong')]!).querySelector('h1')).toHaveTextContent(
    'Confirming your e-mail address',
  );
});

test('the page each module names to the early script in the page’s head is the one its drawn card says', async () => {
  const { pages } = await render();
  expect(Object.keys(EARLY_PAGE_OF_MODULE).sort()).toEqual(Object.keys(pages).sort());
  for (const [module, variants] of Object.entries(pages))
    for (const locale of ['en', 'fr'])
      expect(
        parse(variants[sectionVariant(locale, 'link', 'strong')]!)
          .querySelector(`[${EARLY_ATTR.page}]`)
          ?.getAttribute(EARLY_ATTR.page),
      ).toBe(EARLY_PAGE_OF_MODULE[module]);
});
