/**
 * A section the shell will not run: its manifest asks for another runtime contract or React than this shell provides
 * (or does not say), or its pinned remoteEntry.js is not the file the runtime config names. Shown in the section's own
 * area ('This section is being updated…', with Retry) while the rest of the portal works.
 */
export class SectionRefusedError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: 'incompatible' | 'integrity' | 'pin',
    readonly detail: string,
  ) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for monitoring and the console; the customer sees the section's message
    super(`The ${remote} section was not run: ${detail}`);
    this.name = 'SectionRefusedError';
  }
}
