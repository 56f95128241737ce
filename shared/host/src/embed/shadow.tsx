/**
 * A widget's place in a host page (docs/embedding.md "Isolation"): a shadow root on the host's element, so the host's
 * CSS cannot reach in; a root that starts from CSS's initial values, so nothing inherits in; the widget's own emotion
 * cache writing its styles into that shadow root; and a toast stack inside it. Every embed mounts through this: the
 * three `embed.js` widgets (EmbedHost) and remote-public's `./embed`.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ToastContext, type Toast } from '@portal/contract';

let mounts = 0;
/** Emotion keys are lowercase letters: a, b, …, z, ba, … */
const emotionKey = (n: number): string =>
  n < 26 ? String.fromCharCode(97 + n) : emotionKey(Math.floor(n / 26) - 1) + String.fromCharCode(97 + (n % 26));

export interface WidgetRoot {
  /** The element React renders into, inside the shadow root. */
  root: HTMLDivElement;
  /** Styles go into the shadow root, never the host's head. */
  cache: EmotionCache;
  /** Takes the widget out again; the host's element keeps its own children. */
  remove(): void;
}

/** Attaches (or reuses) `element`'s open shadow root and puts the widget's root in it. */
export function attachWidget(element: HTMLElement, opts: { name: string; lang: string; contractVersion?: string }): WidgetRoot {
  let shadow: ShadowRoot;
  try {
    shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  } catch {
    throw new Error(`Invalid embed element <${element.localName}>: it cannot hold a widget (use a <div>)`);
  }
  const root = document.createElement('div');
  root.dataset.transitEmbed = opts.name;
  if (opts.contractVersion) root.dataset.contractVersion = opts.contractVersion;
  root.lang = opts.lang;
  // Nothing the host page sets reaches in through inheritance: the widget starts from the initial values.
  root.style.cssText = 'all: initial; display: block;';
  shadow.appendChild(root);
  const cache = createCache({ key: `transit-${emotionKey(mounts++)}`, container: shadow });
  return {
    root,
    cache,
    remove() {
      root.remove();
      cache.sheet.flush();
    },
  };
}

// ------------------------------------------------------------------ toasts inside the widget

let toastIds = 0;
/** The widget's own toast stack (notistack would put its styles in the host's head): role=alert, timers cleared on unmount. */
export function EmbedToasts({ defaultMs, children }: { defaultMs: number; children: ReactNode }) {
  const [toasts, setToasts] = useState<
    Array<{ id: number; severity: 'success' | 'info' | 'warning' | 'error'; title: string; detail?: string }>
  >([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(
    () => () => {
      for (const t of timers.current) clearTimeout(t);
      timers.current.clear();
    },
    [],
  );
  const toast = useMemo<Toast>(() => {
    const show = (severity: 'success' | 'info' | 'warning' | 'error', title: string, detail?: string, ms?: number) => {
      const id = ++toastIds;
      setToasts((list) => [...list.slice(-3), { id, severity, title, detail }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setToasts((list) => list.filter((t) => t.id !== id));
      }, ms ?? defaultMs);
      timers.current.add(timer);
    };
    return {
      success: (m, ms) => show('success', m, undefined, ms),
      info: (m, ms) => show('info', m, undefined, ms),
      warning: (t, d, ms) => show('warning', t, d, ms),
      error: (t, d, ms) => show('error', t, d, ms),
    };
  }, [defaultMs]);
  return (
    <ToastContext.Provider value={toast}>
      {children}
      <Box
        sx={{
          position: 'fixed',
          top: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 1400,
          display: 'grid',
          gap: 1,
          width: 'min(92vw, 420px)',
        }}
      >
        {toasts.map((t) => (
          <Alert
            key={t.id}
            severity={t.severity}
            variant="filled"
            role="alert"
            onClose={() => setToasts((list) => list.filter((x) => x.id !== t.id))}
          >
            {t.detail ? (
              <>
                <strong>{t.title}</strong>
                <br />
                {t.detail}
              </>
            ) : (
              t.title
            )}
          </Alert>
        ))}
      </Box>
    </ToastContext.Provider>
  );
}
