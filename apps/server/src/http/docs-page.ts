import { errorCatalogue, errorCodes, type OpenApiDocument, type OpenApiOperation } from '@rpg/contracts';

/** Text made safe for HTML. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `code` spans of the contract's descriptions, after escaping. */
const inlineCode = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const paragraphs = (text: string) =>
  text
    .split('\n\n')
    .map((part) => `<p>${inlineCode(part)}</p>`)
    .join('');

const schemaAnchor = (id: string) => `schema-${id}`;

/** Pretty-printed JSON with every `$ref` to a component turned into a link to it. */
const jsonBlock = (value: unknown) =>
  `<pre class="json">${escapeHtml(JSON.stringify(value, null, 2)).replace(
    /&quot;\$ref&quot;: &quot;#\/components\/schemas\/([A-Za-z0-9_]+)&quot;/g,
    (_match, id: string) => `&quot;$ref&quot;: <a href="#${schemaAnchor(id)}">&quot;${id}&quot;</a>`,
  )}</pre>`;

const refId = (schema: unknown) => {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' ? ref.replace('#/components/schemas/', '') : undefined;
};

const schemaLink = (schema: unknown) => {
  const id = refId(schema);
  return id ? `<a href="#${schemaAnchor(id)}"><code>${escapeHtml(id)}</code></a>` : jsonBlock(schema);
};

const operationId = (method: string, path: string) =>
  `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '');

const operationSection = (
  path: string,
  method: 'get' | 'post',
  operation: OpenApiOperation,
  schemas: Record<string, unknown>,
) => {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody?.content['application/json'].schema;
  const ok = operation.responses['200']?.content?.['application/json'].schema;
  const okId = refId(ok);
  const bodyId = refId(body);
  return `
