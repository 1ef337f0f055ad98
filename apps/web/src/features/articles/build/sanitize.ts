import sanitizeHtml from 'sanitize-html';

/** SVG elements a diagram may use: shapes, text and markers. No script, foreignObject, use, image or animation. */
const SVG_TAGS = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'marker',
  'clipPath',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
];

const SVG_ATTRIBUTES = [
  'xmlns',
  'viewBox',
  'preserveAspectRatio',
  'role',
  'aria-label',
  'aria-hidden',
  'class',
  'id',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'width',
  'height',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'dx',
  'dy',
  'marker-start',
  'marker-mid',
  'marker-end',
  'clip-path',
  'clipPathUnits',
  'refX',
  'refY',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'orient',
];

/** Attribute values that may only point inside the same document. */
const LOCAL_REFERENCE = /^url\(#[\w-]+\)$/;
const REFERENCE_ATTRIBUTES = ['fill', 'stroke', 'marker-start', 'marker-mid', 'marker-end', 'clip-path'];

function dropExternalReferences(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const result: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (REFERENCE_ATTRIBUTES.includes(name) && value.includes('url(') && !LOCAL_REFERENCE.test(value.trim())) continue;
    result[name] = value;
  }
  return result;
}

const svgTransforms = Object.fromEntries(
  SVG_TAGS.map((tag) => [
    tag,
    (tagName: string, attribs: sanitizeHtml.Attributes) => ({ tagName, attribs: dropExternalReferences(attribs) }),
  ]),
);

const keepCase = { lowerCaseTags: false, lowerCaseAttributeNames: false } as const;

/** Sanitises one diagram: known SVG elements and presentation attributes only (no handlers, scripts or styles). */
export function sanitizeSvg(svg: string): string {
  return sanitizeHtml(svg, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    allowedSchemes: [],
    nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript'],
    transformTags: svgTransforms,
    parser: keepCase,
  }).trim();
}

const SHIKI_COLOR = [/^#[0-9a-f]{3,8}$/i];
const SHIKI_FONT = [/^(italic|normal|bold|underline|none|\d{3})$/i];
const shikiStyles = {
  '--shiki-light': SHIKI_COLOR,
  '--shiki-dark': SHIKI_COLOR,
  '--shiki-light-bg': SHIKI_COLOR,
  '--shiki-dark-bg': SHIKI_COLOR,
  '--shiki-light-font-style': SHIKI_FONT,
  '--shiki-dark-font-style': SHIKI_FONT,
  '--shiki-light-font-weight': SHIKI_FONT,
  '--shiki-dark-font-weight': SHIKI_FONT,
  '--shiki-light-text-decoration': SHIKI_FONT,
  '--shiki-dark-text-decoration': SHIKI_FONT,
};

/**
 * Sanitises the rendered article: prose elements, highlighted code (only shiki's colour variables as
 * inline styles), copy buttons, SQL example placeholders and the already-sanitised inline diagrams.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'a',
      'ul',
      'ol',
      'li',
      'blockquote',
      'strong',
      'em',
      'del',
      'code',
      'pre',
      'span',
      'div',
      'br',
      'hr',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'figure',
      'figcaption',
      'button',
      'input',
      'sup',
      'sub',
      'kbd',
      ...SVG_TAGS,
    ],
    allowedAttributes: {
      '*': ['class', 'id'],
      a: ['href', 'title', 'aria-label', 'target', 'rel'],
      pre: ['style', 'tabindex', 'aria-label'],
      span: ['style', 'aria-hidden'],
      div: ['data-sql-runnable', 'data-lang', 'role', 'aria-label'],
      button: ['type', 'aria-label', 'data-copy-code'],
      input: ['type', 'checked', 'disabled'],
      th: ['align', 'scope'],
      td: ['align'],
      ol: ['start'],
      figure: ['role', 'aria-label'],
      ...Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES])),
    },
    allowedStyles: { pre: shikiStyles, span: shikiStyles },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript', 'iframe', 'object'],
    transformTags: {
      ...svgTransforms,
      a: (tagName, attribs) => {
        const external = /^https?:\/\//i.test(attribs.href ?? '');
        return {
          tagName,
          attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
        };
      },
      input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, type: 'checkbox', disabled: '' } }),
    },
    parser: keepCase,
  });
}
