// Every component's docs page carries what a designer reads first (issue 35): a description of what the component
// is for, and its guidance (`parameters.guidance`: do and don't, shown by .storybook/DocsPage.tsx). The stories are
// its states. This reads each stories file's meta with the TypeScript parser (importing a stories file needs the
// browser), so the check runs in the unit stage: `docsPageProblems()` lists every page that lacks any of it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');

/** Every stories file Storybook loads (.storybook/main.ts: packages/<name>/src/**), relative to the repository. */
export function storiesFiles(dir = root) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.stories.tsx')) found.push(relative(dir, path));
    }
  };
  for (const pkg of readdirSync(join(dir, 'packages'))) {
    const src = join(dir, 'packages', pkg, 'src');
    if (existsSync(src)) walk(src);
  }
  return found.sort();
}

/** The expression under `satisfies`, `as` and parentheses. */
const unwrap = (node) =>
  ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrap(node.expression)
    : node;

const propertyOf = (object, name) =>
  object?.properties.find(
    (property) =>
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
      property.name.text === name,
  );

const objectAt = (object, ...path) => {
  let node = object;
  for (const name of path) {
    const property = propertyOf(node, name);
    const value = property && unwrap(property.initializer);
    if (!value || !ts.isObjectLiteralExpression(value)) return undefined;
    node = value;
  }
  return node;
};

const stringAt = (object, name) => {
  const property = propertyOf(object, name);
  const value = property && unwrap(property.initializer);
  return value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? value.text : undefined;
};

/** The strings of an array literal property; undefined when it is missing or holds anything but plain strings. */
const stringsAt = (object, name) => {
  const property = propertyOf(object, name);
  const value = property && unwrap(property.initializer);
  if (!value || !ts.isArrayLiteralExpression(value)) return undefined;
  const strings = value.elements.map((element) =>
    ts.isStringLiteral(element) || ts.isNoSubstitutionTemplateLiteral(element) ? element.text.trim() : undefined,
  );
  return strings.every((text) => text) ? strings : undefined;
};

const hasJsDoc = (node, source) =>
  (ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? []).some(
    (range) => source.text.startsWith('/**', range.pos) && source.text.slice(range.pos, range.end).length > 6,
  );

/** The statement that declares `name` at the top of a file (a function, class or const), if any. */
const declarationOf = (source, name) =>
  source.statements.find(
    (statement) =>
      ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name?.text === name) ||
      (ts.isVariableStatement(statement) &&
        statement.declarationList.declarations.some(
          (declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === name,
        )),
  );

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** Whether the component a meta names has a JSDoc where it is declared (this file, or the file it is imported from). */
function componentDocumented(source, file, name, read) {
  const local = declarationOf(source, name);
  if (local) return hasJsDoc(local, source);
  const imported = source.statements.find(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings) &&
      statement.importClause.namedBindings.elements.some((element) => element.name.text === name),
  );
  const specifier = imported?.moduleSpecifier.text;
  if (!specifier?.startsWith('.')) return false;
  const element = imported.importClause.namedBindings.elements.find((binding) => binding.name.text === name);
  const exported = element.propertyName?.text ?? name;
  const base = join(dirname(file), specifier);
  const path = [base, `${base}.tsx`, `${base}.ts`].find((candidate) => read(candidate) !== undefined);
  if (!path) return false;
  const target = parse(path, read(path));
  const declaration = declarationOf(target, exported);
  return declaration !== undefined && hasJsDoc(declaration, target);
}

/**
 * What the docs page of one stories file lacks, in words (empty when nothing): guidance with at least one do and
 * one don't, and a description (`parameters.docs.description.component`, a JSDoc on the meta, or the component's
 * own JSDoc). Also refused: a story that runs its play function on the docs page (`docs.story.autoplay: true`).
 */
export function docsPageFileProblems(file, text, read = readRepoFile) {
  const source = parse(file, text);
  const problems = [];
  const exported = source.statements.find(ts.isExportAssignment);
  let meta = exported && unwrap(exported.expression);
  let metaStatement = exported;
  if (meta && ts.isIdentifier(meta)) {
    metaStatement = declarationOf(source, meta.text);
    const declaration = metaStatement?.declarationList.declarations.find((d) => d.name.text === meta.text);
    meta = declaration?.initializer && unwrap(declaration.initializer);
  }
  if (!meta || !ts.isObjectLiteralExpression(meta)) return ['no meta object (the default export) to read'];

  const guidance = objectAt(meta, 'parameters', 'guidance');
  if (!guidance) problems.push("no `parameters.guidance` (do and don't) in its meta");
  else {
    for (const key of ['do', 'dont']) {
      const items = stringsAt(guidance, key);
      if (!items) problems.push(`\`guidance.${key}\` is not a list of plain strings`);
      else if (items.length === 0) problems.push(`\`guidance.${key}\` is empty`);
    }
  }

  const description = stringAt(objectAt(meta, 'parameters', 'docs', 'description'), 'component');
  const componentProperty = propertyOf(meta, 'component');
  const component = componentProperty && unwrap(componentProperty.initializer);
  const described =
    Boolean(description?.trim()) ||
    (metaStatement !== undefined && hasJsDoc(metaStatement, source)) ||
    (component !== undefined && ts.isIdentifier(component) && componentDocumented(source, file, component.text, read));
  if (!described) {
    problems.push(
      'no description: give the component a JSDoc saying what it is for, or set `parameters.docs.description.component`',
    );
  }

  if (/\bstory\s*:\s*\{[^}]*\bautoplay\s*:\s*true/.test(text)) {
    problems.push('`docs.story.autoplay: true`: no docs page may run a play function');
  }
  return problems;
}

function readRepoFile(path) {
  try {
    return readFileSync(resolve(root, path), 'utf8');
  } catch {
    return undefined;
  }
}

/** Every docs page (one per stories file) that lacks guidance or a description, as `<file>: <what is missing>`. */
export function docsPageProblems() {
  return storiesFiles().flatMap((file) =>
    docsPageFileProblems(file, readRepoFile(file)).map((problem) => `${file}: ${problem}`),
  );
}
