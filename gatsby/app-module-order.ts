/**
 * The order in which the app bundle's entry runs the bundle's modules as it starts, read from the
 * built file, so the inline loader can run them ahead of it a slice at a time
 * (src/lib/app-module-slices.ts) in the same order: each module after what it imports, and every
 * module with side effects where the entry would have run it.
 *
 * Only what is sure is listed. A module's `require` calls are read in the order its code runs
 * them; a call inside a function is left out (it runs when that function is called, if ever:
 * Gatsby's app requires its service-worker registration in a callback, and only when a plugin
 * asks for one) unless the function is called where it stands. The list ends, before the module
 * in question, at the first call whose running is not sure where the entry's start would reach it
 * (inside a condition, a loop, a `try`, after a return or throw that may come first, a require of
 * a computed id, a module required while it is still running) and never holds the entry itself:
 * the rest the entry runs itself, as webpack does.
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import type { BuildStats } from './scripts-after-load';

/**
 * A module's own run, as far as the order needs it: the modules it requires where it stands, and
 * code with effects others may see (a call, a write to anything but its own exports), in order.
 */
type Step = { require: string } | 'effect';

interface ModuleRun {
  steps: Step[];
  /** The code reaches, after `steps`, a require that may or may not run, or one of a computed id. */
  unsure: boolean;
}

const CONDITIONAL_SYNTAX = new Set([
  ts.SyntaxKind.IfStatement,
  ts.SyntaxKind.ConditionalExpression,
  ts.SyntaxKind.ForStatement,
  ts.SyntaxKind.ForInStatement,
  ts.SyntaxKind.ForOfStatement,
  ts.SyntaxKind.WhileStatement,
  ts.SyntaxKind.DoStatement,
  ts.SyntaxKind.TryStatement,
  ts.SyntaxKind.SwitchStatement,
]);
const SHORT_CIRCUIT = new Set([ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandEqualsToken, ts.SyntaxKind.BarBarEqualsToken, ts.SyntaxKind.QuestionQuestionEqualsToken]);

function unwrapped(node: ts.Expression): ts.Expression {
  let inner = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  return inner;
}

/** The function a call runs where it stands: `(function(){…})()`, `!function(){…}()`, `(() => …)()`, `function(){…}.call(…)`. */
function calledInPlace(call: ts.CallExpression | ts.NewExpression): ts.FunctionExpression | ts.ArrowFunction | undefined {
  let callee = unwrapped(call.expression);
  if (ts.isPropertyAccessExpression(callee) && ['call', 'apply'].includes(callee.name.text)) callee = unwrapped(callee.expression);
  return ts.isFunctionExpression(callee) || ts.isArrowFunction(callee) ? callee : undefined;
}

function bindsName(name: ts.BindingName, text: string): boolean {
  if (ts.isIdentifier(name)) return name.text === text;
  return name.elements.some((element) => !ts.isOmittedExpression(element) && bindsName(element.name, text));
}

/**
 * Where a function gives a name a meaning of its own (a minifier reuses short names): 'function'
 * for the whole function (a parameter, a `var` or function declaration, a declaration in its
 * body's own block), 'block' for a `let`, `const` or class in a block inside it, else undefined.
 */
function redeclares(fn: ts.FunctionLikeDeclaration, text: string): 'function' | 'block' | undefined {
  if (fn.parameters.some((parameter) => bindsName(parameter.name, text))) return 'function';
  let found: 'function' | 'block' | undefined;
  const visit = (node: ts.Node, depth: number): void => {
    if (found === 'function') return;
    if (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) {
      if (node.name?.text === text) found = ts.isFunctionDeclaration(node) || depth === 0 ? 'function' : 'block';
      return;
    }
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isVariableDeclarationList(node)) {
      const blockScoped = (node.flags & ts.NodeFlags.BlockScoped) !== 0;
      if (node.declarations.some((declaration) => bindsName(declaration.name, text))) found = !blockScoped || depth === 0 ? 'function' : 'block';
    }
    // A catch clause's own name is not looked at: a catch block is not sure to run, so a call there is not taken anyway.
    ts.forEachChild(node, (child) => visit(child, depth + (ts.isBlock(child) || ts.isCaseBlock(child) ? 1 : 0)));
  };
  if (fn.body && ts.isBlock(fn.body)) fn.body.statements.forEach((statement) => visit(statement, 0));
  return found;
}

