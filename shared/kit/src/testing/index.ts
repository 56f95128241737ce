/** '@portal/kit/testing': component tests render a section inside the portal's providers, with only the network faked. */
export * from './renderWithPortal';
export * from './cardFixtures';
export * from './recordingClient';
export * from './answers';
