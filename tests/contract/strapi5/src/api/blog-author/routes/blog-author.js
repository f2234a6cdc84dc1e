'use strict';

module.exports = require('@strapi/strapi').factories.createCoreRouter('api::blog-author.blog-author');
