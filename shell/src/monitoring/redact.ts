/**
 * What monitoring sends is never personal: no query, e-mail, card number, name or token. Every text that goes out
 * (a path, an error's message, a selector or address from the Web Vitals attribution) goes through `redact`; the
 * rest is numbers and names from the code (an operation, a section, a release). Names cannot be recognised in free
 * text, so free text is cut down to what code writes: quoted values (where data ends up in an error's message, as in
 * `Unexpected token 'D', "Dana Demo" is not valid JSON`) are dropped, and a long text is cut.
 */
export const MAX_TEXT = 300;

export function redact(text: string): string {
  return (
    text
      // Tokens: JWTs (three base64url parts) and anything after 'Bearer'.
      .replace(/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[token]')
      // eslint-disable-next-line lingui/no-unlocalized-strings -- what an operator's record says, never shown to customers
      .replace(/\bbearer\s+\S+/gi, 'Bearer [token]')
      // An address's query and fragment (a payment result's, a reset link's code), the address kept.
      .replace(/(\b[a-z][\w+.-]*:\/\/[^\s?#"'`()<>]*)[?#][^\s"'`()<>]*/gi, '$1')
      .replace(/(^|[\s(])(\/[^\s?#"'`()<>]*)[?#][^\s"'`()<>]*/g, '$1$2')
      // E-mail addresses, even encoded in a path (%40).
      .replace(/[^\s@"'`()<>/:?#=&]+(?:@|%40)[^\s@"'`()<>/?#=&]+\.[a-z]{2,}/gi, '[email]')
      // Quoted values: what data an error's message quotes. A short identifier in single quotes (a property) stays.
      .replace(/"[^"]*"/g, '"…"')
      .replace(/“[^”]*”/g, '"…"')
      .replace(/'(?![\w$.-]{1,40}')[^']*'/g, "'…'")
      // Card numbers and every other run of 6 or more digits (spaces or dashes between them), but not inside a word
      // or a file's name (a chunk's content hash, 'main.1234567890.js').
      .replace(/(?<![A-Za-z0-9.])\d(?:[ -]?\d){5,}(?![A-Za-z0-9])/g, '[number]')
      .slice(0, MAX_TEXT)
  );
}
