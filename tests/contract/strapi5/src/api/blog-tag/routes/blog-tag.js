'use strict';

module.exports = require('@strapi/strapi').factories.createCoreRouter('api::blog-tag.blog-tag');
