/**
 * A Mermaid class diagram of a version's resources and the objects they embed: one class per
 * resource component with its fields, a composition arrow per embedded component.
 */
import type { NamedSchema, WireType } from '../../views/wire-type.ts';
import type { VersionView } from '../../views/version-view.ts';

/** The component a field embeds, and whether it embeds many. */
function embedded(type: WireType): { name: string; many: boolean } | undefined {
  if (type.kind === 'ref') return { name: type.name, many: false };
  if (type.kind === 'array' && type.items.kind === 'ref') return { name: type.items.name, many: true };
  return undefined;
}

/** A member's type as Mermaid shows it; `~` marks generics, so no brackets that Mermaid would parse. */
function memberType(type: WireType): string {
  switch (type.kind) {
    case 'scalar':
      return type.json;
    case 'ref':
      return type.name;
    case 'array':
      return `List~${memberType(type.items)}~`;
    case 'map':
      return 'Map';
    case 'union':
      return 'Union';
    case 'object':
      return 'Object';
    case 'unknown':
      return 'Unknown';
  }
}

function classBlock(schema: NamedSchema): string[] {
  const fields = schema.type.kind === 'object' ? schema.type.fields : [];
  if (fields.length === 0) return [`  class ${schema.name}`];
  return [`  class ${schema.name} {`, ...fields.map((f) => `    +${memberType(f.type)} ${f.name}`), '  }'];
}

/** The diagram, or undefined when no resource has a field: boxes of bare names say nothing. */
export function resourceDiagram(view: VersionView): string | undefined {
  const resources = view.schemas.filter((s) => s.role === 'resource');
  if (!resources.some((schema) => schema.type.kind === 'object' && schema.type.fields.length > 0)) return undefined;
  const relations = resources.flatMap((schema) =>
    (schema.type.kind === 'object' ? schema.type.fields : []).flatMap((field) => {
      const target = embedded(field.type);
      return target ? [`  ${schema.name} *-- ${target.many ? '"many" ' : ''}${target.name} : ${field.name}`] : [];
    }),
  );
  return ['classDiagram', ...resources.flatMap(classBlock), ...relations].join('\n');
}
