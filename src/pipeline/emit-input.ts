/** The emitters' input (src/emit/input.ts) for one compile, made by the pipeline from its products. */
import { publishedDocument } from '../contract/openapi/document.ts';
import type { PublishedDocument } from '../contract/openapi/types.ts';
import { routeTable, type RouteTable } from '../contract/routes/route-table.ts';
import type { EmitInput } from '../emit/input.ts';
import { loadTemplates, type RenderPage } from '../emit/shared/templates.ts';
import { MAKE_ANEW, type Reuse } from '../model/reuse.ts';
import { packageVersion } from '../model/revision.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';
import { buildModelView } from '../views/model-view.ts';
import type { VersionView } from '../views/version-view.ts';

/** The emitters' input for one compile: each shared product is made on first use, then shared by the emitters that ask. */
export function emitInputOf(resolved: ResolvedModel, views: readonly VersionView[], reuse: Reuse = MAKE_ANEW): EmitInput {
  const model = buildModelView(resolved);
  const documents = new Map<VersionView, PublishedDocument>();
  const tables = new Map<VersionView, RouteTable>();
  let render: RenderPage | undefined;
  return {
    model,
    views,
    reuse,
    clientPackageVersion: packageVersion(views.map((view) => view.revision)),
    publishedDocument(view) {
      let document = documents.get(view);
      if (document === undefined) {
        document = publishedDocument(model, view);
        documents.set(view, document);
      }
      return document;
    },
    routeTable(view) {
      let table = tables.get(view);
      if (table === undefined) {
        table = routeTable(model, view);
        tables.set(view, table);
      }
      return table;
    },
    render: (name, context) => (render ??= loadTemplates())(name, context),
  };
}
