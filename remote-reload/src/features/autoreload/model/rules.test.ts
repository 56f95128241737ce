import { autoReloadRule as rule } from '@portal/kit/testing';
import { ruleRow, RULE_TEXT } from './rows';
import { cashRuleProblems, enabledRuleTabs, firstRuleTab, RULE_DIALOG_TEXT, saveThresholdRequest } from './ruleForm';
import { cashRuleSchema, parseDollars, ridesRuleSchema } from './schemas';

const CARD = { cardNumber: '10000001', cardType: 1 };

describe('the rules table', () => {
  test('rides threshold (0)', () => {
    expect(ruleRow(rule({ id: 7, triggerType: 0, ridesThreshold: 2, product: '10 E-Rides', price: 32.5, active: true }))).toEqual({
      id: 7,
      active: true,
      rule: 'E-Rides fall to',
      value: '2 rides',
      product: '10 E-Rides',
      price: '$32.50',
      sort: { active: 1, rule: 'E-Rides fall to', value: 2, product: '10 E-Rides' },
    });
    expect(ruleRow(rule({ ridesThreshold: 1 })).value).toBe('1 ride');
  });
  test('cash threshold (2)', () => {
    expect(ruleRow(rule({ triggerType: 2, cashThreshold: 5, cashToReload: 20, product: 'E-Cash', price: 20 }))).toMatchObject({
      rule: 'E-Cash falls to',
      value: '$5.00',
      product: 'E-Cash $20.00',
      price: '$20.00',
    });
  });
  test('pass days (4)', () => {
    expect(ruleRow(rule({ triggerType: 4, daysToReload: 5, product: 'Next Month Pass (auto-reload)', price: 98 }))).toMatchObject({
      rule: 'Next monthly pass',
      value: '5 days before the month ends',
      product: 'Next Month Pass (auto-reload)',
      price: '$98.00',
    });
  });
  test('rides days (1) and cash days (3) are readable too, as is an unknown trigger', () => {
    expect(ruleRow(rule({ triggerType: 1, daysToReload: 7, product: '10 E-Rides' }))).toMatchObject({
      rule: 'E-Rides on a schedule',
      value: 'Every 7 days',
      product: '10 E-Rides',
    });
    expect(ruleRow(rule({ triggerType: 3, daysToReload: 1, cashToReload: 15 }))).toMatchObject({
      rule: 'E-Cash on a schedule',
      value: 'Every 1 day',
      product: 'E-Cash $15.00',
    });
    expect(ruleRow(rule({ triggerType: 9, description: 'Something new' })).rule).toBe('Something new');
    expect(ruleRow(rule({ triggerType: 9 })).rule).toBe('Rule type 9');
  });
  test('no price is shown as nothing, not $0.00', () => expect(ruleRow(rule({})).price).toBe(''));
});

describe('the New Rule dialog', () => {
  test('E-Rides needs ride products; E-Cash needs the feature; E-Passes is always there', () => {
    expect(enabledRuleTabs({ hasRideProducts: true, eCashFeature: true })).toEqual({ rides: true, pass: true, cash: true });
    expect(enabledRuleTabs({ hasRideProducts: false, eCashFeature: false })).toEqual({ rides: false, pass: true, cash: false });
    expect(firstRuleTab({ rides: false, pass: true, cash: true })).toBe('pass');
    expect(firstRuleTab({ rides: true, pass: true, cash: true })).toBe('rides');
  });

  test('the payload of each tab; the pass rule is fixed at 5 days and product 4095', () => {
    const none = { cash_Threshold: null, cash_To_Reload: null, rides_Threshold: null, days_To_Reload: null, product_To_Reload: null };
    expect(saveThresholdRequest(CARD, { kind: 'rides', threshold: 2, productId: 101, productName: '10 E-Rides' })).toEqual({
      ...none,
      iCodTarjeta: '10000001',
      iCodTipoTarjeta: 1,
      triggerType: 0,
      rides_Threshold: 2,
      product_To_Reload: 101,
      vchDescripcion: 'When E-Rides fall to 2, reload 10 E-Rides',
    });
    expect(saveThresholdRequest(CARD, { kind: 'pass' })).toEqual({
      ...none,
      iCodTarjeta: '10000001',
      iCodTipoTarjeta: 1,
      triggerType: 4,
      days_To_Reload: 5,
      product_To_Reload: 4095,
      vchDescripcion: 'Load next monthly pass 5 days before the end of each month',
    });
    expect(saveThresholdRequest(CARD, { kind: 'cash', threshold: 5, amount: 20 })).toEqual({
      ...none,
      iCodTarjeta: '10000001',
      iCodTipoTarjeta: 1,
      triggerType: 2,
      cash_Threshold: 5,
      cash_To_Reload: 20,
      vchDescripcion: 'When E-Cash falls to $5.00, reload $20.00',
    });
  });

  test("the spec's texts", () => {
    expect(RULE_DIALOG_TEXT.noNextPass).toBe('Next month pass product for your card class doesn\u2018t exist.');
    expect(RULE_DIALOG_TEXT.passExplained).toBe(
      'Next monthly pass will automatically be loaded and your payment card will be charged 5 days in advance before the end of each month',
    );
    expect(RULE_TEXT.noRules).toBe('No reload rules have been added to this card');
    expect(RULE_TEXT.creditCardReminder).toBe(
      'Remember that you must have a valid credit card registered so the auto-reloads can be processed.',
    );
  });
});

