/**
 * What a section's drawn page may hold (issue 86): its HTML is put into the shell's pages before any of the shell's
 * code runs, so the section's build refuses to write, and the shell's server refuses to draw, anything outside an
 * allow-list. The HTML is read by parse5, the WHATWG HTML parser (the one jsdom uses), so it is judged as a browser
 * will read it: `<svg/onload=…>`, `<form/action=…>`, entities, odd quoting and unclosed tags are elements and
 * attributes like any other, not text a pattern might miss. Only named elements, named attributes (and `aria-*`,
 * `data-*`), relative or http(s), mailto and tel links, and styles that load nothing (no `url(`, `@import`, …, with
 * CSS escapes decoded first) are allowed;
 * a `<template>` only as the section's answer (`data-section-answer`, not nested).
 * Build- and server-only (`@portal/build/sectionHtml`; an ES module, `.mts`, so the journeys' loader and the image's
 * esbuild read its named export as the build does): parse5 is in no browser bundle.
 */
import { parse } from 'parse5';

/** The elements a drawn page may hold (what MUI draws for the sections' pages, and plain text markup). */
const ELEMENTS = new Set([
  'a',
  'abbr',
  'article',
  'aside',
  'b',
  'br',
  'button',
  'caption',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'fieldset',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'input',
  'label',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'optgroup',
  'option',
  'p',
  'section',
  'select',
  'small',
  'span',
  'strong',
  'style',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'template',
  'textarea',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  // SVG icons
  'svg',
  'path',
  'circle',
  'rect',
  'g',
  'line',
  'polyline',
  'polygon',
  'ellipse',
  'title',
  'desc',
]);

/** The attributes a drawn page may hold, on any allowed element; `aria-*` and `data-*` too. */
const ATTRIBUTES = new Set([
  'autocomplete',
  'checked',
  'class',
  'colspan',
  'cx',
  'cy',
  'd',
  'datetime',
  'dir',
  'disabled',
  'fill',
  'focusable',
  'for',
  'height',
  'hidden',
  'href',
  'id',
  'inputmode',
  'lang',
  'max',
  'maxlength',
  'min',
  'minlength',
  'multiple',
  'name',
  'novalidate',
  'placeholder',
  'points',
  'r',
  'readonly',
  'required',
  'role',
  'rows',
  'rowspan',
  'rx',
  'ry',
  'scope',
  'selected',
  'size',
  'step',
  'stroke',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-width',
  'style',
  'tabindex',
  'title',
  'transform',
  'type',
  'value',
  'viewbox',
  'width',
  'x',
  'x1',
  'x2',
  'xmlns',
  'y',
  'y1',
  'y2',
]);

/** The types a button or an input may have: none submits a form to another address, none loads anything. */
const TYPES = new Set([
  'button',
  'checkbox',
  'date',
  'email',
  'hidden',
  'month',
  'number',
  'password',
  'radio',
  'reset',
  'search',
  'submit',
  'tel',
  'text',
  'time',
  'url',
]);

/** A link: relative (a path, a query, a fragment), or http(s), mailto or tel, once the browser's own clean-up is done. */
function safeHref(value: string): boolean {
  // Browsers drop ASCII tab and newlines anywhere in a URL and leading and trailing controls and spaces.
  // eslint-disable-next-line no-control-regex -- exactly those characters
  const href = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme === undefined ? !href.startsWith('//') && !href.startsWith('\\') : ['http', 'https', 'mailto', 'tel'].includes(scheme);
}

/** CSS as a browser reads its names: escapes decoded (`\\75 rl(` is `url(`), comments gone. */
const cssAsRead = (css: string): string =>
  css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff) || 0xfffd))
    .replace(/\\(.)/g, '$1');

/** CSS that loads nothing: no url(), image-set(), @import, expression(), behaviors or bindings, however escaped. */
const unsafeCss = (css: string): boolean =>
  /<\//.test(css) || /url\s*\(|image-set\s*\(|@import|expression\s*\(|behavior\s*:|-moz-binding|javascript:/i.test(cssAsRead(css));

/** Tags a drawn page never holds, in any spelling the parser would take for them. */
const NEVER = /<\/?(script|iframe|frame|frameset|object|embed|base|meta|link|body|html|head|noscript|plaintext|xmp)(?=[\s/>]|$)/i;

/** The attribute of the element put after the HTML when it is read (sectionHtmlProblem). */
const SENTINEL = 'data-section-html-end';

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Node[];
  content?: Node;
  value?: string;
}

