/** Shown instead of the portal when /portal.config.json is missing or invalid: names every bad key. */
export function ConfigErrorPage({ errors }: { errors: string[] }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '48px auto', padding: 16 }}>
      <h1>The portal is not configured correctly</h1>
      <p>The runtime configuration (/portal.config.json) has these problems:</p>
      <ul>
        {errors.map((e) => (
          <li key={e}>
            <code>{e}</code>
          </li>
        ))}
      </ul>
      <p>Fix the file and reload the page.</p>
    </main>
  );
}
