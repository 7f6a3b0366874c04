/**
 * ts-morph as the oracle of the generated declarations: read the way a consumer's compiler reads
 * them, the client and the route stubs declare what the model says, operation by operation. Every
 * operation of a version is a client method taking its `<Operation>Params`, whose `path`, `query`
 * and `body` members are the operation's named path parameters, named query parameters and body
 * (required exactly when the model says so); every operation is a handler of the version's
 * `<Version>Handlers`, whose input has the same path parameters and body; every pipeline failure
 * has an error class.
 */
import { join } from 'node:path';
import { Project, ts, type Node, type Symbol as MorphSymbol, type Type } from 'ts-morph';
import { describe, expect, it } from 'vitest';
import { pascalCase } from '../../src/model/naming.ts';
import {
  choicesPropertyName,
  clientTypeName,
  descriptorName,
  pagesFunctionName,
  paramsTypeName,
  resumableEntryName,
  resumableErrorClassName,
} from '../../src/emit/shared/names.ts';
import { hasPageIterator } from '../../src/emit/client/operations-file.ts';
import type { OperationView, ParameterView } from '../../src/views/version-view.ts';
import { GENERATED_DIR, seedModel } from '../support/seed.ts';

const { views } = seedModel();
const project = new Project({
  compilerOptions: { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext },
});
project.addSourceFilesAtPaths([join(GENERATED_DIR, 'client', 'src', '**', '*.ts'), join(GENERATED_DIR, 'server', '**', '*.ts')]);

function isOptional(symbol: MorphSymbol): boolean {
  return symbol.hasFlags(ts.SymbolFlags.Optional);
}

/** The members of `type` (an object type), by name, with whether each is optional. */
function members(type: Type, at: Node): Map<string, { optional: boolean; type: Type }> {
  return new Map(type.getProperties().map((p) => [p.getName(), { optional: isOptional(p), type: p.getTypeAtLocation(at) }]));
}

const named = (params: readonly ParameterView[]) => params.flatMap((p) => (p.name === undefined ? [] : [p.name])).sort();

/** The names of a member's type's properties (undefined stripped), or [] when the member is absent. */
function keysOf(member: { type: Type } | undefined): string[] {
  return member
    ? member.type
        .getNonNullableType()
        .getProperties()
        .map((p) => p.getName())
        .sort()
    : [];
}

