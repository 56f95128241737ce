import { esc } from './http.ts';
import { tr, type Lang } from './i18n.ts';

/** A small, accessible HTML page for the sandbox's own screens (identity provider, payment page, outbox). */
export function page(title: string, main: string, lang: Lang = 'en'): string {
  return `<!doctype html>
<html lang="${lang === 'fr' ? 'fr-CA' : 'en-CA'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
  :root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1a1a; background: #f4f6f8; }
  body { margin: 0; }
  header { background: #003b71; color: #fff; padding: 12px 16px; }
  header p { margin: 0; font-weight: 600; }
  main { max-width: 28rem; margin: 24px auto; background: #fff; padding: 24px; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .field { margin-bottom: 16px; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  input, textarea { width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem; border: 1px solid #6b7280; border-radius: 4px; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #f5a300; outline-offset: 2px; }
  button { background: #003b71; color: #fff; border: 0; padding: 12px 20px; font-size: 1rem; border-radius: 4px; cursor: pointer; width: 100%; }
  .error { color: #b00020; }
  .notice { color: #0b5d1e; }
  .hint { color: #4b5563; font-size: .9rem; }
  a { color: #00509e; }
  pre { white-space: pre-wrap; background: #f4f6f8; padding: 8px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; border-bottom: 1px solid #d1d5db; padding: 6px; vertical-align: top; }
</style>
</head>
<body>
<header><p>${esc(tr(lang, 'brand'))}</p></header>
<main>
${main}
</main>
</body>
</html>`;
}