/**
 * Why a section's drawn HTML may not be put into a page, or null when it may: the first element, attribute or value
 * outside the allow-list, named.
 */
export function sectionHtmlProblem(html: string): string | null {
  // Tags the parser drops where they stand (a <frameset> after content, a second <body>) leave nothing to judge: never
  // wanted anywhere in a drawn page, they are refused as written.
  const never = NEVER.exec(html);
  if (never) return `<${never[1]!.toLowerCase()}> is not allowed`;
  // Read as the page reads it: inside its body. A `<body onload=…>` or `<html …>` there adds its attributes to the
  // page's own body or root element (a fragment parse would drop them unseen): those must stay bare.
  // What follows it in the page is read after it: a sentinel there must still be an element of the live page, not
  // swallowed by a tag, an attribute value, a comment or a text-only element the HTML left open, nor made inert by a
  // template it left open.
  const document = parse(`<!doctype html><html><head></head><body><div>${html}<i ${SENTINEL}=""></i>`) as unknown as Node;
  const root = document.childNodes?.find((n) => n.tagName === 'html');
  const head = root?.childNodes?.find((n) => n.tagName === 'head');
  const body = root?.childNodes?.find((n) => n.tagName === 'body');
  if (!root || !head || !body) return 'the page cannot be read';
  for (const element of [root, head, body])
    if (element.attrs?.length) return `<${element.tagName} ${element.attrs[0]!.name}> is not allowed`;
  if (head.childNodes?.length) return `<${head.childNodes[0]!.nodeName}> is not allowed`;
  let sentinels = 0;
  const findSentinel = (node: Node): void => {
    if (node.tagName === 'i' && node.attrs?.length === 1 && node.attrs[0]!.name === SENTINEL) sentinels++;
    for (const child of node.childNodes ?? []) findSentinel(child);
  };
  findSentinel(body);
  if (sentinels !== 1) return 'it leaves a tag, an attribute, a comment or an element open, which would take in the rest of the page';
  // The page also holds it in a <template> of each other language: there it must end where it began, not close that
  // template early (its own answers' templates open and close inside it).
  const held = parse(`<!doctype html><html><head></head><body><template>${html}<i ${SENTINEL}=""></i></template>`) as unknown as Node;
  const template = held.childNodes?.find((n) => n.tagName === 'html')?.childNodes?.find((n) => n.tagName === 'body')?.childNodes?.[0];
  sentinels = 0;
  if (template?.tagName === 'template' && template.content) findSentinel(template.content);
  if (sentinels !== 1) return 'it closes the template the page holds it in';
  const fragment: Node = { nodeName: '#fragment', childNodes: body.childNodes ?? [] };
  const visit = (node: Node, inTemplate: boolean): string | null => {
    if (node.tagName === 'i' && node.attrs?.length === 1 && node.attrs[0]!.name === SENTINEL) return null;
    if (node.tagName !== undefined) {
      const tag = node.tagName.toLowerCase();
      if (!ELEMENTS.has(tag)) return `<${tag}> is not allowed`;
      const attrs = node.attrs ?? [];
      for (const { name, value } of attrs) {
        const attr = name.toLowerCase();
        if (!(ATTRIBUTES.has(attr) || /^aria-[a-z]+$/.test(attr) || /^data-[a-z0-9-]+$/.test(attr)))
          return `<${tag} ${attr}> is not allowed`;
        if (attr === 'href' && (tag !== 'a' || !safeHref(value))) return `<${tag} href="${value}"> is not allowed`;
        if (attr === 'style' && unsafeCss(value)) return `<${tag} style> loads or hides something`;
        if (attr === 'type' && !((tag === 'button' || tag === 'input') && TYPES.has(value.toLowerCase())))
          return `<${tag} type="${value}"> is not allowed`;
      }
      if (tag === 'template') {
        const answer = attrs.find((a) => a.name === 'data-section-answer');
        if (inTemplate || attrs.length !== 1 || !answer || !/^[a-z]+$/.test(answer.value))
          return '<template> is allowed only as a section answer';
      }
      if (tag === 'style') {
        const css = (node.childNodes ?? []).map((c) => c.value ?? '').join('');
        if (unsafeCss(css)) return '<style> loads or hides something';
      }
    }
    for (const child of node.childNodes ?? []) {
      const problem = visit(child, inTemplate);
      if (problem) return problem;
    }
    return node.content ? visit(node.content, true) : null;
  };
  return visit(fragment, false);
}
