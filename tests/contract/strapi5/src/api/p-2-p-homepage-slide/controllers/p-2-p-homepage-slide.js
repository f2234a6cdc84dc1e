'use strict';

module.exports = require('@strapi/strapi').factories.createCoreController(
  'api::p-2-p-homepage-slide.p-2-p-homepage-slide',
);
