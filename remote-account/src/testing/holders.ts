/** Test data for remote-account's component tests: the agency API's records of a card's holder. */
import type { RawClientCard } from '@portal/kit';

/** A registered holder (Clients/GetClienteTarjeta), without notes. */
export const HOLDER: RawClientCard = {
  iCodClienteTarjeta: 7,
  vchNombre: 'Dana',
  vchPaterno: 'M',
  vchMaterno: 'Demo',
  dtNacimiento: '1988-04-12T00:00:00',
  vchCorreo: 'dana.holder@example.org',
  vchTelefono: '204-555-0100',
  vchDireccion: '1 Portage Ave',
  vchCity: 'Winnipeg',
  vchState: 'MB',
  vchCountry: 'Canada',
  smCodCiudad: 1,
  vchCP: 'R3C 0A1',
  vchNota: '',
};

/** A card without a holder: the API's empty record. */
export const NOBODY: RawClientCard = {
  ...HOLDER,
  iCodClienteTarjeta: 0,
  vchNombre: '',
  vchPaterno: '',
  vchMaterno: '',
  dtNacimiento: null,
  vchCorreo: '',
  vchTelefono: '',
  vchDireccion: '',
  vchCity: '',
  vchState: '',
  vchCountry: '',
  vchCP: '',
};
