/**
 * Which section and release an error came from: by where its code came from. A stack's frames name the scripts
 * they ran in; the first frame in a section's file (a file its release's manifest lists) names that section and
 * release; else a frame in the portal's own origin names the shell. Pure: the section of a file is asked of
 * `sectionOf` (the integrity plugin's record of every section's files).
 */
export interface Attribution {
  remote: string;
  release?: string;
}

/** The scripts a stack's frames ran in, top first (Chromium's `at f (url:1:2)`, Firefox's and WebKit's `f@url:1:2`). */
export function scriptsOf(stack: string): string[] {
  return [...stack.matchAll(/\b(https?:\/\/[^\s()'"@]+?)(?::\d+){1,2}(?=\)|\s|$)/gm)].map((m) => m[1]!);
}

export function attribute(
  stack: string,
  sectionOf: (url: string) => { remote: string; release: string } | undefined,
  pageOrigin: string,
  shellRelease: string,
): Attribution | undefined {
  const scripts = scriptsOf(stack);
  for (const url of scripts) {
    const section = sectionOf(url);
    if (section) return { remote: section.remote, release: section.release };
  }
  return scripts.some((url) => url.startsWith(`${pageOrigin}/`)) ? { remote: 'shell', release: shellRelease } : undefined;
}

/**
 * Errors that are the same problem get the same fingerprint: its kind, its message with the numbers taken out, and
 * the file and function of its first frame (not the line: the same fault moves with each build). FNV-1a, 8 hex digits.
 */
export function fingerprint(kind: string, message: string, stack: string): string {
  const first = /(?:at\s+([\w$.<>]+)\s+\()?(https?:\/\/[^\s()'"@]+?)(?::\d+){1,2}/.exec(stack);
  const where = first ? `${first[1] ?? ''}@${first[2]!.replace(/[?#].*$/, '').replace(/\.[0-9a-f]{8,}\./, '.')}` : '';
  const text = `${kind}|${message.replace(/\d+/g, '#')}|${where}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
