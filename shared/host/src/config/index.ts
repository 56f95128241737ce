/** '@portal/host/config': the runtime config as the host reads and checks it (the shell, its server, a standalone page). */
export * from './portalConfig';
