'use strict';

module.exports = require('@strapi/strapi').factories.createCoreRouter(
  'api::p-2-p-homepage-pinned.p-2-p-homepage-pinned',
);
