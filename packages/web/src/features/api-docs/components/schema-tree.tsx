import { useTrans } from '@/lib/i18n';
import type { JsonSchema, OpenApiDocument } from '../api/get-openapi-document';
import { objectProperties, resolveSchema, schemaType } from '../lib/openapi';

interface SchemaTreeProps {
  schema: JsonSchema | undefined;
  document?: OpenApiDocument;
}

const MAX_DEPTH = 8;

/** A JSON schema as a readable tree: each property with its type, required mark and limits. */
export function SchemaTree({ schema, document }: SchemaTreeProps) {
  const t = useTrans();
  const resolved = resolveSchema(schema, document);
  if (!resolved) return <p className="text-xs text-muted">{t('No schema')}</p>;
  return (
    <div className="overflow-x-auto rounded-md border border-divider bg-bg p-3 font-mono text-xs">
      <SchemaNode schema={resolved} document={document} depth={0} />
    </div>
  );
}

function constraints(schema: JsonSchema): string[] {
  const notes: string[] = [];
  if (schema.minLength !== undefined) notes.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) notes.push(`max length ${schema.maxLength}`);
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`);
  if (schema.pattern) notes.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes;
}

/** The schema whose fields are worth listing under a node: an object, or an array's items. */
function childrenOf(schema: JsonSchema, document?: OpenApiDocument) {
  const own = objectProperties(schema);
  if (own) return own;
  if (schema.items) return objectProperties(resolveSchema(schema.items, document));
  const variants = (schema.anyOf ?? schema.oneOf)?.filter((part) => part.type !== 'null');
  if (variants?.length === 1) return childrenOf(resolveSchema(variants[0], document)!, document);
  return null;
}

function SchemaNode({
  schema,
  document,
  depth,
}: {
  schema: JsonSchema;
  document?: OpenApiDocument;
  depth: number;
}) {
  const children = depth < MAX_DEPTH ? childrenOf(schema, document) : null;
  const open = typeof schema.additionalProperties === 'object' || schema.additionalProperties;
  if (!children) {
    return (
      <span className="text-muted">
        {schemaType(schema)}
        {open ? ' (open map)' : ''}
      </span>
    );
  }
  const entries = Object.entries(children.properties);
  return (
    <>
      <span className="text-muted">
        {schemaType(schema)}
        {open ? ' (more keys allowed)' : ''}
      </span>
      {entries.length > 0 ? (
        <ul className="mt-1 border-l border-divider pl-3">
          {entries.map(([name, property]) => {
            const resolved = resolveSchema(property, document) ?? {};
            const notes = constraints(resolved);
            return (
              <li key={name} className="py-0.5" data-testid="schema-property">
                <span className="font-semibold text-fg">{name}</span>
                {children.required.includes(name) ? (
                  <span className="text-danger" title="required">
                    *
                  </span>
                ) : (
                  <span className="text-muted">?</span>
                )}
                <span className="text-muted">: </span>
                <SchemaNode schema={resolved} document={document} depth={depth + 1} />
                {notes.length ? (
                  <span className="ml-2 text-muted/80">({notes.join(', ')})</span>
                ) : null}
                {resolved.description ? (
                  <span className="ml-2 font-sans text-muted">— {resolved.description}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
