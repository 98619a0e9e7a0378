import ts from "typescript";

/** Attributes a person reads or hears (screen readers): their text must come from the catalogue. */
export const USER_VISIBLE_ATTRIBUTES = new Set(["placeholder", "title", "aria-label", "alt", "label", "aria-roledescription", "aria-valuetext"]);

/** Text with a letter in it (digits, arrows, "…" and "404" are not words). */
const hasLetters = (text: string) => /\p{L}/u.test(text);

export interface Literal {
  file: string;
  line: number;
  text: string;
}

/** The string literals an expression shows as it is: itself, either branch of `?:`, either side of `||` / `??`, a template's text. */
function shownStrings(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
  if (ts.isParenthesizedExpression(node)) return shownStrings(node.expression);
  if (ts.isConditionalExpression(node)) return [...shownStrings(node.whenTrue), ...shownStrings(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.PlusToken].includes(node.operatorToken.kind)
  )
    return [...shownStrings(node.left), ...shownStrings(node.right)];
  return [];
}

/**
 * The user-visible literals of a TSX source: JSX text, strings
 * put as JSX children (`{"Save"}`, `{busy ? "Saving" : "Save"}`) and the
 * user-visible attributes above, when they hold letters. Everything a person
 * reads must come from `t(…)`.
 */
export function userVisibleLiterals(file: string, source: string): Literal[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const report = (node: ts.Node, text: string) => {
    if (hasLetters(text)) found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const text of shownStrings(node.expression)) report(node, text);
    } else if (ts.isJsxAttribute(node) && USER_VISIBLE_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression) for (const text of shownStrings(init.expression)) report(init, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The keys passed as literals to `t("…")` in a source. */
export function translatedKeys(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const keys: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "t") {
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first)) keys.push(first.text);
    }
    if (ts.isStringLiteral(node) && /^(common|public)\.[\w.]+$/.test(node.text)) keys.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return keys;
}
