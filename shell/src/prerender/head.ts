// login.html's and section.html's script in the head (shared/build/prerender.ts builds it from this file): the page held
// from the screen, before its tree is read, unless it will be shown as it arrives (early.ts, `holdUnlessShownAsDrawn`).
import { holdUnlessShownAsDrawn } from './early';

holdUnlessShownAsDrawn();
