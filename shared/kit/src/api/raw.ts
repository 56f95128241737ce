/** The agency API's raw response shapes (spec 3 and 7): these names live only at this boundary. */
export interface RawCard {
  cardNumber: string | number;
  cardType: number;
  userName?: string | null;
}
export interface RawCardType {
  iCodTipoTarjeta: number;
  vchDescripcion: string;
}
export interface RawBalance {
  ClassID: number;
  Class: string;
  Status: string;
  bActivo: boolean | number;
  dtFechaCaduca: string;
  PassStart: string;
  PassEnd: string;
  dNumSaldo: number;
  smNumsaldoViaje: number;
  smNumeroDias: number;
  iRidesFareCap: number;
  iRidesFareCapMonth: number;
  dCashFareCap: number;
  dCashFareCapMonth: number;
  iPaidTripsFareCap: number;
  iPaidTripsFareCapMonth: number;
}
export interface RawFareCapRule {
  ruleTypeId: number;
  cashThreshold: number;
  rideThreshold: number;
  paidTripThreshold: number;
}
export interface RawHistoryEntry {
  OperationType: number;
  Product: string | null;
  Operation: string;
  Amount: number | null;
  CurrentDate: string;
  BusNumber: string | null;
  RouteNumber: string | null;
  Stop: string | null;
}
export interface RawProduct {
  iCodProducto?: number;
  productId?: number;
  tiTipoProducto?: number;
  productTypeId?: number;
  vchDescripcion: string;
  dPrecio: number;
  iNumDias?: number;
  iNumBoletos?: number;
  dtFechaIni?: string | null;
  dtFechaFin?: string | null;
  StartDate?: string | null;
  EndDate?: string | null;
}
export interface RawClientCard {
  iCodClienteTarjeta: number;
  vchNombre: string;
  vchPaterno: string;
  vchMaterno: string;
  dtNacimiento: string | null;
  vchCorreo: string;
  vchTelefono: string;
  vchDireccion: string;
  vchCity: string;
  vchState: string;
  vchCountry: string;
  smCodCiudad: number;
  vchCP: string;
  vchNIP?: string;
  vchNota: string;
}
export interface RawPersonalInfo {
  customerCode: number;
  name: string;
  paterno: string;
  materno: string;
  birthDate: string | null;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  country: string;
  cityCode: number;
  zipCode: string;
  nip: string;
  notes: string;
}
export interface RawSavedCard {
  Card_ID: string;
  Card_Number: string;
  Default_Card: number | boolean;
  email: string;
  transaction_Tag: string;
  auth_Code: string;
}
export interface RawThreshold {
  iCodReloadThreshold: number;
  TriggerType: number;
  vchDescripcion: string;
  Rides_Threshold: number | null;
  Cash_Threshold: number | null;
  Cash_To_Reload: number | null;
  Days_To_Reload: number | null;
  Product_To_Reload?: number | null;
  vchProducto?: string;
  dPrecio: number | null;
  tiEstatusReg: number;
}
export interface RawSuccess {
  success?: boolean;
  Error?: string | null;
}