describe('cash rule limits', () => {
  const opts = { minimum: 10, limit: 300 };
  test('the reload amount: at least the minimum, at most the limit, exactly at either is fine', () => {
    expect(cashRuleProblems({ threshold: 5, amount: 10 }, opts)).toEqual({});
    expect(cashRuleProblems({ threshold: 5, amount: 300 }, opts)).toEqual({});
    expect(cashRuleProblems({ threshold: 5, amount: 9.99 }, opts)).toEqual({ amount: 'The reload amount must be at least $10.00' });
    expect(cashRuleProblems({ threshold: 5, amount: 300.01 }, opts)).toEqual({ amount: 'Exceeds cash limit of $300.00' });
    expect(cashRuleProblems({ threshold: 5, amount: 350 }, opts)).toEqual({ amount: 'Exceeds cash limit of $300.00' });
  });
  test('the threshold: zero or more, below the limit; two decimals for both', () => {
    expect(cashRuleProblems({ threshold: 0, amount: 20 }, opts)).toEqual({});
    expect(cashRuleProblems({ threshold: 299.99, amount: 20 }, opts)).toEqual({});
    expect(cashRuleProblems({ threshold: 300, amount: 20 }, opts)).toEqual({ threshold: 'The threshold must be below $300.00' });
    expect(cashRuleProblems({ threshold: -1, amount: 20 }, opts)).toEqual({ threshold: 'Enter an amount of $0.00 or more' });
    expect(cashRuleProblems({ threshold: 5.005, amount: 20.001 }, opts)).toEqual({
      threshold: 'Enter at most two decimals',
      amount: 'Enter at most two decimals',
    });
  });
});

describe('the dialog forms', () => {
  const errorsOf = async (schema: { validate(v: unknown, o: object): Promise<unknown> }, values: object) => {
    try {
      await schema.validate(values, { abortEarly: false });
      return {};
    } catch (e) {
      return Object.fromEntries((e as { inner: Array<{ path: string; message: string }> }).inner.map((i) => [i.path, i.message]));
    }
  };
  test('rides: a whole threshold and a product are required', async () => {
    expect(await errorsOf(ridesRuleSchema, { threshold: '', productId: '' })).toEqual({
      threshold: 'Enter the E-Ride balance that starts a reload',
      productId: 'Choose the ride product to reload',
    });
    expect(await errorsOf(ridesRuleSchema, { threshold: '2.5', productId: '101' })).toEqual({
      threshold: 'Enter a whole number of rides from 0 to 999',
    });
    expect(await errorsOf(ridesRuleSchema, { threshold: '0', productId: '101' })).toEqual({});
  });
  test('cash: required, dollars, then the limits on their own fields', async () => {
    const schema = cashRuleSchema({ minimum: 10, limit: 300 });
    expect(await errorsOf(schema, { threshold: '', amount: '' })).toEqual({
      threshold: 'Enter the E-Cash balance that starts a reload',
      amount: 'Enter the amount to reload',
    });
    expect(await errorsOf(schema, { threshold: 'five', amount: '350' })).toEqual({
      threshold: 'Enter an amount in dollars, such as 20.00',
      amount: 'Exceeds cash limit of $300.00',
    });
    expect(await errorsOf(schema, { threshold: '5', amount: '9.99' })).toEqual({ amount: 'The reload amount must be at least $10.00' });
    expect(await errorsOf(schema, { threshold: '$5', amount: '$20.00' })).toEqual({});
    expect(parseDollars('$ 12.5')).toBe(12.5);
    expect(parseDollars('12,5')).toBe(12.5); // as French writes it
    expect(parseDollars('20,50 $')).toBe(20.5);
    expect(parseDollars('1,234.5')).toBeNaN();
  });
});