describe.each(views.map((view) => [view.id, view] as const))('the declarations of %s', (_id, view) => {
  const versionFolder = join(GENERATED_DIR, 'client', 'src', view.id);
  const clientFile = project.getSourceFileOrThrow(join(versionFolder, 'client.ts'));
  const operationsFile = project.getSourceFileOrThrow(join(versionFolder, 'operations.ts'));
  const client = clientFile.getInterfaceOrThrow(clientTypeName(view));
  const handlersFile = project.getSourceFileOrThrow(join(GENERATED_DIR, 'server', view.id, 'handlers.ts'));
  const handlers = handlersFile.getTypeAliasOrThrow(`${pascalCase(view.id)}Handlers`);
  const errorsFile = project.getSourceFileOrThrow(join(GENERATED_DIR, 'client', 'src', 'errors.ts'));

  it('has a client method for every operation, one more for every paged list, and nothing else', () => {
    const expected = [...view.operations.map((o) => o.id), ...view.operations.filter(hasPageIterator).map(pagesFunctionName)];
    expect(
      client
        .getMethods()
        .map((m) => m.getName())
        .sort(),
    ).toEqual(expected.sort());
  });

  it.each(view.operations.map((op) => [op.id, op] as const))("%s: its parameters are the model's path, query and body", (_op, op: OperationView) => {
    const method = client.getMethodOrThrow(op.id);
    const paramsType = operationsFile.getTypeAliasOrThrow(paramsTypeName(op));
    expect(method.getParameters()[0]!.getTypeNode()!.getText()).toBe(`ops.${paramsTypeName(op)}`);
    const params = members(paramsType.getType(), paramsType);
    expect(keysOf(params.get('path'))).toEqual(named(op.pathParams));
    expect(keysOf(params.get('query'))).toEqual(named(op.query));
    expect(params.has('body')).toBe(op.body !== undefined);
    if (op.body) expect(params.get('body')!.optional).toBe(!op.body.required);
    // Nothing to pass when nothing is required: the argument itself may be left out.
    const nothingRequired = op.pathParams.length === 0 && !op.query.some((q) => q.required) && !op.body?.required;
    expect(method.getParameters()[0]!.isOptional()).toBe(nothingRequired);
  });

  it.each(view.operations.map((op) => [op.id, op] as const))("%s: its handler takes the model's path parameters and body", (_op, op: OperationView) => {
    const handler = members(handlers.getType(), handlers).get(op.id);
    expect(handler, `${op.id} in ${handlers.getName()}`).toBeDefined();
    const [signature] = handler!.type.getNonNullableType().getCallSignatures();
    const input = members(signature!.getParameters()[0]!.getTypeAtLocation(handlers), handlers);
    expect(keysOf(input.get('params'))).toEqual(named(op.pathParams));
    expect(keysOf(input.get('query'))).toEqual(named(op.query));
    expect(input.get('body')!.type.isUndefined() || input.get('body')!.type.getText() === 'undefined').toBe(op.body === undefined);
  });

  it.each(view.errorFacts.resumable.map((e) => [e.code, e] as const))(
    "%s: an error class with its choices and a resubmit, in the version's table and the descriptors of exactly the operations listing it",
    (_code, error) => {
      const errorClass = errorsFile.getClassOrThrow(resumableErrorClassName(error.code));
      expect(errorClass.isExported()).toBe(true);
      // An actionable code of a failure's status is still an instance of that failure's class.
      const failure = Object.values(view.errorFacts.failures).some((f) => f.status === error.status);
      expect(errorClass.getBaseClassOrThrow().getName()).not.toBe(failure ? 'ApiError' : undefined);
      expect(errorClass.getPropertyOrThrow(choicesPropertyName(error.choices.field)).isReadonly()).toBe(true);
      expect(errorClass.getMethodOrThrow('resubmit').getParameters()).toHaveLength(1);
      // Read as syntax, not text: the row's layout and quotes are the printer's.
      const row = operationsFile
        .getVariableDeclarationOrThrow(resumableEntryName(error.code))
        .getInitializerIfKindOrThrow(ts.SyntaxKind.ObjectLiteralExpression);
      const cell = (name: string) => row.getPropertyOrThrow(name).asKindOrThrow(ts.SyntaxKind.PropertyAssignment).getInitializerOrThrow();
      expect(cell('errorClass').getText()).toBe(resumableErrorClassName(error.code));
      expect(cell('choices').asKindOrThrow(ts.SyntaxKind.StringLiteral).getLiteralValue()).toBe(error.choices.field);
      expect(cell('resend').asKindOrThrow(ts.SyntaxKind.StringLiteral).getLiteralValue()).toBe(error.resend.field);
      // Only the operations that can answer the code reference its row: another's bundle leaves the class out.
      const referencing = view.operations.filter((op) => {
        const table = operationsFile
          .getVariableDeclarationOrThrow(descriptorName(op))
          .getInitializerIfKindOrThrow(ts.SyntaxKind.ObjectLiteralExpression)
          .getProperty('resumableErrors')
          ?.asKindOrThrow(ts.SyntaxKind.PropertyAssignment)
          .getInitializerIfKindOrThrow(ts.SyntaxKind.ObjectLiteralExpression);
        const reference = table?.getProperty(error.code)?.asKindOrThrow(ts.SyntaxKind.PropertyAssignment).getInitializerOrThrow().getText();
        return reference === resumableEntryName(error.code);
      });
      expect(referencing.map((op) => op.id)).toEqual(error.operationIds);
    },
  );

  it("types error codes as the model's codes of the version (none where its error bodies are unspecified) and the client's own", () => {
    const expected = view.usesErrorEnvelope ? [...new Set(view.operations.flatMap((op) => op.responses.flatMap((r) => r.errorCodes)))] : [];
    const alias = clientFile.getTypeAliasOrThrow('ErrorCode').getTypeNodeOrThrow();
    const members = alias.isKind(ts.SyntaxKind.UnionType) ? alias.getTypeNodes() : [alias];
    const literals = members.flatMap((m) => (m.isKind(ts.SyntaxKind.LiteralType) ? [m.getLiteral().getText().slice(1, -1)] : []));
    expect(literals.sort()).toEqual(expected.sort());
    expect(members.map((m) => m.getText())).toContain('ClientErrorCode');
    const guard = clientFile.getFunctionOrThrow('isApiError');
    expect(guard.isExported()).toBe(true);
    expect(guard.getReturnTypeNodeOrThrow().getText()).toBe('error is ApiError & { readonly code: ErrorCode }');
  });

  it.each(view.operations.filter(hasPageIterator).map((op) => [pagesFunctionName(op), op] as const))(
    '%s: its doc comment says what the iterator does: it stops at the first empty page, not at a short one',
    (name) => {
      const doc = operationsFile
        .getFunctionOrThrow(name)
        .getJsDocs()
        .map((d) => d.getDescription())
        .join('\n');
      expect(doc).toContain('stops at the first empty page, not at a short one');
    },
  );

  it('narrows every pipeline failure the version answers to an error class of the runtime', () => {
    const runtimeErrors = project.getSourceFileOrThrow(join(GENERATED_DIR, 'client', 'src', 'runtime', 'errors.ts'));
    const table = runtimeErrors.getVariableDeclarationOrThrow('FAILURE_ERROR_CLASSES');
    const exported = new Set(
      runtimeErrors
        .getClasses()
        .filter((c) => c.isExported())
        .map((c) => c.getName()),
    );
    const classes = members(table.getType(), table);
    expect([...classes.keys()].sort()).toEqual(Object.keys(view.errorFacts.failures).sort());
    for (const [failure, { type }] of classes) expect(exported, failure).toContain(type.getSymbolOrThrow().getName());
    // The scope failure's class says what the token was granted and what the client could have asked for.
    const scopeClass = runtimeErrors.getClassOrThrow(classes.get('insufficientScope')!.type.getSymbolOrThrow().getName());
    for (const property of ['requiredScope', 'providedScopes', 'clientScopes']) expect(scopeClass.getPropertyOrThrow(property).isReadonly()).toBe(true);
    // Every error of a response carries the response, for its status and headers.
    expect(runtimeErrors.getClassOrThrow('ApiError').getPropertyOrThrow('response').getTypeNodeOrThrow().getText()).toBe('Response | undefined');
  });
});
