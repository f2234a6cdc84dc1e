'use strict';

// SPEC §7: the news hub's list answers { newsArticles, count }, paged by _start/_limit, with the
// count of every matching article (not just this page's).
const { sanitizeEntity } = require('strapi-utils');

module.exports = {
  async find(ctx) {
    const service = strapi.services['news-article'];
    const [entities, count] = await Promise.all([
      ctx.query._q ? service.search(ctx.query) : service.find(ctx.query),
      ctx.query._q ? service.countSearch(ctx.query) : service.count(ctx.query),
    ]);
    const model = strapi.models['news-article'];
    return { newsArticles: entities.map((entity) => sanitizeEntity(entity, { model })), count };
  },
};
