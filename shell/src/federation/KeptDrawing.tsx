import { useContext, useLayoutEffect, useRef, useState } from 'react';
import { SelectedCardContext, useLocale } from '@portal/contract';
import { dropDrawing, keptDrawing } from './kept';

/**
 * The tab's drawing by its section's release, kept where the section will be while it loads (prerender/kept.ts): the
 * very box the page drew into, moved into this place (never HTML read again), so the customer's balance stays on screen
 * from the drawn page to the section's own render. Inert (nothing in it can be pressed), and marked busy, as the
 * skeleton it stands for. It gives way for good when the selected card or the language changes (it showed another
 * card's, or another language's), and when the section renders (dropped as this unmounts). Null where nothing is kept.
 */
export function KeptDrawing({ module }: { module: string }) {
  // The selected card where the page has one (a home tab's); none elsewhere.
  const selected = useContext(SelectedCardContext)?.selected;
  const { locale } = useLocale();
  const [drawnFor] = useState(() => ({ card: selected?.cardNumber, locale }));
  const place = useRef<HTMLDivElement>(null);
  const box = keptDrawing(module);
  const holds = box !== null && (drawnFor.card === undefined || selected?.cardNumber === drawnFor.card) && locale === drawnFor.locale;
  useLayoutEffect(() => {
    if (!holds || !box || !place.current) return;
    place.current.append(box);
    return () => {
      box.remove();
      dropDrawing(module);
    };
  }, [holds, box, module]);
  if (!holds) return null;
  return <div ref={place} aria-busy="true" inert />;
}