/** webpack's helpers a module calls to make its exports (`r`: marks them a module, `d`: defines getters, `n`: the default of a CommonJS module): nothing others see. */
const EXPORT_HELPERS = new Set(['r', 'd', 'n']);

/** What a module factory's own code requires and does as it runs, given the names webpack gives its module, exports and require. */
function moduleRun(factory: ts.FunctionLikeDeclaration): ModuleRun {
  const [moduleName, exportsName, parameter] = factory.parameters.map((each) => each.name);
  const result: ModuleRun = { steps: [], unsure: false };
  if (!parameter || !factory.body) return result;
  if (!ts.isIdentifier(parameter)) return { steps: [], unsure: true };
  const requireName = parameter.text;
  if (redeclares(factory, requireName) === 'block') return { steps: [], unsure: true };
  const own = new Set([moduleName, exportsName].filter((name): name is ts.Identifier => name !== undefined && ts.isIdentifier(name)).map((name) => name.text));
  /** A write to this module's own `module` or `exports` (its exports, seen by no one before it is done). */
  const ownTarget = (target: ts.Expression): boolean => {
    let base = unwrapped(target);
    while (ts.isPropertyAccessExpression(base) || ts.isElementAccessExpression(base)) base = unwrapped(base.expression);
    return ts.isIdentifier(base) && own.has(base.text) && base !== unwrapped(target);
  };
  // Once code that may leave the module early has been passed, nothing after it is sure to run.
  let mayHaveLeft = false;
  const visit = (node: ts.Node, conditional: boolean): void => {
    if (result.unsure) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = unwrapped(node.expression);
      if (ts.isIdentifier(callee) && callee.text === requireName) {
        const [id, ...rest] = node.arguments ?? [];
        if (conditional || mayHaveLeft || !id || rest.length > 0 || !(ts.isNumericLiteral(id) || ts.isStringLiteral(id))) result.unsure = true;
        else result.steps.push({ require: id.text });
        return;
      }
      const inPlace = calledInPlace(node);
      if (inPlace) {
        node.arguments?.forEach((argument) => visit(argument, conditional));
        result.steps.push('effect');
        const meaning = redeclares(inPlace, requireName);
        // Where the name is the function's own, it is not webpack's require (nested functions are not followed).
        if (meaning === 'function') return;
        if (meaning === 'block') {
          result.unsure = true;
          return;
        }
        // A return there leaves that function, not the module.
        const left = mayHaveLeft;
        visit(inPlace.body, conditional);
        mayHaveLeft = left;
        return;
      }
    }
    // webpack's require.t(value, mode) runs the module `value` names if the mode's lowest bit is set.
    const isRequireT = (expression: ts.Node) => ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression) && expression.expression.text === requireName && expression.name.text === 't';
    if (ts.isCallExpression(node) && isRequireT(node.expression)) {
      const mode = node.arguments[1];
      if (!mode || !ts.isNumericLiteral(mode) || (Number(mode.text) & 1) !== 0) {
        result.unsure = true;
        return;
      }
      node.arguments.forEach((argument) => visit(argument, conditional));
      return;
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) {
      ts.forEachChild(node, (child) => visit(child, conditional));
      const callee = ts.isTaggedTemplateExpression(node) ? node.tag : unwrapped(node.expression);
      const helper = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === requireName && EXPORT_HELPERS.has(callee.name.text);
      if (!helper) result.steps.push('effect');
      return;
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment && !SHORT_CIRCUIT.has(node.operatorToken.kind)) {
      ts.forEachChild(node, (child) => visit(child, conditional));
      // A write to a variable stays in the module (a minifier writes the module's own variables so); one to an object's property may not.
      const target = unwrapped(node.left);
      if (!ts.isIdentifier(target) && !ownTarget(target)) result.steps.push('effect');
      return;
    }
    if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && [ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken].includes(node.operator) && !ts.isIdentifier(unwrapped(node.operand))) {
      result.steps.push('effect');
      return;
    }
    if (ts.isDeleteExpression(node)) {
      result.steps.push('effect');
      return;
    }
    if (isRequireT(node)) {
      result.unsure = true;
      return;
    }
    // Code in a function runs when the function is called: not part of the module's own run.
    if (ts.isFunctionLike(node)) return;
    if (ts.isClassLike(node)) {
      // A class's heritage, computed names and static fields run where it is defined.
      node.heritageClauses?.forEach((clause) => visit(clause, conditional));
      node.members.forEach((member) => {
        if (member.name && ts.isComputedPropertyName(member.name)) visit(member.name, conditional);
        if ((ts.isPropertyDeclaration(member) || ts.isClassStaticBlockDeclaration(member)) && (ts.isClassStaticBlockDeclaration(member) || member.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword))) {
          if (ts.isClassStaticBlockDeclaration(member)) visit(member.body, conditional);
          else if (member.initializer) visit(member.initializer, conditional);
        }
      });
      return;
    }
    if (ts.isReturnStatement(node) || ts.isThrowStatement(node)) {
      if (node.expression) visit(node.expression, conditional);
      if (ts.isThrowStatement(node)) result.steps.push('effect');
      mayHaveLeft = true;
      return;
    }
    if (CONDITIONAL_SYNTAX.has(node.kind)) {
      // The part that always runs first (a test, a loop's start) is as sure as what holds it.
      const always = ts.isIfStatement(node) || ts.isSwitchStatement(node) ? node.expression : ts.isConditionalExpression(node) ? node.condition : ts.isForStatement(node) ? node.initializer : ts.isForInStatement(node) || ts.isForOfStatement(node) ? node.expression : undefined;
      if (always) visit(always, conditional);
      ts.forEachChild(node, (child) => {
        if (child !== always) visit(child, true);
      });
      return;
    }
    if (ts.isBinaryExpression(node) && SHORT_CIRCUIT.has(node.operatorToken.kind)) {
      visit(node.left, conditional);
      visit(node.right, true);
      // &&=, ||= and ??= may write.
      if (node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment && !ts.isIdentifier(unwrapped(node.left)) && !ownTarget(node.left)) result.steps.push('effect');
      return;
    }
    if ((ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) || ts.isCallExpression(node)) && node.questionDotToken) {
      visit(node.expression, conditional);
      ts.forEachChild(node, (child) => {
        if (child !== node.expression) visit(child, true);
      });
      return;
    }
    ts.forEachChild(node, (child) => visit(child, conditional));
  };
  visit(factory.body, false);
  return result;
}

