'use strict';

// What Strapi 5's REST API cannot do but the admin's content manager can: unpublish a document
// (keeping its draft), and publish one without editing it. Both go through the document service,
// as the content manager's do, so Strapi sends the same entry.unpublish and entry.publish webhooks.
module.exports = {
  routes: [
    { method: 'POST', path: '/editor/:pluralName/:documentId/unpublish', handler: 'editor.unpublish' },
    { method: 'POST', path: '/editor/:pluralName/:documentId/publish', handler: 'editor.publish' },
  ],
};
