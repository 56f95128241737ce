import { createUser, hashPasswordAtStart } from './accounts.ts';
import type { Db } from './db.ts';
import { Operation, PASS_AUTO_RELOAD_PRODUCT, ProductType } from './domain.ts';
import { addDays, addYears, apiNow, firstOfMonth, lastOfMonth, monthName, today } from './time.ts';

export const DEMO_PASSWORD = 'Transit!2026';

export const SEED_VERSION = '1';

/** Fills an empty database with the documented demo data, dated relative to today. */
export function seed(db: Db): void {
  const t = today();
  db.tx(() => {
    const demo = createUser(db, 'demo@transit.example', 'Dana Demo', hashPasswordAtStart(DEMO_PASSWORD), true);
    createUser(db, 'other@transit.example', 'Oliver Other', hashPasswordAtStart(DEMO_PASSWORD), true);
    createUser(db, 'empty@transit.example', 'Emery Empty', hashPasswordAtStart(DEMO_PASSWORD), true);
    createUser(db, 'unconfirmed@transit.example', 'Una Unconfirmed', hashPasswordAtStart(DEMO_PASSWORD), false);
    createUser(db, 'noname@transit.example', '', hashPasswordAtStart(DEMO_PASSWORD), true);

    // Mobile-app accounts (a separate user store in the agency's system).
    const mobile = (id: string, email: string, first: string, last: string, confirmed: number, card: string | null) =>
      db.run(
        'INSERT INTO mobile_users (id, email, first_name, last_name, password_hash, confirmed, card_number, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [id, email, first, last, hashPasswordAtStart(DEMO_PASSWORD), confirmed, card, apiNow()],
      );
    mobile('m-1001', 'demo@transit.example', 'Dana', 'Demo', 1, '80000001');
    mobile('m-1002', 'mobile-new@transit.example', 'Milo', 'New', 0, null);
    mobile('m-1003', 'empty@transit.example', 'Emery', 'Empty', 1, null); // no card: deletion answers 3

    db.run("INSERT INTO card_types (id, description) VALUES (1, 'Smart Card'), (8, 'Mobile')");
    db.run("INSERT INTO card_classes (id, name) VALUES (1, 'Adult'), (2, 'Youth'), (3, 'Senior')");
    db.run(`INSERT INTO pass_templates (class_id, name, price_cents) VALUES
      (1, 'Adult Monthly Pass', 9800), (2, 'Youth Monthly Pass', 7200), (3, 'Senior Monthly Pass', 4000)`);
    db.run(`INSERT INTO products (id, class_id, type, name, price_cents, num_rides, enabled, web) VALUES
      (101, 1, ${ProductType.Ride}, '10 E-Rides', 3250, 10, 1, 1),
      (102, 1, ${ProductType.Ride}, '20 E-Rides', 6200, 20, 1, 1),
      (103, 1, ${ProductType.Ride}, '5 E-Rides (retired)', 1700, 5, 0, 1),
      (201, 2, ${ProductType.Ride}, '10 E-Rides Youth', 2500, 10, 1, 1),
      (301, 3, ${ProductType.Ride}, '10 E-Rides Senior', 2000, 10, 1, 1)`);
    db.run(`INSERT INTO products (id, class_id, type, name, price_cents, num_days, enabled, web) VALUES
      (${PASS_AUTO_RELOAD_PRODUCT}, NULL, ${ProductType.Pass}, 'Next Month Pass (auto-reload)', 0, 30, 1, 0)`);
    for (const type of [1, 8]) {
      for (const [classId, cash, rides, trips, cashMonth, ridesMonth, tripsMonth] of [
        [1, 975, 3, 3, 9800, 40, 40],
        [2, 750, 3, 3, 7200, 40, 40],
        [3, 400, 2, 2, 4000, 30, 30],
      ] as const) {
        db.run('INSERT INTO fare_cap_rules VALUES (?, ?, 1, ?, ?, ?)', [type, classId, cash, rides, trips]);
        db.run('INSERT INTO fare_cap_rules VALUES (?, ?, 2, ?, ?, ?)', [type, classId, cashMonth, ridesMonth, tripsMonth]);
      }
    }

    const card = (c: Partial<Record<string, string | number | null>> & { number: string }) => {
      const row = {
        type: 1,
        class_id: 1,
        status: 'Active',
        suffix: 1,
        active: 1,
        expiry: addYears(t, 3),
        cash_cents: 0,
        rides: 0,
        pass_start: null,
        pass_end: null,
        rides_cap_day: 0,
        rides_cap_month: 0,
        cash_cap_day_cents: 0,
        cash_cap_month_cents: 0,
        paid_trips_day: 0,
        paid_trips_month: 0,
        owner: null,
        label: null,
        assigned_at: c.owner ? apiNow() : null,
        ...c,
      };
      const keys = Object.keys(row);
      db.run(
        `INSERT INTO cards (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`,
        Object.values(row) as (string | number | null)[],
      );
    };
    const demoEmail = demo.email;
    card({
      number: '10000001',
      label: 'Commuter',
      owner: demoEmail,
      cash_cents: 1250,
      rides: 3,
      pass_start: firstOfMonth(t),
      pass_end: lastOfMonth(t),
      rides_cap_day: 3,
      rides_cap_month: 25,
      cash_cap_day_cents: 0,
      cash_cap_month_cents: 4500,
      paid_trips_day: 2,
      paid_trips_month: 20,
    });
    card({ number: '10000002', owner: demoEmail, status: 'Suspended', active: 0, expiry: addYears(t, 2), cash_cents: 500 });
    card({ number: '10000003', owner: demoEmail, status: 'Hotlisted', active: 0, expiry: addYears(t, 2), cash_cents: 800, rides: 4 });
    card({ number: '10000004', owner: demoEmail, status: 'Expired', active: 0, expiry: addDays(t, -30), cash_cents: 150 });
    card({ number: '10000005', owner: demoEmail, label: 'Spare', expiry: addDays(t, 10), cash_cents: 2000, rides: 1 });
    card({ number: '80000001', type: 8, class_id: 2, owner: demoEmail, label: 'Phone', rides: 10, cash_cents: 525 });
    card({ number: '20000004', owner: 'other@transit.example', cash_cents: 4200, rides: 6 });
    card({ number: '20000001', cash_cents: 300 });
    card({ number: '20000002', suffix: 2 });
    card({ number: '20000003', status: 'Not Sold', active: 0 });
    card({ number: '20000005', status: 'Disabled', active: 0 });
    card({ number: '20000006', status: 'Not Available', active: 0 });

    // History of 10000001: every operation type, and more rides than fit on one page.
    const hist = (
      op: number,
      product: string | null,
      operation: string,
      cents: number | null,
      at: string,
      bus?: string,
      route?: string,
      stop?: string,
    ) =>
      db.run(
        'INSERT INTO history (card_number, card_type, op_type, product, operation, amount_cents, at, bus, route, stop) VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?)',
        ['10000001', op, product, operation, cents, at, bus ?? null, route ?? null, stop ?? null],
      );
    for (let i = 0; i < 28; i++) {
      const day = addDays(t, -Math.floor(i / 2));
      const time = i % 2 === 0 ? '17:32:10' : '08:05:44';
      const transfer = i % 7 === 3;
      hist(
        transfer ? Operation.Transfer : Operation.Ride,
        transfer ? 'Transfer' : 'E-Ride',
        transfer ? 'Transfer' : 'Ride',
        transfer ? 0 : 325,
        `${day}T${time}`,
        String(4100 + i),
        String(10 + (i % 5)),
        `Stop ${2000 + i * 3}`,
      );
    }
    hist(Operation.Reload, `${monthName(t)} Adult Monthly Pass`, 'Online reload', 9800, `${addDays(firstOfMonth(t), -3)}T12:00:00`);
    hist(Operation.Reload, 'E-Cash', 'Online reload', 2000, `${addDays(t, -20)}T09:15:00`);
    hist(Operation.AutoReload, '10 E-Rides', 'Auto-reload', 3250, `${addDays(t, -12)}T06:00:00`);
    hist(Operation.Adjustment, 'E-Cash', 'Balance adjustment', 150, `${addDays(t, -40)}T10:00:00`);
    hist(Operation.StatusChange, null, 'Card activated', null, `${addDays(t, -400)}T10:00:00`);

    // Card holder of 10000001, linked.
    const client = db.run(
      `INSERT INTO client_cards (channel, owner, nombre, paterno, materno, nacimiento, correo, telefono, direccion, city, state, country, cod_ciudad, cp, nota)
      VALUES ('web', ?, 'Dana', '', 'Demo', '1990-04-12', ?, '204-555-0142', '100 Main Street', 'Winnipeg', 'MB', 'Canada', 1, 'R3C 1A1', '')`,
      [demoEmail, demoEmail],
    );
    db.run("INSERT INTO card_clients (card_number, card_type, client_id) VALUES ('10000001', 1, ?)", [client.lastInsertRowid]);
    db.run(
      `INSERT INTO personal_info (email, channel, customer_code, name, paterno, materno, birth_date, phone, address, city, state, country, city_code, zip_code, nip, notes)
      VALUES (?, 'web', 5001, 'Dana', '', 'Demo', '1990-04-12', '204-555-0142', '100 Main Street', 'Winnipeg', 'MB', 'Canada', 1, 'R3C 1A1', '', '')`,
      [demoEmail],
    );

    // Auto-reload rules of 10000001: one active (rides), one not (cash).
    db.run(`INSERT INTO thresholds (card_number, card_type, trigger_type, description, rides_threshold, product_id, price_cents, status)
      VALUES ('10000001', 1, 0, 'When E-Rides fall to 2, reload 10 E-Rides', 2, 101, 3250, 1)`);
    db.run(`INSERT INTO thresholds (card_number, card_type, trigger_type, description, cash_threshold_cents, cash_to_reload_cents, price_cents, status)
      VALUES ('10000001', 1, 2, 'When E-Cash falls to $5.00, reload $20.00', 500, 2000, 2000, 0)`);

    // Saved payment cards of Dana: a default Visa, and a second card the sandbox always declines.
    db.run(
      `INSERT INTO credit_cards (card_id, email, card_number, default_card, transaction_tag, auth_code, created_at)
      VALUES ('tok-visa-1111', ?, '############1111', 1, '3010000001', 'ET1111', ?), ('tok-decline-0002', ?, '############0002', 0, '3010000002', 'ET0002', ?)`,
      [demoEmail, apiNow(), demoEmail, apiNow()],
    );

    db.setSetting('seed.version', SEED_VERSION);
    db.setSetting('seed.date', t);
  });
}
