/**
 * @portal/host: owned by the shell's team (README.md). What a page that hosts sections needs and no section does,
 * bundled into the shell (and used by its server). Sections import @portal/contract and @portal/kit, never this.
 */
export * from './sections';