<section class="operation" id="${operationId(method, path)}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code class="path">/api${escapeHtml(path)}</code>
    <span class="name">${escapeHtml(operation.operationId)}</span>${operation['x-design-note'] ? ' <span class="badge">designed</span>' : ''}</h3>
  ${paragraphs(operation.description)}
  ${
    parameters.length > 0
      ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${parameters
          .map(
            (p) =>
              `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
          )
          .join('')}</tbody></table>`
      : ''
  }
  <h4>Request body</h4>
  ${body ? `<p>${schemaLink(body)}</p>${bodyId ? jsonBlock(schemas[bodyId]) : ''}` : '<p>None.</p>'}
  <h4>Reply (200)</h4>
  <p>${schemaLink(ok)}</p>${okId ? jsonBlock(schemas[okId]) : ''}
  <h4>Errors</h4>
  <table><thead><tr><th>Status</th><th>Code</th><th>Meaning</th></tr></thead><tbody>${operation['x-error-codes']
    .map(
      (code) =>
        `<tr><td>${errorCatalogue[code].status}</td><td><a href="#error-${code}"><code>${code}</code></a></td><td>${escapeHtml(errorCatalogue[code].meaning)}</td></tr>`,
    )
    .join('')}</tbody></table>
</section>`;
};

const styles = `
:root { color-scheme: light dark; --fg: #1d1b19; --muted: #5f5a54; --bg: #fbf8f3; --panel: #fff; --line: #ddd5c8;
  --get: #1f6f43; --post: #8a4b0f; --accent: #6b3fa0; }
@media (prefers-color-scheme: dark) { :root { --fg: #ece7df; --muted: #b3aba0; --bg: #1b1917; --panel: #24211e;
  --line: #3d3832; --get: #6fd19a; --post: #f0ad62; --accent: #c2a1ef; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); }
header, main { max-width: 72rem; margin: 0 auto; padding: 1rem 1.5rem; }
header { border-bottom: 1px solid var(--line); }
h1 { margin: 0.5rem 0; } h2 { margin-top: 2.5rem; border-bottom: 2px solid var(--line); padding-bottom: 0.25rem; }
h3 { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: baseline; margin: 0 0 0.5rem; font-size: 1.1rem; }
h4 { margin: 1rem 0 0.25rem; font-size: 0.95rem; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
a { color: var(--accent); }
code, pre { font: 0.875rem/1.45 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
pre.json { background: var(--bg); border: 1px solid var(--line); border-radius: 6px; padding: 0.75rem; overflow: auto; max-height: 28rem; }
.operation, .schema { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 1rem 1.25rem; margin: 1rem 0; }
.method { font-weight: 700; font-size: 0.8rem; padding: 0.1rem 0.45rem; border-radius: 4px; border: 1px solid currentColor; }
.method.get { color: var(--get); } .method.post { color: var(--post); }
.name { color: var(--muted); font-size: 0.9rem; font-weight: 400; }
.badge { font-size: 0.75rem; font-weight: 600; color: var(--accent); border: 1px solid var(--accent); border-radius: 999px; padding: 0 0.5rem; }
table { border-collapse: collapse; width: 100%; margin: 0.25rem 0; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid var(--line); padding: 0.35rem 0.5rem; }
th { font-size: 0.85rem; color: var(--muted); }
nav ul { columns: 2 22rem; padding-left: 1.25rem; }
details summary { cursor: pointer; font-weight: 600; }
`;

/**
 * The browsable API reference: every route (method, path, summary, parameters,
 * request and reply schemas, error codes), every schema and the error catalogue,
 * as one self-contained HTML page (inline styles, no script, nothing external).
 */
export const docsPage = (document: OpenApiDocument): string => {
  const schemas = document.components.schemas;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    (['get', 'post'] as const).flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
  const byTag = document.tags.map((tag) => ({
    tag,
    operations: operations.filter(({ operation }) => operation.tags.includes(tag.name)),
  }));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}: reference</title>
<style>${styles}</style>
</head>
<body>
<header>
  <h1>${escapeHtml(document.info.title)}</h1>
  <p>Version ${escapeHtml(document.info.version)} · OpenAPI ${escapeHtml(document.openapi)} · base URL <code>${escapeHtml(document.servers[0]?.url ?? '/api')}</code> ·
    <a href="openapi.json">openapi.json</a></p>
  ${paragraphs(document.info.description)}
</header>
<main>
<nav aria-label="Routes">
  <h2>Routes</h2>
  <ul>${operations
    .map(
      ({ path, method, operation }) =>
        `<li><a href="#${operationId(method, path)}"><code>${method.toUpperCase()} ${escapeHtml(path)}</code></a> – ${escapeHtml(operation.summary)}</li>`,
    )
    .join('')}</ul>
</nav>
${byTag
  .filter(({ operations }) => operations.length > 0)
  .map(
    ({ tag, operations }) =>
      `<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>${operations
        .map(({ path, method, operation }) => operationSection(path, method, operation, schemas))
        .join('')}`,
  )
  .join('\n')}
<h2 id="errors">Error codes</h2>
<p>Every failed call answers its status with <code>{ "error": { "code", "message", "field"? } }</code>.</p>
<table><thead><tr><th>Status</th><th>Code</th><th>Meaning</th></tr></thead><tbody>${errorCodes
    .map(
      (code) =>
        `<tr id="error-${code}"><td>${errorCatalogue[code].status}</td><td><code>${code}</code></td><td>${escapeHtml(errorCatalogue[code].meaning)}</td></tr>`,
    )
    .join('')}</tbody></table>
<h2 id="schemas">Schemas</h2>
${Object.entries(schemas)
  .map(
    ([id, schema]) =>
      `<section class="schema" id="${schemaAnchor(id)}"><details><summary><code>${escapeHtml(id)}</code>${
        typeof schema.description === 'string' ? ` – ${escapeHtml(schema.description)}` : ''
      }</summary>${jsonBlock(schema)}</details></section>`,
  )
  .join('\n')}
</main>
</body>
</html>
`;
};
