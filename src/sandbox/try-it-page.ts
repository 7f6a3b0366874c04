/**
 * The pages of the sandbox's interactive reference (`/docs`): an index of the versions and, per
 * version and tenant, a Swagger UI page. What a page needs (its document, the tenant header and
 * its value, the OAuth client to pre-fill) travels as JSON in the page; the script that starts
 * Swagger UI is one static file, the same for every page.
 */
import { escapeHtml, scriptJson } from '../emit/shared/html.ts';

/** What the page script reads from its page. */
export interface PageConfig {
  /** The version's document as the sandbox serves it (its servers and token URL are the sandbox's). */
  documentUrl: string;
  /** The tenant header, added to every request that does not carry it (the token request among them). */
  /** The tenant header the page sends its tenant in; absent for an API without tenants. */
  tenantHeader?: string;
  tenant: string;
  /** Swagger UI's `initOAuth` options: the tenant's first client, its secret only where the start-up lines show it. */
  oauth?: { clientId: string; clientSecret?: string };
}

export interface VersionLink {
  id: string;
  title: string;
  /** The page of each tenant's, in the store's order. */
  pages: { tenant: string; href: string }[];
}

export interface AssetPaths {
  css: string;
  bundle: string;
  script: string;
  icon: string;
}

function page(title: string, icon: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" type="image/png" href="${escapeHtml(icon)}">
${head}
<style>body { margin: 0; font-family: sans-serif; } .try-it-bar { padding: 8px 20px; background: #1b1b1b; color: #fff; } .try-it-bar a { color: #9cf; margin-right: 12px; } main { padding: 0 20px; }</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const tenantLinks = (version: VersionLink, current?: string) =>
  version.pages
    .map((p) => (p.tenant === current ? `<strong>${escapeHtml(p.tenant)}</strong>` : `<a href="${escapeHtml(p.href)}">${escapeHtml(p.tenant)}</a>`))
    .join(' ');

/** `tenantHeader`: undefined for an API without tenants (its one data set has one page per version). */
export function indexPage(versions: readonly VersionLink[], tenantHeader: string | undefined, assets: AssetPaths): string {
  const items = versions
    .map((v) =>
      tenantHeader === undefined
        ? `<li><a href="${escapeHtml(v.pages[0]?.href ?? '')}"><strong>${escapeHtml(v.title)}</strong></a> (${escapeHtml(v.id)})</li>`
        : `<li><strong>${escapeHtml(v.title)}</strong> (${escapeHtml(v.id)}), as tenant: ${tenantLinks(v)}</li>`,
    )
    .join('\n');
  const sends = tenantHeader === undefined ? '' : `Each page sends its tenant in the <code>${escapeHtml(tenantHeader)}</code> header. `;
  return page(
    'Sandbox: interactive reference',
    assets.icon,
    '',
    `<main>
<h1>Sandbox: interactive reference</h1>
<p>${sends}Authorise with <em>Authorize</em>, then <em>Try it out</em> on an operation.</p>
<ul>
${items}
</ul>
</main>`,
  );
}

export function versionPage(version: VersionLink, config: PageConfig, assets: AssetPaths, indexHref: string): string {
  return page(
    `${version.title}: sandbox`,
    assets.icon,
    `<link rel="stylesheet" href="${escapeHtml(assets.css)}">`,
    `<div class="try-it-bar"><a href="${escapeHtml(indexHref)}">All versions</a>${config.tenantHeader === undefined ? '' : ` Tenant: ${tenantLinks(version, config.tenant)}`}</div>
<div id="swagger-ui"></div>
<script type="application/json" id="try-it-config">${scriptJson(config)}</script>
<script src="${escapeHtml(assets.bundle)}"></script>
<script src="${escapeHtml(assets.script)}"></script>`,
  );
}

/**
 * Starts Swagger UI on the page. The tenant header is added to a request only where it is missing,
 * so a value typed into an operation's tenant field is sent as typed; the token request, which has
 * no such field, gets the page's tenant (the sandbox answers `Tenant Unknown` without it).
 * `validatorUrl: null`: Swagger UI would otherwise send the document to validator.swagger.io.
 */
export const PAGE_SCRIPT = `'use strict';
(function () {
  var config = JSON.parse(document.getElementById('try-it-config').textContent);
  var header = config.tenantHeader && config.tenantHeader.toLowerCase();
  var ui = SwaggerUIBundle({
    url: config.documentUrl,
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    requestInterceptor: function (request) {
      request.headers = request.headers || {};
      if (!header) return request;
      var present = Object.keys(request.headers).some(function (name) {
        return name.toLowerCase() === header;
      });
      if (!present) request.headers[config.tenantHeader] = config.tenant;
      return request;
    },
  });
  if (config.oauth) ui.initOAuth(config.oauth);
})();
`;
