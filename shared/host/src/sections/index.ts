/** '@portal/host/sections': the sections table, read (table.ts) and made from the releases' declarations (check.ts). */
export * from './table';
export * from './check';
export * from './shared';
export * from './routes';
export * from './calls';
export { LOCALES } from './locales';
