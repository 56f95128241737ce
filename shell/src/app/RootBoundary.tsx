import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@portal/kit';
import { shellT } from '../i18n';

/**
 * The last boundary, around the whole portal: whatever fails outside a page's or a section's own boundary (the
 * navigation, the providers) shows this instead of a blank page. It needs nothing that could have failed: plain
 * elements, styled inline (the theme is inside it), and the shell's texts (English when French could not be had).
 * 'Try again' renders the portal afresh, which downloads again what was missing.
 */
export function RootBoundary({ children }: { children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      key={attempt}
      onError={(error, info) => console.error('The portal failed:', error, info.componentStack)}
      fallback={() => (
        <main style={{ maxWidth: 640, margin: '48px auto', padding: '0 16px', fontFamily: 'system-ui, sans-serif', color: '#1a1a1a' }}>
          <div role="alert">
            <h1 style={{ fontSize: '1.5rem' }}>{shellT('root.title')}</h1>
            <p>{shellT('root.body')}</p>
          </div>
          <button
            type="button"
            onClick={() => setAttempt((a) => a + 1)}
            style={{
              minHeight: 44,
              padding: '8px 16px',
              font: 'inherit',
              color: '#fff',
              background: '#0b4f8a',
              border: 'none',
              borderRadius: 4,
              cursor: 'pointer',
            }}
          >
            {shellT('root.retry')}
          </button>
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
