import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true (issue 39). What a person came for is
 * rendered and painted first; what lies below it (the Reload tab's auto-reload rules, under the products) renders a
 * frame later, in a transition that a press or a keystroke interrupts. On a phone's CPU that render is about 0.1 s
 * the products no longer wait for.
 *
 * "Painted": the frame's animation callback runs just before its paint, and a task queued from it runs once that
 * paint is done.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
