'use strict';

module.exports = require('@strapi/strapi').factories.createCoreService('api::blog-post-featured.blog-post-featured');
