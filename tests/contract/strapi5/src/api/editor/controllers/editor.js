'use strict';

function uidOf(ctx) {
  const type = Object.values(strapi.contentTypes).find(
    (ct) => ct.uid.startsWith('api::') && ct.info.pluralName === ctx.params.pluralName,
  );
  if (!type) ctx.throw(404, `no content type ${ctx.params.pluralName}`);
  return type.uid;
}

module.exports = {
  async unpublish(ctx) {
    const { entries } = await strapi.documents(uidOf(ctx)).unpublish({ documentId: ctx.params.documentId });
    ctx.body = { data: { documentId: ctx.params.documentId, unpublished: entries.length } };
  },
  async publish(ctx) {
    const { entries } = await strapi.documents(uidOf(ctx)).publish({ documentId: ctx.params.documentId });
    ctx.body = { data: { documentId: ctx.params.documentId, published: entries.length } };
  },
};
