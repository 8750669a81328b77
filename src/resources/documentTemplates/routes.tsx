/**
 * Routes of the document templates (issue 21; ROUTES.md "Route groups III"), mounted by
 * src/plugins/system: for each kind its list (/system/template, /system/{thought,practice,volunteer,
 * hatch,organ}/template) and its edit page (…/edit, ?id= to edit), both guarded by the list's module
 * (server/seed/modules.ts 730–735). One page pair, parameterised by the kind.
 */
import { Resource } from 'react-admin';
import { TEMPLATE_KINDS, TEMPLATE_PATHS, templateEditPath } from '../../../common/documentTemplates';
import type { FeatureRoutes } from '../shared/guardedRoute';
import { guardedRoute } from '../shared/guardedRoute';
import templates from '.';

export const documentTemplateRoutes: FeatureRoutes = {
  resources: [<Resource key="documentTemplates" name="documentTemplates" recordRepresentation="name" />],
  routes: TEMPLATE_KINDS.flatMap((kind) => [
    guardedRoute(TEMPLATE_PATHS[kind], TEMPLATE_PATHS[kind], <templates.list kind={kind} />),
    guardedRoute(templateEditPath(kind), TEMPLATE_PATHS[kind], <templates.edit kind={kind} />),
  ]),
};
