/** The customer API: clients and personal info (spec section 7). */
import { type Router, type Response } from 'express';
import { caller } from '../../auth.ts';
import { ownedCard } from '../../domain.ts';
import { body, cardNumber, HttpError, int, query, str } from '../../http.ts';
import { apiDate } from '../../time.ts';
import { sameAccount, clientVariantType, assertActionable, personFields, type CustomerContext, type ClientRow } from './shared.ts';

export function registerClients(r: Router, { db }: CustomerContext): void {
  const getClient = (mobile: boolean) => (req: import('express').Request, res: Response) => {
    const q = query(req);
    const type = clientVariantType(int(q, 'tiCodTipoTarjeta'), mobile);
    const card = ownedCard(db, caller(res).username, cardNumber(q, 'iCodTarjeta'), type);
    const c = db.get<ClientRow>(
      'SELECT c.* FROM card_clients l JOIN client_cards c ON c.id = l.client_id WHERE l.card_number = ? AND l.card_type = ?',
      [card.number, card.type],
    );
    res.json({
      iCodClienteTarjeta: c?.id ?? 0,
      vchNombre: c?.nombre ?? '',
      vchPaterno: c?.paterno ?? '',
      vchMaterno: c?.materno ?? '',
      dtNacimiento: c?.nacimiento ? apiDate(c.nacimiento) : null,
      vchCorreo: c?.correo ?? '',
      vchTelefono: c?.telefono ?? '',
      vchDireccion: c?.direccion ?? '',
      vchCity: c?.city ?? '',
      vchState: c?.state ?? '',
      vchCountry: c?.country ?? '',
      smCodCiudad: c?.cod_ciudad ?? 0,
      vchCP: c?.cp ?? '',
      vchNIP: '',
      vchNota: c?.nota ?? '',
    });
  };
  r.get('/Clients/GetClienteTarjeta', getClient(false));
  r.get('/Clients/GetClienteTarjetaMobile', getClient(true));

  const updateClient = (mobile: boolean) => (req: import('express').Request, res: Response) => {
    const b = body(req);
    const me = caller(res).username;
    const type = clientVariantType(int(b, 'cardType'), mobile);
    const card = ownedCard(db, me, cardNumber(b, 'iCodtarjeta'), type);
    assertActionable(card);
    const id = int(b, 'iCodClienteTarjeta', { min: 0 });
    const p = personFields(b);
    const values = [
      p.name,
      p.paterno,
      p.materno,
      p.birthDate,
      p.email,
      p.phone,
      p.address,
      p.city,
      p.state,
      p.country,
      p.cityCode,
      p.zipCode,
      p.notes,
    ];
    const clientId = db.tx(() => {
      if (id === 0) {
        return db.run(
          `INSERT INTO client_cards (channel, owner, nombre, paterno, materno, nacimiento, correo, telefono, direccion, city, state, country, cod_ciudad, cp, nota)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [mobile ? 'mobile' : 'web', me, ...values],
        ).lastInsertRowid;
      }
      const changed = db.run(
        `UPDATE client_cards SET nombre = ?, paterno = ?, materno = ?, nacimiento = ?, correo = ?, telefono = ?, direccion = ?,
        city = ?, state = ?, country = ?, cod_ciudad = ?, cp = ?, nota = ? WHERE id = ? AND owner = ?`,
        [...values, id, me],
      ).changes;
      if (changed === 0) throw new HttpError(404, 'Card holder record not found');
      return id;
    });
    res.json({ iCodClienteTarjeta: clientId });
  };
  r.put('/Clients/UpdateCatClientesTarjetas', updateClient(false));
  r.put('/Clients/UpdateCatClientesTarjetasMobile', updateClient(true));

  r.put('/Clients/SetCardToClient', (req, res) => {
    const b = body(req);
    const me = caller(res).username;
    const card = ownedCard(db, me, cardNumber(b, 'iCodtarjeta'), int(b, 'cardType'));
    assertActionable(card);
    const id = int(b, 'iCodClienteTarjeta', { min: 1 });
    if (!db.get('SELECT id FROM client_cards WHERE id = ? AND owner = ?', [id, me]))
      throw new HttpError(404, 'Card holder record not found');
    db.run(
      'INSERT INTO card_clients (card_number, card_type, client_id) VALUES (?, ?, ?) ON CONFLICT(card_number, card_type) DO UPDATE SET client_id = excluded.client_id',
      [card.number, card.type, id],
    );
    res.json({ success: true });
  });

  const getPersonalInfo = (channel: 'web' | 'mobile') => (req: import('express').Request, res: Response) => {
    const me = sameAccount(res, str(query(req), 'email'), 'email');
    const p = db.get<Record<string, string | number | null>>('SELECT * FROM personal_info WHERE email = ? AND channel = ?', [me, channel]);
    res.json({
      customerCode: p?.customer_code ?? 0,
      name: p?.name ?? '',
      paterno: p?.paterno ?? '',
      materno: p?.materno ?? '',
      birthDate: p?.birth_date ? apiDate(String(p.birth_date)) : null,
      email: me,
      phone: p?.phone ?? '',
      address: p?.address ?? '',
      city: p?.city ?? '',
      state: p?.state ?? '',
      country: p?.country ?? '',
      cityCode: p?.city_code ?? 0,
      zipCode: p?.zip_code ?? '',
      nip: '',
      notes: p?.notes ?? '',
    });
  };
  r.get('/PersonalInfo/GetPersonalInfo', getPersonalInfo('web'));
  r.get('/PersonalInfo/GetPersonalInfoMobile', getPersonalInfo('mobile'));

  const savePersonalInfo = (adding: boolean) => (req: import('express').Request, res: Response) => {
    const b = body(req);
    const p = personFields(b);
    const me = sameAccount(res, p.email, 'email');
    const nip = str(b, 'nip', { optional: true, max: 10 });
    const values = [
      p.name,
      p.paterno,
      p.materno,
      p.birthDate,
      p.phone,
      p.address,
      p.city,
      p.state,
      p.country,
      p.cityCode,
      p.zipCode,
      nip,
      p.notes,
    ];
    const code = db.tx(() => {
      const existing = db.get<{ customer_code: number }>("SELECT customer_code FROM personal_info WHERE email = ? AND channel = 'web'", [
        me,
      ]);
      if (adding) {
        if (existing) throw new HttpError(409, 'Personal information already exists; update it instead');
        const next = db.get<{ n: number }>('SELECT COALESCE(MAX(customer_code), 5000) + 1 AS n FROM personal_info')?.n ?? 5001;
        db.run(
          `INSERT INTO personal_info (email, channel, customer_code, name, paterno, materno, birth_date, phone, address, city, state, country, city_code, zip_code, nip, notes)
          VALUES (?, 'web', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [me, next, ...values],
        );
        return next;
      }
      if (!existing) throw new HttpError(404, 'No personal information to update; add it first');
      db.run(
        `UPDATE personal_info SET name = ?, paterno = ?, materno = ?, birth_date = ?, phone = ?, address = ?, city = ?, state = ?, country = ?,
        city_code = ?, zip_code = ?, nip = ?, notes = ? WHERE email = ? AND channel = 'web'`,
        [...values, me],
      );
      return existing.customer_code;
    });
    res.json({ customerCode: code });
  };
  r.put('/PersonalInfo/AddPersonalInfoWeb', savePersonalInfo(true));
  r.put('/PersonalInfo/UpdatePersonalInfoWeb', savePersonalInfo(false));
}
