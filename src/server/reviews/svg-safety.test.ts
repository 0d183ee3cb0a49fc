import fs from 'node:fs';
import path from 'node:path';
import { isScriptedSvg } from './svg-safety';

const fixture = (name: string) =>
  fs.readFileSync(path.join(__dirname, '../../domain/reviews/fixtures', name), 'utf8');
const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inner}</svg>`;

describe('an uploaded SVG that could run or load anything is refused', () => {
  it('the fixture with <script> and onload is refused; the clean drawing passes', () => {
    expect(isScriptedSvg(fixture('scripted.svg'))).toBe(true);
    expect(isScriptedSvg(fixture('drawing.svg'))).toBe(false);
  });

  it('an editor export with a doctype, comments, gradients, classes and internal references passes', () => {
    const drawing = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: an editor -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
${svg(
  `<defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#c87b3c"/></linearGradient>
  <clipPath id="c"><rect width="10" height="10"/></clipPath><filter id="f"><feGaussianBlur stdDeviation="2"/></filter></defs>
  <style>.bottle { fill: url(#g); stroke: #333; }</style>
  <g clip-path="url(#c)" filter="url(#f)"><rect class="bottle" width="64" height="48" style="opacity:.9"/>
  <use xlink:href="#c" x="4"/><text x="2" y="40" font-family="serif">Amber &amp; oud</text></g>`,
  ' width="64" height="48" viewBox="0 0 64 48" preserveAspectRatio="xMidYMid meet"',
)}`;
    expect(isScriptedSvg(drawing)).toBe(false);
  });

  // Issue 24's two files: a URL parser drops the tab and the line break, and SMIL sets href after load.
  it.each([
    svg('<a><animate attributeName="href" values="java&#9;script:alert(1)"/><text y="20">click</text></a>'),
    svg('<a><set attributeName="href" to="java&#x0A;script:alert(1)"/><text y="20">click</text></a>'),
    svg('<a><set attributeName="xlink:href" to="java&#x0D;script:alert(1)" begin="0s"/><text>x</text></a>'),
  ])('animating a link into javascript: is refused: %s', (file) => {
    expect(isScriptedSvg(file)).toBe(true);
  });

  // The OWASP XSS filter evasion cheat sheet's SVG vectors, and the SVG cheat sheets after it.
  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['a script in CDATA', svg('<script><![CDATA[alert(1)]]></script>')],
    [
      'an XHTML script by prefix',
      svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
    ],
    ['onload on the root', svg('<rect/>', ' onload="alert(1)"')],
    ['an event handler with an odd space', svg('<rect\nonclick\n=\n"alert(1)"/>')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>')],
    ['an xlink:href javascript: link', svg('<a xlink:href="javascript:alert(1)"><rect/></a>')],
    ['an entity-encoded javascript:', svg('<a href="&#106;&#97;vascript&#x3A;alert(1)"><rect/></a>')],
    ['a whitespace-split javascript:', svg('<a href="jav&#x09;ascript:alert(1)"><rect/></a>')],
    ['a leading-space javascript:', svg('<a href=" &#x01;javascript:alert(1)"><rect/></a>')],
    ['animateMotion', svg('<a><animateMotion dur="1s" path="M0 0"/><rect/></a>')],
    ['animateTransform', svg('<animateTransform attributeName="transform" type="rotate"/>')],
    [
      'a foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    ],
    ['an iframe', svg('<iframe src="https://evil.example"/>')],
    ['an XHTML default namespace inside', svg('<g xmlns="http://www.w3.org/1999/xhtml"><img src="x"/></g>')],
    ['an external image', svg('<image href="https://evil.example/x.png"/>')],
    ['an external use', svg('<use href="https://evil.example/sprite.svg#a"/>')],
    ['a data: image', svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>')],
    [
      'a data: text/html link',
      svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect/></a>'),
    ],
    ['CSS url(javascript:)', svg('<style>rect { fill: url(javascript:alert(1)) }</style><rect/>')],
    ['CSS @import', svg('<style>@import url(https://evil.example/a.css);</style>')],
    ['CSS url() to another host', svg('<rect style="fill: url(https://evil.example/p.svg#x)"/>')],
    ['CSS escapes spelling url(', svg('<style>rect { fill: \\75 rl(https://evil.example/x) }</style>')],
    ['a presentation attribute naming another file', svg('<rect fill="url(https://evil.example/p.svg#g)"/>')],
    [
      'an external entity',
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + svg('<text>&x;</text>'),
    ],
    ['an xml-stylesheet', '<?xml-stylesheet href="https://evil.example/a.xsl"?>' + svg('<rect/>')],
    ['another encoding', '<?xml version="1.0" encoding="UTF-7"?>' + svg('<rect/>')],
    [
      'a handler element',
      svg('<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler>'),
    ],
    ['a body merged by an HTML parser', svg('<body onpageshow="alert(1)"/>')],
    ['markup an HTML parser hides in a style', svg('<font color="red"/><style><a href="#" id="x"/></style>')],
    ['a second document after the drawing', svg('<rect/>') + '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['a drawing without the SVG namespace', '<svg><rect/></svg>'],
  ])('refuses %s', (_name, file) => {
    expect(isScriptedSvg(file)).toBe(true);
  });
});