/** The modules a built chunk file pushes (`(self.x = self.x || []).push([[ids], {id: factory, …}, runtime])`), by id, in source order. */
export function chunkFactories(source: string): Map<string, ts.FunctionLikeDeclaration> {
  const file = ts.createSourceFile('chunk.js', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  let modules: ts.ObjectLiteralExpression | undefined;
  const find = (node: ts.Node): void => {
    if (modules) return;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'push') {
      const [data] = node.arguments;
      if (data && ts.isArrayLiteralExpression(data) && data.elements.length >= 2 && ts.isObjectLiteralExpression(data.elements[1])) {
        modules = data.elements[1];
        return;
      }
    }
    ts.forEachChild(node, find);
  };
  find(file);
  if (!modules) throw new Error('the chunk file pushes no modules to webpack: has webpack changed how it writes a chunk?');
  const factories = new Map<string, ts.FunctionLikeDeclaration>();
  for (const property of modules.properties) {
    const name = property.name && (ts.isIdentifier(property.name) || ts.isNumericLiteral(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    const factory = ts.isPropertyAssignment(property) && (ts.isFunctionExpression(property.initializer) || ts.isArrowFunction(property.initializer)) ? property.initializer : ts.isMethodDeclaration(property) ? property : undefined;
    if (name === undefined || !factory) throw new Error(`a module of the chunk is not written as an id and a function: ${property.getText(file).slice(0, 80)}`);
    factories.set(name, factory);
  }
  return factories;
}

/**
 * The chunk's modules, other than the entry, that can each be required on its own ahead of the
 * entry, in the order to require them, so that every module's code runs in the order the entry's
 * start would run it, as far as that order is sure (see the file's comment). Modules of other
 * chunks (React's, run before) are not listed.
 *
 * The entry's start is followed as webpack's require runs it (a module required again while it
 * runs, in an import cycle, hands back its exports as they are), and the modules are listed in
 * the order it finishes them, but a module is listed only if running it first changes nothing:
 * - when it is reached, the modules still running above it have done nothing others see, only
 *   required modules and made their own exports (webpack's imports come first in a module);
 * - it reaches no module that was running before it (an import cycle entered above it: Gatsby's
 *   api-runner and its plugins), which on its own it would find not yet started;
 * - every module finished before it is listed before it or runs within it.
 * A module not listed runs where the entry would, within the next listed module or the entry.
 */
export function entryModuleOrder(source: string, entryId: string): string[] {
  const factories = chunkFactories(source);
  const started = new Map<string, number>();
  const done = new Set<string>();
  const running: Array<{ id: string; effects: boolean }> = [];
  const finished: Array<{ id: string; start: number; alone: boolean }> = [];
  /** Runs a module as webpack's require would: false where the order stops being sure, else the earliest start of a module it found still running before its own. */
  const run = (id: string): number | false => {
    const factory = factories.get(id);
    if (!factory || done.has(id)) return Infinity;
    const earlier = started.get(id);
    if (earlier !== undefined) return earlier;
    const start = started.size;
    started.set(id, start);
    const quietAbove = running.every((above) => !above.effects);
    const self = { id, effects: false };
    running.push(self);
    const { steps, unsure } = moduleRun(factory);
    let reached = Infinity;
    for (const step of steps) {
      if (step === 'effect') self.effects = true;
      else {
        const found = run(step.require);
        if (found === false) return false;
        reached = Math.min(reached, found);
      }
    }
    if (unsure) return false;
    running.pop();
    done.add(id);
    finished.push({ id, start, alone: quietAbove && reached >= start });
    return reached >= start ? Infinity : reached;
  };
  run(entryId);
  const order: string[] = [];
  let unlisted: number[] = [];
  for (const module of finished) {
    if (module.id === entryId) continue;
    if (module.alone && unlisted.every((start) => start > module.start)) {
      order.push(module.id);
      unlisted = [];
    } else unlisted.push(module.start);
  }
  return order;
}

/** A method of `target` (webpack's objects are read through what they are known to have), bound to it. */
function method(target: unknown, name: string): (...args: unknown[]) => unknown {
  const found: unknown = target !== null && typeof target === 'object' ? Reflect.get(target, name) : undefined;
  if (typeof found !== 'function') throw new Error(`webpack's compilation has no ${name}(): has webpack changed?`);
  return (...args) => Reflect.apply(found, target, args);
}

/** What an iterable (a Set of webpack's) holds, or nothing. */
function listed(value: unknown): unknown[] {
  const iterate: unknown = value !== null && typeof value === 'object' ? Reflect.get(value, Symbol.iterator) : undefined;
  if (typeof iterate !== 'function') return [];
  const items: unknown[] = [];
  const iterator: unknown = Reflect.apply(iterate, value, []);
  const next = method(iterator, 'next');
  for (let step: unknown = next(); !Reflect.get(Object(step), 'done'); step = next()) items.push(Reflect.get(Object(step), 'value'));
  return items;
}

/**
 * For ScriptsAfterLoadPlugin: the order of the app bundle's modules, as the inline loader carries it
 * (src/lib/app-module-slices.ts: their ids, separated by commas), read from the `app` entry's chunk
 * file as the build wrote it.
 */
export function appModuleOrderOf(compilation: BuildStats['compilation']): string {
  const entrypoint = method(Reflect.get(compilation, 'entrypoints'), 'get')('app');
  const chunk = method(entrypoint, 'getEntrypointChunk')();
  const chunkGraph: unknown = Reflect.get(compilation, 'chunkGraph');
  const entries = listed(method(chunkGraph, 'getChunkEntryModulesIterable')(chunk));
  const files = listed(Reflect.get(Object(chunk), 'files')).filter((file): file is string => typeof file === 'string' && file.endsWith('.js'));
  const outputPath = compilation.outputOptions.path;
  if (entries.length !== 1 || files.length !== 1 || typeof outputPath !== 'string') throw new Error(`the app chunk has ${entries.length} entry modules and ${files.length} script files: its modules cannot be run ahead of its start`);
  const entryId = String(method(chunkGraph, 'getModuleId')(entries[0]));
  const source = fs.readFileSync(path.join(outputPath, files[0]), 'utf8');
  const order = entryModuleOrder(source, entryId);
  return order.join(',');
}
