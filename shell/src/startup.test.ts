import { warmFormats } from './startup';

/** The entry warms the date and money formats of the page's language while a first visit waits (warmFormats). */
test('in the drawn page’s language: its Intl locale (fr-CA), or English for the HTML’s own', () => {
  const numbers = jest.spyOn(Intl, 'NumberFormat');
  const dates = jest.spyOn(Intl, 'DateTimeFormat');
  warmFormats('fr-CA');
  warmFormats('en');
  expect(numbers.mock.calls.map((c) => c[0])).toEqual(['fr-CA', 'en-CA']);
  expect(dates.mock.calls.map((c) => c[0])).toEqual(['fr-CA', 'en-CA']);
});
