import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface TranslationKeyUse {
  key: string;
  file: string;
  line: number;
}

const TRANSLATING_FUNCTIONS = new Set(['t', 'trans', 'transChoice']);

/** `t('…')`, `trans('…')`, `transChoice('…')`, `t.choice('…')` and `<Trans message="…">`. */
function literalKeys(file: string, source: string): TranslationKeyUse[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: TranslationKeyUse[] = [];
  const record = (node: ts.Node, key: string) =>
    found.push({
      key,
      file,
      line: sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1,
    });
  const literal = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      ? node.text
      : undefined;

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isTranslating =
        (ts.isIdentifier(callee) && TRANSLATING_FUNCTIONS.has(callee.text)) ||
        (ts.isPropertyAccessExpression(callee) &&
          callee.name.text === 'choice' &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 't');
      const key = isTranslating ? literal(node.arguments[0]) : undefined;
      if (key !== undefined) record(node, key);
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      ts.isIdentifier(node.tagName) &&
      node.tagName.text === 'Trans'
    ) {
      for (const attribute of node.attributes.properties) {
        if (
          ts.isJsxAttribute(attribute) &&
          ts.isIdentifier(attribute.name) &&
          attribute.name.text === 'message'
        ) {
          const initializer = attribute.initializer;
          const key =
            initializer && ts.isJsxExpression(initializer)
              ? literal(initializer.expression)
              : literal(initializer);
          if (key !== undefined) record(attribute, key);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every literal translation key used by the web app's source (tests and test helpers aside). */
export function scanTranslationKeys(root: string): TranslationKeyUse[] {
  return sourceFiles(root).flatMap((file) =>
    literalKeys(path.relative(root, file), readFileSync(file, 'utf8')),
  );
}
